// The read side of the metric layer: sums of the rollup tables for a filter, grouped by the
// dimensions a screen needs. The dashboard, reports, Z-reports, CSV exports and the API all read
// through here and turn the sums into metrics with the domain's `metricsOf`.
import { addDays, addSums, EMPTY_SUMS, type RollupSums, type VatLine } from '@fika/domain';
import { and, between, eq, getTableColumns, getTableName, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  financeDayRollups,
  financeHourRollups,
  financeMonthRollups,
  financeRollups,
  itemDayRollups,
  itemMonthRollups,
  itemRollups,
  vatDayRollups,
  vatMonthRollups,
  vatRollups,
} from '../../platform/db/schema/index.ts';
import { monthOf } from './rollups.ts';

/** What to read: permitted venue ids (already checked by the caller), inclusive accounting days. */
export interface FinanceFilter {
  venueIds: readonly string[];
  from: string;
  to: string;
  channels?: readonly string[];
  serviceTypes?: readonly string[];
  paymentMethods?: readonly string[];
  /** Local hours 0–23; empty or absent means every hour. */
  hours?: readonly number[];
  /** Staff ids; '' stands for orders without staff. */
  staffIds?: readonly string[];
}

/** Dimensions the finance rollup can be grouped by. */
export type FinanceDimension =
  | 'venue'
  | 'day'
  | 'hour'
  | 'channel'
  | 'serviceType'
  | 'paymentMethod'
  | 'staff';

/** One group of sums; `key` holds the grouped dimensions' values. */
export interface SumsRow {
  key: {
    venue?: string;
    day?: string;
    hour?: number;
    channel?: string;
    serviceType?: string;
    paymentMethod?: string;
    staff?: string;
  };
  sums: RollupSums;
}

/**
 * Which sales rollup answers a read: the fine one (hour × channel × service type × payment method
 * × staff), the day one (no hour, no staff), the hour one (venue × day × hour only) or the month one
 * (the day one per calendar month, with the day one for the days outside whole months). All hold
 * the same figures (written together, finance/rollups.ts); the coarsest that has every dimension
 * the read groups or filters by is scanned — a year of the month rollup is a few hundred rows where
 * the day one has thousands and the fine one hundreds of thousands.
 */
export type RollupGrain = 'fine' | 'day' | 'hour' | 'month';

// The month grain reads the day table's columns from months + edge days (monthSource).
const SALES_TABLES = {
  fine: financeRollups,
  day: financeDayRollups,
  hour: financeHourRollups,
  month: financeDayRollups,
} as const;

/** Inclusive accounting days. */
export interface DayRange {
  from: string;
  to: string;
}

/** A period cut into whole calendar months (as ranges of month starts) and the days outside them. */
export interface MonthSplit {
  months: DayRange[];
  days: DayRange[];
}

