// The floor of the finance screens: the same figures the dashboard and a SALES report show, read
// straight from the rollup tables with hand-written SQL over one connection — no GraphQL, no
// permission checks, no metric layer. What the API costs on top of this is its overhead.

import { type DayRange, splitByMonth } from '../apps/server/src/modules/finance/read.ts';

/** Runs one SQL statement with positional parameters (a pg client or PGlite). */
export type Query = (text: string, params: unknown[]) => Promise<unknown>;

export interface FloorFilter {
  companyId: string;
  venueId: string;
  from: string;
  to: string;
  /** The previous period of the same length (the dashboard's comparison). */
  previousFrom: string;
  previousTo: string;
}

const WHERE = 'company_id = $1 and venue_id = $2 and accounting_day between $3::date and $4::date';
const SUMS = `coalesce(sum(order_count), 0)::float8 as order_count, coalesce(sum(sales_amount), 0)::float8 as sales,
  coalesce(sum(vat_amount), 0)::float8 as vat, coalesce(sum(discount_amount), 0)::float8 as discounts,
  coalesce(sum(payment_count), 0)::float8 as payments, coalesce(sum(payment_amount), 0)::float8 as paid,
  coalesce(sum(tip_count), 0)::float8 as tip_count, coalesce(sum(tip_amount), 0)::float8 as tips,
  coalesce(sum(refund_count), 0)::float8 as refund_count, coalesce(sum(refund_amount), 0)::float8 as refunds`;

/** Periods up to this many days read the hour chart from the fine rollup (as the dashboard does). */
const FINE_SCAN_MAX_DAYS = 1;

const quoted = (day: string) => `'${day}'::date`;
const ranges = (column: string, list: readonly DayRange[]) =>
  list.length === 0
    ? 'false'
    : `(${list.map((r) => `${column} between ${quoted(r.from)} and ${quoted(r.to)}`).join(' or ')})`;

/**
 * A day rollup's rows over `periods`, whole months from its month rollup (as the server reads
 * them): `columns` of the day table, the month table's "month" standing in for accounting_day.
 */
function monthUnion(day: string, columns: string, periods: readonly DayRange[]): string {
  const split = splitByMonth(periods);
  const month = day.replace('_day_', '_month_');
  const monthColumns = columns.replace('accounting_day', 'month as accounting_day');
  const scope = 'company_id = $1 and venue_id = $2';
  return `(select ${monthColumns} from ${month} where ${scope} and ${ranges('month', split.months)}
    union all select ${columns} from ${day} where ${scope} and ${ranges('accounting_day', split.days)}) as ${day}`;
}

const FINANCE_COLUMNS = `company_id, venue_id, accounting_day, channel, service_type, payment_method, order_count,
  sales_amount, vat_amount, discount_amount, payment_count, payment_amount, tip_count, tip_amount, refund_count,
  refund_amount, updated_at`;

