// Closing a venue's business day: the one path every day close takes — a till's end of day
// (POST /terminal/v1/day-close), the accounting page's "Close a day now", the Z-report screen's
// "Close day" and the 10-minute day-close tick (modules/vouchers). The day gets the next number of
// the venue's gap-free Z sequence, the grand totals grow by its figures and by what it carries
// (z-carry.ts: late sales of closed days; on the first report, everything sold before it), and its
// report is frozen: the screen, the PDF and the e-mail show exactly that from then on.
import { accountingDayOf, addDays } from '@fika/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { requireScope } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, orders, venues, zCounters, zReports } from '../../platform/db/schema/index.ts';
import { frozenZReport, readZReport, type ZReport, zReportVenue } from './z-report.ts';

export type ZCloseStatus = 'closed' | 'alreadyClosed' | 'empty';

export interface ZCloseResult {
  /** closed: numbered now; alreadyClosed: it was (the frozen report); empty: nothing to close. */
  status: ZCloseStatus;
  report: ZReport;
}

/** Who closed the day: a till, a person or the schedule (stored as z_reports.closed_via). */
export type ZClosedVia = { terminalId: string } | { userId: string } | 'schedule';

const viaOf = (via: ZClosedVia) =>
  via === 'schedule'
    ? { closedVia: 'schedule', closedBy: null }
    : 'terminalId' in via
      ? { closedVia: `terminal:${via.terminalId}`, closedBy: null }
      : { closedVia: `user:${via.userId}`, closedBy: via.userId };

/**
 * Closes `venue`'s `day` once. The venue's counter row is locked for the whole transaction, so a
 * burst of closes — of this day or of other days of the venue — runs one at a time: the first
 * numbers the day, the others find it closed; numbers never skip or repeat (unique indexes back it).
 * A day with nothing on it gets no number. The caller has checked the day is not in the future.
 */
export async function closeZDay(
  db: DbOrTx,
  companyId: string,
  venue: { id: string; name: string },
  day: string,
  via: ZClosedVia,
): Promise<ZCloseResult> {
  return db.transaction(async (tx) => {
    await tx.insert(zCounters).values({ companyId, venueId: venue.id }).onConflictDoNothing();
    const [counter] = await tx
      .select()
      .from(zCounters)
      .where(and(eq(zCounters.companyId, companyId), eq(zCounters.venueId, venue.id)))
      .for('update');
    const [existing] = await tx
      .select({ data: zReports.data })
      .from(zReports)
      .where(
        and(eq(zReports.companyId, companyId), eq(zReports.venueId, venue.id), eq(zReports.businessDay, day)),
      );
    if (existing) return { status: 'alreadyClosed' as const, report: frozenZReport(existing) };
    const [company] = await tx
      .select({ currency: companies.defaultCurrency })
      .from(companies)
      .where(eq(companies.id, companyId));
    const live = await readZReport(tx, companyId, venue, day, company?.currency ?? 'SEK', counter ?? null);
    // A day with nothing of its own still closes when it has late sales of closed days to carry.
    if (live.empty && !live.late) return { status: 'empty' as const, report: live };
    // readZReport already added the day (and what it carries) to the counter: its grand totals are
    // the ones after it.
    const next = {
      lastNumber: (counter?.lastNumber ?? 0) + 1,
      grandTotalSales: live.grandTotals.sales,
      grandTotalReturns: live.grandTotals.returns,
      grandTotalNet: live.grandTotals.net,
    };
    const closedAt = new Date();
    const report: ZReport = {
      ...live,
      number: next.lastNumber,
      closedAt,
      generatedAt: closedAt,
      grandTotals: { sales: next.grandTotalSales, returns: next.grandTotalReturns, net: next.grandTotalNet },
    };
    await tx.insert(zReports).values({
      id: newId(),
      companyId,
      venueId: venue.id,
      businessDay: day,
      number: next.lastNumber,
      grandTotalSales: next.grandTotalSales,
      grandTotalReturns: next.grandTotalReturns,
      grandTotalNet: next.grandTotalNet,
      data: JSON.parse(JSON.stringify(report)) as Record<string, unknown>,
      closedAt,
      ...viaOf(via),
    });
    await tx
      .update(zCounters)
      .set({
        lastNumber: next.lastNumber,
        grandTotalSales: next.grandTotalSales,
        grandTotalReturns: next.grandTotalReturns,
        grandTotalNet: next.grandTotalNet,
        updatedAt: closedAt,
      })
      .where(and(eq(zCounters.companyId, companyId), eq(zCounters.venueId, venue.id)));
    return { status: 'closed' as const, report };
  });
}

/** closeZReport: a person with FINANCE closes a venue's day from the Z-report screen. */
export async function closeZReport(ctx: Ctx, venueId: string, day: string): Promise<ZCloseResult> {
  const user = requireScope(ctx, 'FINANCE');
  const venue = await zReportVenue(ctx, venueId, day);
  return closeZDay(ctx.db, user.companyId, venue, day, { userId: user.userId });
}

/** How many finished days back the tick catches up (a server that was down misses no day). */
export const Z_CATCH_UP_DAYS = 7;

/**
 * The finished accounting days (§9's 05:30 boundary, venue time) of the last week that had paid
 * orders and are not closed yet, oldest first so numbers follow the calendar.
 */
export async function dueZDays(
  db: DbOrTx,
  now: Date,
): Promise<{ companyId: string; venueId: string; name: string; day: string }[]> {
  const earliest = addDays(accountingDayOf(now), -Z_CATCH_UP_DAYS - 1);
  const rows = await db
    .selectDistinct({
      companyId: orders.companyId,
      venueId: orders.venueId,
      name: venues.name,
      timezone: venues.timezone,
      day: orders.accountingDay,
    })
    .from(orders)
    .innerJoin(venues, and(eq(venues.companyId, orders.companyId), eq(venues.id, orders.venueId)))
    .leftJoin(
      zReports,
      and(
        eq(zReports.companyId, orders.companyId),
        eq(zReports.venueId, orders.venueId),
        eq(zReports.businessDay, orders.accountingDay),
      ),
    )
    .where(
      and(
        isNotNull(orders.closedAt),
        sql`${orders.accountingDay} >= ${earliest}`,
        sql`${zReports.id} is null`,
        eq(venues.deleted, false),
      ),
    )
    .orderBy(orders.accountingDay);
  return rows
    .filter((r) => r.day !== null && r.day < accountingDayOf(now, r.timezone))
    .map((r) => ({ companyId: r.companyId, venueId: r.venueId, name: r.name, day: String(r.day) }));
}

/** The tick's part: closes every due day; returns how many it numbered. */
export async function closeDueZDays(db: DbOrTx, now = new Date()): Promise<number> {
  let closed = 0;
  for (const due of await dueZDays(db, now)) {
    const result = await closeZDay(
      db,
      due.companyId,
      { id: due.venueId, name: due.name },
      due.day,
      'schedule',
    );
    if (result.status === 'closed') closed++;
  }
  return closed;
}
