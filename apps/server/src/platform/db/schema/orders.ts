import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { members } from './loyalty.ts';
import { terminals } from './terminals.ts';
import { venues } from './venues.ts';

/** The last order number given out per venue: orders are numbered 1, 2, 3 … per venue. */
export const orderCounters = pgTable('order_counters', {
  venueId: text('venue_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Orders as the terminals report them. Money is integer minor units, VAT-inclusive. An order counts
 * in sales once it is paid (closed_at set); `accounting_day` and `hour` are those of closed_at (of
 * placed_at while open) in the venue's time zone.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    terminalId: text('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    /** The terminal's own id of the order: a retried submission finds the order by it. */
    clientOrderId: text('client_order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    /** APP, EXPRESS, POS, THIRD_PARTY. */
    channel: text('channel').notNull(),
    /** An ORDER_TYPES value: EAT_HERE, TAKE_AWAY, TABLE_SERVICE, … */
    serviceType: text('service_type').notNull(),
    /** An ORDER_STATUSES value. */
    status: text('status').notNull(),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    tableCode: text('table_code'),
    guestCount: integer('guest_count'),
    customerEmail: text('customer_email'),
    /** Online orders: the guest's name and phone as they gave them, and the pickup time chosen. */
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    pickupAt: at('pickup_at'),
    /** The loyalty member the order was placed as (forgotten when the member is deleted). */
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The promo code redeemed on the order. */
    promoCodeId: text('promo_code_id'),
    currency: text('currency').notNull(),
    /** Sum of the non-voided lines after their discounts, VAT included, tips excluded. */
    totalAmount: integer('total_amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    tipAmount: integer('tip_amount').notNull().default(0),
    /** Refunded sale amount (tips excluded). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The pager number handed to the guest (beepers); freed when the order is completed. */
    beeperNumber: integer('beeper_number'),
    /** The receipt template version the receipt was issued with (receipt_template_versions.id). */
    receiptTemplateVersionId: text('receipt_template_version_id'),
    /** How many receipt copies were printed after the original (the Z-report counts them). */
    receiptCopies: integer('receipt_copies').notNull().default(0),
    /** SHA-256 of the canonical submission: a replay with the same content is answered, not applied. */
    payloadHash: text('payload_hash').notNull(),
    placedAt: at('placed_at').notNull(),
    closedAt: at('closed_at'),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_company_id_key').on(t.companyId, t.id),
    uniqueIndex('orders_client_order_key').on(t.companyId, t.venueId, t.clientOrderId),
    uniqueIndex('orders_venue_number_key').on(t.companyId, t.venueId, t.orderNumber),
    index('orders_company_venue_day_idx').on(t.companyId, t.venueId, t.accountingDay, t.orderNumber),
    index('orders_company_day_idx').on(t.companyId, t.accountingDay),
    index('orders_member_idx').on(t.memberId).where(sql`${t.memberId} is not null`),
    index('orders_open_idx').on(t.companyId, t.venueId, t.placedAt).where(sql`${t.closedAt} is null`),
    foreignKey({
      name: 'orders_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    check('orders_amounts_check', sql`${t.totalAmount} >= 0 and ${t.vatAmount} >= 0 and ${t.tipAmount} >= 0`),
    check('orders_refund_check', sql`${t.refundedAmount} between 0 and ${t.totalAmount}`),
    check('orders_hour_check', sql`${t.hour} between 0 and 23`),
  ],
);

/** A modification on an order line as sold: its name and price at the time (minor units). */
export interface SoldModification {
  modificationId?: string | null;
  name: string;
  price: number;
}

/** Lines of an order: a snapshot of the item as sold, so later catalogue edits change nothing. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: text('item_id'),
    title: text('title').notNull(),
    categoryId: text('category_id'),
    categoryName: text('category_name'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    modifications: jsonb('modifications').$type<SoldModification[]>().notNull().default([]),
    discountAmount: integer('discount_amount').notNull().default(0),
    /**
     * Where the line's discount came from as the terminal named it: OFFER (offer_id, with its name
     * at the time), MANUAL (staff's own discount, capped by their access level) or null (none).
     */
    discountKind: text('discount_kind'),
    offerId: text('offer_id'),
    offerName: text('offer_name'),
    vatRate: integer('vat_rate').notNull(),
    /** (unit price + modifications) × quantity − discount; voided lines are left out of the order's totals. */
    totalAmount: integer('total_amount').notNull(),
    /** Removed on the terminal before payment: kept for the void journal, not in the totals. */
    voided: boolean('voided').notNull().default(false),
    voidReason: text('void_reason'),
  },
  (t) => [
    unique('order_lines_order_line_key').on(t.orderId, t.lineNo),
    index('order_lines_company_order_idx').on(t.companyId, t.orderId),
    foreignKey({
      name: 'order_lines_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_vat_check', sql`${t.vatRate} between 0 and 100`),
    check('order_lines_total_check', sql`${t.totalAmount} >= 0 and ${t.discountAmount} >= 0`),
    check(
      'order_lines_discount_kind_check',
      sql`${t.discountKind} is null or ${t.discountKind} in ('OFFER', 'MANUAL')`,
    ),
  ],
);

/** Payments of an order. A payment is refunded whole, once (refunded_at). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    orderId: text('order_id').notNull(),
    /** A PAYMENT_METHODS value. */
    method: text('method').notNull(),
    /** Sale amount paid, tips excluded. */
    amount: integer('amount').notNull(),
    tipAmount: integer('tip_amount').notNull().default(0),
    cardBrand: text('card_brand'),
    /** The card provider's reference of a card payment. */
    providerReference: text('provider_reference'),
    paidAt: at('paid_at').notNull(),
    refundedAt: at('refunded_at'),
    refundedBy: text('refunded_by'),
  },
  (t) => [
    index('order_payments_company_order_idx').on(t.companyId, t.orderId),
    foreignKey({
      name: 'order_payments_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    check('order_payments_amount_check', sql`${t.amount} > 0 and ${t.tipAmount} >= 0`),
  ],
);

/** Status history of an order: every status it has had, when and by whom. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    orderId: text('order_id').notNull(),
    status: text('status').notNull(),
    actorName: text('actor_name'),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('order_events_company_order_idx').on(t.companyId, t.orderId, t.at),
    foreignKey({
      name: 'order_events_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Every void, refund, deleted line and cancelled order: who, when, venue, amount, reason.
 * kind: VOID_LINE, REFUND_ORDER, REFUND_PAYMENT, CANCEL_ORDER.
 */
export const voidJournal = pgTable(
  'void_journal',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    orderId: text('order_id'),
    orderNumber: integer('order_number'),
    paymentId: text('payment_id'),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    /** Name of the back-office user or POS staff member who did it. */
    actorName: text('actor_name'),
    userId: text('user_id'),
    staffId: text('staff_id'),
    at: at('at').notNull().defaultNow(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('void_journal_company_venue_at_idx').on(t.companyId, t.venueId, t.at),
    // A payment is refunded once and an order refunded once, whatever races the requests run.
    uniqueIndex('void_journal_refund_payment_key').on(t.paymentId).where(sql`${t.kind} = 'REFUND_PAYMENT'`),
    uniqueIndex('void_journal_refund_order_key').on(t.orderId).where(sql`${t.kind} = 'REFUND_ORDER'`),
    check(
      'void_journal_kind_check',
      sql`${t.kind} in ('VOID_LINE', 'REFUND_ORDER', 'REFUND_PAYMENT', 'CANCEL_ORDER')`,
    ),
  ],
);
