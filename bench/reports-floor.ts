// The floor of the finance screens: the same figures the dashboard and a SALES report show, read
// straight from the rollup tables with hand-written SQL over one connection — no GraphQL, no
// permission checks, no metric layer. What the API costs on top of this is its overhead.

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
  const table = short ? 'finance_rollups' : 'finance_day_rollups';
  const current = `(accounting_day >= '${f.from}'::date)`;
  const sets = [
    '()',
    '(accounting_day)',
    '(channel)',
    '(payment_method)',
    '(service_type)',
    ...(short ? ['(hour)'] : []),
  ]
    .map((set) => (set === '()' ? `(${current})` : `(${current}, ${set.slice(1)}`))
    .join(', ');
  await query(
    `select ${current} as current, accounting_day, channel, payment_method, service_type${short ? ', hour' : ''},
       grouping(${current}, accounting_day, channel, payment_method, service_type${short ? ', hour' : ''}) as mask,
       max(updated_at) as updated_at, ${SUMS}
     from ${table} where ${WHERE}
     group by grouping sets (${sets})`,
    [f.companyId, f.venueId, f.previousFrom, f.to],
  );
  const params = [f.companyId, f.venueId, f.from, f.to];
  if (!short) {
    await query(
      `select hour, ${SUMS} from finance_hour_rollups where ${WHERE} group by hour order by hour`,
      params,
    );
  }
  await sharedReads(query, params, 5, true);
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
  await sharedReads(query, params, 20, false);
}

// VAT per rate, top items (and for the dashboard top categories), and the discounts per offer.
async function sharedReads(query: Query, params: unknown[], top: number, categories: boolean): Promise<void> {
  await query(
    `select vat_rate, sum(gross_amount)::float8 as gross, sum(vat_amount)::float8 as vat
     from vat_day_rollups where ${WHERE} group by vat_rate order by vat_rate`,
    params,
  );
  await query(
    `select item_key, max(title) as title, sum(quantity)::float8 as quantity, sum(sales_amount)::float8 as sales
     from item_rollups where ${WHERE} group by item_key order by sales desc, title limit ${top}`,
    params,
  );
  if (categories) {
    await query(
      `select category_id, max(category_name) as name, sum(quantity)::float8 as quantity, sum(sales_amount)::float8 as sales
       from item_rollups where ${WHERE} group by category_id order by sales desc, name limit ${top}`,
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
