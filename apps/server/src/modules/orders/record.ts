// Records an order a POS terminal submits: checked, numbered, stored with its lines, payments,
// status history and void journal entries, and rolled up into the finance figures — all in one
// transaction, so a report never sees half an order.
import {
  accountingDayOf,
  isOneOf,
  lineTotal,
  localHourOf,
  OPEN_ORDER_STATUSES,
  type OrderTotals,
} from '@fika/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { insertValues } from '../../platform/db/insert-values.ts';
import {
  onboardingEvents,
  orderCounters,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  voidJournal,
} from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { settleOrderBeeper } from '../beepers/order-beeper.ts';
import { type RolledLine, rolledDiscountOf, rollUpSale } from '../finance/rollups.ts';
import { currentReceiptVersion } from '../receipts/receipts.service.ts';
import { earnForCompletedOrder } from './order-loyalty.ts';
import {
  compareDiscounts,
  type DiscountCheck,
  loadDiscountFacts,
  loadOffersOf,
  type OffersSource,
  writeDiscountDifferences,
} from './terminal-discounts.ts';
import { payloadHash, type TerminalOrderInput, terminalOrderSchema } from './terminal-input.ts';
import {
  checkMoney,
  checkReferences,
  checkTimes,
  orderTimes,
  type TerminalRef,
  type VenueFacts,
  venueFacts,
} from './terminal-rules.ts';

export type { TerminalOrderInput } from './terminal-input.ts';
export type { TerminalRef } from './terminal-rules.ts';

/** The answer to a submission: the stored order, and whether this was a replay of one already stored. */
export interface RecordedOrder {
  /** beeperNumber: the pager the order holds or held (terminal orders that asked for one). */
  order: { id: string; orderNumber: number; status: string; beeperNumber?: number | null };
  replayed: boolean;
  /** true: this submission stored a new order (201); else a replay or an update of one (200). */
  created?: boolean;
}

type OrderRow = typeof orders.$inferSelect;

/** Whether an order is still open: it may be resubmitted with other lines and change status. */
export const isOpenStatus = (status: string): boolean => isOneOf(OPEN_ORDER_STATUSES, status);

/** One checked submission: who sent it, where it files, what it says and what it adds up to. */
interface Submission {
  terminal: TerminalRef;
  facts: VenueFacts;
  input: TerminalOrderInput;
  totals: OrderTotals;
  hash: string;
  discounts: DiscountCheck;
  /** The receipt template version current when the order is recorded (read before the transaction). */
  receiptVersionId: string | null;
}

/** The order with the terminal's client order id, locked until the transaction ends. */
export async function lockOrderByClientId(tx: Tx, terminal: TerminalRef, clientOrderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, terminal.companyId),
        eq(orders.venueId, terminal.venueId),
        eq(orders.clientOrderId, clientOrderId),
      ),
    )
    .for('update');
  return order;
}

/** The item rollup's view of an order's lines: the non-voided ones. */
export function rolledLines(
  lines: readonly {
    itemId?: string | null;
    title: string;
    categoryId?: string | null;
    categoryName?: string | null;
    quantity: number;
    totalAmount: number;
    voided?: boolean | null;
    discountAmount?: number | null;
    discountKind?: string | null;
    offerId?: string | null;
    offerName?: string | null;
  }[],
): RolledLine[] {
  return lines.flatMap((l) =>
    l.voided
      ? []
      : [
          {
            itemId: l.itemId ?? null,
            title: l.title,
            categoryId: l.categoryId ?? null,
            categoryName: l.categoryName ?? null,
            quantity: l.quantity,
            totalAmount: l.totalAmount,
            discount: rolledDiscountOf(l),
          },
        ],
  );
}

// Another transaction inserted the same client order id first: start over and find it.
class LostRace extends Error {}

const conflict = (messageKey: string, message: string) => new AppError('CONFLICT', messageKey, message);

/** How intake finds the company's offers: the terminal API passes its cache (by feed version). */
export interface RecordOptions {
  offersOf?: OffersSource;
}

