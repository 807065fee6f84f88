// The demo venues' online-ordering hours: a café's week (late Fridays and Saturdays running past
// midnight) and Christmas Day closed, so the overview and the guest page show real "open until"
// and "closed – opens" states after `npm start`.
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import { openingExceptions, openingHours } from '../platform/db/schema/index.ts';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Weekday → [start, end] local minutes; an end above 1440 is the next day. */
const WEEKS: Record<string, [number, number][]>[] = [
  // The first venue: a café open from breakfast, late on Fridays and Saturdays.
  {
    MONDAY: [[h(7), h(21)]],
    TUESDAY: [[h(7), h(21)]],
    WEDNESDAY: [[h(7), h(21)]],
    THURSDAY: [[h(7), h(21)]],
    FRIDAY: [[h(7), h(25)]],
    SATURDAY: [[h(9), h(25)]],
    SUNDAY: [[h(10), h(18)]],
  },
  // The second: weekdays, and a Saturday with a lunch break.
  {
    MONDAY: [[h(8), h(18)]],
    TUESDAY: [[h(8), h(18)]],
    WEDNESDAY: [[h(8), h(18)]],
    THURSDAY: [[h(8), h(18)]],
    FRIDAY: [[h(8), h(20)]],
    SATURDAY: [
      [h(10), h(13)],
      [h(14), h(16)],
    ],
  },
];

/** Seeds the weekly hours of the venues (the first two get different weeks) and the coming Christmas Day. */
export async function seedDemoOpeningHours(tx: Tx, companyId: string, venueIds: string[], now = new Date()) {
  const christmas = `${now.getUTCFullYear()}-12-25`;
  for (const [index, venueId] of venueIds.entries()) {
    const week = WEEKS[index % WEEKS.length] ?? {};
    const rows = Object.entries(week).flatMap(([weekday, intervals]) =>
      intervals.map(([startMinute, endMinute]) => ({
        id: newId(),
        companyId,
        venueId,
        weekday,
        startMinute,
        endMinute,
      })),
    );
    await tx.insert(openingHours).values(rows);
    await tx.insert(openingExceptions).values({
      id: newId(),
      companyId,
      venueId,
      date: christmas,
      closed: true,
      intervals: [],
      note: 'Juldagen',
    });
  }
}
