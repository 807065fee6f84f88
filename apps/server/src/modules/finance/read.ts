// The read side of the metric layer: sums of the rollup tables for a filter, grouped by the
// dimensions a screen needs. The dashboard, reports, Z-reports, CSV exports and the API all read
// through here and turn the sums into metrics with the domain's `metricsOf`.
import { EMPTY_SUMS, type RollupSums, type VatLine } from '@fika/domain';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { financeRollups, itemRollups, vatRollups } from '../../platform/db/schema/index.ts';

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

const F = financeRollups;
const DIMENSION_COLUMNS = {
  venue: F.venueId,
  day: F.accountingDay,
  hour: F.hour,
  channel: F.channel,
  serviceType: F.serviceType,
  paymentMethod: F.paymentMethod,
  staff: F.staffId,
} as const;

// The columns the three rollup tables share (each has some of the optional ones).
type Filterable = {
  companyId: PgColumn;
  venueId: PgColumn;
  accountingDay: PgColumn;
  channel: PgColumn;
  serviceType: PgColumn;
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
  if (filter.channels?.length) where.push(inArray(table.channel, [...filter.channels]));
  if (filter.serviceTypes?.length) where.push(inArray(table.serviceType, [...filter.serviceTypes]));
  if (table.hour && filter.hours?.length) where.push(inArray(table.hour, [...filter.hours]));
  if (table.staffId && filter.staffIds?.length) where.push(inArray(table.staffId, [...filter.staffIds]));
  if (table.paymentMethod && filter.paymentMethods?.length) {
    where.push(inArray(table.paymentMethod, [...filter.paymentMethods]));
  }
  return where;
}

// Sums come back as float8: integer sums over a long range overflow int4, and float8 is a plain
// number on both drivers (exact far beyond any realistic total).
const total = (column: SQL | typeof F.orderCount) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** Rollup sums for `filter`, one row per combination of `groupBy` values (one row when empty). */
export async function readSums(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
  groupBy: readonly FinanceDimension[] = [],
): Promise<SumsRow[]> {
  if (filter.venueIds.length === 0) return groupBy.length === 0 ? [{ key: {}, sums: { ...EMPTY_SUMS } }] : [];
  const dims = Object.fromEntries(groupBy.map((d) => [d, DIMENSION_COLUMNS[d]]));
  const rows = await db
    .select({ ...dims, ...sumColumns() })
    .from(F)
    .where(and(...conditions(F, companyId, filter)))
    .groupBy(...groupBy.map((d) => DIMENSION_COLUMNS[d]))
    .orderBy(...groupBy.map((d) => DIMENSION_COLUMNS[d]));
  return rows.map((row) => toSumsRow(row as Record<string, unknown>, groupBy));
}