/**
 * Records a terminal's order submission. Retries are safe: the same content again is answered with
 * `replayed: true` and writes nothing; an open order may be resubmitted with changes until it closes.
 * Discounts are checked again with the pricing engine; a difference is noted, never refused.
 */
export async function recordTerminalOrder(
  db: Db,
  terminal: TerminalRef,
  rawInput: TerminalOrderInput | unknown,
  options: RecordOptions = {},
): Promise<RecordedOrder> {
  const input = parseInput(terminalOrderSchema, rawInput);
  // Everything the rules and the receipt need is read before the transaction, in parallel: the
  // transaction then holds its locks only for writes.
  const [facts, references, discountFacts, receiptVersion] = await Promise.all([
    venueFacts(db, terminal),
    checkReferences(db, terminal, input).then(
      () => null,
      (error: unknown) => error,
    ),
    loadDiscountFacts(db, terminal, input, options.offersOf ?? loadOffersOf),
    currentReceiptVersion(db, terminal.companyId, terminal.venueId),
  ]);
  checkTimes(orderTimes(input), facts);
  const totals = checkMoney(input, facts);
  // Unknown items or staff are reported after times and money, as before the reads ran together.
  if (references) throw references;
  const hash = payloadHash(input);
  const discounts = compareDiscounts(
    input,
    { id: terminal.venueId, timezone: facts.timezone },
    discountFacts,
  );
  const submission = {
    terminal,
    facts,
    input,
    totals,
    hash,
    discounts,
    receiptVersionId: receiptVersion?.id ?? null,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => write(tx, submission));
    } catch (error) {
      if (error instanceof LostRace && attempt < 3) continue;
      throw error;
    }
  }
}

async function write(tx: Tx, submission: Submission): Promise<RecordedOrder> {
  const { terminal, input, hash } = submission;
  const existing = await lockOrderByClientId(tx, terminal, input.clientOrderId);
  if (existing) {
    const answer = {
      id: existing.id,
      orderNumber: existing.orderNumber,
      status: existing.status,
      beeperNumber: existing.beeperNumber,
    };
    if (existing.payloadHash === hash) return { order: answer, replayed: true };
    if (!isOpenStatus(existing.status)) {
      throw conflict(
        'orders.errors.orderClosed',
        `Order ${input.clientOrderId} is ${existing.status} and can no longer be changed.`,
      );
    }
    return update(tx, submission, existing);
  }

  // A new order. Its number is taken as late as the order row allows: in one statement with the
  // order, its lines, payments, status event and void journal, after which only the rollups are
  // written. The venue's counter row stays locked until commit, so concurrent orders of the venue
  // queue there only for that statement, the rollups and the commit.
  const id = newId();
  const lines = lineRows(submission, id);
  const voids = newVoids(lines, []);
  const orderNumber = await insertNumberedOrder(tx, submission, id, lines, voids);
  const order = { id, orderNumber };
  await writeDiscountDifferences(
    tx,
    differenceOrder(submission, order),
    submission.discounts.differences,
    false,
  );
  // A new terminal order has no member yet (intake never sets one): nothing to earn.
  const beeperNumber = await beeperOf(tx, submission, id, null);
  await rollUp(tx, submission);
  return { order: { id, orderNumber, status: input.status, beeperNumber }, replayed: false, created: true };
}

/**
 * Numbers and stores a new order in one statement: the venue's counter, the order (stamped with
 * its receipt template version), lines, payments, status event, void journal and the company's
 * FIRST_SALE onboarding step. Another
 * transaction that stored the same client order id first makes the order's insert fail: LostRace,
 * so the caller starts over and answers that order (the counter's increment rolls back with it).
 */
