// The one metric layer: every screen, report, export and API answer turns rollup sums into
// metrics with these functions, so a figure means the same wherever it is shown.

/** Sums read from the finance rollups for one group (all minor units or counts). */
export interface RollupSums {
  orderCount: number;
  salesAmount: number;
  vatAmount: number;
  discountAmount: number;
  paymentCount: number;
  paymentAmount: number;
  tipCount: number;
  tipAmount: number;
  refundCount: number;
  refundAmount: number;
}

/** Rollup sums of nothing. */
export const EMPTY_SUMS: Readonly<RollupSums> = Object.freeze({
  orderCount: 0,
  salesAmount: 0,
  vatAmount: 0,
  discountAmount: 0,
  paymentCount: 0,
  paymentAmount: 0,
  tipCount: 0,
  tipAmount: 0,
  refundCount: 0,
  refundAmount: 0,
});

/** The metrics of a group. Amounts VAT-inclusive, in minor units. */
export interface Metrics {
  /** SALES_AMOUNT: paid sales less refunds. */
  salesAmount: number;
  /** SALES_COUNT: paid orders. */
  salesCount: number;
  /** SALES_AVERAGE: SALES_AMOUNT / SALES_COUNT, rounded; 0 without orders. */
  salesAverage: number;
  /** Paid sales before refunds. */
  grossSales: number;
  /** TIPS_AMOUNT (refunded tips taken off). */
  tipsAmount: number;
  /** TIPS_COUNT: payments that carried a tip. */
  tipsCount: number;
  /** TIPS_AVERAGE: TIPS_AMOUNT / TIPS_COUNT, rounded; 0 without tips. */
  tipsAverage: number;
  /** VAT of the sales less the VAT of refunds. */
  vatAmount: number;
  /** Sales less VAT. */
  netOfVat: number;
  discountAmount: number;
  refundCount: number;
  refundAmount: number;
}

function ratio(amount: number, count: number): number {
  return count === 0 ? 0 : Math.round(amount / count);
}

/** Metrics of one group of rollup sums. */
export function metricsOf(sums: RollupSums): Metrics {
  const salesAmount = sums.salesAmount - sums.refundAmount;
  return {
    salesAmount,
    salesCount: sums.orderCount,
    salesAverage: ratio(salesAmount, sums.orderCount),
    grossSales: sums.salesAmount,
    tipsAmount: sums.tipAmount,
    tipsCount: sums.tipCount,
    tipsAverage: ratio(sums.tipAmount, sums.tipCount),
    vatAmount: sums.vatAmount,
    netOfVat: salesAmount - sums.vatAmount,
    discountAmount: sums.discountAmount,
    refundCount: sums.refundCount,
    refundAmount: sums.refundAmount,
  };
}

/** Adds rollup sums (e.g. to total a chart's buckets). */
export function addSums(a: RollupSums, b: RollupSums): RollupSums {
  return {
    orderCount: a.orderCount + b.orderCount,
    salesAmount: a.salesAmount + b.salesAmount,
    vatAmount: a.vatAmount + b.vatAmount,
    discountAmount: a.discountAmount + b.discountAmount,
    paymentCount: a.paymentCount + b.paymentCount,
    paymentAmount: a.paymentAmount + b.paymentAmount,
    tipCount: a.tipCount + b.tipCount,
    tipAmount: a.tipAmount + b.tipAmount,
    refundCount: a.refundCount + b.refundCount,
    refundAmount: a.refundAmount + b.refundAmount,
  };
}

/** Change from `previous` to `current` in percent (one decimal); null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/**
 * The period just before `from`..`to` (inclusive accounting days) of the same length, for
 * comparisons: a week is compared with the week before.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const length = Math.round((end - start) / day) + 1;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(start - length * day), to: iso(start - day) };
}
