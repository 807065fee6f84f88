// The finance dashboard (`/`): one period's metrics for the caller's chosen or permitted venues,
// compared with the period before, split by hour, day, channel, payment method and service type,
// with best sellers and VAT. Every figure comes from the rollups through read.ts and metricsOf.
import {
  addDays,
  addSums,
  EMPTY_SUMS,
  type Metrics,
  metricsOf,
  ORDER_CHANNELS,
  percentChange,
  previousPeriod,
  type RollupSums,
  rangeDayProblem,
  type VatLine,
} from '@fika/domain';
import { type Ctx, reader } from '../../kernel/context.ts';
import { badInput, type FieldError } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import type { VenueView } from '../venues/venues.service.ts';
import { financeVenues, todayFor } from './access.ts';
import { type OfferDiscount, readOfferDiscounts } from './offer-read.ts';
import {
  type FinanceDimension,
  type FinanceFilter,
  readSumsSets,
  readTop,
  readVat,
  type SumsRow,
  type TopEntry,
} from './read.ts';

/** Longest period the dashboard shows at once (a leap year). */
export const MAX_DASHBOARD_DAYS = 366;
/** How many best-selling items and categories, and top discounts, the dashboard lists. */
export const DASHBOARD_TOP = 5;
/** Local hours in business order: an accounting day starts at 05:30, so its chart starts at 05. */
export const BUSINESS_HOURS: readonly number[] = [
  ...Array.from({ length: 19 }, (_, i) => i + 5),
  0,
  1,
  2,
  3,
  4,
];

export interface DashboardInput {
  venueIds?: readonly string[] | null;
  from: string;
  to: string;
}

/** Metrics of one bucket (hour, day, channel, …) with the payments filed under it. */
export interface DashboardBucket {
  key: string;
  metrics: Metrics;
  /** Payments made with this method (only meaningful in the payment-method split). */
  paymentCount: number;
  paymentAmount: number;
}

export type MetricChanges = { [K in keyof Metrics]: number | null };

export interface DashboardView {
  currency: string;
  venues: VenueView[];
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  today: string;
  totals: Metrics;
  previous: Metrics;
  changes: MetricChanges;
  byHour: DashboardBucket[];
  byDay: DashboardBucket[];
  channels: DashboardBucket[];
  paymentMethods: DashboardBucket[];
  serviceTypes: DashboardBucket[];
  topItems: TopEntry[];
  topCategories: TopEntry[];
  /** The offers (and manual discounts) that took the most off in the period. */
  topDiscounts: OfferDiscount[];
  vat: VatLine[];
  lastUpdatedAt: Date | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  try {
    return addDays(value, 0) === value;
  } catch {
    return false;
  }
}

/** Inclusive day count of `from`..`to` (valid ISO days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function validatePeriod(from: string, to: string): void {
  const errors: FieldError[] = [];
  const today = new Date().toISOString().slice(0, 10);
  if (!isDay(from) || rangeDayProblem(from, today))
    errors.push({ field: 'from', message: 'validation.invalid' });
  if (!isDay(to) || rangeDayProblem(to, today)) errors.push({ field: 'to', message: 'validation.invalid' });
  else if (errors.length === 0 && to < from) errors.push({ field: 'to', message: 'validation.invalid' });
  else if (errors.length === 0 && daysBetween(from, to) > MAX_DASHBOARD_DAYS) {
    errors.push({ field: 'to', message: 'validation.tooLong' });
  }
  if (errors.length > 0) throw badInput(errors);
}

function bucket(key: string, sums: RollupSums): DashboardBucket {
  return {
    key,
    metrics: metricsOf(sums),
    paymentCount: sums.paymentCount,
    paymentAmount: sums.paymentAmount,
  };
}

// Buckets for every key of `keys` in that order (zero when the rollup has nothing for it).
function filled(
  rows: readonly SumsRow[],
  keys: readonly string[],
  keyOf: (row: SumsRow) => string,
): DashboardBucket[] {
  const byKey = new Map<string, RollupSums>();
  for (const row of rows) {
    const key = keyOf(row);
    byKey.set(key, addSums(byKey.get(key) ?? EMPTY_SUMS, row.sums));
  }
  return keys.map((key) => bucket(key, byKey.get(key) ?? EMPTY_SUMS));
}

// Buckets for the keys that have any figure, largest `size` first (then by key).
function present(
  rows: readonly SumsRow[],
  keyOf: (row: SumsRow) => string,
  size: (b: DashboardBucket) => number,
): DashboardBucket[] {
  return rows
    .map((row) => bucket(keyOf(row), row.sums))
    .filter((b) => b.metrics.salesCount !== 0 || b.paymentCount !== 0 || b.metrics.refundCount !== 0)
    .sort((a, b) => size(b) - size(a) || a.key.localeCompare(b.key));
}

function everyDay(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));
}

function changesOf(current: Metrics, previous: Metrics): MetricChanges {
  const changes = {} as MetricChanges;
  for (const key of Object.keys(current) as (keyof Metrics)[]) {
    changes[key] = percentChange(current[key], previous[key]);
  }
  return changes;
}

/**
 * Periods up to this many days read the day and hour charts from the same scan as everything else
 * (the fine rollup); longer ones read the totals and splits from the month rollup (whole months)
 * with the day rollup (edge days) and, beside it, the days and hours from the hour rollup — a year of
 * the fine rollup is hundreds of thousands of rows, of the coarse ones a few thousand.
 */
