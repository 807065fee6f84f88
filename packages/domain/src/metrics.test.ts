import { describe, expect, it } from 'vitest';
import { addSums, EMPTY_SUMS, metricsOf, percentChange, previousPeriod, type RollupSums } from './metrics.ts';

const sums = (over: Partial<RollupSums>): RollupSums => ({ ...EMPTY_SUMS, ...over });

describe('metricsOf', () => {
  it('is all zero for no sales, without dividing by zero', () => {
    expect(Object.values(metricsOf(EMPTY_SUMS)).every((v) => v === 0)).toBe(true);
  });

  it('turns rollup sums into the metrics, refunds taken off the sales', () => {
    expect(
      metricsOf(
        sums({
          orderCount: 3,
          salesAmount: 10_000,
          refundCount: 1,
          refundAmount: 1000,
          vatAmount: 1500,
          discountAmount: 200,
          paymentCount: 4,
          paymentAmount: 10_501,
          tipCount: 2,
          tipAmount: 501,
        }),
      ),
    ).toEqual({
      salesAmount: 9000,
      salesCount: 3,
      salesAverage: 3000,
      grossSales: 10_000,
      tipsAmount: 501,
      tipsCount: 2,
      tipsAverage: 251, // 250.5 rounded
      vatAmount: 1500,
      netOfVat: 7500,
      discountAmount: 200,
      refundCount: 1,
      refundAmount: 1000,
    });
  });

  it('rounds the averages to whole minor units', () => {
    const m = metricsOf(sums({ orderCount: 3, salesAmount: 10_000, tipCount: 3, tipAmount: 100 }));
    expect(m.salesAverage).toBe(3333);
    expect(m.tipsAverage).toBe(33);
  });

  it('can go negative on a day with refunds of earlier sales only', () => {
    const m = metricsOf(sums({ refundCount: 1, refundAmount: 5000, vatAmount: -1000 }));
    expect(m.salesAmount).toBe(-5000);
    expect(m.salesAverage).toBe(0);
    expect(m.netOfVat).toBe(-4000);
  });
});

describe('addSums', () => {
  it('adds every measure', () => {
    const a = sums({ orderCount: 1, salesAmount: 100, tipAmount: 5, refundAmount: 10 });
    const b = sums({ orderCount: 2, salesAmount: 300, tipCount: 1, vatAmount: 20 });
    expect(addSums(a, b)).toEqual(
      sums({ orderCount: 3, salesAmount: 400, tipAmount: 5, tipCount: 1, vatAmount: 20, refundAmount: 10 }),
    );
    expect(addSums(EMPTY_SUMS, a)).toEqual(a);
  });
});

describe('percentChange', () => {
  it('is the change in percent with one decimal', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(0, 100)).toBe(-100);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('is null when there was nothing before', () => {
    expect(percentChange(100, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('measures against the size of a negative previous value', () => {
    expect(percentChange(50, -100)).toBe(150);
  });
});

describe('previousPeriod', () => {
  it('is the day before for one day', () => {
    expect(previousPeriod('2026-11-21', '2026-11-21')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('is the same number of days just before the period', () => {
    expect(previousPeriod('2026-11-16', '2026-11-22')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
  });

  it('counts days, not hours, across a daylight-saving change and a leap day', () => {
    expect(previousPeriod('2026-03-30', '2026-04-05')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(previousPeriod('2024-03-01', '2024-03-31')).toEqual({ from: '2024-01-30', to: '2024-02-29' });
  });
});