async function insertNumberedOrder(
  tx: Tx,
  submission: Submission,
  id: string,
  lines: LineRow[],
  voids: NewVoid[],
): Promise<number> {
  const { terminal, input, receiptVersionId } = submission;
  const number = sql`(select last_number from n)`;
  const parts: SQL[] = [
    sql`n as (insert into ${orderCounters} (venue_id, company_id, last_number)
      values (${terminal.venueId}, ${terminal.companyId}, 1)
      on conflict (venue_id) do update set last_number = ${orderCounters}.last_number + 1
      returning last_number)`,
    sql`o as (${insertValues(orders, [
      { id, orderNumber: number, receiptTemplateVersionId: receiptVersionId, ...orderColumns(submission) },
    ])} returning order_number)`,
    sql`l as (${insertValues(orderLines, lines)})`,
    sql`e as (${insertValues(orderEvents, [eventRow(submission, id)])})`,
    // The first order of a company ticks its onboarding's FIRST_SALE (once), as
    // recordOnboardingStep does, in the same statement.
    sql`f as (${insertValues(onboardingEvents, [
      { id: newId(), companyId: terminal.companyId, name: 'FIRST_SALE', userId: null },
    ])} on conflict (company_id, name) do nothing)`,
  ];
  const payments = paymentRows(submission, id);
  if (payments.length > 0) parts.push(sql`p as (${insertValues(orderPayments, payments)})`);
  const journal = journalRows(submission, { id, orderNumber: number }, null, voids);
  if (journal.length > 0) parts.push(sql`j as (${insertValues(voidJournal, journal)})`);
  try {
    const result: unknown = await tx.execute(
      sql`with ${sql.join(parts, sql`, `)} select order_number from o`,
    );
    // node-postgres and PGlite both answer { rows }.
    const stored = (result as { rows: { order_number: number | string }[] }).rows[0]?.order_number;
    if (stored === undefined) throw new Error('order number not returned');
    return Number(stored);
  } catch (error) {
    if (isUniqueViolation(error) && input.clientOrderId) throw new LostRace();
    throw error;
  }
}

async function update(tx: Tx, submission: Submission, existing: OrderRow): Promise<RecordedOrder> {
  const { terminal, input } = submission;
  const previousVoids = await tx
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.companyId, terminal.companyId),
        eq(orderLines.orderId, existing.id),
        eq(orderLines.voided, true),
      ),
    );
  // An open order's lines and payments are replaced by what the terminal has now.
  await tx
    .delete(orderLines)
    .where(and(eq(orderLines.companyId, terminal.companyId), eq(orderLines.orderId, existing.id)));
  await tx
    .delete(orderPayments)
    .where(and(eq(orderPayments.companyId, terminal.companyId), eq(orderPayments.orderId, existing.id)));
  await tx
    .update(orders)
    .set({ ...orderColumns(submission), updatedAt: new Date() })
    .where(and(eq(orders.companyId, terminal.companyId), eq(orders.id, existing.id)));
  const lines = lineRows(submission, existing.id);
  await tx.insert(orderLines).values(lines);
  const payments = paymentRows(submission, existing.id);
  if (payments.length > 0) await tx.insert(orderPayments).values(payments);
  const voids = newVoids(
    lines,
    previousVoids.map((l) => voidSignature({ ...l, total: l.totalAmount })),
  );
  await writeDiscountDifferences(
    tx,
    differenceOrder(submission, existing),
    submission.discounts.differences,
    true,
  );
  await afterStatus(tx, submission, existing, existing.status, voids);
  const beeperNumber = await beeperOf(tx, submission, existing.id, existing.beeperNumber);
  await rollUp(tx, submission);
  return {
    order: { id: existing.id, orderNumber: existing.orderNumber, status: input.status, beeperNumber },
    replayed: false,
  };
}

// The order's pager (beepers module): held while it is open, freed when it completes or is cancelled.
const beeperOf = (tx: Tx, { terminal, input }: Submission, id: string, current: number | null) =>
  settleOrderBeeper(
    tx,
    {
      companyId: terminal.companyId,
      venueId: terminal.venueId,
      id,
      open: isOpenStatus(input.status),
      current,
    },
    input,
  );

// The venue's next order number, under the counter row's lock: concurrent orders queue here.
async function nextOrderNumber(tx: Tx, terminal: TerminalRef): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ venueId: terminal.venueId, companyId: terminal.companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.venueId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  if (!row) throw new Error('order counter not returned');
  return row.lastNumber;
}

// The instant that files the order: when it was paid, else when it was placed.
function filedAt(input: TerminalOrderInput): Date {
  return new Date(input.status === 'COMPLETED' && input.closedAt ? input.closedAt : input.placedAt);
}

