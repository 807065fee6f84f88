// Get started (issue #13 point 6): what stands between a company and its staff on the tills, read
// from real data so the checklist ticks itself. A venue-restricted manager's figures cover their
// venues only (their staff, their terminals), the same data they can act on.
import { isVenueRestricted } from '@fika/domain';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live } from '../../kernel/tenant.ts';
import { accessLevels, staff, staffVenues, terminals, venues } from '../../platform/db/schema/index.ts';
import { visibleAccessLevels, visibleStaff } from './access-levels.service.ts';

/** The figures of the staff checklist. */
export interface StaffSetupProgress {
  accessLevels: number;
  /** Active staff. */
  staff: number;
  /** Active staff who cannot sign in on a till yet: no PIN. */
  staffWithoutPin: number;
  /** Active staff whom no venue's till lists. */
  staffWithoutVenue: number;
  /** Terminals (not revoked) of the caller's venues. */
  terminals: number;
  /** When one of those last read the configuration feed; null: none has yet. */
  lastConfigReadAt: Date | null;
}

/** staffSetupProgress (STAFF): the checklist's figures for the caller's venues. */
export async function staffSetupProgress(ctx: Ctx): Promise<StaffSetupProgress> {
  const user = requireScope(ctx, 'STAFF');
  const hasVenue = sql`exists (select 1 from ${staffVenues} sv join ${venues} v
    on v.id = sv.venue_id and v.company_id = sv.company_id and v.deleted = false
    where sv.staff_id = ${staff.id})`;
  const [levels, people, devices] = await Promise.all([
    ctx.db.select({ count: sql<number>`count(*)::int` }).from(accessLevels).where(visibleAccessLevels(user)),
    ctx.db
      .select({
        staff: sql<number>`count(*)::int`,
        withoutPin: sql<number>`(count(*) filter (where ${staff.pinHash} is null))::int`,
        withoutVenue: sql<number>`(count(*) filter (where not ${hasVenue}))::int`,
      })
      .from(staff)
      .where(and(visibleStaff(user), eq(staff.active, true))),
    ctx.db
      .select({ count: sql<number>`count(*)::int`, lastRead: max(terminals.lastConfigReadAt) })
      .from(terminals)
      .innerJoin(venues, and(eq(venues.id, terminals.venueId), live(venues, user)))
      .where(
        and(
          eq(terminals.companyId, user.companyId),
          isNull(terminals.revokedAt),
          isVenueRestricted(user.permissions)
            ? inArray(terminals.venueId, user.permissions.venueIds)
            : undefined,
        ),
      ),
  ]);
  return {
    accessLevels: levels[0]?.count ?? 0,
    staff: people[0]?.staff ?? 0,
    staffWithoutPin: people[0]?.withoutPin ?? 0,
    staffWithoutVenue: people[0]?.withoutVenue ?? 0,
    terminals: devices[0]?.count ?? 0,
    lastConfigReadAt: devices[0]?.lastRead ?? null,
  };
}
