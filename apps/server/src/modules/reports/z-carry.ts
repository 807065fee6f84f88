// What a Z-report carries besides its own day, so that every sale is in exactly one Z-report and
// the grand totals run unbroken from the venue's first sale (as a fiscal till's do):
//   - late: anything recorded for an already closed day after its Z-report closed (an offline till
//     syncing, a copy printed, a refund booked late) goes into the next Z-report to close;
//   - opening: the venue's first Z-report opens its grand totals with everything sold before it.
// Both are worked out the same way: what the rollups hold now for the days already accounted for
// (days before the first Z-report, and closed days) less what the Z-reports so far reported — the
// cumulative figures each Z-report keeps in its frozen data.
import {
  addZFigures,
  EMPTY_SUMS,
  EMPTY_Z_FIGURES,
  isZeroZFigures,
  orderTotals,
  refundVatLines,
  subtractZFigures,
  type VatLine,
  vatOfGross,
  type ZFigures,
} from '@fika/domain';
import { and, desc, eq, gt, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  financeRollups,
  orderLines,
  orders,
  vatRollups,
  voidJournal,
  zReports,
} from '../../platform/db/schema/index.ts';

/** Which accounting days a read covers, as a condition on a table's accounting-day column. */
export type DayScope = (day: PgColumn) => SQL;

export const onDay =
  (day: string): DayScope =>
  (column) =>
    sql`${column} = ${day}`;

const beforeDay =
  (day: string): DayScope =>
  (column) =>
    sql`${column} < ${day}`;

/** The venue's closed days. */
const closedDays =
  (companyId: string, venueId: string): DayScope =>
  (column) =>
    sql`${column} in (select ${zReports.businessDay} from ${zReports} where ${zReports.companyId} = ${companyId} and ${zReports.venueId} = ${venueId})`;

/**
 * The days a venue's Z-reports have accounted for: every day before its first Z-report (its
 * opening) and every closed day. The day being closed is not one of them unless it is before the
 * first report: its figures as they were then are in that report's opening, and what changed on it
 * since is carried like any late sale.
 */
const accountedDays =
  (companyId: string, venueId: string, firstDay: string, day: string): DayScope =>
  (column) => {
    const accounted = or(sql`${column} < ${firstDay}`, closedDays(companyId, venueId)(column)) as SQL;
    return day < firstDay ? accounted : (and(ne(column, day), accounted) as SQL);
  };

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

const addTo = (map: Map<number, VatLine>, line: VatLine) => {
  const sum = map.get(line.rate) ?? { rate: line.rate, gross: 0, vat: 0 };
  map.set(line.rate, { rate: line.rate, gross: sum.gross + line.gross, vat: sum.vat + line.vat });
};

/** A venue's paid orders (cancelled ones left out) of the days in `scope`: its receipts. */
const paidOrders = (companyId: string, venueId: string, scope: DayScope) =>
  and(
    eq(orders.companyId, companyId),
    eq(orders.venueId, venueId),
    scope(orders.accountingDay),
    isNotNull(orders.closedAt),
    ne(orders.status, 'CANCELLED'),
  );

/**
 * Discounts given and refunds paid per VAT rate on the days in `scope` — the split a day voucher
 * books on their own accounts. Refunds are booked on the day they happen, spread over their order's
 * VAT rates as the rollups do.
 */
export async function readDiscountsAndRefunds(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  scope: DayScope,
): Promise<{ discounts: VatLine[]; refunds: VatLine[] }> {
  const discounts = new Map<number, VatLine>();
  const discountRows = await db
    .select({ rate: orderLines.vatRate, amount: total(orderLines.discountAmount) })
    .from(orderLines)
    .innerJoin(orders, and(eq(orders.companyId, orderLines.companyId), eq(orders.id, orderLines.orderId)))
    .where(and(paidOrders(companyId, venueId, scope), eq(orderLines.voided, false)))
    .groupBy(orderLines.vatRate);
  for (const row of discountRows) {
    const gross = Number(row.amount);
    if (gross !== 0) {
      addTo(discounts, { rate: row.rate, gross, vat: vatOfGross(gross, row.rate) });
    }
  }
  const refunds = new Map<number, VatLine>();
  const journal = await db
    .select({ orderId: voidJournal.orderId, amount: voidJournal.amount })
    .from(voidJournal)
    .where(
      and(
        eq(voidJournal.companyId, companyId),
        eq(voidJournal.venueId, venueId),
        scope(voidJournal.accountingDay),
        inArray(voidJournal.kind, ['REFUND_ORDER', 'REFUND_PAYMENT']),
      ),
    );
  const orderIds = [...new Set(journal.map((j) => j.orderId).filter((id): id is string => !!id))];
  if (orderIds.length > 0) {
    const lines = await db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.orderId, orderIds)));
    for (const entry of journal) {
      if (!entry.orderId) continue;
      const own = lines.filter((l) => l.orderId === entry.orderId);
      for (const line of refundVatLines(entry.amount, orderTotals(own).vatLines)) addTo(refunds, line);
    }
  }
  const sorted = (map: Map<number, VatLine>) => [...map.values()].sort((a, b) => a.rate - b.rate);
  return { discounts: sorted(discounts), refunds: sorted(refunds) };
}

