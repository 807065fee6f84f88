import { accountingDayOf, localHourOf, orderTotals, refundVatLines } from '@fika/domain';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { rollUpRefund, rollUpSale } from '../modules/finance/rollups.ts';
import { rolledLines } from '../modules/orders/record.ts';
import type { Db } from '../platform/db/client.ts';
import {
  companies,
  financeDayRollups,
  financeHourRollups,
  financeRollups,
  itemRollups,
  offerRollups,
  orderCounters,
  orderLines,
  orderPayments,
  orders,
  staffItemRollups,
  vatDayRollups,
  vatRollups,
  venues,
  voidJournal,
} from '../platform/db/schema/index.ts';
import { bulkLoadOrders } from './bulk-load.ts';
import { orderMaterials } from './demo-orders.ts';

let t: TestServer;
let db: Db;
beforeAll(async () => {
  t = await startTestServer();
  db = t.database.db;
});
afterAll(() => t.close());

// Days long before the demo data (which ends today), across Stockholm's spring DST change.
const FROM = '2025-03-20';
const TO = '2025-04-05';
const NOW = new Date('2025-03-31T19:00:00Z');
const TZ = 'Europe/Stockholm';

async function rollupSnapshot(venueId: string) {
  const inRange = <
    T extends
      | typeof financeRollups
      | typeof vatRollups
      | typeof itemRollups
      | typeof staffItemRollups
      | typeof offerRollups
      | typeof financeDayRollups
      | typeof financeHourRollups
      | typeof vatDayRollups,
  >(
    table: T,
  ) => and(eq(table.venueId, venueId), between(table.accountingDay, FROM, TO));
  const strip = <R extends { updatedAt: Date }>(rows: R[]) =>
    rows.map(({ updatedAt: _, ...row }) => JSON.stringify(row)).sort();
  return {
    finance: strip(await db.select().from(financeRollups).where(inRange(financeRollups))),
    vat: strip(await db.select().from(vatRollups).where(inRange(vatRollups))),
    items: strip(await db.select().from(itemRollups).where(inRange(itemRollups))),
    staffItems: strip(await db.select().from(staffItemRollups).where(inRange(staffItemRollups))),
    offers: strip(await db.select().from(offerRollups).where(inRange(offerRollups))),
    financeDays: strip(await db.select().from(financeDayRollups).where(inRange(financeDayRollups))),
    financeHours: strip(await db.select().from(financeHourRollups).where(inRange(financeHourRollups))),
    vatDays: strip(await db.select().from(vatDayRollups).where(inRange(vatDayRollups))),
  };
}

// Files every stored order again the way the terminal intake does: one transaction per order.
async function rollUpOneByOne(companyId: string, venueId: string) {
  const stored = await db
    .select()
    .from(orders)
    .where(and(eq(orders.venueId, venueId), between(orders.accountingDay, FROM, TO)))
    .orderBy(asc(orders.orderNumber));
  const ids = stored.map((o) => o.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.lineNo));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, ids))
    .orderBy(asc(orderPayments.id));
  for (const order of stored) {
    if (!order.closedAt) continue;
    const own = lines.filter((l) => l.orderId === order.id);
    const paid = payments.filter((p) => p.orderId === order.id);
    const totals = orderTotals(own);
    const rolled = rolledLines(own);
    const place = {
      companyId,
      venueId,
      channel: order.channel,
      serviceType: order.serviceType,
      staffId: order.staffId,
    };
    await db.transaction(async (tx) => {
      await rollUpSale(tx, {
        ...place,
        accountingDay: order.accountingDay,
        hour: order.hour,
        totalAmount: order.totalAmount,
        vatAmount: order.vatAmount,
        discountAmount: order.discountAmount,
        vatLines: totals.vatLines,
        payments: paid,
        lines: rolled,
      });
    });
    if (order.status !== 'REFUNDED') continue;
    for (const [i, p] of paid.entries()) {
      const at = p.refundedAt as Date;
      await db.transaction((tx) =>
        rollUpRefund(tx, {
          ...place,
          accountingDay: accountingDayOf(at, TZ),
          hour: localHourOf(at, TZ),
          method: p.method,
          amount: p.amount,
          tipAmount: p.tipAmount,
          vatLines: refundVatLines(p.amount, totals.vatLines),
          linesTakenBack: i === paid.length - 1 ? rolled : [],
        }),
      );
    }
  }
}

