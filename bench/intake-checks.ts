// The exactness checks of the intake benches (intake, scale): for the orders acknowledged to the
// terminals (terminal-load.ts) — every one stored once with the number it was answered, numbers per
// venue 1..n without gaps, nothing stored that was not acknowledged, and every rollup table equal to
// a recomputation from the stored orders. ROLLUP_TABLES also gives the floor of bench:intake the
// tables, keys and measures it upserts by hand.
import { orderTotals } from '@fika/domain';
import { eq, inArray } from 'drizzle-orm';
import {
  coarseRollupRows,
  FINANCE_MEASURES,
  type FinanceRow,
  type RollupRows,
  RollupTotals,
  saleRollupRows,
} from '../apps/server/src/modules/finance/rollups.ts';
import { rolledLines } from '../apps/server/src/modules/orders/record.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import {
  financeDayRollups,
  financeHourRollups,
  financeMonthRollups,
  financeRollups,
  itemDayRollups,
  itemMonthRollups,
  itemRollups,
  offerRollups,
  orderCounters,
  orderLines,
  orderPayments,
  orders,
  staffItemRollups,
  vatDayRollups,
  vatMonthRollups,
  vatRollups,
} from '../apps/server/src/platform/db/schema/index.ts';
import type { Ack } from './terminal-load.ts';

export type Row = Record<string, unknown>;