function orderColumns({ terminal, facts, input, totals, hash }: Submission) {
  const at = filedAt(input);
  return {
    companyId: terminal.companyId,
    venueId: terminal.venueId,
    terminalId: terminal.id,
    clientOrderId: input.clientOrderId,
    channel: input.channel,
    serviceType: input.serviceType,
    status: input.status,
    staffId: input.staffId ?? null,
    staffName: input.staffName ?? null,
    tableCode: input.tableCode ?? null,
    guestCount: input.guestCount ?? null,
    customerEmail: input.customerEmail ?? null,
    currency: input.currency,
    totalAmount: totals.total,
    vatAmount: totals.vat,
    discountAmount: totals.discount,
    tipAmount: input.payments.reduce((sum, p) => sum + p.tipAmount, 0),
    payloadHash: hash,
    placedAt: new Date(input.placedAt),
    // Only a paid order is closed: closed_at is what makes it count in sales.
    closedAt: input.status === 'COMPLETED' ? at : null,
    accountingDay: accountingDayOf(at, facts.timezone),
    hour: localHourOf(at, facts.timezone),
  };
}

// What makes a voided line the same void on a resubmission, so it is journalled once.
function voidSignature(line: {
  itemId?: string | null;
  title: string;
  total: number;
  voidReason?: string | null;
}) {
  return `${line.itemId ?? ''}|${line.title}|${line.total}|${line.voidReason ?? ''}`;
}

// The order as its discount differences name it.
function differenceOrder({ terminal, facts, input }: Submission, order: { id: string; orderNumber: number }) {
  return {
    companyId: terminal.companyId,
    venueId: terminal.venueId,
    id: order.id,
    orderNumber: order.orderNumber,
    accountingDay: accountingDayOf(filedAt(input), facts.timezone),
    staffId: input.staffId ?? null,
    staffName: input.staffName ?? null,
  };
}

/** The order's lines as stored. */
function lineRows({ terminal, input, discounts }: Submission, orderId: string) {
  return input.lines.map((line, i) => ({
    id: newId(),
    companyId: terminal.companyId,
    orderId,
    lineNo: i + 1,
    itemId: line.itemId ?? null,
    title: line.title,
    categoryId: line.categoryId ?? null,
    categoryName: line.categoryName ?? null,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    modifications: line.modifications.map((m) => ({
      modificationId: m.modificationId ?? null,
      name: m.name,
      price: m.price,
    })),
    discountAmount: line.discountAmount,
    discountKind: line.discountKind ?? null,
    offerId: line.discountKind === 'OFFER' ? (line.offerId ?? null) : null,
    offerName: discounts.offerNames[i] ?? null,
    vatRate: line.vatRate,
    totalAmount: lineTotal(line),
    voided: line.voided,
    voidReason: line.voidReason ?? null,
  }));
}

type LineRow = ReturnType<typeof lineRows>[number];

/** The order's payments as stored. */
function paymentRows({ terminal, input }: Submission, orderId: string) {
  return input.payments.map((p) => ({
    id: newId(),
    companyId: terminal.companyId,
    orderId,
    method: p.method,
    amount: p.amount,
    tipAmount: p.tipAmount,
    cardBrand: p.cardBrand ?? null,
    providerReference: p.providerReference ?? null,
    paidAt: new Date(p.paidAt ?? input.closedAt ?? input.placedAt),
  }));
}

// Each voided line is journalled once: one already journalled on an earlier submission is skipped.
function newVoids(lines: readonly LineRow[], journalledVoids: string[]): NewVoid[] {
  const remaining = [...journalledVoids];
  return lines.filter((line) => {
    if (!line.voided) return false;
    const at = remaining.indexOf(voidSignature({ ...line, total: line.totalAmount }));
    if (at < 0) return true;
    remaining.splice(at, 1);
    return false;
  });
}

type NewVoid = { totalAmount: number; voidReason: string | null };