describe('bulkLoadOrders', () => {
  it('writes orders and rollups equal to rolling the same orders up one by one', async () => {
    const [company] = await db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
    const companyId = company?.id ?? '';
    const [venue] = await db
      .select()
      .from(venues)
      .where(and(eq(venues.companyId, companyId), eq(venues.name, 'Södermalm')));
    const venueId = venue?.id ?? '';
    const [before] = await db.select().from(orderCounters).where(eq(orderCounters.venueId, venueId));
    const materials = await orderMaterials(db, companyId);

    const result = await bulkLoadOrders(db, {
      companyId,
      venueId,
      timezone: TZ,
      country: 'SE',
      currency: 'SEK',
      days: 5,
      ordersPerDay: 150,
      seed: 42,
      now: NOW,
      refundRate: 0.05,
      openOrders: 3,
      chunkSize: 300,
      ...materials,
    });
    expect(result.orders).toBeGreaterThan(600);
    expect(result.refunds).toBeGreaterThan(10);
    expect(result.voidedLines).toBeGreaterThan(0);
    expect(result.openOrders).toBe(3);

    // Numbers continue the venue's counter without gaps.
    const [after] = await db.select().from(orderCounters).where(eq(orderCounters.venueId, venueId));
    expect(after?.lastNumber).toBe((before?.lastNumber ?? 0) + result.orders);
    const [numbers] = await db
      .select({
        min: sql<number>`min(${orders.orderNumber})`,
        max: sql<number>`max(${orders.orderNumber})`,
        n: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(eq(orders.venueId, venueId), between(orders.accountingDay, FROM, TO)));
    expect(numbers).toEqual({ min: (before?.lastNumber ?? 0) + 1, max: after?.lastNumber, n: result.orders });

    // Journal: one entry per voided line and per refunded order.
    const journal = await db
      .select({ kind: voidJournal.kind, n: sql<number>`count(*)::int` })
      .from(voidJournal)
      .where(and(eq(voidJournal.venueId, venueId), between(voidJournal.accountingDay, FROM, TO)))
      .groupBy(voidJournal.kind)
      .orderBy(voidJournal.kind);
    expect(journal).toEqual([
      { kind: 'REFUND_ORDER', n: result.refunds },
      { kind: 'VOID_LINE', n: result.voidedLines },
    ]);

    // A plain SQL cross-check of the order-level sales.
    const [sales] = await db
      .select({ total: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::float8` })
      .from(orders)
      .where(
        and(
          eq(orders.venueId, venueId),
          between(orders.accountingDay, FROM, TO),
          sql`${orders.closedAt} is not null`,
        ),
      );
    const [rolled] = await db
      .select({ total: sql<number>`coalesce(sum(${financeRollups.salesAmount}), 0)::float8` })
      .from(financeRollups)
      .where(and(eq(financeRollups.venueId, venueId), between(financeRollups.accountingDay, FROM, TO)));
    expect(rolled?.total).toBe(sales?.total);

    const bulk = await rollupSnapshot(venueId);
    expect(bulk.finance.length).toBeGreaterThan(100);
    expect(bulk.staffItems.length).toBeGreaterThan(100);
    // The demo's staff-chosen offers and manual discounts, each day.
    expect(new Set(bulk.offers.map((row) => JSON.parse(row).offerKey)).size).toBeGreaterThanOrEqual(3);
    expect(bulk.financeDays.length).toBeGreaterThan(10);
    for (const table of [
      financeRollups,
      vatRollups,
      itemRollups,
      staffItemRollups,
      offerRollups,
      financeDayRollups,
      financeHourRollups,
      vatDayRollups,
    ]) {
      await db.delete(table).where(and(eq(table.venueId, venueId), between(table.accountingDay, FROM, TO)));
    }
    await rollUpOneByOne(companyId, venueId);
    expect(await rollupSnapshot(venueId)).toEqual(bulk);
  }, 120_000);
});