// The first day of the month after `day`'s.
function nextMonth(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * `periods` cut into whole calendar months and the days outside them: a month rollup row (filed
 * under its month's first day) is read for every whole month, the day rollup for the rest.
 */
export function splitByMonth(periods: readonly DayRange[]): MonthSplit {
  const split: MonthSplit = { months: [], days: [] };
  for (const { from, to } of periods) {
    const first = from.endsWith('-01') ? from : nextMonth(from);
    // The first day after the last whole month.
    const end = addDays(to, 1).endsWith('-01') ? addDays(to, 1) : monthOf(to);
    if (first >= end) {
      split.days.push({ from, to });
      continue;
    }
    split.months.push({ from: first, to: addDays(end, -1) });
    if (from < first) split.days.push({ from, to: addDays(first, -1) });
    if (end <= to) split.days.push({ from: end, to });
  }
  return split;
}

const inRanges = (column: PgColumn, ranges: readonly DayRange[]): SQL =>
  ranges.length === 0 ? sql`false` : (or(...ranges.map((r) => between(column, r.from, r.to))) ?? sql`false`);

/**
 * A day rollup's rows for `periods` with whole months read from its month rollup: a subquery named
 * like the day table, its month rows under their month's first day, so a read that groups by no
 * day answers from it what it would answer from the day table.
 */
function monthSource(
  day: PgTable & { companyId: PgColumn; venueId: PgColumn; accountingDay: PgColumn },
  month: PgTable & { companyId: PgColumn; venueId: PgColumn; month: PgColumn },
  companyId: string,
  venueIds: readonly string[],
  periods: readonly DayRange[],
): SQL {
  const split = splitByMonth(periods);
  const names = Object.values(getTableColumns(day)).map((c) => c.name);
  const list = (asMonth: boolean) =>
    sql.raw(
      names.map((n) => (asMonth && n === 'accounting_day' ? `"month" as "${n}"` : `"${n}"`)).join(', '),
    );
  const scoped = (table: { companyId: PgColumn; venueId: PgColumn }) =>
    and(eq(table.companyId, companyId), inArray(table.venueId, [...venueIds]));
  return sql`(select ${list(true)} from ${month} where ${scoped(month)} and ${inRanges(month.month, split.months)}
    union all
    select ${list(false)} from ${day} where ${scoped(day)} and ${inRanges(day.accountingDay, split.days)}) as ${sql.identifier(getTableName(day))}`;
}

/** The sales rollup's columns that a read groups by, sums and filters on (optional: not in every grain). */
interface SalesTable {
  companyId: PgColumn;
  venueId: PgColumn;
  accountingDay: PgColumn;
  channel?: PgColumn;
  serviceType?: PgColumn;
  hour?: PgColumn;
  staffId?: PgColumn;
  paymentMethod?: PgColumn;
  updatedAt: PgColumn;
  orderCount: PgColumn;
  salesAmount: PgColumn;
  vatAmount: PgColumn;
  discountAmount: PgColumn;
  paymentCount: PgColumn;
  paymentAmount: PgColumn;
  tipCount: PgColumn;
  tipAmount: PgColumn;
  refundCount: PgColumn;
  refundAmount: PgColumn;
}

const salesTable = (grain: RollupGrain) =>
  SALES_TABLES[grain] as unknown as SalesTable & (typeof SALES_TABLES)[RollupGrain];

function dimensionColumn(table: SalesTable, dimension: FinanceDimension): PgColumn {
  const column = {
    venue: table.venueId,
    day: table.accountingDay,
    hour: table.hour,
    channel: table.channel,
    serviceType: table.serviceType,
    paymentMethod: table.paymentMethod,
    staff: table.staffId,
  }[dimension];
  // grainFor never picks a table without the dimension; this guards a wrong forced grain.
  if (!column) throw new Error(`The ${dimension} dimension is not in this rollup`);
  return column;
}

/** The coarsest sales rollup with every dimension `dimensions` group by and `filter` filters on. */
export function grainFor(dimensions: readonly FinanceDimension[], filter: FinanceFilter): RollupGrain {
  const uses = (d: FinanceDimension) => dimensions.includes(d);
  if (uses('staff') || filter.staffIds?.length) return 'fine';
  const detail =
    uses('channel') ||
    uses('serviceType') ||
    uses('paymentMethod') ||
    !!filter.channels?.length ||
    !!filter.serviceTypes?.length ||
    !!filter.paymentMethods?.length;
  if (uses('hour') || filter.hours?.length) return detail ? 'fine' : 'hour';
  return uses('day') ? 'day' : 'month';
}

// What a sales read scans: its grain's table, or for the month grain the months + edge days.
function salesSource(grain: RollupGrain, companyId: string, filter: FinanceFilter, periods: DayRange[]) {
  if (grain !== 'month') return salesTable(grain);
  return monthSource(financeDayRollups, financeMonthRollups, companyId, filter.venueIds, periods);
}

// A grouped column as a select field (plain SQL: the month grain's source is a subquery).
const field = (column: PgColumn) => sql`${column}`;

/** Reads can be pinned to one grain (tests compare the grains' answers); by default the coarsest. */
export interface GrainOption {
  grain?: RollupGrain;
}

// The columns the rollup tables share (each has some of the optional ones).
type Filterable = {
  companyId: PgColumn;
  venueId: PgColumn;
  accountingDay: PgColumn;
  channel?: PgColumn;
  serviceType?: PgColumn;
  hour?: PgColumn;
  staffId?: PgColumn;
  paymentMethod?: PgColumn;
};

function conditions(table: Filterable, companyId: string, filter: FinanceFilter): SQL[] {
  const where: SQL[] = [
    eq(table.companyId, companyId),
    inArray(table.venueId, [...filter.venueIds]),
    between(table.accountingDay, filter.from, filter.to),
  ];
  if (table.channel && filter.channels?.length) where.push(inArray(table.channel, [...filter.channels]));
  if (table.serviceType && filter.serviceTypes?.length)
    where.push(inArray(table.serviceType, [...filter.serviceTypes]));
  if (table.hour && filter.hours?.length) where.push(inArray(table.hour, [...filter.hours]));
  if (table.staffId && filter.staffIds?.length) where.push(inArray(table.staffId, [...filter.staffIds]));
  if (table.paymentMethod && filter.paymentMethods?.length) {
    where.push(inArray(table.paymentMethod, [...filter.paymentMethods]));
  }
  return where;
}

// Sums come back as float8: integer sums over a long range overflow int4, and float8 is a plain
// number on both drivers (exact far beyond any realistic total).
const total = (column: SQL | PgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** Rollup sums for `filter`, one row per combination of `groupBy` values (one row when empty). */
export async function readSums(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
  groupBy: readonly FinanceDimension[] = [],
  options: GrainOption = {},
): Promise<SumsRow[]> {
  if (filter.venueIds.length === 0) return groupBy.length === 0 ? [{ key: {}, sums: { ...EMPTY_SUMS } }] : [];
  const grain = options.grain ?? grainFor(groupBy, filter);
  const T = salesTable(grain);
  const columns = groupBy.map((d) => dimensionColumn(T, d));
  const dims = Object.fromEntries(groupBy.map((d, i) => [d, field(columns[i] as PgColumn)]));
  const rows = await db
    .select({ ...dims, ...sumColumns(T) })
    .from(salesSource(grain, companyId, filter, [filter]))
    .where(and(...conditions(T, companyId, filter)))
    .groupBy(...columns)
    .orderBy(...columns);
  return rows.map((row) => toSumsRow(row as Record<string, unknown>, groupBy));
}

// The summed measure columns of a sales rollup select.
function sumColumns(T: SalesTable) {
  return {
    orderCount: total(T.orderCount),
    salesAmount: total(T.salesAmount),
    vatAmount: total(T.vatAmount),
    discountAmount: total(T.discountAmount),
    paymentCount: total(T.paymentCount),
    paymentAmount: total(T.paymentAmount),
    tipCount: total(T.tipCount),
    tipAmount: total(T.tipAmount),
    refundCount: total(T.refundCount),
    refundAmount: total(T.refundAmount),
  };
}

function toSumsRow(r: Record<string, unknown>, groupBy: readonly FinanceDimension[]): SumsRow {
  const key: SumsRow['key'] = {};
  for (const d of groupBy) (key as Record<string, unknown>)[d] = d === 'hour' ? Number(r[d]) : String(r[d]);
  return {
    key,
    sums: {
      orderCount: Number(r.orderCount),
      salesAmount: Number(r.salesAmount),
      vatAmount: Number(r.vatAmount),
      discountAmount: Number(r.discountAmount),
      paymentCount: Number(r.paymentCount),
      paymentAmount: Number(r.paymentAmount),
      tipCount: Number(r.tipCount),
      tipAmount: Number(r.tipAmount),
      refundCount: Number(r.refundCount),
      refundAmount: Number(r.refundAmount),
    },
  };
}

/** Gross and VAT per VAT rate for `filter` (refunds already taken off), ascending by rate. */
export async function readVat(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
  options: GrainOption = {},
): Promise<VatLine[]> {
  if (filter.venueIds.length === 0) return [];
  // The day VAT rollup has channel and service type; hours and staff need the fine one.
  // The month VAT rollup too, for whole months; forced grains other than fine read the day one.
  const fine = options.grain ? options.grain === 'fine' : !!(filter.hours?.length || filter.staffIds?.length);
  const months = !options.grain || options.grain === 'month';
  const V = (fine ? vatRollups : vatDayRollups) as unknown as typeof vatDayRollups & Filterable;
  const source =
    !fine && months ? monthSource(vatDayRollups, vatMonthRollups, companyId, filter.venueIds, [filter]) : V;
  const rows = await db
    .select({ rate: field(V.vatRate), gross: total(sql`${V.grossAmount}`), vat: total(sql`${V.vatAmount}`) })
    .from(source)
    .where(and(...conditions(V, companyId, { ...filter, paymentMethods: [] })))
    .groupBy(V.vatRate)
    .orderBy(V.vatRate);
  return rows
    .map((r) => ({ rate: Number(r.rate), gross: Number(r.gross), vat: Number(r.vat) }))
    .filter((r) => r.gross !== 0 || r.vat !== 0);
}

/** Best sellers by amount: items, or categories (lines without one under a null category). */
export interface TopEntry {
  id: string | null;
  name: string;
  quantity: number;
  salesAmount: number;
}

/** Top items or categories by sales for `filter` (hours, staff and payment methods do not apply). */
export async function readTop(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
  by: 'item' | 'category',
  limit = 10,
  options: GrainOption = {},
): Promise<TopEntry[]> {
  if (filter.venueIds.length === 0) return [];
  // Channels and service types are only in the fine item rollup; else items per day and month.
  const fine = options.grain
    ? options.grain === 'fine'
    : !!(filter.channels?.length || filter.serviceTypes?.length);
  const I = (fine ? itemRollups : itemDayRollups) as unknown as typeof itemDayRollups & Filterable;
  const source = fine
    ? I
    : options.grain === 'day'
      ? itemDayRollups
      : monthSource(itemDayRollups, itemMonthRollups, companyId, filter.venueIds, [filter]);
  const where = and(...conditions(I, companyId, { ...filter, hours: [], staffIds: [], paymentMethods: [] }));
  const idColumn = by === 'item' ? I.itemKey : I.categoryId;
  const nameColumn = by === 'item' ? sql<string>`max(${I.title})` : sql<string>`max(${I.categoryName})`;
  const rows = await db
    .select({
      id: sql<string | null>`${idColumn}`,
      name: nameColumn,
      quantity: total(sql`${I.quantity}`),
      salesAmount: total(sql`${I.salesAmount}`),
    })
    .from(source)
    .where(where)
    .groupBy(idColumn)
    .orderBy(sql`4 desc`, sql`2`)
    .limit(limit);
  return rows.map((r) => ({
    id: by === 'item' && r.id?.startsWith('title:') ? null : (r.id ?? null),
    name: r.name ?? '',
    quantity: Number(r.quantity),
    salesAmount: Number(r.salesAmount),
  }));
}

/** When the figures for `filter` last changed (null when there are none). */
export async function readLastUpdated(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
): Promise<Date | null> {
  if (filter.venueIds.length === 0) return null;
  // The day and month rollups' rows change in the same transactions as the fine ones: same latest update.
  const D = salesTable('month');
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${D.updatedAt})` })
    .from(salesSource('month', companyId, filter, [filter]))
    .where(and(...conditions(D, companyId, { from: filter.from, to: filter.to, venueIds: filter.venueIds })));
  return row?.at ? new Date(row.at) : null;
}

/** Sums for several groupings at once, and when those figures last changed. */
export interface SumsSets {
  /** One list of rows per requested set, in the order asked. */
  sets: SumsRow[][];
  lastUpdatedAt: Date | null;
  /** The previous period's total, when one was asked for (`previous`). */
  previous: RollupSums | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Several groupings of the same filter in ONE scan of the rollup (GROUP BY GROUPING SETS), with
 * the last update (as `readLastUpdated`) from the same scan: the dashboard's totals, days, hours,
 * channels, payment methods and service types cost one query instead of seven. An empty set is
 * the grand total (always one row). At least one set must name a dimension.
 *
 * With `previous` (the period right before `filter`'s, ending the day before `filter.from`), the
 * scan covers both periods and also answers the previous period's total: the comparison costs no
 * second query. Every set is grouped by "in the current period" too, so no current figure mixes
 * in a previous day; only the previous period's grand total is kept of its groups.
 */
export async function readSumsSets(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
  sets: readonly (readonly FinanceDimension[])[],
  options: GrainOption & { previous?: { from: string; to: string } } = {},
): Promise<SumsSets> {
  const { previous } = options;
  if (filter.venueIds.length === 0) {
    return {
      sets: sets.map((set) => (set.length === 0 ? [{ key: {}, sums: { ...EMPTY_SUMS } }] : [])),
      lastUpdatedAt: null,
      previous: previous ? { ...EMPTY_SUMS } : null,
    };
  }
  const dims = [...new Set(sets.flat())];
  if (dims.length === 0) throw new Error('readSumsSets needs a dimension; use readSums for a total');
  if (previous && (!ISO_DAY.test(filter.from) || addDays(previous.to, 1) !== filter.from)) {
    throw new Error('readSumsSets: the previous period must end the day before the period');
  }
  const grain = options.grain ?? grainFor(dims, filter);
  const T = salesTable(grain);
  const columns = dims.map((d) => dimensionColumn(T, d));
  const columnOf = (d: FinanceDimension) => dimensionColumn(T, d);
  // A literal (checked ISO day above), not a parameter: PostgreSQL matches a GROUP BY expression
  // to the select list's by its text, and two parameters are never "the same" expression.
  const current = previous ? sql`(${T.accountingDay} >= ${sql.raw(`'${filter.from}'::date`)})` : null;
  const grouped = current ? [current, ...columns] : columns;
  // grouping(a, b, …) has a 1 bit for every argument NOT grouped in the row's set (first = highest).
  const width = grouped.length;
  const offset = current ? 1 : 0;
  const maskOf = (set: readonly FinanceDimension[]) =>
    dims.reduce((mask, d, i) => (set.includes(d) ? mask : mask | (1 << (width - 1 - offset - i))), 0);
  const groupingSets = sql.join(
    sets.map((set) => sql`(${sql.join([...(current ? [current] : []), ...set.map(columnOf)], sql`, `)})`),
    sql`, `,
  );
  const rows = await db
    .select({
      ...Object.fromEntries(dims.map((d, i) => [d, field(columns[i] as PgColumn)])),
      ...(current ? { current: sql<boolean>`${current}` } : {}),
      groupingMask: sql<number>`grouping(${sql.join(grouped, sql`, `)})`,
      updatedAt: sql<string | Date | null>`max(${T.updatedAt})`,
      ...sumColumns(T),
    })
    // Both periods cut into months separately: a month row then lies wholly in one of them.
    .from(salesSource(grain, companyId, filter, previous ? [previous, filter] : [filter]))
    .where(and(...conditions(T, companyId, previous ? { ...filter, from: previous.from } : filter)))
    .groupBy(sql`grouping sets (${groupingSets})`);
  const result = sets.map(() => [] as SumsRow[]);
  const indexOfMask = new Map(sets.map((set, i) => [maskOf(set), i]));
  const totalIndex = sets.findIndex((set) => set.length === 0);
  let lastUpdatedAt: Date | null = null;
  let previousSums: RollupSums | null = previous ? { ...EMPTY_SUMS } : null;
  for (const row of rows as Record<string, unknown>[]) {
    const index = indexOfMask.get(Number(row.groupingMask));
    const set = index === undefined ? undefined : sets[index];
    if (index === undefined || !set) continue;
    if (current && !isTrue(row.current)) {
      // The previous period: only its grand total (any one set covers all its rows).
      if (index === Math.max(totalIndex, 0)) {
        previousSums = addSums(previousSums ?? EMPTY_SUMS, toSumsRow(row, []).sums);
      }
      continue;
    }
    // Every set covers all rows, so any set's latest update is the filter's latest update.
    const at = row.updatedAt ? new Date(row.updatedAt as string | Date) : null;
    if (at && (!lastUpdatedAt || at > lastUpdatedAt)) lastUpdatedAt = at;
    result[index]?.push(toSumsRow(row, set));
  }
  // The grand total has a row even over no rollup rows; sort like readSums does.
  sets.forEach((set, i) => {
    if (set.length === 0 && result[i]?.length === 0) result[i]?.push({ key: {}, sums: { ...EMPTY_SUMS } });
    result[i]?.sort((a, b) => compareKeys(a.key, b.key, set));
  });
  return { sets: result, lastUpdatedAt, previous: previousSums };
}

// A boolean column: true on both drivers, 't' if a driver ever returns text.
const isTrue = (value: unknown) => value === true || value === 't';

function compareKeys(a: SumsRow['key'], b: SumsRow['key'], set: readonly FinanceDimension[]): number {
  for (const d of set) {
    const x = a[d] ?? '';
    const y = b[d] ?? '';
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}
