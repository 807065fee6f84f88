// Loads many generated orders fast (demo data, benches): orders, lines, payments, status history
// and void journal in big multi-row inserts, and the finance rollups added up in memory by the
// same row builders the per-order writer uses (saleRollupRows / refundRollupRows), then upserted
// once — so the figures are exactly what recording the orders one by one would have produced.
import { accountingDayOf, addDays, lineTotal, localHourOf, orderTotals, refundVatLines } from '@fika/domain';
import { sql } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import {
  coarseRollupRows,
  FINANCE_MEASURES,
  type RolledLine,
  RollupTotals,
  refundRollupRows,
  rolledDiscountOf,
  saleRollupRows,
} from '../modules/finance/rollups.ts';
import type { DbOrTx } from '../platform/db/client.ts';
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
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  staffItemRollups,
  vatDayRollups,
  vatMonthRollups,
  vatRollups,
  voidJournal,
} from '../platform/db/schema/index.ts';
import { insertUnnest } from './bulk-insert.ts';
import { dailyOrderCounts } from './day-volume.ts';
import {
  type GeneratedOrder,
  type GeneratorItem,
  type GeneratorOffer,
  type GeneratorStaff,
  mulberry32,
  orderGenerator,
} from './order-generator.ts';
import { type TillPricingFacts, tillPricing } from './till-pricing.ts';

/** What to load. Either `ordersPerDay` (a mean; see dailyOrderCounts for how days vary) or `totalOrders`. */
export interface BulkLoadOptions {
  companyId: string;
  venueId: string;
  timezone: string;
  /** Accounting days ending with the one `now` falls in. */
  days: number;
  ordersPerDay?: number;
  totalOrders?: number;
  seed: number;
  items: readonly GeneratorItem[];
  staff?: readonly GeneratorStaff[];
  /** Offers staff choose for some orders (rolled up per offer). */
  offers?: readonly GeneratorOffer[];
  /** The company's offers: each order is priced with the engine as a till does (tillPricing). */
  pricing?: TillPricingFacts;
  country?: string;
  currency?: string;
  /** The load's "now": nothing is placed, paid or refunded after it. Default: the current time. */
  now?: Date;
  /** Share of paid orders refunded whole, a few minutes to two days later (default 0.005). */
  refundRate?: number;
  /** Unpaid table orders placed in the last two hours before `now` (default 0). */
  openOrders?: number;
  /** Write the status history (one event per order; default true). */
  withEvents?: boolean;
  /** Orders generated and written per round (default 5000). */
  chunkSize?: number;
  /** Chunks written at once (default 1); more only on a pool, never inside a transaction. */
  concurrency?: number;
}

/** What was written. */
export interface BulkLoadResult {
  orders: number;
  lines: number;
  payments: number;
  refunds: number;
  voidedLines: number;
  openOrders: number;
}

const REFUND_REASONS = ['Customer complaint', 'Wrong order', 'Charged twice'] as const;
const REFUNDER = 'Olivia Owner';

/** Inserts generated orders for one venue and rolls them up; see the file comment. */
export async function bulkLoadOrders(db: DbOrTx, options: BulkLoadOptions): Promise<BulkLoadResult> {
  const now = options.now ?? new Date();
  const generator = orderGenerator({
    seed: options.seed,
    items: options.items,
    staff: options.staff,
    offers: options.offers,
    ...(options.pricing
      ? { discounts: tillPricing(options.pricing, { id: options.venueId, timezone: options.timezone }) }
      : {}),
    timezone: options.timezone,
    country: options.country,
    currency: options.currency,
    idPrefix: `bulk-${options.seed}-${now.getTime().toString(36)}`,
  });
  // Refund choices from their own stream, so the orders are the same whatever the refund rate.
  const random = mulberry32(options.seed ^ 0x5eed);
  const ids = idMaker();
  const totals = new RollupTotals();
  const result: BulkLoadResult = {
    orders: 0,
    lines: 0,
    payments: 0,
    refunds: 0,
    voidedLines: 0,
    openOrders: 0,
  };
  const plan = dayPlan(options, accountingDayOf(now, options.timezone));

  let pending: GeneratedOrder[] = [];
  // With a pool, the next chunk is generated while the last one is still being written.
  const inFlight: Promise<void>[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = pending;
    pending = [];
    inFlight.push(writeChunk(db, options, chunk, { ids, totals, random, now, result }));
    if (inFlight.length >= (options.concurrency ?? 1)) await inFlight.shift();
  };
  for (const { day, count } of plan) {
    for (const order of generator.day(day, count)) {
      // The current day is only loaded up to now: what is paid later has not happened yet.
      if ((order.closedAt ?? order.placedAt) > now) continue;
      pending.push(order);
    }
    if (pending.length >= (options.chunkSize ?? 5000)) await flush();
  }
  for (let i = 0; i < (options.openOrders ?? 0); i++) {
    const placedAt = new Date(now.getTime() - Math.floor(generator.random() * 120 + 5) * 60_000);
    pending.push(generator.order(placedAt, { open: true }));
  }
  await flush();
  await Promise.all(inFlight);
  await writeTotals(db, totals);
  return result;
}

