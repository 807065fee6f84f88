import { describe, expect, it } from 'vitest';
import { EMPTY_SUMS } from './metrics.ts';
import {
  addZFigures,
  closeZCounter,
  EMPTY_Z_COUNTER,
  EMPTY_Z_FIGURES,
  isEmptyZDay,
  isZeroZFigures,
  subtractZFigures,
  type ZFigures,
  zSequenceGaps,
} from './z-report.ts';

describe('the Z sequence and grand totals', () => {
  it('numbers the first close 1 and starts the grand totals with that day', () => {
    expect(closeZCounter(null, { grossSales: 10_000, refundAmount: 500 })).toEqual({
      lastNumber: 1,
      grandTotalSales: 10_000,
      grandTotalReturns: 500,
      grandTotalNet: 9_500,
    });
  });

  it('adds each later day once', () => {
    const first = closeZCounter(EMPTY_Z_COUNTER, { grossSales: 1_000, refundAmount: 0 });
    const second = closeZCounter(first, { grossSales: 2_000, refundAmount: 300 });
    expect(second).toEqual({
      lastNumber: 2,
      grandTotalSales: 3_000,
      grandTotalReturns: 300,
      grandTotalNet: 2_700,
    });
  });

  it('never lets the totals go down: a refund day adds to returns and lowers only the net', () => {
    const before = { lastNumber: 4, grandTotalSales: 5_000, grandTotalReturns: 0, grandTotalNet: 5_000 };
    const after = closeZCounter(before, { grossSales: 0, refundAmount: 1_200 });
    expect(after.lastNumber).toBe(5);
    expect(after.grandTotalSales).toBe(5_000);
    expect(after.grandTotalReturns).toBe(1_200);
    expect(after.grandTotalNet).toBe(3_800);
  });

  it('runs gap-free over many closes', () => {
    let counter = EMPTY_Z_COUNTER;
    const numbers: number[] = [];
    for (let i = 0; i < 50; i++) {
      counter = closeZCounter(counter, { grossSales: i, refundAmount: 0 });
      numbers.push(counter.lastNumber);
    }
    expect(zSequenceGaps(numbers)).toEqual([]);
    expect(counter.grandTotalSales).toBe((49 * 50) / 2);
  });

  it('finds the gaps of a broken sequence', () => {
    expect(zSequenceGaps([1, 2, 4, 7])).toEqual([3, 5, 6]);
    expect(zSequenceGaps([])).toEqual([]);
  });
});

describe('an empty day', () => {
  const idle = {
    salesCount: 0,
    grossSales: 0,
    refundCount: 0,
    refundAmount: 0,
    paymentCount: 0,
    receiptCount: 0,
  };
  it('is a day with nothing sold, paid or refunded', () => {
    expect(isEmptyZDay(idle)).toBe(true);
  });
  it('is not empty with only a refund of an earlier day’s order', () => {
    expect(isEmptyZDay({ ...idle, refundCount: 1, refundAmount: 100 })).toBe(false);
  });
  it('is not empty with a sale', () => {
    expect(isEmptyZDay({ ...idle, salesCount: 1, grossSales: 100, paymentCount: 1, receiptCount: 1 })).toBe(
      false,
    );
  });
});

describe('Z figures (what a report carries)', () => {
  const day = (amount: number, method: string, rate: number): ZFigures => ({
    sums: { ...EMPTY_SUMS, orderCount: 1, salesAmount: amount, paymentCount: 1, paymentAmount: amount },
    vat: [{ rate, gross: amount, vat: Math.round((amount * rate) / (100 + rate)) }],
    payments: [{ method, count: 1, amount, tips: 0, refunds: 0 }],
    discounts: [],
    refunds: [],
    receiptCount: 1,
    copyCount: 0,
  });

  it('adds per VAT rate and per payment method', () => {
    const both = addZFigures(day(1000, 'CARD', 12), day(500, 'CASH', 12));
    expect(both.sums.salesAmount).toBe(1500);
    expect(both.vat).toEqual([{ rate: 12, gross: 1500, vat: 107 + 54 }]);
    expect(both.payments.map((p) => p.method)).toEqual(['CARD', 'CASH']);
    expect(both.receiptCount).toBe(2);
  });

  it('recorded less reported is exactly the late sale, and nothing once it is reported', () => {
    const reported = day(1000, 'CARD', 12);
    const recorded = addZFigures(reported, day(250, 'CARD', 25));
    const late = subtractZFigures(recorded, reported);
    expect(late).toEqual(day(250, 'CARD', 25));
    expect(isZeroZFigures(subtractZFigures(recorded, addZFigures(reported, late)))).toBe(true);
    expect(isZeroZFigures(EMPTY_Z_FIGURES)).toBe(true);
  });

  it('keeps a negative difference (a refund or void of a closed day after it closed)', () => {
    const late = subtractZFigures(EMPTY_Z_FIGURES, day(300, 'CASH', 6));
    expect(late.sums.salesAmount).toBe(-300);
    expect(late.payments).toEqual([{ method: 'CASH', count: -1, amount: -300, tips: 0, refunds: 0 }]);
    expect(isZeroZFigures(late)).toBe(false);
  });
});
