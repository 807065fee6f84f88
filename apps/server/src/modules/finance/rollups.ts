// Writes the finance rollups. Called inside the transaction that records a sale or a refund, so
// a report never sees an order without its figures or figures without their order.
import { MANUAL_OFFER_KEY, mainPaymentMethod, type VatLine } from '@fika/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SLICE_SIZE, slices } from '../../lib/slices.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { upsertAdding } from '../../platform/db/insert-values.ts';
import {
  financeDayRollups,
  financeHourRollups,
  financeMonthRollups,
  financeRollups,
  itemDayRollups,
  itemMonthRollups,
  itemRollups,
  offerRollups,
  staffItemRollups,
  vatDayRollups,
  vatMonthRollups,
  vatRollups,
} from '../../platform/db/schema/index.ts';

/** Where an order's figures are filed: its venue, accounting day, hour and dimensions. */
export interface RollupPlace {
  companyId: string;
  venueId: string;
  accountingDay: string;
  hour: number;
  channel: string;
  serviceType: string;
  staffId: string | null;
}

/** A paid order as the rollups need it. */
export interface SaleForRollup extends RollupPlace {
  totalAmount: number;
  vatAmount: number;
  discountAmount: number;
  vatLines: readonly VatLine[];
  payments: readonly { method: string; amount: number; tipAmount: number }[];
  lines: readonly RolledLine[];
}

/** A non-voided order line as the item rollup needs it. */
export interface RolledLine {
  itemId: string | null;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  quantity: number;
  totalAmount: number;
  /** The line's discount and what gave it (offer_rollups); null or absent: none. */
  discount?: RolledDiscount | null;
}

/** A line's discount as the offer rollup files it. */
export interface RolledDiscount {
  /** The offer's id, or 'manual' for staff's own discounts. */
  offerKey: string;
  /** The live offer's id; null for manual discounts and offers the company does not have. */
  offerId: string | null;
  offerName: string;
  amount: number;
}

/**
 * How a sold line's discount is filed: under its offer when the till named one, else under
 * 'manual' (a discount without a kind is staff's own: tills from before offers had no other).
 */
export function rolledDiscountOf(line: {
  discountAmount?: number | null;
  discountKind?: string | null;
  offerId?: string | null;
  offerName?: string | null;
}): RolledDiscount | null {
  const amount = line.discountAmount ?? 0;
  if (amount <= 0) return null;
  if (line.discountKind === 'OFFER' && line.offerId) {
    // The offer's name is known for the company's own offers (deleted ones too); an id the
    // company never had is filed under itself, without an offer id to link to.
    return {
      offerKey: line.offerId,
      offerId: line.offerName ? line.offerId : null,
      offerName: line.offerName ?? line.offerId,
      amount,
    };
  }
  return { offerKey: MANUAL_OFFER_KEY, offerId: null, offerName: MANUAL_OFFER_KEY, amount };
}

/** A refund of one payment, filed on the accounting day and hour it happens. */
export interface RefundForRollup extends RollupPlace {
  method: string;
  amount: number;
  tipAmount: number;
  /** The refunded amount spread over the order's VAT rates (domain `refundVatLines`). */
  vatLines: readonly VatLine[];
  /** The order's lines when this refund leaves the order fully refunded: taken off the item rollup. */
  linesTakenBack: readonly RolledLine[];
}

type FinanceDelta = {
  paymentMethod: string;
  orderCount?: number;
  salesAmount?: number;
  vatAmount?: number;
  discountAmount?: number;
  paymentCount?: number;
  paymentAmount?: number;
  tipCount?: number;
  tipAmount?: number;
  refundCount?: number;
  refundAmount?: number;
};

/** The additive columns of the finance rollup. */
export const FINANCE_MEASURES = [
  'orderCount',
  'salesAmount',
  'vatAmount',
  'discountAmount',
  'paymentCount',
  'paymentAmount',
  'tipCount',
  'tipAmount',
  'refundCount',
  'refundAmount',
] as const;

