// Which venues a finance read may cover. Every finance screen, report, export and API answer
// asks here first, so the scoping rule (company, permitted venues, not deleted) lives in one place.
import { accountingDayOf } from '@fika/domain';
import type { Ctx } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireUser } from '../../kernel/guards.ts';
import { type VenueView, visibleVenues } from '../venues/venues.service.ts';

/**
 * The caller's permitted, non-deleted venues named in `requestedVenueIds` (duplicates ignored,
 * in the visible venues' order), or all of them when none are named. A named venue the caller
 * may not see — another company's, a restricted user's other venue, a deleted one — is
 * NOT_FOUND, never silently dropped: a total must not quietly cover less than was asked.
 * The caller checks the scope (FINANCE, ORDERS, …) itself; this only decides the venues.
 */
export async function financeVenues(
  ctx: Ctx,
  requestedVenueIds?: readonly string[] | null,
): Promise<VenueView[]> {
  const user = requireUser(ctx);
  const visible = await visibleVenues(ctx, user);
  if (!requestedVenueIds || requestedVenueIds.length === 0) return visible;
  const wanted = new Set(requestedVenueIds);
  for (const id of wanted) {
    assertVenueAccess(user, id);
    if (!visible.some((v) => v.id === id)) throw notFound('Venue');
  }
  return visible.filter((v) => wanted.has(v.id));
}

/** The accounting day (05:30 to 05:29 local) `now` falls in, in `timezone`: "today" on a finance screen. */
export function todayFor(timezone: string, now: Date = new Date()): string {
  return accountingDayOf(now, timezone);
}
