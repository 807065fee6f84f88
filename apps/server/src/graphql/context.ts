import type { Permissions } from '@fika/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../email/mailer.ts';
import type { CompanyView } from '../modules/accounts/company-view.ts';
import type { Providers } from '../providers/index.ts';

export interface Profile {
  name: string;
  email: string;
  username: string;
  role: string;
}

/** Who is calling, as loaded fresh from the database (one query) on every request. */
export type Principal =
  | {
      kind: 'user';
      userId: string;
      companyId: string;
      profile: Profile;
      company: CompanyView;
      permissions: Permissions;
      isPaymentsOnly: boolean;
      /** Set when an organisation administrator acts as this user. */
      actorId: string | null;
    }
  | { kind: 'orgAdmin'; userId: string; organizationId: string; profile: Profile };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type OrgAdminPrincipal = Extract<Principal, { kind: 'orgAdmin' }>;

/** What every service receives first: the database, the caller and the request's surroundings. */
export interface Ctx {
  db: Db;
  config: Config;
  mailer: Mailer;
  providers: Providers;
  log: FastifyBaseLogger;
  requestId: string;
  ip: string;
  principal: Principal | null;
}