// The summed measure columns of a finance rollup select.
function sumColumns() {
  return {
    orderCount: total(sql`${F.orderCount}`),
    salesAmount: total(sql`${F.salesAmount}`),
    vatAmount: total(sql`${F.vatAmount}`),
    discountAmount: total(sql`${F.discountAmount}`),
    paymentCount: total(sql`${F.paymentCount}`),
    paymentAmount: total(sql`${F.paymentAmount}`),
    tipCount: total(sql`${F.tipCount}`),
    tipAmount: total(sql`${F.tipAmount}`),
    refundCount: total(sql`${F.refundCount}`),
    refundAmount: total(sql`${F.refundAmount}`),
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
export async function readVat(db: DbOrTx, companyId: string, filter: FinanceFilter): Promise<VatLine[]> {
  if (filter.venueIds.length === 0) return [];
  const V = vatRollups;
  const rows = await db
    .select({ rate: V.vatRate, gross: total(sql`${V.grossAmount}`), vat: total(sql`${V.vatAmount}`) })
    .from(V)
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
): Promise<TopEntry[]> {
  if (filter.venueIds.length === 0) return [];
  const I = itemRollups;
  const where = and(...conditions(I, companyId, { ...filter, hours: [], staffIds: [], paymentMethods: [] }));
  const idColumn = by === 'item' ? I.itemKey : I.categoryId;
  const nameColumn = by === 'item' ? sql<string>`max(${I.title})` : sql<string>`max(${I.categoryName})`;
  const rows = await db
    .select({
      id: idColumn,
      name: nameColumn,
      quantity: total(sql`${I.quantity}`),
      salesAmount: total(sql`${I.salesAmount}`),
    })
    .from(I)
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
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${F.updatedAt})` })
    .from(F)
    .where(and(...conditions(F, companyId, { from: filter.from, to: filter.to, venueIds: filter.venueIds })));
  return row?.at ? new Date(row.at) : null;
}

/** Sums for several groupings at once, and when those figures last changed. */
export interface SumsSets {
  /** One list of rows per requested set, in the order asked. */
  sets: SumsRow[][];
  lastUpdatedAt: Date | null;
}

/**
 * Several groupings of the same filter in ONE scan of the rollup (GROUP BY GROUPING SETS), with
 * the last update (as `readLastUpdated`) from the same scan: the dashboard's totals, days, hours,
 * channels, payment methods and service types cost one query instead of seven. An empty set is
 * the grand total (always one row). At least one set must name a dimension.
 */
export async function readSumsSets(
  db: DbOrTx,
  companyId: string,
  filter: FinanceFilter,
  sets: readonly (readonly FinanceDimension[])[],
): Promise<SumsSets> {
  if (filter.venueIds.length === 0) {
    return {
      sets: sets.map((set) => (set.length === 0 ? [{ key: {}, sums: { ...EMPTY_SUMS } }] : [])),
      lastUpdatedAt: null,
    };
  }
  const dims = [...new Set(sets.flat())];
  if (dims.length === 0) throw new Error('readSumsSets needs a dimension; use readSums for a total');
  // grouping(a, b, …) has a 1 bit for every argument NOT grouped in the row's set (first = highest).
  const maskOf = (set: readonly FinanceDimension[]) =>
    dims.reduce((mask, d, i) => (set.includes(d) ? mask : mask | (1 << (dims.length - 1 - i))), 0);
  const columns = dims.map((d) => DIMENSION_COLUMNS[d]);
  const groupingSets = sql.join(
    sets.map(
      (set) =>
        sql`(${sql.join(
          set.map((d) => DIMENSION_COLUMNS[d]),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const rows = await db
    .select({
      ...Object.fromEntries(dims.map((d) => [d, DIMENSION_COLUMNS[d]])),
      groupingMask: sql<number>`grouping(${sql.join(columns, sql`, `)})`,
      updatedAt: sql<string | Date | null>`max(${F.updatedAt})`,
      ...sumColumns(),
    })
    .from(F)
    .where(and(...conditions(F, companyId, filter)))
    .groupBy(sql`grouping sets (${groupingSets})`);
  const result = sets.map(() => [] as SumsRow[]);
  const indexOfMask = new Map(sets.map((set, i) => [maskOf(set), i]));
  let lastUpdatedAt: Date | null = null;
  for (const row of rows as Record<string, unknown>[]) {
    // Every set covers all rows, so any set's latest update is the filter's latest update.
    const at = row.updatedAt ? new Date(row.updatedAt as string | Date) : null;
    if (at && (!lastUpdatedAt || at > lastUpdatedAt)) lastUpdatedAt = at;
    const index = indexOfMask.get(Number(row.groupingMask));
    const set = index === undefined ? undefined : sets[index];
    if (index === undefined || !set) continue;
    result[index]?.push(toSumsRow(row, set));
  }
  // The grand total has a row even over no rollup rows; sort like readSums does.
  sets.forEach((set, i) => {
    if (set.length === 0 && result[i]?.length === 0) result[i]?.push({ key: {}, sums: { ...EMPTY_SUMS } });
    result[i]?.sort((a, b) => compareKeys(a.key, b.key, set));
  });
  return { sets: result, lastUpdatedAt };
}

function compareKeys(a: SumsRow['key'], b: SumsRow['key'], set: readonly FinanceDimension[]): number {
  for (const d of set) {
    const x = a[d] ?? '';
    const y = b[d] ?? '';
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}
