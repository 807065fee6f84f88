import { isScope } from '@fika/domain';
import { eq, sql } from 'drizzle-orm';
import { toCompanyView } from '../../kernel/company-view.ts';
import type { Principal } from '../../kernel/context.ts';
import { setAuditActor } from '../../platform/db/audit-scope.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies, users } from '../../platform/db/schema/index.ts';
import { type SessionClaims, verifySession } from './session-tokens.ts';

/**
 * Resolves a bearer token to the caller. Permissions are read on every request, so a change of
 * scopes or venues, a deactivation, a block or a password change takes effect at once.
 */
export async function principalFromToken(
  db: Db,
  secret: string,
  token: string | null,
): Promise<Principal | null> {
  if (!token) return null;
  const claims = await verifySession(secret, token);
  if (!claims) return null;
  const principal = await loadPrincipal(db, claims);
  // The audit journal names this caller on every write of the request (db/audit-scope.ts).
  if (principal?.kind === 'user') {
    setAuditActor({ kind: 'USER', userId: principal.userId, actingAdminId: principal.actorId });
  }
  return principal;
}

// The columns a principal is made of, not whole rows: this read runs on every request.
const principalQuery = (db: Db) =>
  db
    .select({
      user: {
        id: users.id,
        companyId: users.companyId,
        organizationId: users.organizationId,
        name: users.name,
        email: users.email,
        username: users.username,
        role: users.role,
        active: users.active,
        blockedAt: users.blockedAt,
        tokenVersion: users.tokenVersion,
        scopes: users.scopes,
      },
      company: {
        id: companies.id,
        name: companies.name,
        legalName: companies.legalName,
        organizationNumber: companies.organizationNumber,
        country: companies.country,
        timezone: companies.timezone,
        defaultCurrency: companies.defaultCurrency,
        defaultLanguage: companies.defaultLanguage,
        isPaymentsOnly: companies.isPaymentsOnly,
        createdAt: companies.createdAt,
      },
      venueIds: sql<
        string[]
      >`coalesce(array(select uv.venue_id from user_venues uv where uv.user_id = ${users.id} order by uv.venue_id), '{}')`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    // A named prepared statement: built once per database (not per request) and planned once per
    // connection by PostgreSQL (issue #18's profile: query building was a tenth of a request).
    .prepare('load_principal');

const prepared = new WeakMap<Db, ReturnType<typeof principalQuery>>();

export async function loadPrincipal(db: Db, claims: SessionClaims): Promise<Principal | null> {
  let query = prepared.get(db);
  if (!query) {
    query = principalQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId: claims.userId });
  if (!row?.user.active || row.user.blockedAt || row.user.tokenVersion !== claims.version) return null;
  const { user, company } = row;
  const profile = { name: user.name, email: user.email, username: user.username, role: user.role };
  if (claims.kind === 'orgAdmin') {
    return user.organizationId
      ? { kind: 'orgAdmin', userId: user.id, organizationId: user.organizationId, profile }
      : null;
  }
  if (!user.companyId || !company) return null;
  return {
    kind: 'user',
    userId: user.id,
    companyId: user.companyId,
    profile,
    company: toCompanyView(company),
    permissions: { scopes: user.scopes.filter(isScope), venueIds: row.venueIds },
    isPaymentsOnly: company.isPaymentsOnly,
    actorId: claims.actorId,
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
