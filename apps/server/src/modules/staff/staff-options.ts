// The staff a filter offers (orders, the void journal, reports, the staff report): picked from the
// staff list rather than from whatever orders happen to be loaded. Readable by everyone who filters
// history by staff — STAFF, ORDERS or FINANCE — since a user with ORDERS may lack STAFF.
import { hasScope, isVenueRestricted } from '@fika/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { forbidden } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { financeRollups, staff, staffVenues } from '../../platform/db/schema/index.ts';

export interface StaffOption {
  id: string;
  name: string;
  active: boolean;
  deleted: boolean;
}

/**
 * The company's staff by name for a filter. Deleted staff only with `includeDeleted` (filtering
 * history needs them: their past orders keep their name). A venue-restricted caller gets the staff
 * who work at one of their venues or have sold there.
 */
export async function staffOptions(ctx: Ctx, includeDeleted = false): Promise<StaffOption[]> {
  const user = requireUser(ctx);
  if (!(['STAFF', 'ORDERS', 'FINANCE'] as const).some((s) => hasScope(user.permissions, s)))
    throw forbidden();
  const where: (SQL | undefined)[] = [eq(staff.companyId, user.companyId)];
  if (!includeDeleted) where.push(eq(staff.deleted, false));
  if (isVenueRestricted(user.permissions)) {
    const venueIds = [...user.permissions.venueIds];
    where.push(
      or(
        inArray(
          staff.id,
          ctx.db
            .select({ id: staffVenues.staffId })
            .from(staffVenues)
            .where(and(eq(staffVenues.companyId, user.companyId), inArray(staffVenues.venueId, venueIds))),
        ),
        sql`exists (select 1 from ${financeRollups} where ${financeRollups.companyId} = ${user.companyId}
          and ${inArray(financeRollups.venueId, venueIds)} and ${financeRollups.staffId} = ${staff.id})`,
      ),
    );
  }
  return ctx.db
    .select({ id: staff.id, name: staff.name, active: staff.active, deleted: staff.deleted })
    .from(staff)
    .where(and(...where))
    .orderBy(asc(staff.name), asc(staff.id));
}