type Measures<K extends string> = { [M in K]: number };
type PlaceColumns = ReturnType<typeof place>;
/** A finance rollup row: its key and the amounts to add. */
export type FinanceRow = PlaceColumns & { paymentMethod: string } & Measures<
    (typeof FINANCE_MEASURES)[number]
  >;
/** A VAT rollup row: its key and the amounts to add. */
export type VatRow = PlaceColumns & { vatRate: number; grossAmount: number; vatAmount: number };
/** An item rollup row: its key, the item as sold and the amounts to add. */
export type ItemRow = Omit<PlaceColumns, 'hour' | 'staffId'> & {
  itemKey: string;
  itemId: string | null;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  quantity: number;
  salesAmount: number;
};
/** A staff × item rollup row (staff competitions): its key, the item and category, the amounts to add. */
export type StaffItemRow = Pick<PlaceColumns, 'companyId' | 'venueId' | 'accountingDay' | 'staffId'> & {
  itemKey: string;
  itemId: string | null;
  categoryId: string | null;
  quantity: number;
  salesAmount: number;
};

/** An offer rollup row: its key, the offer's name and the amounts to add. */
export type OfferRow = Pick<PlaceColumns, 'companyId' | 'venueId' | 'accountingDay'> & {
  offerKey: string;
  offerId: string | null;
  offerName: string;
  useCount: number;
  discountAmount: number;
};

/** The rows a sale or refund adds to the rollup tables (amounts to add to what is stored). */
export interface RollupRows {
  finance: FinanceRow[];
  vat: VatRow[];
  items: ItemRow[];
  staffItems: StaffItemRow[];
  offers: OfferRow[];
}

/** The rollup rows of a paid order: its sales on the main payment method, each payment on its own. */
export function saleRollupRows(sale: SaleForRollup): RollupRows {
  return {
    finance: financeRows(sale, [
      {
        paymentMethod: mainPaymentMethod(sale.payments),
        orderCount: 1,
        salesAmount: sale.totalAmount,
        vatAmount: sale.vatAmount,
        discountAmount: sale.discountAmount,
      },
      ...sale.payments.map((p) => ({
        paymentMethod: p.method,
        paymentCount: 1,
        paymentAmount: p.amount,
        tipCount: p.tipAmount > 0 ? 1 : 0,
        tipAmount: p.tipAmount,
      })),
    ]),
    vat: vatRows(sale, sale.vatLines, 1),
    items: itemRows(sale, sale.lines, 1),
    staffItems: staffItemRows(sale, sale.lines, 1),
    offers: offerRows(sale, sale.lines, 1),
  };
}

/** The rollup rows of a refunded payment: refund count and amount, tips and VAT taken back. */
export function refundRollupRows(refund: RefundForRollup): RollupRows {
  const vatBack = refund.vatLines.reduce((sum, l) => sum + l.vat, 0);
  return {
    finance: financeRows(refund, [
      {
        paymentMethod: refund.method,
        refundCount: 1,
        refundAmount: refund.amount,
        vatAmount: -vatBack,
        tipAmount: -refund.tipAmount,
      },
    ]),
    vat: vatRows(refund, refund.vatLines, -1),
    items: itemRows(refund, refund.linesTakenBack, -1),
    staffItems: staffItemRows(refund, refund.linesTakenBack, -1),
    offers: offerRows(refund, refund.linesTakenBack, -1),
  };
}

/** Files a paid order: its sales on the main payment method, each payment on its own method. */
export async function rollUpSale(tx: Tx, sale: SaleForRollup): Promise<void> {
  await writeRollupRows(tx, saleRollupRows(sale));
}

/** Files a refunded payment: refund count and amount, tips and VAT taken back on the refund's day. */
export async function rollUpRefund(tx: Tx, refund: RefundForRollup): Promise<void> {
  await writeRollupRows(tx, refundRollupRows(refund));
}