// How many orders each accounting day gets (weekday, weather, payday, holidays: dailyOrderCounts),
// summing to totalOrders when given.
function dayPlan(options: BulkLoadOptions, lastDay: string): { day: string; count: number }[] {
  const days = Array.from({ length: options.days }, (_, i) => addDays(lastDay, i - options.days + 1));
  const counts = (mean: number) =>
    dailyOrderCounts(days, { seed: options.seed, mean, country: options.country });
  if (options.totalOrders === undefined) {
    const perDay = counts(options.ordersPerDay ?? 80);
    return days.map((day, i) => ({ day, count: perDay[i] ?? 0 }));
  }
  const weights = counts(1000);
  const weightSum = weights.reduce((s, w) => s + w, 0);
  let left = options.totalOrders;
  return days.map((day, i) => {
    const count =
      i === days.length - 1
        ? left
        : Math.round((options.totalOrders as number) * ((weights[i] as number) / weightSum));
    left -= count;
    return { day, count: Math.max(0, count) };
  });
}

// Ids like cuid2's (lowercase, ~25 characters) but made by counting: createId costs microseconds
// each, which adds up over millions of rows; one random prefix per load keeps them unique.
function idMaker(): () => string {
  const prefix = newId().slice(0, 16);
  let n = 0;
  return () => `${prefix}${(n++).toString(36).padStart(9, '0')}`;
}

interface ChunkState {
  ids: () => string;
  totals: RollupTotals;
  random: () => number;
  now: Date;
  result: BulkLoadResult;
}

