import { describe, expect, it } from 'vitest';
import { DISCOUNT_DIFFERENCE_KINDS, shareOf } from './discount-insights.ts';

describe('shareOf', () => {
  it('is the percent with one decimal, rounded half away from zero', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(2, 3)).toBe(66.7);
    expect(shareOf(1, 8)).toBe(12.5);
    expect(shareOf(1, 1600)).toBe(0.1); // 0.0625 % rounds up to 0.1
    expect(shareOf(5_000, 5_000)).toBe(100);
  });

  it('is 0 of nothing, and keeps the sign of a taken-back amount', () => {
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(120, 0)).toBe(0);
    expect(shareOf(-1, 8)).toBe(-12.5);
  });
});

describe('DISCOUNT_DIFFERENCE_KINDS', () => {
  it('are the kinds the database accepts', () => {
    expect(DISCOUNT_DIFFERENCE_KINDS).toEqual([
      'OFFER_MISMATCH',
      'OFFER_UNKNOWN',
      'OFFER_NOT_APPLICABLE',
      'CAP_EXCEEDED',
    ]);
  });
});