/** Everything the rollups and orders hold now for `venueId`'s days in `scope`, as Z figures. */
export async function readZFigures(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  scope: DayScope,
): Promise<ZFigures> {
  const F = financeRollups;
  const V = vatRollups;
  const [methods, vat, counts, split] = await Promise.all([
    db
      .select({
        method: F.paymentMethod,
        orderCount: total(F.orderCount),
        salesAmount: total(F.salesAmount),
        vatAmount: total(F.vatAmount),
        discountAmount: total(F.discountAmount),
        paymentCount: total(F.paymentCount),
        paymentAmount: total(F.paymentAmount),
        tipCount: total(F.tipCount),
        tipAmount: total(F.tipAmount),
        refundCount: total(F.refundCount),
        refundAmount: total(F.refundAmount),
      })
      .from(F)
      .where(and(eq(F.companyId, companyId), eq(F.venueId, venueId), scope(F.accountingDay)))
      .groupBy(F.paymentMethod),
    db
      .select({ rate: V.vatRate, gross: total(V.grossAmount), vat: total(V.vatAmount) })
      .from(V)
      .where(and(eq(V.companyId, companyId), eq(V.venueId, venueId), scope(V.accountingDay)))
      .groupBy(V.vatRate),
    db
      .select({
        receipts: sql<number>`count(*)::int`,
        copies: sql<number>`coalesce(sum(${orders.receiptCopies}), 0)::int`,
      })
      .from(orders)
      .where(paidOrders(companyId, venueId, scope)),
    readDiscountsAndRefunds(db, companyId, venueId, scope),
  ]);
  const sums = { ...EMPTY_SUMS };
  for (const row of methods) {
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += Number(row[key]);
  }
  const figures: ZFigures = {
    sums,
    vat: vat.map((r) => ({ rate: Number(r.rate), gross: Number(r.gross), vat: Number(r.vat) })),
    payments: methods.map((m) => ({
      method: m.method,
      count: Number(m.paymentCount),
      amount: Number(m.paymentAmount),
      tips: Number(m.tipAmount),
      refunds: Number(m.refundAmount),
    })),
    discounts: split.discounts,
    refunds: split.refunds,
    receiptCount: Number(counts[0]?.receipts ?? 0),
    copyCount: Number(counts[0]?.copies ?? 0),
  };
  // Adding to nothing drops the zero lines and orders them, as every stored figure is.
  return addZFigures(EMPTY_Z_FIGURES, figures);
}

/** Figures a Z-report carries besides its own day, and the days they were recorded for. */
export interface ZCarried {
  figures: ZFigures;
  /** The accounting days the figures belong to (for the opening: its first and last day). */
  days: string[];
}

/** What closing `day` now would carry, and the figures the venue's Z-reports reported before it. */
export interface ZCarry {
  /** On a venue's first Z-report: everything recorded before its day. */
  opening: ZCarried | null;
  /** Recorded for days already accounted for after their Z-report closed. */
  late: ZCarried | null;
  /**
   * The day was before the venue's first Z-report: its figures are already in that report's
   * opening grand totals, so closing it adds only what it carries.
   */
  inOpening: boolean;
  /** What the venue's Z-reports reported up to now (the last one's cumulative figures). */
  reported: ZFigures;
}

/** A Z-report's own day figures from its frozen data (the shape z-report.ts stores). */
export type OwnFiguresOf = (data: Record<string, unknown>) => ZFigures;

/**
 * What closing `venueId`'s `day` now would carry. `ownFiguresOf` reads a frozen report's own
 * figures: Z-reports closed before reports kept cumulative figures are summed from their own.
 */