export const FINE_SCAN_MAX_DAYS = 1;

/**
 * The dashboard for `input` (FINANCE). After the one venue lookup every scoped read needs, the
 * reads run side by side: one grouping-sets scan for the period's totals, channels, payment
 * methods and service types that also answers the previous period's total and the last update
 * (with the days and hours, for a short period; else one scan of the hour rollup beside it), VAT,
 * top items, top categories and the top discounts from the per-offer rollup.
 */
export async function financeDashboard(ctx: Ctx, input: DashboardInput): Promise<DashboardView> {
  const user = requireScope(ctx, 'FINANCE');
  validatePeriod(input.from, input.to);
  const venues = await financeVenues(ctx, input.venueIds);
  const filter: FinanceFilter = { venueIds: venues.map((v) => v.id), from: input.from, to: input.to };
  const before = previousPeriod(input.from, input.to);
  const companyId = user.companyId;
  const short = daysBetween(input.from, input.to) <= FINE_SCAN_MAX_DAYS;
  const charts: FinanceDimension[][] = [['day'], ['hour']];
  const [
    { sets, lastUpdatedAt, previous: previousSums },
    chartSums,
    vat,
    topItems,
    topCategories,
    discounts,
  ] = await Promise.all([
    readSumsSets(
      reader(ctx),
      companyId,
      filter,
      [[], ['channel'], ['paymentMethod'], ['serviceType'], ...(short ? charts : [])],
      { previous: before, ...(short ? { grain: 'fine' as const } : {}) },
    ),
    short ? null : readSumsSets(reader(ctx), companyId, filter, charts),
    readVat(reader(ctx), companyId, filter),
    readTop(reader(ctx), companyId, filter, 'item', DASHBOARD_TOP),
    readTop(reader(ctx), companyId, filter, 'category', DASHBOARD_TOP),
    readOfferDiscounts(reader(ctx), companyId, filter, DASHBOARD_TOP),
  ]);
  const [totalRows = [], channelRows = [], methodRows = [], typeRows = [], ...shortCharts] = sets;
  const [dayRows = [], hourRows = []] = chartSums?.sets ?? shortCharts;
  const totals = metricsOf(totalRows[0]?.sums ?? EMPTY_SUMS);
  const previous = metricsOf(previousSums ?? EMPTY_SUMS);
  return {
    currency: user.company.defaultCurrency,
    venues,
    from: input.from,
    to: input.to,
    previousFrom: before.from,
    previousTo: before.to,
    today: todayFor(user.company.timezone),
    totals,
    previous,
    changes: changesOf(totals, previous),
    byHour: filled(hourRows, BUSINESS_HOURS.map(String), (r) => String(r.key.hour)),
    byDay: filled(dayRows, everyDay(input.from, input.to), (r) => r.key.day ?? ''),
    channels: filled(channelRows, ORDER_CHANNELS, (r) => r.key.channel ?? ''),
    paymentMethods: present(
      methodRows,
      (r) => r.key.paymentMethod ?? '',
      (b) => b.paymentAmount,
    ),
    serviceTypes: present(
      typeRows,
      (r) => r.key.serviceType ?? '',
      (b) => b.metrics.salesAmount,
    ),
    topItems,
    topCategories,
    topDiscounts: discounts.rows,
    vat,
    lastUpdatedAt,
  };
}
