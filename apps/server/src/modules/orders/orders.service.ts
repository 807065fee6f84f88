// The read side of orders for the /orders screen: a filtered, keyset-paged list and one order's
// detail. Every query names the caller's company and permitted venues in SQL, so another
// company's or venue's order is simply not there (NOT_FOUND), never filtered out afterwards.
import { emailRequestSchema, orderTotals, rangeDayProblem, type VatLine } from '@fika/domain';
import { and, asc, between, desc, eq, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActionResult } from '../../kernel/builder.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import {
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  voidJournal,
} from '../../platform/db/schema/index.ts';
import type { SoldModification } from '../../platform/db/schema/orders.ts';
import { financeVenues } from '../finance/access.ts';
import { orderReceiptEmail } from '../receipts/receipts.service.ts';
import type { VenueView } from '../venues/venues.service.ts';

/** Filter of the order list; days are accounting days, inclusive. */
export interface OrderFilter {
  venueIds?: readonly string[] | null;
  from?: string | null;
  to?: string | null;
  channels?: readonly string[] | null;
  statuses?: readonly string[] | null;
  serviceTypes?: readonly string[] | null;
  staffIds?: readonly string[] | null;
  minAmount?: number | null;
  maxAmount?: number | null;
  search?: string | null;
}

export interface OrderSummary {
  id: string;
  venueId: string;
  venueName: string;
  orderNumber: number;
  clientOrderId: string;
  channel: string;
  serviceType: string;
  status: string;
  staffId: string | null;
  staffName: string | null;
  tableCode: string | null;
  guestCount: number | null;
  customerEmail: string | null;
  /** The pager handed to the guest, when the venue uses beepers. */
  beeperNumber: number | null;
  currency: string;
  totalAmount: number;
  vatAmount: number;
  discountAmount: number;
  tipAmount: number;
  refundedAmount: number;
  placedAt: Date;
  closedAt: Date | null;
  accountingDay: string;
}

export interface OrderPage {
  nodes: OrderSummary[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** Counts the whole filter's orders; run only when the field is asked for. */
  totalCount: () => Promise<number>;
}

export const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;

/** Page size from `first`: 1–200, 50 when absent. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw badInput([{ field: 'first', message: 'validation.invalid' }]);
  }
  return first;
}

// The cursor is the last row's (instant, id) with the instant at microsecond precision as the
// database holds it, so a page boundary never skips or repeats rows sharing a millisecond.
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || Number.isNaN(new Date(at).getTime())) {
    throw badInput([{ field: 'after', message: 'validation.invalid' }]);
  }
  return { at, id };
}

/** `column` as UTC ISO text with microseconds: the cursor's exact copy of a timestamptz. */
export const exactInstant = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
};

/** Checks an inclusive accounting-day range (either end may be absent). */
export function checkDayRange(from?: string | null, to?: string | null): void {
  const errors = [];
  const today = new Date().toISOString().slice(0, 10);
  if (from && (!isDay(from) || rangeDayProblem(from, today))) {
    errors.push({ field: 'from', message: 'validation.invalid' });
  }
  if (to && (!isDay(to) || rangeDayProblem(to, today)))
    errors.push({ field: 'to', message: 'validation.invalid' });
  if (errors.length === 0 && from && to && to < from)
    errors.push({ field: 'to', message: 'validation.invalid' });
  if (errors.length > 0) throw badInput(errors);
}