export async function readZCarry(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  day: string,
  ownFiguresOf: OwnFiguresOf,
): Promise<ZCarry> {
  const mine = and(eq(zReports.companyId, companyId), eq(zReports.venueId, venueId));
  const [[first], [last]] = await Promise.all([
    db
      .select({ day: zReports.businessDay })
      .from(zReports)
      .where(mine)
      .orderBy(zReports.businessDay)
      .limit(1),
    db
      .select({ closedAt: zReports.closedAt, data: zReports.data })
      .from(zReports)
      .where(mine)
      .orderBy(desc(zReports.number))
      .limit(1),
  ]);
  if (!first || !last) {
    // The venue's first Z-report: it opens the grand totals with everything sold before its day.
    const before = await readZFigures(db, companyId, venueId, beforeDay(day));
    return {
      opening: isZeroZFigures(before)
        ? null
        : { figures: before, days: await dayRange(db, companyId, venueId, day) },
      late: null,
      inOpening: false,
      reported: EMPTY_Z_FIGURES,
    };
  }
  const stored = (last.data as { cumulative?: ZFigures }).cumulative;
  let reported = stored ?? EMPTY_Z_FIGURES;
  let opening: ZCarried | null = null;
  if (!stored) {
    // Z-reports closed before they kept cumulative figures: sum their own days, and open the grand
    // totals with what was sold before the first of them (they started from zero).
    const all = await db.select({ data: zReports.data }).from(zReports).where(mine);
    reported = all.reduce((sum, z) => addZFigures(sum, ownFiguresOf(z.data)), EMPTY_Z_FIGURES);
    // They did not keep the voucher's split either: take their days' split as it stands.
    const split = await readDiscountsAndRefunds(db, companyId, venueId, closedDays(companyId, venueId));
    reported = addZFigures(reported, { ...EMPTY_Z_FIGURES, ...split });
    const before = await readZFigures(db, companyId, venueId, beforeDay(first.day));
    if (!isZeroZFigures(before)) {
      opening = { figures: before, days: await dayRange(db, companyId, venueId, first.day) };
    }
  }
  const accounted = await readZFigures(
    db,
    companyId,
    venueId,
    accountedDays(companyId, venueId, first.day, day),
  );
  const lateFigures = subtractZFigures(
    accounted,
    opening ? addZFigures(reported, opening.figures) : reported,
  );
  const late = isZeroZFigures(lateFigures)
    ? null
    : {
        figures: lateFigures,
        days: await changedDays(db, companyId, venueId, first.day, day, last.closedAt),
      };
  return { opening, late, inOpening: day < first.day, reported };
}

/** The first and last accounting day with figures before `day`: the span an opening covers. */
async function dayRange(db: DbOrTx, companyId: string, venueId: string, day: string): Promise<string[]> {
  const F = financeRollups;
  const [row] = await db
    .select({
      from: sql<string | null>`min(${F.accountingDay})::text`,
      to: sql<string | null>`max(${F.accountingDay})::text`,
    })
    .from(F)
    .where(and(eq(F.companyId, companyId), eq(F.venueId, venueId), sql`${F.accountingDay} < ${day}`));
  return row?.from && row.to ? [...new Set([row.from, row.to])] : [];
}

/**
 * The accounted-for days that had orders or refunds recorded since the last Z-report closed: the
 * days a late section names (what changed, not how much: the figures say that).
 */
async function changedDays(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  firstDay: string,
  day: string,
  since: Date,
): Promise<string[]> {
  const scope = accountedDays(companyId, venueId, firstDay, day);
  const [changedOrders, changedRefunds] = await Promise.all([
    db
      .selectDistinct({ day: orders.accountingDay })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          eq(orders.venueId, venueId),
          scope(orders.accountingDay),
          gt(orders.updatedAt, since),
        ),
      ),
    db
      .selectDistinct({ day: voidJournal.accountingDay })
      .from(voidJournal)
      .where(
        and(
          eq(voidJournal.companyId, companyId),
          eq(voidJournal.venueId, venueId),
          scope(voidJournal.accountingDay),
          gt(voidJournal.at, since),
        ),
      ),
  ]);
  const days = [...changedOrders, ...changedRefunds].map((r) => r.day).filter((d): d is string => !!d);
  return [...new Set(days.map(String))].sort();
}
