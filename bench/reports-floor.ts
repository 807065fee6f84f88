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

/** The dashboard's reads: totals and by day/hour/channel/method/service type, previous period, VAT, tops, last update. */
export async function dashboardFloor(query: Query, f: FloorFilter): Promise<void> {
  const params = [f.companyId, f.venueId, f.from, f.to];
  await query(
    `select accounting_day, hour, channel, payment_method, service_type,
       grouping(accounting_day, hour, channel, payment_method, service_type) as mask, ${SUMS}
     from finance_rollups where ${WHERE}
     group by grouping sets ((), (accounting_day), (hour), (channel), (payment_method), (service_type))`,
    params,
  );
  await query(`select ${SUMS} from finance_rollups where ${WHERE}`, [
    f.companyId,
    f.venueId,
    f.previousFrom,
    f.previousTo,
  ]);
  await sharedReads(query, params, 10, true);
}

/** A SALES report's reads: totals and by day/channel/method/staff, VAT per rate, top items, last update. */
export async function reportFloor(query: Query, f: FloorFilter): Promise<void> {
  const params = [f.companyId, f.venueId, f.from, f.to];
  await query(
    `select accounting_day, channel, payment_method, staff_id,
       grouping(accounting_day, channel, payment_method, staff_id) as mask, ${SUMS}
     from finance_rollups where ${WHERE}
     group by grouping sets ((), (accounting_day), (channel), (payment_method), (staff_id))`,
    params,
  );
  await sharedReads(query, params, 20, false);
}

// VAT per rate, top items (and for the dashboard top categories), and the last update.
async function sharedReads(query: Query, params: unknown[], top: number, categories: boolean): Promise<void> {
  await query(
    `select vat_rate, sum(gross_amount)::float8 as gross, sum(vat_amount)::float8 as vat
     from vat_rollups where ${WHERE} group by vat_rate order by vat_rate`,
    params,
  );
  await query(
    `select item_key, min(title) as title, sum(quantity)::float8 as quantity, sum(sales_amount)::float8 as sales
     from item_rollups where ${WHERE} group by item_key order by sales desc limit ${top}`,
    params,
  );
  if (categories) {
    await query(
      `select category_id, min(category_name) as name, sum(quantity)::float8 as quantity, sum(sales_amount)::float8 as sales
       from item_rollups where ${WHERE} group by category_id order by sales desc limit 10`,
      params,
    );
  }
  await query(`select max(updated_at) as at from finance_rollups where ${WHERE}`, params);
}

/** Paid orders the rollups count for a venue, over all days (to check the intake wrote each once). */
export async function rolledOrderCount(query: Query, companyId: string, venueId: string): Promise<number> {
  const result = (await query(
    'select coalesce(sum(order_count), 0)::float8 as n from finance_rollups where company_id = $1 and venue_id = $2',
    [companyId, venueId],
  )) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