const financeKey = (r: FinanceRow) => placeKey(r, r.hour, r.staffId, r.paymentMethod);
const vatKey = (r: VatRow) => placeKey(r, r.hour, r.staffId, String(r.vatRate).padStart(3, '0'));
const itemKey = (r: ItemRow) => placeKey(r, -1, '', r.itemKey);
// Same column order as the staff × item primary key (company, venue, day, staff, item).
const staffItemKey = (r: StaffItemRow) =>
  [r.companyId, r.venueId, r.accountingDay, r.staffId, r.itemKey].join('\u0000');
const offerKey = (r: OfferRow) => [r.companyId, r.venueId, r.accountingDay, r.offerKey].join('\u0000');
function placeKey(
  r: { companyId: string; venueId: string; accountingDay: string; channel: string; serviceType: string },
  hour: number,
  staffId: string,
  last: string,
): string {
  // In primary-key column order, so sorting by it sorts rows the way the index does.
  return [
    r.companyId,
    r.venueId,
    r.accountingDay,
    String(hour).padStart(2, '0'),
    r.channel,
    r.serviceType,
    staffId,
    last,
  ].join('\u0000');
}

/**
 * Adds the rows of many sales and refunds together, one row per rollup key — what a bulk load
 * writes once instead of one upsert per order. Amounts add; an item keeps the first title.
 */
export class RollupTotals {
  private readonly finance = new Map<string, FinanceRow>();
  private readonly vat = new Map<string, VatRow>();
  private readonly items = new Map<string, ItemRow>();
  private readonly staffItems = new Map<string, StaffItemRow>();
  private readonly offers = new Map<string, OfferRow>();

  add(part: RollupRows): void {
    for (const row of part.finance) addInto(this.finance, financeKey(row), row, FINANCE_MEASURES);
    for (const row of part.vat) addInto(this.vat, vatKey(row), row, ['grossAmount', 'vatAmount'] as const);
    for (const row of part.items)
      addInto(this.items, itemKey(row), row, ['quantity', 'salesAmount'] as const);
    for (const row of part.staffItems)
      addInto(this.staffItems, staffItemKey(row), row, ['quantity', 'salesAmount'] as const);
    for (const row of part.offers)
      addInto(this.offers, offerKey(row), row, ['useCount', 'discountAmount'] as const);
  }

  /** The merged rows in key order. */
  rows(): RollupRows {
    return {
      finance: sortedValues(this.finance),
      vat: sortedValues(this.vat),
      items: sortedValues(this.items),
      staffItems: sortedValues(this.staffItems),
      offers: sortedValues(this.offers),
    };
  }
}

/** `parts` added together by key, in key order. */
export function mergeRollupRows(parts: Iterable<RollupRows>): RollupRows {
  const totals = new RollupTotals();
  for (const part of parts) totals.add(part);
  return totals.rows();
}

function addInto<T, K extends keyof T>(
  into: Map<string, T>,
  key: string,
  row: T,
  measures: readonly K[],
): void {
  const existing = into.get(key);
  if (!existing) {
    into.set(key, { ...row });
    return;
  }
  for (const m of measures) (existing[m] as number) += row[m] as number;
}