/** The void journal entries a submission adds: new voided lines, and the cancellation. */
function journalRows(
  { terminal, facts, input, totals }: Submission,
  order: { id: string; orderNumber: number | SQL },
  previousStatus: string | null,
  voids: NewVoid[],
) {
  const at = filedAt(input);
  const journal = {
    companyId: terminal.companyId,
    venueId: terminal.venueId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    actorName: input.staffName ?? null,
    staffId: input.staffId ?? null,
    at,
    accountingDay: accountingDayOf(at, facts.timezone),
  };
  const entries = voids.map((line) => ({
    ...journal,
    id: newId(),
    kind: 'VOID_LINE',
    amount: line.totalAmount,
    reason: line.voidReason,
  }));
  if (input.status === 'CANCELLED' && previousStatus !== 'CANCELLED') {
    entries.push({ ...journal, id: newId(), kind: 'CANCEL_ORDER', amount: totals.total, reason: null });
  }
  return entries;
}

/** The status history entry of a submission's status. */
function eventRow({ terminal, input }: Submission, orderId: string) {
  return {
    id: newId(),
    companyId: terminal.companyId,
    orderId,
    status: input.status,
    actorName: input.staffName ?? null,
    at: filedAt(input),
  };
}

async function afterStatus(
  tx: Tx,
  submission: Submission,
  order: { id: string; orderNumber: number },
  previousStatus: string | null,
  voids: NewVoid[],
): Promise<void> {
  const { terminal, input } = submission;
  const entries = journalRows(submission, order, previousStatus, voids);
  if (entries.length > 0) await tx.insert(voidJournal).values(entries);
  if (input.status !== previousStatus) await tx.insert(orderEvents).values(eventRow(submission, order.id));
  if (input.status === 'COMPLETED' && previousStatus !== 'COMPLETED') {
    // A member's order earns its points and stamps once, when it is paid.
    await earnForCompletedOrder(tx, terminal.companyId, order.id);
  }
}

/**
 * Files a paid submission in the finance rollups. Called last in the transaction: the rollup rows
 * are shared by the venue's concurrent orders, so their locks are held only until the commit.
 */
async function rollUp(tx: Tx, { terminal, facts, input, totals, discounts }: Submission): Promise<void> {
  if (input.status !== 'COMPLETED') return;
  const at = filedAt(input);
  await rollUpSale(tx, {
    companyId: terminal.companyId,
    venueId: terminal.venueId,
    accountingDay: accountingDayOf(at, facts.timezone),
    hour: localHourOf(at, facts.timezone),
    channel: input.channel,
    serviceType: input.serviceType,
    staffId: input.staffId ?? null,
    totalAmount: totals.total,
    vatAmount: totals.vat,
    discountAmount: totals.discount,
    vatLines: totals.vatLines,
    payments: input.payments,
    lines: rolledLines(
      input.lines.map((l, i) => ({ ...l, totalAmount: lineTotal(l), offerName: discounts.offerNames[i] })),
    ),
  });
}

/** An online order from the guest page, priced and checked by the guest API (channel APP). */
export interface OnlineOrderRecord {
  companyId: string;
  venueId: string;
  /** 'online-<idempotency key>': the same checkout again finds this order. */
  clientOrderId: string;
  serviceType: string;
  timezone: string;
  currency: string;
  placedAt: Date;
  tableCode: string | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  pickupAt: Date;
  memberId: string | null;
  promoCodeId: string | null;
  lines: {
    itemId: string;
    title: string;
    categoryId: string | null;
    categoryName: string | null;
    quantity: number;
    unitPrice: number;
    modifications: { modificationId: string; name: string; price: number }[];
    discountAmount: number;
    discountKind: 'OFFER' | 'MANUAL' | null;
    offerId: string | null;
    offerName: string | null;
    vatRate: number;
  }[];
  totals: OrderTotals;
  tipAmount: number;
  /** The card payment when the guest paid by card: the order counts in sales at once. */
  cardPayment: { providerReference: string; brand: string } | null;
  payloadHash: string;
}

/** The online order of this clientOrderId is already stored: roll back and answer it. */
export class AlreadyRecorded extends Error {
  readonly order: { id: string; orderNumber: number; status: string };
  constructor(row: OrderRow) {
    super('online order already recorded');
    this.order = { id: row.id, orderNumber: row.orderNumber, status: row.status };
  }
}