async function writeChunk(db: DbOrTx, options: BulkLoadOptions, chunk: GeneratedOrder[], state: ChunkState) {
  const { companyId, venueId, timezone } = options;
  const { ids, totals, random, now, result } = state;
  // Reserve the chunk's order numbers in one statement: live intake on the venue numbers on after them.
  const [counter] = await db
    .insert(orderCounters)
    .values({ venueId, companyId, lastNumber: chunk.length })
    .onConflictDoUpdate({
      target: orderCounters.venueId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + ${chunk.length}` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  let orderNumber = (counter?.lastNumber ?? chunk.length) - chunk.length;

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const paymentRows: (typeof orderPayments.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  const journalRows: (typeof voidJournal.$inferInsert)[] = [];
  for (const order of chunk) {
    const id = ids();
    orderNumber++;
    const closedAt = order.closedAt;
    const filedAt = closedAt ?? order.placedAt;
    const orderTotalsOf = orderTotals(order.lines);
    const refundAt =
      closedAt && order.payments.length > 0 && random() < (options.refundRate ?? 0.005)
        ? refundTime(closedAt, random, now)
        : null;
    const refundReason = refundAt
      ? (REFUND_REASONS[Math.floor(random() * REFUND_REASONS.length)] as string)
      : null;
    orderRows.push({
      id,
      companyId,
      venueId,
      terminalId: null,
      clientOrderId: order.clientOrderId,
      orderNumber,
      channel: order.channel,
      serviceType: order.serviceType,
      status: refundAt ? 'REFUNDED' : order.status,
      staffId: order.staffId,
      staffName: order.staffName,
      tableCode: order.tableCode,
      guestCount: order.guestCount,
      currency: order.currency,
      totalAmount: order.totalAmount,
      vatAmount: order.vatAmount,
      discountAmount: order.discountAmount,
      tipAmount: order.tipAmount,
      refundedAmount: refundAt ? order.totalAmount : 0,
      // Not a terminal's submission: nothing will be replayed against it.
      payloadHash: `bulk:${order.clientOrderId}`,
      placedAt: order.placedAt,
      closedAt,
      accountingDay: order.accountingDay,
      hour: order.hour,
      createdAt: filedAt,
      updatedAt: refundAt ?? filedAt,
    });
    order.lines.forEach((line, i) => {
      lineRows.push({
        id: ids(),
        companyId,
        orderId: id,
        lineNo: i + 1,
        itemId: line.itemId,
        title: line.title,
        categoryId: line.categoryId,
        categoryName: line.categoryName,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        modifications: line.modifications,
        discountAmount: line.discountAmount,
        discountKind: line.discountKind ?? null,
        offerId: line.offerId ?? null,
        offerName: line.offerName ?? null,
        vatRate: line.vatRate,
        totalAmount: lineTotal(line),
        voided: line.voided ?? false,
        voidReason: line.voidReason ?? null,
      });
      if (line.voided) {
        result.voidedLines++;
        journalRows.push({
          id: ids(),
          companyId,
          venueId,
          orderId: id,
          orderNumber,
          kind: 'VOID_LINE',
          amount: lineTotal(line),
          reason: line.voidReason ?? null,
          actorName: order.staffName,
          staffId: order.staffId,
          at: filedAt,
          accountingDay: order.accountingDay,
        });
      }
    });
    const paymentIds = order.payments.map(() => ids());
    order.payments.forEach((p, i) => {
      paymentRows.push({
        id: paymentIds[i] as string,
        companyId,
        orderId: id,
        method: p.method,
        amount: p.amount,
        tipAmount: p.tipAmount,
        cardBrand: p.cardBrand ?? null,
        providerReference: p.method === 'CARD' ? `psp_${paymentIds[i]}` : null,
        paidAt: closedAt ?? order.placedAt,
        refundedAt: refundAt,
        refundedBy: refundAt ? REFUNDER : null,
      });
    });
    if (options.withEvents ?? true) {
      eventRows.push({
        id: ids(),
        companyId,
        orderId: id,
        status: order.status,
        actorName: order.staffName,
        at: filedAt,
      });
      if (refundAt) {
        eventRows.push({
          id: ids(),
          companyId,
          orderId: id,
          status: 'REFUNDED',
          actorName: REFUNDER,
          note: refundReason,
          at: refundAt,
        });
      }
    }
    if (!closedAt) {
      result.openOrders++;
      continue;
    }
    const place = {
      companyId,
      venueId,
      channel: order.channel,
      serviceType: order.serviceType,
      staffId: order.staffId,
    };
    const rolledLines = rolledLinesOf(order);
    totals.add(
      saleRollupRows({
        ...place,
        accountingDay: order.accountingDay,
        hour: order.hour,
        totalAmount: order.totalAmount,
        vatAmount: order.vatAmount,
        discountAmount: order.discountAmount,
        vatLines: orderTotalsOf.vatLines,
        payments: order.payments,
        lines: rolledLines,
      }),
    );
    if (refundAt) {
      result.refunds++;
      const refundPlace = {
        ...place,
        accountingDay: accountingDayOf(refundAt, timezone),
        hour: localHourOf(refundAt, timezone),
      };
      journalRows.push({
        id: ids(),
        companyId,
        venueId,
        orderId: id,
        orderNumber,
        kind: 'REFUND_ORDER',
        amount: order.totalAmount,
        reason: refundReason,
        actorName: REFUNDER,
        staffId: order.staffId,
        at: refundAt,
        accountingDay: refundPlace.accountingDay,
      });
      order.payments.forEach((p, i) => {
        totals.add(
          refundRollupRows({
            ...refundPlace,
            method: p.method,
            amount: p.amount,
            tipAmount: p.tipAmount,
            // Each payment's VAT spread on its own, as the back-office refund does it.
            vatLines: refundVatLines(p.amount, orderTotalsOf.vatLines),
            // The last payment refunded leaves the order fully refunded: its lines come off the items.
            linesTakenBack: i === order.payments.length - 1 ? rolledLines : [],
          }),
        );
      });
    }
  }
  await insertUnnest(db, orders, orderRows);
  await insertUnnest(db, orderLines, lineRows);
  await insertUnnest(db, orderPayments, paymentRows);
  await insertUnnest(db, orderEvents, eventRows);
  await insertUnnest(db, voidJournal, journalRows);
  result.orders += chunk.length;

  result.lines += lineRows.length;
  result.payments += paymentRows.length;
}

function rolledLinesOf(order: GeneratedOrder): RolledLine[] {
  return order.lines
    .filter((l) => !l.voided)
    .map((l) => ({
      itemId: l.itemId,
      title: l.title,
      categoryId: l.categoryId,
      categoryName: l.categoryName,
      quantity: l.quantity,
      totalAmount: lineTotal(l),
      discount: rolledDiscountOf(l),
    }));
}

// A refund happens 10 minutes to two days after payment, never after `now`.
function refundTime(closedAt: Date, random: () => number, now: Date): Date | null {
  const at = new Date(closedAt.getTime() + Math.floor((10 + random() * 2870) * 60_000));
  return at <= now ? at : null;
}

// The load's rollups, added to what the tables hold (the venue may have figures already).
async function writeTotals(db: DbOrTx, totals: RollupTotals): Promise<void> {
  const rows = totals.rows();
  const place = ['companyId', 'venueId', 'accountingDay', 'channel', 'serviceType'];
  await insertUnnest(db, financeRollups, rows.finance, {
    target: [...place, 'hour', 'paymentMethod', 'staffId'],
    add: FINANCE_MEASURES,
  });
  await insertUnnest(db, vatRollups, rows.vat, {
    target: [...place, 'hour', 'staffId', 'vatRate'],
    add: ['grossAmount', 'vatAmount'],
  });
  await insertUnnest(db, itemRollups, rows.items, {
    target: [...place, 'itemKey'],
    add: ['quantity', 'salesAmount'],
  });
  await insertUnnest(db, staffItemRollups, rows.staffItems, {
    target: ['companyId', 'venueId', 'accountingDay', 'staffId', 'itemKey'],
    add: ['quantity', 'salesAmount'],
  });
  await insertUnnest(db, offerRollups, rows.offers, {
    target: ['companyId', 'venueId', 'accountingDay', 'offerKey'],
    add: ['useCount', 'discountAmount'],
  });
  // The coarse rollups from the same rows, as the per-order writer does (finance/rollups.ts).
  const coarse = coarseRollupRows(rows);
  await insertUnnest(db, financeDayRollups, coarse.financeDays, {
    target: [...place, 'paymentMethod'],
    add: FINANCE_MEASURES,
  });
  await insertUnnest(db, financeHourRollups, coarse.financeHours, {
    target: ['companyId', 'venueId', 'accountingDay', 'hour'],
    add: FINANCE_MEASURES,
  });
  await insertUnnest(db, vatDayRollups, coarse.vatDays, {
    target: [...place, 'vatRate'],
    add: ['grossAmount', 'vatAmount'],
  });
  const items = ['quantity', 'salesAmount'];
  await insertUnnest(db, itemDayRollups, coarse.itemDays, {
    target: ['companyId', 'venueId', 'accountingDay', 'itemKey'],
    add: items,
  });
  const month = ['companyId', 'venueId', 'month', 'channel', 'serviceType'];
  await insertUnnest(db, financeMonthRollups, coarse.financeMonths, {
    target: [...month, 'paymentMethod'],
    add: FINANCE_MEASURES,
  });
  await insertUnnest(db, vatMonthRollups, coarse.vatMonths, {
    target: [...month, 'vatRate'],
    add: ['grossAmount', 'vatAmount'],
  });
  await insertUnnest(db, itemMonthRollups, coarse.itemMonths, {
    target: ['companyId', 'venueId', 'month', 'itemKey'],
    add: items,
  });
}