function sortedValues<T>(byKey: Map<string, T>): T[] {
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** A coarse sales rollup row (finance_day_rollups): the fine row without hour and staff. */
export type FinanceDayRow = Omit<FinanceRow, 'hour' | 'staffId'>;
/** A coarse sales rollup row (finance_hour_rollups): per venue × day × hour, every other dimension added up. */
export type FinanceHourRow = Pick<FinanceRow, 'companyId' | 'venueId' | 'accountingDay' | 'hour'> &
  Measures<(typeof FINANCE_MEASURES)[number]>;
/** A coarse VAT rollup row (vat_day_rollups): the fine row without hour and staff. */
export type VatDayRow = Omit<VatRow, 'hour' | 'staffId'>;

/** A coarse item rollup row (item_day_rollups): the fine row without channel and service type. */
export type ItemDayRow = Omit<ItemRow, 'channel' | 'serviceType'>;
/** A month rollup row: a day rollup row filed under its accounting day's month (its first day). */
export type MonthRow<R extends { accountingDay: string }> = Omit<R, 'accountingDay'> & { month: string };

/** The coarse rollups' rows: the fine rows added up over the dimensions each coarse table drops. */
export interface CoarseRollupRows {
  financeDays: FinanceDayRow[];
  financeHours: FinanceHourRow[];
  vatDays: VatDayRow[];
  itemDays: ItemDayRow[];
  financeMonths: MonthRow<FinanceDayRow>[];
  vatMonths: MonthRow<VatDayRow>[];
  itemMonths: MonthRow<ItemDayRow>[];
}

/** The calendar month of an accounting day, as its first day ('2026-03-17' → '2026-03-01'). */
export const monthOf = (accountingDay: string) => `${accountingDay.slice(0, 7)}-01`;

// Day rows added up per month, in key order (the day key with the month in the day's place).
function monthRows<R extends { accountingDay: string }>(
  days: readonly R[],
  keyOf: (row: R) => string,
  measures: readonly (keyof MonthRow<R>)[],
): MonthRow<R>[] {
  const months = new Map<string, MonthRow<R>>();
  for (const { accountingDay, ...rest } of days) {
    const month = monthOf(accountingDay);
    const row = { ...rest, month } as unknown as MonthRow<R>;
    addInto(months, keyOf({ ...rest, accountingDay: month } as unknown as R), row, measures);
  }
  return sortedValues(months);
}

/**
 * The coarse rows that `rows` (fine rows) add to finance_day_rollups, finance_hour_rollups and
 * vat_day_rollups, merged by key and in key order (the same deadlock-free write order as the fine
 * rows). Derived here, from the very rows the fine tables get, so coarse always equals fine summed.
 */
export function coarseRollupRows(rows: Pick<RollupRows, 'finance' | 'vat' | 'items'>): CoarseRollupRows {
  const days = new Map<string, FinanceDayRow>();
  const hours = new Map<string, FinanceHourRow>();
  const vatDays = new Map<string, VatDayRow>();
  const itemDays = new Map<string, ItemDayRow>();
  for (const { hour: _hour, staffId: _staff, ...day } of rows.finance) {
    addInto(days, dayKey(day, day.paymentMethod), day, FINANCE_MEASURES);
  }
  for (const row of rows.finance) {
    const hour = {
      companyId: row.companyId,
      venueId: row.venueId,
      accountingDay: row.accountingDay,
      hour: row.hour,
    };
    const measures = Object.fromEntries(FINANCE_MEASURES.map((m) => [m, row[m]])) as Measures<
      (typeof FINANCE_MEASURES)[number]
    >;
    addInto(
      hours,
      [row.companyId, row.venueId, row.accountingDay, String(row.hour).padStart(2, '0')].join('\u0000'),
      { ...hour, ...measures },
      FINANCE_MEASURES,
    );
  }
  for (const { hour: _hour, staffId: _staff, ...day } of rows.vat) {
    addInto(vatDays, dayKey(day, String(day.vatRate).padStart(3, '0')), day, [
      'grossAmount',
      'vatAmount',
    ] as const);
  }
  for (const { channel: _channel, serviceType: _type, ...day } of rows.items) {
    addInto(itemDays, itemDayKey(day), day, ['quantity', 'salesAmount'] as const);
  }
  const financeDays = sortedValues(days);
  const vatDayRows = sortedValues(vatDays);
  const itemDayRows = sortedValues(itemDays);
  return {
    financeDays,
    financeHours: sortedValues(hours),
    vatDays: vatDayRows,
    itemDays: itemDayRows,
    financeMonths: monthRows(financeDays, (r) => dayKey(r, r.paymentMethod), FINANCE_MEASURES),
    vatMonths: monthRows(vatDayRows, (r) => dayKey(r, String(r.vatRate).padStart(3, '0')), [
      'grossAmount',
      'vatAmount',
    ]),
    itemMonths: monthRows(itemDayRows, itemDayKey, ['quantity', 'salesAmount']),
  };
}

// In the coarse item tables' primary-key column order (company, venue, day or month, item).
const itemDayKey = (r: Pick<ItemDayRow, 'companyId' | 'venueId' | 'accountingDay' | 'itemKey'>) =>
  [r.companyId, r.venueId, r.accountingDay, r.itemKey].join('\u0000');

// In the coarse tables' primary-key column order (company, venue, day, channel, service type, last).
const dayKey = (
  r: { companyId: string; venueId: string; accountingDay: string; channel: string; serviceType: string },
  last: string,
) => [r.companyId, r.venueId, r.accountingDay, r.channel, r.serviceType, last].join('\u0000');

/**
 * One rollup table's part of a write: its rows (merged by key, in key order), the primary-key
 * columns they conflict on and the measures added to the stored row. A new rollup table is one
 * more entry in `rollupWrites`.
 */
export interface RollupWrite {
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  target: readonly string[];
  measures: readonly string[];
}

const PLACE_KEY = ['companyId', 'venueId', 'accountingDay', 'channel', 'serviceType'] as const;
const ADDED = ['quantity', 'salesAmount'] as const;
const MONTH_KEY = ['companyId', 'venueId', 'month', 'channel', 'serviceType'] as const;

/** Every rollup table's write for `merged` (fine rows merged by key), coarse tables derived from them. */
export function rollupWrites(merged: RollupRows): RollupWrite[] {
  const coarse = coarseRollupRows(merged);
  return [
    {
      table: financeRollups,
      rows: merged.finance,
      target: [...PLACE_KEY, 'hour', 'paymentMethod', 'staffId'],
      measures: FINANCE_MEASURES,
    },
    {
      table: vatRollups,
      rows: merged.vat,
      target: [...PLACE_KEY, 'hour', 'staffId', 'vatRate'],
      measures: ['grossAmount', 'vatAmount'],
    },
    { table: itemRollups, rows: merged.items, target: [...PLACE_KEY, 'itemKey'], measures: ADDED },
    {
      table: staffItemRollups,
      rows: merged.staffItems,
      target: ['companyId', 'venueId', 'accountingDay', 'staffId', 'itemKey'],
      measures: ADDED,
    },
    {
      table: offerRollups,
      rows: merged.offers,
      target: ['companyId', 'venueId', 'accountingDay', 'offerKey'],
      measures: ['useCount', 'discountAmount'],
    },
    {
      table: financeDayRollups,
      rows: coarse.financeDays,
      target: [...PLACE_KEY, 'paymentMethod'],
      measures: FINANCE_MEASURES,
    },
    {
      table: financeHourRollups,
      rows: coarse.financeHours,
      target: ['companyId', 'venueId', 'accountingDay', 'hour'],
      measures: FINANCE_MEASURES,
    },
    {
      table: vatDayRollups,
      rows: coarse.vatDays,
      target: [...PLACE_KEY, 'vatRate'],
      measures: ['grossAmount', 'vatAmount'],
    },
    {
      table: itemDayRollups,
      rows: coarse.itemDays,
      target: ['companyId', 'venueId', 'accountingDay', 'itemKey'],
      measures: ADDED,
    },
    {
      table: financeMonthRollups,
      rows: coarse.financeMonths,
      target: [...MONTH_KEY, 'paymentMethod'],
      measures: FINANCE_MEASURES,
    },
    {
      table: vatMonthRollups,
      rows: coarse.vatMonths,
      target: [...MONTH_KEY, 'vatRate'],
      measures: ['grossAmount', 'vatAmount'],
    },
    {
      table: itemMonthRollups,
      rows: coarse.itemMonths,
      target: ['companyId', 'venueId', 'month', 'itemKey'],
      measures: ADDED,
    },
  ];
}

/**
 * Upserts rollup rows, adding their amounts to the stored ones, in ONE statement of data-modifying
 * CTEs (one per table) — one round trip for all of an order's tables. Rows are merged by key and
 * each table's written in key order, and every writer sends the tables in the same order (PostgreSQL
 * runs a statement's CTEs in one fixed order), so concurrent transactions lock shared rows in the
 * same order and wait instead of deadlocking. A
 * large batch (a bulk load) goes out as several such statements of at most SLICE_SIZE rows.
 */
export async function writeRollupRows(tx: DbOrTx, rows: RollupRows): Promise<void> {
  await writeUpserts(tx, rollupWrites(mergeRollupRows([rows])));
}

/** Runs `writes` (rows in key order) as few statements as SLICE_SIZE rows a statement allow. */
export async function writeUpserts(tx: DbOrTx, writes: readonly RollupWrite[]): Promise<void> {
  let parts: SQL[] = [];
  let size = 0;
  const flush = async () => {
    if (parts.length === 0) return;
    const names = parts.map((part, i) => sql`${sql.raw(`u${i}`)} as (${part})`);
    parts = [];
    size = 0;
    await tx.execute(sql`with ${sql.join(names, sql`, `)} select 1`);
  };
  for (const write of writes) {
    for (const slice of slices(write.rows)) {
      if (size + slice.length > SLICE_SIZE) await flush();
      parts.push(upsertAdding(write.table, slice, write.target, write.measures));
      size += slice.length;
    }
  }
  await flush();
}

function place(p: RollupPlace) {
  return {
    companyId: p.companyId,
    venueId: p.venueId,
    accountingDay: p.accountingDay,
    hour: p.hour,
    channel: p.channel,
    serviceType: p.serviceType,
    staffId: p.staffId ?? '',
  };
}

function financeRows(at: RollupPlace, deltas: FinanceDelta[]): FinanceRow[] {
  return deltas.map((d) => {
    const row = { ...place(at), paymentMethod: d.paymentMethod } as FinanceRow;
    for (const m of FINANCE_MEASURES) row[m] = d[m] ?? 0;
    return row;
  });
}

function vatRows(at: RollupPlace, vatLines: readonly VatLine[], sign: 1 | -1): VatRow[] {
  return vatLines
    .filter((l) => l.gross !== 0 || l.vat !== 0)
    .map((l) => ({ ...place(at), vatRate: l.rate, grossAmount: sign * l.gross, vatAmount: sign * l.vat }));
}

/** The item rollup key of a line: its item id, or its title when it was sold without one. */
export function itemKeyOf(line: { itemId: string | null; title: string }): string {
  return line.itemId ?? `title:${line.title}`;
}

function itemRows(at: RollupPlace, lines: readonly RolledLine[], sign: 1 | -1): ItemRow[] {
  return lines.map((l) => ({
    companyId: at.companyId,
    venueId: at.venueId,
    accountingDay: at.accountingDay,
    channel: at.channel,
    serviceType: at.serviceType,
    itemKey: itemKeyOf(l),
    itemId: l.itemId,
    title: l.title,
    categoryId: l.categoryId,
    categoryName: l.categoryName,
    quantity: sign * l.quantity,
    salesAmount: sign * l.totalAmount,
  }));
}

function staffItemRows(at: RollupPlace, lines: readonly RolledLine[], sign: 1 | -1): StaffItemRow[] {
  return lines.map((l) => ({
    companyId: at.companyId,
    venueId: at.venueId,
    accountingDay: at.accountingDay,
    staffId: at.staffId ?? '',
    itemKey: itemKeyOf(l),
    itemId: l.itemId,
    categoryId: l.categoryId,
    quantity: sign * l.quantity,
    salesAmount: sign * l.totalAmount,
  }));
}

// One row per discounted line, added up per offer by the merge: a use is a discounted line.
function offerRows(at: RollupPlace, lines: readonly RolledLine[], sign: 1 | -1): OfferRow[] {
  return lines.flatMap((l) =>
    l.discount
      ? [
          {
            companyId: at.companyId,
            venueId: at.venueId,
            accountingDay: at.accountingDay,
            offerKey: l.discount.offerKey,
            offerId: l.discount.offerId,
            offerName: l.discount.offerName,
            useCount: sign,
            discountAmount: sign * l.discount.amount,
          },
        ]
      : [],
  );
}