function daysOf(f: FloorFilter): number {
  return Math.round((Date.parse(`${f.to}T00:00:00Z`) - Date.parse(`${f.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The dashboard's reads, as the API issues them: one grouping-sets scan over the period and the
 * previous one (totals, days, channels, methods, service types, the previous total and the last
 * update; hours too for a short period, from the fine rollup — else from the hour rollup beside
 * it), VAT per rate, top items, top categories and top discounts. Run one after another on one
 * connection: what the API adds is its overhead (it runs them side by side on its pool).
 */
export async function dashboardFloor(query: Query, f: FloorFilter): Promise<void> {
  const short = daysOf(f) <= FINE_SCAN_MAX_DAYS;
  const periods = [
    { from: f.previousFrom, to: f.previousTo },
    { from: f.from, to: f.to },
  ];
  const source = short ? 'finance_rollups' : monthUnion('finance_day_rollups', FINANCE_COLUMNS, periods);
  const current = `(accounting_day >= '${f.from}'::date)`;
  const charts = short ? ', accounting_day, hour' : '';
  const sets = [
    '()',
    '(channel)',
    '(payment_method)',
    '(service_type)',
    ...(short ? ['(accounting_day)', '(hour)'] : []),
  ]
    .map((set) => (set === '()' ? `(${current})` : `(${current}, ${set.slice(1)}`))
    .join(', ');
  await query(
    `select ${current} as current, channel, payment_method, service_type${charts},
       grouping(${current}, channel, payment_method, service_type${charts}) as mask,
       max(updated_at) as updated_at, ${SUMS}
     from ${source} where ${WHERE}
     group by grouping sets (${sets})`,
    [f.companyId, f.venueId, f.previousFrom, f.to],
  );
  const params = [f.companyId, f.venueId, f.from, f.to];
  if (!short) {
    await query(
      `select accounting_day, hour, grouping(accounting_day, hour) as mask, max(updated_at) as updated_at, ${SUMS}
       from finance_hour_rollups where ${WHERE} group by grouping sets ((accounting_day), (hour))`,
      params,
    );
  }
  await sharedReads(query, f, 5, true);
}

/** A SALES report's reads: totals and by day/channel/method with the last update in one scan, VAT, top items, discounts. */
export async function reportFloor(query: Query, f: FloorFilter): Promise<void> {
  const params = [f.companyId, f.venueId, f.from, f.to];
  await query(
    `select accounting_day, channel, payment_method,
       grouping(accounting_day, channel, payment_method) as mask, max(updated_at) as updated_at, ${SUMS}
     from finance_day_rollups where ${WHERE}
     group by grouping sets ((), (accounting_day), (channel), (payment_method))`,
    params,
  );
  await sharedReads(query, f, 20, false);
}

// VAT per rate, top items (and for the dashboard top categories) — whole months from the month
// rollups, the other days from the day rollups — and the discounts per offer.
async function sharedReads(query: Query, f: FloorFilter, top: number, categories: boolean): Promise<void> {
  const params = [f.companyId, f.venueId, f.from, f.to];
  const vat = monthUnion(
    'vat_day_rollups',
    'company_id, venue_id, accounting_day, channel, service_type, vat_rate, gross_amount, vat_amount, updated_at',
    [f],
  );
  const items = monthUnion(
    'item_day_rollups',
    'company_id, venue_id, accounting_day, item_key, item_id, title, category_id, category_name, quantity, sales_amount, updated_at',
    [f],
  );
  await query(
    `select vat_rate, sum(gross_amount)::float8 as gross, sum(vat_amount)::float8 as vat
     from ${vat} where ${WHERE} group by vat_rate order by vat_rate`,
    params,
  );
  await query(
    `select item_key, max(title) as title, sum(quantity)::float8 as quantity, sum(sales_amount)::float8 as sales
     from ${items} where ${WHERE} group by item_key order by sales desc, title limit ${top}`,
    params,
  );
  if (categories) {
    await query(
      `select category_id, max(category_name) as name, sum(quantity)::float8 as quantity, sum(sales_amount)::float8 as sales
       from ${items} where ${WHERE} group by category_id order by sales desc, name limit ${top}`,
      params,
    );
  }
  await query(
    `select offer_key, max(offer_id) as offer_id, (array_agg(offer_name order by accounting_day desc))[1] as name,
       sum(use_count)::float8 as uses, sum(discount_amount)::float8 as amount,
       sum(sum(discount_amount)) over ()::float8 as total
     from offer_rollups where ${WHERE} group by offer_key order by amount desc, offer_key${categories ? ' limit 5' : ''}`,
    params,
  );
}

/** Paid orders the rollups count for a venue, over all days (to check the intake wrote each once). */
export async function rolledOrderCount(query: Query, companyId: string, venueId: string): Promise<number> {
  const result = (await query(
    'select coalesce(sum(order_count), 0)::float8 as n from finance_rollups where company_id = $1 and venue_id = $2',
    [companyId, venueId],
  )) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
