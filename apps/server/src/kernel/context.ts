import type { Permissions } from '@fika/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { Providers } from '../platform/providers/index.ts';
import type { CompanyView } from './company-view.ts';

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

/**
 * The background jobs a request may start, one handle per module that owns jobs. Each such module
 * adds its handle here by declaration merging (e.g. modules/reports/scheduled.jobs.ts), so the
 * kernel names no module; the composition root (app/jobs.ts) creates them, and the compiler checks
 * that it creates every one.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules that own jobs.
export interface Jobs {}

/** What every service receives first: the database, the caller and the request's surroundings. */
export interface Ctx {
  db: Db;
  /** A read replica (DATABASE_READ_URL) when there is one: read it through `reader(ctx)`. */
  readDb?: Db;
  config: Config;
  mailer: Mailer;
  providers: Providers;
  jobs: Jobs;
  log: FastifyBaseLogger;
  requestId: string;
  ip: string;
  principal: Principal | null;
}

/**
 * The database for reads that may lag the primary by a moment (reports, the dashboard): the read
 * replica when DATABASE_READ_URL names one, else the primary. Never for a read that decides a write.
 */
export function reader(ctx: Pick<Ctx, 'db' | 'readDb'>): Db {
  return ctx.readDb ?? ctx.db;
}