const PLACE = ['companyId', 'venueId', 'accountingDay', 'channel', 'serviceType'];
export const ROLLUP_TABLES = [
  {
    part: 'finance',
    table: financeRollups,
    name: 'finance_rollups',
    key: [...PLACE, 'hour', 'paymentMethod', 'staffId'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'vat',
    table: vatRollups,
    name: 'vat_rollups',
    key: [...PLACE, 'hour', 'staffId', 'vatRate'],
    measures: ['grossAmount', 'vatAmount'],
  },
  {
    part: 'items',
    table: itemRollups,
    name: 'item_rollups',
    key: [...PLACE, 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
  {
    part: 'staffItems',
    table: staffItemRollups,
    name: 'staff_item_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'staffId', 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
  {
    part: 'offers',
    table: offerRollups,
    name: 'offer_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'offerKey'],
    measures: ['useCount', 'discountAmount'],
  },
  // The coarse rollups (finance part, #18), written with the fine ones in the same transaction.
  {
    part: 'financeDays',
    table: financeDayRollups,
    name: 'finance_day_rollups',
    key: [...PLACE, 'paymentMethod'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'financeHours',
    table: financeHourRollups,
    name: 'finance_hour_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'hour'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'vatDays',
    table: vatDayRollups,
    name: 'vat_day_rollups',
    key: [...PLACE, 'vatRate'],
    measures: ['grossAmount', 'vatAmount'],
  },
  // Items per day and the month rollups (#18, migration 0022), also in the same transaction.
  {
    part: 'itemDays',
    table: itemDayRollups,
    name: 'item_day_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
  {
    part: 'financeMonths',
    table: financeMonthRollups,
    name: 'finance_month_rollups',
    key: ['companyId', 'venueId', 'month', 'channel', 'serviceType', 'paymentMethod'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'vatMonths',
    table: vatMonthRollups,
    name: 'vat_month_rollups',
    key: ['companyId', 'venueId', 'month', 'channel', 'serviceType', 'vatRate'],
    measures: ['grossAmount', 'vatAmount'],
  },
  {
    part: 'itemMonths',
    table: itemMonthRollups,
    name: 'item_month_rollups',
    key: ['companyId', 'venueId', 'month', 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
] as const;

/** Fine and coarse rollup rows together, by ROLLUP_TABLES part. */
export const withCoarse = (rows: RollupRows) => ({ ...rows, ...coarseRollupRows(rows) });

/** Every acknowledged order stored once with its number, numbers without gaps, rollups exact. */
export async function check(
  database: Database,
  venueIds: string[],
  acked: Map<string, Ack>,
): Promise<string[]> {
  const db = database.db;
  const problems: string[] = [];
  const stored = await db.select().from(orders).where(inArray(orders.venueId, venueIds));
  const expected = [...acked.entries()].filter(([, a]) => venueIds.includes(a.venueId));
  const byKey = new Map(stored.map((o) => [`${o.venueId}|${o.clientOrderId}`, o]));
  let missing = 0;
  let wrong = 0;
  for (const [key, ack] of expected) {
    const order = byKey.get(key);
    if (!order) missing++;
    else if (order.orderNumber !== ack.orderNumber || (ack.id && order.id !== ack.id)) wrong++;
  }
  const unacknowledged = stored.length - expected.length;
  if (missing > 0) problems.push(`${missing} acknowledged orders missing`);
  if (wrong > 0) problems.push(`${wrong} orders stored with another id or number than answered`);
  if (unacknowledged !== 0) problems.push(`${unacknowledged} orders stored that were not acknowledged`);
  const numbers = new Map<string, number[]>();
  for (const o of stored) numbers.set(o.venueId, [...(numbers.get(o.venueId) ?? []), o.orderNumber]);
  let gaps = 0;
  for (const [venueId, list] of numbers) {
    list.sort((a, b) => a - b);
    if (list.some((n, i) => n !== i + 1)) gaps++;
    const [counter] = await db
      .select({ last: orderCounters.lastNumber })
      .from(orderCounters)
      .where(eq(orderCounters.venueId, venueId));
    if (counter?.last !== list.length) gaps++;
  }
  if (gaps > 0) problems.push(`${gaps} venues whose order numbers are not 1..n or whose counter is off`);

  // The rollups again, from the stored orders, lines and payments.
  const ids = stored.filter((o) => o.closedAt).map((o) => o.id);
  const totals = new RollupTotals();
  const linesOf = new Map<string, (typeof orderLines.$inferSelect)[]>();
  const paymentsOf = new Map<string, (typeof orderPayments.$inferSelect)[]>();
  for (let i = 0; i < ids.length; i += 5000) {
    const slice = ids.slice(i, i + 5000);
    for (const l of await db.select().from(orderLines).where(inArray(orderLines.orderId, slice)))
      linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
    for (const p of await db.select().from(orderPayments).where(inArray(orderPayments.orderId, slice)))
      paymentsOf.set(p.orderId, [...(paymentsOf.get(p.orderId) ?? []), p]);
  }
  for (const o of stored) {
    if (!o.closedAt) continue;
    const lines = (linesOf.get(o.id) ?? []).sort((a, b) => a.lineNo - b.lineNo);
    totals.add(
      saleRollupRows({
        companyId: o.companyId,
        venueId: o.venueId,
        accountingDay: o.accountingDay,
        hour: o.hour,
        channel: o.channel,
        serviceType: o.serviceType,
        staffId: o.staffId,
        totalAmount: o.totalAmount,
        vatAmount: o.vatAmount,
        discountAmount: o.discountAmount,
        vatLines: orderTotals(lines).vatLines,
        payments: paymentsOf.get(o.id) ?? [],
        lines: rolledLines(lines),
      }),
    );
  }
  const recomputed = withCoarse(totals.rows());
  for (const t of ROLLUP_TABLES) {
    const fields = [...t.key, ...t.measures];
    const text = (row: Row) => fields.map((f) => String(row[f] ?? '')).join('|');
    const table = t.table as unknown as typeof financeRollups;
    const rows = (await db
      .select()
      .from(t.table)
      .where(inArray(table.venueId, venueIds))) as unknown as Row[];
    const want = new Set((recomputed[t.part] as unknown as Row[]).map(text));
    const have = new Set(rows.filter((r) => t.measures.some((m) => Number(r[m]) !== 0)).map(text));
    const off = [...want].filter((x) => !have.has(x)).length + [...have].filter((x) => !want.has(x)).length;
    if (off > 0) problems.push(`${t.name}: ${off} rows differ from the recomputation`);
  }
  const rolled = recomputed.finance.reduce((sum: number, r: FinanceRow) => sum + r.orderCount, 0);
  if (rolled !== ids.length) problems.push(`finance rollups count ${rolled} orders, ${ids.length} are paid`);
  return problems;
}
