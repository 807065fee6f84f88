// TEMPORARY stand-in for what the hours part of #15 lands (loadOpeningSchedule in
// modules/online-ordering/opening-hours.service.ts). Replaced by its real export once on main.
import type { OpeningSchedule, Weekday } from '@fika/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { openingExceptions, openingHours } from '../../platform/db/schema/index.ts';

export async function loadOpeningSchedule(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  now: Date = new Date(),
): Promise<OpeningSchedule> {
  const from = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const [weekly, exceptions] = await Promise.all([
    db
      .select({
        weekday: openingHours.weekday,
        startMinute: openingHours.startMinute,
        endMinute: openingHours.endMinute,
      })
      .from(openingHours)
      .where(and(eq(openingHours.companyId, companyId), eq(openingHours.venueId, venueId))),
    db
      .select({
        date: openingExceptions.date,
        closed: openingExceptions.closed,
        intervals: openingExceptions.intervals,
      })
      .from(openingExceptions)
      .where(
        and(
          eq(openingExceptions.companyId, companyId),
          eq(openingExceptions.venueId, venueId),
          gte(openingExceptions.date, from),
        ),
      ),
  ]);
  return { weekly: weekly.map((w) => ({ ...w, weekday: w.weekday as Weekday })), exceptions };
}
