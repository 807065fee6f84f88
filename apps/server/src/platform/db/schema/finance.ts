import { date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, companyId } from './columns.ts';

// The additive measures of the sales rollups (fine and coarse share them, so a coarse row is the
// plain sum of the fine rows it covers).
function financeMeasures() {
  return {
    orderCount: integer('order_count').notNull().default(0),
    salesAmount: integer('sales_amount').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    paymentCount: integer('payment_count').notNull().default(0),
    paymentAmount: integer('payment_amount').notNull().default(0),
    tipCount: integer('tip_count').notNull().default(0),
    tipAmount: integer('tip_amount').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    refundAmount: integer('refund_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  };
}

// The columns after the day (or month) of the coarse sales and VAT rollups, day and month alike.
function coarseSalesColumns() {
  return {
    channel: text('channel').notNull(),
    serviceType: text('service_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    ...financeMeasures(),
  };
}

function coarseVatColumns() {
  return {
    channel: text('channel').notNull(),
    serviceType: text('service_type').notNull(),
    vatRate: integer('vat_rate').notNull(),
    grossAmount: integer('gross_amount').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  };
}

/**
 * Sales rollup: one row per venue × accounting day × hour × channel × service type × payment
 * method × staff, kept in the same transaction as the order. Order-level measures (order_count,
 * sales, VAT, discounts) sit on the row of the order's main payment method (largest payment,
 * 'NONE' when unpaid); payment-level measures on the row of each payment's method. Refunds are
 * counted on the accounting day and hour they happen. staff_id is '' for orders without staff.
 */
export const financeRollups = pgTable(
  'finance_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    channel: text('channel').notNull(),
    serviceType: text('service_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    staffId: text('staff_id').notNull(),
    ...financeMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'finance_rollups_pk',
      columns: [
        t.companyId,
        t.venueId,
        t.accountingDay,
        t.hour,
        t.channel,
        t.serviceType,
        t.paymentMethod,
        t.staffId,
      ],
    }),
  ],
);

/**
 * Coarse sales rollup: the finance rollup without hour and staff — per venue × accounting day ×
 * channel × service type × payment method. Written in the same transaction as the fine rollup
 * (finance/rollups.ts adds the fine rows up into it), so it always equals the fine rollup summed.
 * Reads that need neither hours nor staff (most of the dashboard, reports over any period, the
 * Z-report, the API) scan this one: a year is ~10,000 rows instead of several hundred thousand.
 */
export const financeDayRollups = pgTable(
  'finance_day_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    ...coarseSalesColumns(),
  },
  (t) => [
    primaryKey({
      name: 'finance_day_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.channel, t.serviceType, t.paymentMethod],
    }),
  ],
);

/**
 * Coarse sales rollup per venue × accounting day × hour (every channel, service type, payment
 * method and staff member added up): the dashboard's hour-of-day chart over long periods.
 */
export const financeHourRollups = pgTable(
  'finance_hour_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    ...financeMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'finance_hour_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.hour],
    }),
  ],
);

/** Coarse VAT rollup: the VAT rollup without hour and staff (per venue × day × channel × service type × rate). */
export const vatDayRollups = pgTable(
  'vat_day_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    ...coarseVatColumns(),
  },
  (t) => [
    primaryKey({
      name: 'vat_day_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.channel, t.serviceType, t.vatRate],
    }),
  ],
);

/** VAT rollup: gross and VAT per rate, same grain as sales minus the payment method. */
export const vatRollups = pgTable(
  'vat_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    channel: text('channel').notNull(),
    serviceType: text('service_type').notNull(),
    staffId: text('staff_id').notNull(),
    vatRate: integer('vat_rate').notNull(),
    grossAmount: integer('gross_amount').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'vat_rollups_pk',
      columns: [
        t.companyId,
        t.venueId,
        t.accountingDay,
        t.hour,
        t.channel,
        t.serviceType,
        t.staffId,
        t.vatRate,
      ],
    }),
  ],
);

/**
 * Item rollup for top items and categories: per venue × accounting day × channel × service type ×
 * item (item id, or 'title:<title>' for lines without one). A refunded order takes its lines back
 * on the refund's day; a refunded single payment does not (it names no lines).
 */
export const itemRollups = pgTable(
  'item_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    serviceType: text('service_type').notNull(),
    itemKey: text('item_key').notNull(),
    itemId: text('item_id'),
    title: text('title').notNull(),
    categoryId: text('category_id'),
    categoryName: text('category_name'),
    quantity: integer('quantity').notNull().default(0),
    salesAmount: integer('sales_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'item_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.channel, t.serviceType, t.itemKey],
    }),
  ],
);

/**
 * Staff × item rollup for staff competitions: per venue × accounting day × staff × item (item id,
 * or 'title:<title>'), with the line's category at sale time. Kept in the order's transaction like
 * the others; a refunded order takes its lines back on the refund's day. staff_id '' is no staff.
 */
export const staffItemRollups = pgTable(
  'staff_item_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    staffId: text('staff_id').notNull(),
    itemKey: text('item_key').notNull(),
    itemId: text('item_id'),
    categoryId: text('category_id'),
    quantity: integer('quantity').notNull().default(0),
    salesAmount: integer('sales_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'staff_item_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.staffId, t.itemKey],
    }),
    index('staff_item_rollups_company_day_idx').on(t.companyId, t.accountingDay, t.staffId),
  ],
);

// The item columns of the coarse item rollups (the fine item rollup's, without channel and service type).
function coarseItemColumns() {
  return {
    itemKey: text('item_key').notNull(),
    itemId: text('item_id'),
    title: text('title').notNull(),
    categoryId: text('category_id'),
    categoryName: text('category_name'),
    quantity: integer('quantity').notNull().default(0),
    salesAmount: integer('sales_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  };
}

/**
 * Coarse item rollup: the item rollup without channel and service type — per venue × accounting day
 * × item. Written with the fine one (finance/rollups.ts adds the fine rows up into it); top items and
 * categories of a period read it for the days outside whole months.
 */
export const itemDayRollups = pgTable(
  'item_day_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    ...coarseItemColumns(),
  },
  (t) => [
    primaryKey({
      name: 'item_day_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.itemKey],
    }),
  ],
);

/**
 * The month rollups: the day rollups added up per calendar month of the accounting day (`month` is
 * the month's first day). A period's whole months read these — a year is 12 rows per venue ×
 * dimension instead of 365 — and its edge days the day rollups.
 */
export const itemMonthRollups = pgTable(
  'item_month_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...coarseItemColumns(),
  },
  (t) => [
    primaryKey({ name: 'item_month_rollups_pk', columns: [t.companyId, t.venueId, t.month, t.itemKey] }),
  ],
);

/** Sales per venue × month × channel × service type × payment method (finance_day_rollups per month). */
export const financeMonthRollups = pgTable(
  'finance_month_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...coarseSalesColumns(),
  },
  (t) => [
    primaryKey({
      name: 'finance_month_rollups_pk',
      columns: [t.companyId, t.venueId, t.month, t.channel, t.serviceType, t.paymentMethod],
    }),
  ],
);

/** VAT per venue × month × channel × service type × rate (vat_day_rollups per month). */
export const vatMonthRollups = pgTable(
  'vat_month_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...coarseVatColumns(),
  },
  (t) => [
    primaryKey({
      name: 'vat_month_rollups_pk',
      columns: [t.companyId, t.venueId, t.month, t.channel, t.serviceType, t.vatRate],
    }),
  ],
);
