// Discounts per offer for the reports and the dashboard, from offer_rollups (per venue × accounting
// day × offer key, 'manual' for staff's manual discounts). The rollup has no channel, hour or staff:
// a report filtered by those still shows every discount of its venues and days, and says so.
import { MANUAL_OFFER_KEY, shareOf } from '@fika/domain';
import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { offerRollups } from '../../platform/db/schema/index.ts';
import type { FinanceFilter } from './read.ts';

/** One offer's discounts over a filter. */
export interface OfferDiscount {
  /** The offer id, or 'manual' for staff's manual discounts. */
  key: string;
  offerId: string | null;
  /** The offer's name on its latest day in the period ('' for manual discounts: the screen words it). */
  name: string;
  manual: boolean;
  /** Lines (or orders, for an order discount) it was applied to; refunds take uses back. */
  uses: number;
  /** Minor units taken off. */
  amount: number;
  /** Percent of all discounts in the filter (one decimal). */
  share: number;
}

/** The filter's discounts per offer, largest first (then by name); at most `limit` when given. */
export async function readOfferDiscounts(
  db: DbOrTx,
  companyId: string,
  filter: Pick<FinanceFilter, 'venueIds' | 'from' | 'to'>,
  limit?: number,
): Promise<{ rows: OfferDiscount[]; totalAmount: number }> {
  if (filter.venueIds.length === 0) return { rows: [], totalAmount: 0 };
  const R = offerRollups;
  const amount = sql<number>`coalesce(sum(${R.discountAmount}), 0)::float8`;
  const rows = await db
    .select({
      key: R.offerKey,
      offerId: sql<string | null>`max(${R.offerId})`,
      // The name of the latest day: a renamed offer shows its current name.
      name: sql<string>`(array_agg(${R.offerName} order by ${R.accountingDay} desc))[1]`,
      uses: sql<number>`coalesce(sum(${R.useCount}), 0)::float8`,
      amount,
      // The grand total rides along as a window over the groups: one scan, not two.
      total: sql<number>`sum(sum(${R.discountAmount})) over ()::float8`,
    })
    .from(R)
    .where(
      and(
        eq(R.companyId, companyId),
        inArray(R.venueId, [...filter.venueIds]),
        between(R.accountingDay, filter.from, filter.to),
      ),
    )
    .groupBy(R.offerKey)
    .orderBy(desc(amount), R.offerKey);
  const totalAmount = Number(rows[0]?.total ?? 0);
  const all = rows
    // A group whose refunds took everything back has nothing left to show.
    .filter((r) => Number(r.amount) !== 0 || Number(r.uses) !== 0)
    .map((r): OfferDiscount => {
      const manual = r.key === MANUAL_OFFER_KEY;
      return {
        key: r.key,
        // Null for manual discounts and for an id the company never had (filed under itself).
        offerId: manual ? null : r.offerId,
        name: manual ? '' : r.name,
        manual,
        uses: Number(r.uses),
        amount: Number(r.amount),
        share: shareOf(Number(r.amount), totalAmount),
      };
    });
  return { rows: limit === undefined ? all : all.slice(0, limit), totalAmount };
}
