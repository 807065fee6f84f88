// The Z sequence and grand totals of a venue's closed days: each closed business day takes the
// next number of the venue's sequence (1, 2, 3, … never a gap, never reused) and adds its figures
// to running totals that are never reset — what an auditor checks a till's Z-reports against.
import { EMPTY_SUMS, type RollupSums } from './metrics.ts';
import type { VatLine } from './orders.ts';

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
 * The counter after closing a Z-report that reports `day`'s figures: the day's own, plus what it
 * carries (sales recorded for already closed days after they closed, and — on a venue's first
 * Z-report — everything sold before it, so the grand totals run from the venue's first sale).
 * Each figure is added exactly once, whatever order days are closed in.
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

/** One payment method's part of a Z-report's figures (as the Z-report lists it). */
export interface ZFiguresPayment {
  method: string;
  count: number;
  amount: number;
  tips: number;
  refunds: number;
}

/**
 * What a Z-report accounts for, in additive form: the rollup sums, VAT per rate, payment methods,
 * the discounts and refunds per VAT rate a day voucher books, receipts and copies. Additive so a
 * venue's figures can be carried: what was recorded for its closed days minus what its Z-reports
 * already reported is exactly what the next Z-report must carry (see {@link subtractZFigures}).
 */
export interface ZFigures {
  sums: RollupSums;
  vat: VatLine[];
  payments: ZFiguresPayment[];
  discounts: VatLine[];
  refunds: VatLine[];
  receiptCount: number;
  copyCount: number;
}

export const EMPTY_Z_FIGURES: ZFigures = Object.freeze({
  sums: { ...EMPTY_SUMS },
  vat: [],
  payments: [],
  discounts: [],
  refunds: [],
  receiptCount: 0,
  copyCount: 0,
}) as ZFigures;

function combineVat(a: readonly VatLine[], b: readonly VatLine[], sign: 1 | -1): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const [lines, s] of [
    [a, 1],
    [b, sign],
  ] as const) {
    for (const l of lines) {
      const sum = byRate.get(l.rate) ?? { rate: l.rate, gross: 0, vat: 0 };
      byRate.set(l.rate, { rate: l.rate, gross: sum.gross + s * l.gross, vat: sum.vat + s * l.vat });
    }
  }
  return [...byRate.values()].filter((l) => l.gross !== 0 || l.vat !== 0).sort((x, y) => x.rate - y.rate);
}

function combinePayments(
  a: readonly ZFiguresPayment[],
  b: readonly ZFiguresPayment[],
  sign: 1 | -1,
): ZFiguresPayment[] {
  const byMethod = new Map<string, ZFiguresPayment>();
  for (const [list, s] of [
    [a, 1],
    [b, sign],
  ] as const) {
    for (const p of list) {
      const sum = byMethod.get(p.method) ?? { method: p.method, count: 0, amount: 0, tips: 0, refunds: 0 };
      byMethod.set(p.method, {
        method: p.method,
        count: sum.count + s * p.count,
        amount: sum.amount + s * p.amount,
        tips: sum.tips + s * p.tips,
        refunds: sum.refunds + s * p.refunds,
      });
    }
  }
  return [...byMethod.values()]
    .filter((p) => p.count !== 0 || p.amount !== 0 || p.tips !== 0 || p.refunds !== 0)
    .sort((x, y) => x.method.localeCompare(y.method));
}

function combine(a: ZFigures, b: ZFigures, sign: 1 | -1): ZFigures {
  const sums = { ...a.sums };
  for (const key of Object.keys(sums) as (keyof RollupSums)[]) sums[key] += sign * b.sums[key];
  return {
    sums,
    vat: combineVat(a.vat, b.vat, sign),
    payments: combinePayments(a.payments, b.payments, sign),
    discounts: combineVat(a.discounts, b.discounts, sign),
    refunds: combineVat(a.refunds, b.refunds, sign),
    receiptCount: a.receiptCount + sign * b.receiptCount,
    copyCount: a.copyCount + sign * b.copyCount,
  };
}

/** `a` and `b` together. */
export const addZFigures = (a: ZFigures, b: ZFigures): ZFigures => combine(a, b, 1);

/** `a` less `b`: e.g. what was recorded for closed days less what their Z-reports reported. */
export const subtractZFigures = (a: ZFigures, b: ZFigures): ZFigures => combine(a, b, -1);

/** Nothing at all: no Z-report needs to carry these figures. */
export function isZeroZFigures(f: ZFigures): boolean {
  return (
    Object.values(f.sums).every((v) => v === 0) &&
    f.vat.length === 0 &&
    f.payments.length === 0 &&
    f.discounts.length === 0 &&
    f.refunds.length === 0 &&
    f.receiptCount === 0 &&
    f.copyCount === 0
  );
}
