// The tenant filters every query of company data writes: the company column first (another
// company's rows read as missing), then the venue check for a venue id that comes from input.
import { isVenueRestricted } from '@fika/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db/client.ts';
import { venues } from '../platform/db/schema/index.ts';
import type { UserPrincipal } from './context.ts';
import { notFound } from './errors.ts';
import { assertVenueAccess } from './guards.ts';

/** The company a query is for: the caller, or a company id a service already holds. */
export type Tenant = string | { companyId: string };

const companyOf = (tenant: Tenant) => (typeof tenant === 'string' ? tenant : tenant.companyId);

/** The company filter: the rows of `table` that belong to the tenant's company. */
export function scoped(table: { companyId: AnyPgColumn }, tenant: Tenant): SQL {
  return eq(table.companyId, companyOf(tenant));
}

/** The company filter plus `deleted = false`: the tenant's live rows of a soft-deleted table. */
export function live(table: { companyId: AnyPgColumn; deleted: AnyPgColumn }, tenant: Tenant): SQL {
  return and(scoped(table, tenant), eq(table.deleted, false)) as SQL;
}

type TenantTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/**
 * The row `id` of the tenant's company in `table`, or NOT_FOUND naming `what`: another company's
 * id reads exactly like one that does not exist. `where` narrows further (e.g. live rows only).
 */
export async function byIdOrNotFound<T extends TenantTable>(
  db: DbOrTx,
  table: T,
  id: string,
  tenant: Tenant,
  what: string,
  where?: SQL,
): Promise<T['$inferSelect']> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(scoped(table, tenant), eq(table.id, id), where))
    .limit(1);
  const [row] = rows as T['$inferSelect'][];
  if (!row) throw notFound(what);
  return row;
}

/**
 * The one venue check for a venue id that comes from input: a live venue of the caller's company
 * that their permissions allow. Anything else — another company's venue, a deleted one, one
 * outside a restricted user's venues — is NOT_FOUND 'Venue', so a refusal reveals nothing.
 * (For a row already read within the company, `assertVenueAccess` checks the permission alone.)
 */
export async function venueScope(db: DbOrTx, user: UserPrincipal, venueId: string): Promise<void> {
  assertVenueAccess(user, venueId);
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(live(venues, user), eq(venues.id, venueId)));
  if (!venue) throw notFound('Venue');
}

/** A restricted caller's venues as a SQL array, or null for a caller who sees every venue. */
export function restrictedVenues(user: UserPrincipal): SQL | null {
  if (!isVenueRestricted(user.permissions)) return null;
  return sql`array[${sql.join(
    user.permissions.venueIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
}