function listConditions(companyId: string, venueIds: string[], filter: OrderFilter): SQL[] {
  checkDayRange(filter.from, filter.to);
  const where: (SQL | undefined)[] = [eq(orders.companyId, companyId), inArray(orders.venueId, venueIds)];
  if (filter.from && filter.to) where.push(between(orders.accountingDay, filter.from, filter.to));
  else if (filter.from) where.push(gte(orders.accountingDay, filter.from));
  else if (filter.to) where.push(lte(orders.accountingDay, filter.to));
  if (filter.channels?.length) where.push(inArray(orders.channel, [...filter.channels]));
  if (filter.statuses?.length) where.push(inArray(orders.status, [...filter.statuses]));
  if (filter.serviceTypes?.length) where.push(inArray(orders.serviceType, [...filter.serviceTypes]));
  if (filter.staffIds?.length) {
    // '' stands for orders taken without a staff member, as in the rollups.
    const ids = filter.staffIds.filter((id) => id !== '');
    where.push(
      or(
        ids.length ? inArray(orders.staffId, ids) : undefined,
        filter.staffIds.includes('') ? sql`coalesce(${orders.staffId}, '') = ''` : undefined,
      ),
    );
  }
  if (typeof filter.minAmount === 'number') where.push(gte(orders.totalAmount, filter.minAmount));
  if (typeof filter.maxAmount === 'number') where.push(lte(orders.totalAmount, filter.maxAmount));
  const search = filter.search?.trim().replace(/^#/, '');
  if (search) {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(
      or(
        /^\d{1,9}$/.test(search) ? like(sql`${orders.orderNumber}::text`, `${escaped}%`) : undefined,
        like(orders.clientOrderId, `${escaped}%`),
      ),
    );
  }
  return where.filter((c): c is SQL => c !== undefined);
}

const SUMMARY_COLUMNS = {
  id: orders.id,
  venueId: orders.venueId,
  orderNumber: orders.orderNumber,
  clientOrderId: orders.clientOrderId,
  channel: orders.channel,
  serviceType: orders.serviceType,
  status: orders.status,
  staffId: orders.staffId,
  staffName: orders.staffName,
  tableCode: orders.tableCode,
  guestCount: orders.guestCount,
  customerEmail: orders.customerEmail,
  beeperNumber: orders.beeperNumber,
  currency: orders.currency,
  totalAmount: orders.totalAmount,
  vatAmount: orders.vatAmount,
  discountAmount: orders.discountAmount,
  tipAmount: orders.tipAmount,
  refundedAmount: orders.refundedAmount,
  placedAt: orders.placedAt,
  closedAt: orders.closedAt,
  accountingDay: orders.accountingDay,
};

const venueNamer = (venues: readonly VenueView[]) => {
  const names = new Map(venues.map((v) => [v.id, v.name]));
  return (id: string) => names.get(id) ?? '';
};

/** orders(filter, first, after) (ORDERS): newest first, a page at a time, on (placed_at, id). */
export async function listOrders(
  ctx: Ctx,
  input: { filter?: OrderFilter | null; first?: number | null; after?: string | null },
): Promise<OrderPage> {
  const user = requireScope(ctx, 'ORDERS');
  const filter = input.filter ?? {};
  const limit = pageSize(input.first);
  const venues = await financeVenues(ctx, filter.venueIds);
  const venueIds = venues.map((v) => v.id);
  const where = venueIds.length ? listConditions(user.companyId, venueIds, filter) : [];
  const after = input.after ? decodeCursor(input.after) : null;
  if (venueIds.length === 0)
    return { nodes: [], hasNextPage: false, endCursor: null, totalCount: async () => 0 };
  const rows = await ctx.db
    .select({ ...SUMMARY_COLUMNS, exactPlacedAt: exactInstant(orders.placedAt) })
    .from(orders)
    .where(
      and(
        ...where,
        after ? sql`(${orders.placedAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit + 1);
  const nameOf = venueNamer(venues);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    nodes: page.map(({ exactPlacedAt: _, ...row }) => ({ ...row, venueName: nameOf(row.venueId) })),
    hasNextPage: rows.length > limit,
    endCursor: last ? encodeCursor(last.exactPlacedAt, last.id) : null,
    totalCount: async () => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(...where));
      return row?.n ?? 0;
    },
  };
}

export interface OrderLineView {
  id: string;
  lineNo: number;
  itemId: string | null;
  title: string;
  categoryName: string | null;
  quantity: number;
  unitPrice: number;
  modifications: SoldModification[];
  discountAmount: number;
  vatRate: number;
  totalAmount: number;
  voided: boolean;
  voidReason: string | null;
}

export interface OrderPaymentView {
  id: string;
  method: string;
  amount: number;
  tipAmount: number;
  cardBrand: string | null;
  providerReference: string | null;
  paidAt: Date;
  refundedAt: Date | null;
  refundedBy: string | null;
  refundable: boolean;
}

export interface OrderEventView {
  id: string;
  status: string;
  actorName: string | null;
  note: string | null;
  at: Date;
}

export interface VoidEntryView {
  id: string;
  venueId: string;
  venueName: string;
  orderId: string | null;
  orderNumber: number | null;
  paymentId: string | null;
  kind: string;
  amount: number;
  reason: string | null;
  actorName: string | null;
  at: Date;
  accountingDay: string;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLineView[];
  payments: OrderPaymentView[];
  vatLines: VatLine[];
  events: OrderEventView[];
  voidEntries: VoidEntryView[];
  refundable: boolean;
}

/** One order of the caller's company and permitted venues, or NOT_FOUND. */
export async function findOrder(ctx: Ctx, user: UserPrincipal, id: string): Promise<OrderSummary> {
  const venues = await financeVenues(ctx);
  const venueIds = venues.map((v) => v.id);
  const [row] = venueIds.length
    ? await ctx.db
        .select(SUMMARY_COLUMNS)
        .from(orders)
        .where(
          and(eq(orders.companyId, user.companyId), eq(orders.id, id), inArray(orders.venueId, venueIds)),
        )
    : [];
  if (!row) throw notFound('Order');
  return { ...row, venueName: venueNamer(venues)(row.venueId) };
}

/** order(id) (ORDERS): the order with its lines, payments, VAT per rate, history and voids. */
export async function getOrder(ctx: Ctx, id: string): Promise<OrderDetail> {
  const user = requireScope(ctx, 'ORDERS');
  const order = await findOrder(ctx, user, id);
  const mine = (table: typeof orderLines | typeof orderPayments | typeof orderEvents) =>
    and(eq(table.companyId, user.companyId), eq(table.orderId, id));
  const [lines, payments, events, voids] = await Promise.all([
    ctx.db.select().from(orderLines).where(mine(orderLines)).orderBy(asc(orderLines.lineNo)),
    ctx.db.select().from(orderPayments).where(mine(orderPayments)).orderBy(asc(orderPayments.paidAt)),
    ctx.db
      .select()
      .from(orderEvents)
      .where(mine(orderEvents))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    ctx.db
      .select()
      .from(voidJournal)
      .where(and(eq(voidJournal.companyId, user.companyId), eq(voidJournal.orderId, id)))
      .orderBy(asc(voidJournal.at), asc(voidJournal.id)),
  ]);
  const wholeRefunded = voids.some((v) => v.kind === 'REFUND_ORDER') || order.status === 'REFUNDED';
  const paid = order.closedAt !== null;
  return {
    ...order,
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.lineNo,
      itemId: l.itemId,
      title: l.title,
      categoryName: l.categoryName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      modifications: l.modifications,
      discountAmount: l.discountAmount,
      vatRate: l.vatRate,
      totalAmount: l.totalAmount,
      voided: l.voided,
      voidReason: l.voidReason,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      tipAmount: p.tipAmount,
      cardBrand: p.cardBrand,
      providerReference: p.providerReference,
      paidAt: p.paidAt,
      refundedAt: p.refundedAt,
      refundedBy: p.refundedBy,
      refundable: paid && !wholeRefunded && p.refundedAt === null,
    })),
    // VAT per rate from the stored lines with the same arithmetic the intake checked them with.
    vatLines: orderTotals(lines).vatLines,
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      actorName: e.actorName,
      note: e.note,
      at: e.at,
    })),
    voidEntries: voids.map((v) => ({
      id: v.id,
      venueId: v.venueId,
      venueName: order.venueName,
      orderId: v.orderId,
      orderNumber: v.orderNumber,
      paymentId: v.paymentId,
      kind: v.kind,
      amount: v.amount,
      reason: v.reason,
      actorName: v.actorName,
      at: v.at,
      accountingDay: v.accountingDay,
    })),
    refundable: paid && !wholeRefunded && order.refundedAmount < order.totalAmount,
  };
}

/** sendOrderEmail(orderId, email) (ORDERS): e-mails the order's receipt; a bad address is BAD_USER_INPUT. */
export async function sendOrderEmail(
  ctx: Ctx,
  input: { orderId: string; email: string },
): Promise<ActionResult> {
  const user = requireScope(ctx, 'ORDERS');
  const { email } = parseInput(emailRequestSchema, { email: input.email });
  // findOrder is the access check (the caller's venues); the receipt is rendered with the
  // template version the order was issued with.
  const order = await findOrder(ctx, user, input.orderId);
  await ctx.mailer.send(await orderReceiptEmail(ctx, user.companyId, order.id, email));
  return { success: true, error: null, errorCode: null };
}
