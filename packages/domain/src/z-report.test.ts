import { describe, expect, it } from 'vitest';
import { closeZCounter, EMPTY_Z_COUNTER, isEmptyZDay, zSequenceGaps } from './z-report.ts';

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