/**
 * Records an online order as terminals' orders are recorded (numbered from the venue's counter,
 * lines, payment, status history, finance rollups), in the caller's transaction so the guest API
 * redeems a promo code in the same one. Status PENDING: the venue's till accepts it and marks it
 * ready. Paid by card, it is closed (counts in sales, the dashboard and the Z-report) while its
 * status goes on; paid at the counter, it stays open until the till's full submission pays it.
 * The same clientOrderId again (a double submit) throws AlreadyRecorded with the stored order.
 */
export async function recordOnlineOrder(tx: Tx, order: OnlineOrderRecord): Promise<RecordedOrder> {
  const venue: TerminalRef = { id: '', companyId: order.companyId, venueId: order.venueId };
  // The counter row's lock queues concurrent orders of the venue: after it, a double submit that
  // committed first is visible here, and the caller rolls back (the counter too) and answers it.
  const orderNumber = await nextOrderNumber(tx, venue);
  const stored = await lockOrderByClientId(tx, venue, order.clientOrderId);
  if (stored) throw new AlreadyRecorded(stored);
  const id = newId();
  const at = order.placedAt;
  const paid = order.cardPayment !== null;
  const accountingDay = accountingDayOf(at, order.timezone);
  const hour = localHourOf(at, order.timezone);
  const inserted = await tx
    .insert(orders)
    .values({
      id,
      orderNumber,
      companyId: order.companyId,
      venueId: order.venueId,
      terminalId: null,
      clientOrderId: order.clientOrderId,
      channel: 'APP',
      serviceType: order.serviceType,
      status: 'PENDING',
      tableCode: order.tableCode,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      pickupAt: order.pickupAt,
      memberId: order.memberId,
      promoCodeId: order.promoCodeId,
      currency: order.currency,
      totalAmount: order.totals.total,
      vatAmount: order.totals.vat,
      discountAmount: order.totals.discount,
      tipAmount: order.tipAmount,
      payloadHash: order.payloadHash,
      placedAt: at,
      closedAt: paid ? at : null,
      accountingDay,
      hour,
    })
    .onConflictDoNothing({ target: [orders.companyId, orders.venueId, orders.clientOrderId] })
    .returning({ id: orders.id });
  if (inserted.length === 0) {
    const existing = await lockOrderByClientId(tx, venue, order.clientOrderId);
    if (existing) throw new AlreadyRecorded(existing);
    throw new Error('online order neither inserted nor found');
  }
  const lines = order.lines.map((line, i) => ({
    ...line,
    id: newId(),
    companyId: order.companyId,
    orderId: id,
    lineNo: i + 1,
    totalAmount: lineTotal(line),
  }));
  await tx.insert(orderLines).values(lines);
  const payments = order.cardPayment
    ? [
        {
          method: 'CARD',
          // As at the till: the sale amount without the tip, the tip beside it (the card was
          // charged both together).
          amount: order.totals.total,
          tipAmount: order.tipAmount,
          cardBrand: order.cardPayment.brand,
          providerReference: order.cardPayment.providerReference,
        },
      ]
    : [];
  if (payments.length > 0) {
    await tx
      .insert(orderPayments)
      .values(
        payments.map((p) => ({ ...p, id: newId(), companyId: order.companyId, orderId: id, paidAt: at })),
      );
  }
  await tx.insert(orderEvents).values({
    id: newId(),
    companyId: order.companyId,
    orderId: id,
    status: 'PENDING',
    actorName: order.customerName,
    at,
  });
  if (paid) {
    await rollUpSale(tx, {
      companyId: order.companyId,
      venueId: order.venueId,
      accountingDay,
      hour,
      channel: 'APP',
      serviceType: order.serviceType,
      staffId: null,
      totalAmount: order.totals.total,
      vatAmount: order.totals.vat,
      discountAmount: order.totals.discount,
      vatLines: order.totals.vatLines,
      payments,
      lines: rolledLines(lines),
    });
  }
  return { order: { id, orderNumber, status: 'PENDING' }, replayed: false };
}
