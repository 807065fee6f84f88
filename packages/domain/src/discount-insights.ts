// Where discounts went: the kinds of difference Monitoring lists between what a till took off and
// what the pricing engine (or the staff member's cap) allows, and the per-offer shares the reports
// and the dashboard show. Plain data and arithmetic: the server and the web read the same rules.

/**
 * Why a terminal's discount was flagged: OFFER_MISMATCH (the amounts differ), OFFER_UNKNOWN (the
 * named offer is not a live offer of the company), OFFER_NOT_APPLICABLE (the engine would not
 * apply it there and then), CAP_EXCEEDED (a manual discount over the staff member's cap).
 */
export const DISCOUNT_DIFFERENCE_KINDS = [
  'OFFER_MISMATCH',
  'OFFER_UNKNOWN',
  'OFFER_NOT_APPLICABLE',
  'CAP_EXCEEDED',
] as const;
/** A kind of discount difference. */
export type DiscountDifferenceKind = (typeof DISCOUNT_DIFFERENCE_KINDS)[number];

/** The offer key of staff's manual discounts in the per-offer rollup (shown as "Manual discounts"). */
export const MANUAL_OFFER_KEY = 'manual';

/**
 * `amount`'s share of `total` in percent with one decimal (half away from zero), 0 when the total
 * is 0. Shares are rounded one by one, so a list of them may add up to 99.9 or 100.1 — the amounts,
 * not the shares, are the figures that add up.
 */
export function shareOf(amount: number, total: number): number {
  if (total === 0) return 0;
  const tenths = (amount * 1000) / total;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}
