// The Z sequence and grand totals of a venue's closed days: each closed business day takes the
// next number of the venue's sequence (1, 2, 3, … never a gap, never reused) and adds its figures
// to running totals that are never reset — what an auditor checks a till's Z-reports against.

/** A venue's Z counter: the last number handed out and the grand totals (minor units) after it. */
export interface ZCounter {
  lastNumber: number;
  /** Paid sales before refunds, ever. */
  grandTotalSales: number;
  /** Refunds, ever. */
  grandTotalReturns: number;
  /** Sales less refunds, ever. */
  grandTotalNet: number;
}

/** The sales and returns of one day. */
export interface ZDayFigures {
  grossSales: number;
  refundAmount: number;
}

export const EMPTY_Z_COUNTER: ZCounter = {
  lastNumber: 0,
  grandTotalSales: 0,
  grandTotalReturns: 0,
  grandTotalNet: 0,
};

/**
 * The counter after closing a day with `day`'s figures. Grand totals run from the venue's first
 * closed day: each closed day adds its own figures exactly once, whatever order days are closed in.
 */
export function closeZCounter(previous: ZCounter | null, day: ZDayFigures): ZCounter {
  const base = previous ?? EMPTY_Z_COUNTER;
  const grandTotalSales = base.grandTotalSales + day.grossSales;
  const grandTotalReturns = base.grandTotalReturns + day.refundAmount;
  return {
    lastNumber: base.lastNumber + 1,
    grandTotalSales,
    grandTotalReturns,
    grandTotalNet: grandTotalSales - grandTotalReturns,
  };
}

/** What makes a day worth a Z number: anything sold, paid, refunded or tipped. */
export interface ZDayActivity {
  salesCount: number;
  grossSales: number;
  refundCount: number;
  refundAmount: number;
  paymentCount: number;
  receiptCount: number;
}

/**
 * A day the till was not used gets no Z number (a number per idle day would bury the real ones);
 * its report says it is empty instead.
 */
export function isEmptyZDay(day: ZDayActivity): boolean {
  return (
    day.salesCount === 0 &&
    day.grossSales === 0 &&
    day.refundCount === 0 &&
    day.refundAmount === 0 &&
    day.paymentCount === 0 &&
    day.receiptCount === 0
  );
}

/** The numbers missing from a venue's Z sequence (an auditor's check: it must come back empty). */
export function zSequenceGaps(numbers: readonly number[]): number[] {
  const have = new Set(numbers);
  const max = numbers.length === 0 ? 0 : Math.max(...numbers);
  const gaps: number[] = [];
  for (let n = 1; n <= max; n++) if (!have.has(n)) gaps.push(n);
  return gaps;
}
