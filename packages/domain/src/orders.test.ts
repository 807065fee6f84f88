import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  lineTotal,
  mainPaymentMethod,
  NO_PAYMENT_METHOD,
  orderTotals,
  type PricedLine,
  refundVatLines,
  vatOfGross,
} from './orders.ts';

const line = (over: Partial<PricedLine>): PricedLine => ({
  quantity: 1,
  unitPrice: 0,
  modifications: [],
  discountAmount: 0,
  vatRate: 25,
  ...over,
});

// A small deterministic generator, so the "adds up exactly" checks cover many cases reproducibly.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('lineTotal', () => {
  it('multiplies unit price plus modifications by quantity and takes the discount off', () => {
    const l = line({
      quantity: 2,
      unitPrice: 1000,
      modifications: [
        { name: 'Extra shot', price: 500 },
        { name: 'No cheese', price: -200 },
      ],
      discountAmount: 300,
    });
    expect(lineTotal(l)).toBe(2300);
  });

  it('is the unit price for one plain unit and zero for a free line', () => {
    expect(lineTotal(line({ unitPrice: 4500 }))).toBe(4500);
    expect(lineTotal(line({ unitPrice: 0 }))).toBe(0);
  });
});

describe('vatOfGross', () => {
  it('takes the VAT out of a VAT-inclusive amount', () => {
    expect(vatOfGross(12_500, 25)).toBe(2500);
    expect(vatOfGross(10_000, 12)).toBe(1071); // 1071.43
    expect(vatOfGross(100, 6)).toBe(6); // 5.66
  });

  it('rounds halves away from zero, symmetrically for negative amounts', () => {
    expect(vatOfGross(14, 12)).toBe(2); // exactly 1.5
    expect(vatOfGross(-14, 12)).toBe(-2);
    expect(vatOfGross(-12_500, 25)).toBe(-2500);
    expect(vatOfGross(-10_000, 12)).toBe(-1071);
  });

  it('is zero at rate zero or for nothing', () => {
    expect(vatOfGross(12_345, 0)).toBe(0);
    expect(vatOfGross(0, 25)).toBe(0);
  });

  it('is exact for large amounts where floating point would drift', () => {
    expect(vatOfGross(9_007_199_254_740, 25)).toBe(1_801_439_850_948);
  });
});

describe('orderTotals', () => {
  const lines: PricedLine[] = [
    line({ quantity: 2, unitPrice: 5000, vatRate: 12 }),
    line({ unitPrice: 12_500, vatRate: 25 }),
    line({ unitPrice: 9999, vatRate: 25, discountAmount: 100, voided: true }),
    line({ unitPrice: 3000, vatRate: 12, discountAmount: 1000 }),
  ];

  it('sums the non-voided lines and takes VAT per rate from the summed gross', () => {
    expect(orderTotals(lines)).toEqual({
      total: 24_500,
      vat: 1286 + 2500,
      discount: 1000,
      vatLines: [
        { rate: 12, gross: 12_000, vat: 1286 },
        { rate: 25, gross: 12_500, vat: 2500 },
      ],
    });
  });

  it('is all zero when every line is voided or there are none', () => {
    expect(orderTotals([])).toEqual({ total: 0, vat: 0, discount: 0, vatLines: [] });
    expect(orderTotals([line({ unitPrice: 500, voided: true })])).toEqual({
      total: 0,
      vat: 0,
      discount: 0,
      vatLines: [],
    });
  });

  it('lists the rates in ascending order whatever the line order', () => {
    const totals = orderTotals([line({ unitPrice: 100, vatRate: 25 }), line({ unitPrice: 100, vatRate: 6 })]);
    expect(totals.vatLines.map((l) => l.rate)).toEqual([6, 25]);
  });
});

describe('allocateProportionally', () => {
  it('splits in proportion with the largest remainders, ties to the earlier weight', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [3, 1])).toEqual([8, 2]); // 7.5 / 2.5
    expect(allocateProportionally(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('gives everything to the first share when all weights are zero, nothing without weights', () => {
    expect(allocateProportionally(99, [0, 0])).toEqual([99, 0]);
    expect(allocateProportionally(99, [])).toEqual([]);
  });

  it('always adds up to the amount exactly', () => {
    const next = random(42);
    for (let run = 0; run < 500; run++) {
      const amount = Math.floor(next() * 2_000_000) - 1_000_000;
      const weights = Array.from({ length: 1 + Math.floor(next() * 6) }, () => Math.floor(next() * 50_000));
      const parts = allocateProportionally(amount, weights);
      expect(parts).toHaveLength(weights.length);
      expect(parts.reduce((sum, p) => sum + p, 0)).toBe(amount);
    }
  });
});

describe('refundVatLines', () => {
  const order = orderTotals([
    line({ quantity: 2, unitPrice: 5000, vatRate: 12 }),
    line({ unitPrice: 12_500, vatRate: 25 }),
    line({ unitPrice: 2000, vatRate: 12 }),
  ]);

  it('gives back exactly the order VAT on a full refund', () => {
    const back = refundVatLines(order.total, order.vatLines);
    expect(back).toEqual(order.vatLines);
    expect(back.reduce((sum, l) => sum + l.vat, 0)).toBe(order.vat);
  });

  it('spreads a partial refund over the rates in proportion to their gross', () => {
    const back = refundVatLines(11_250, order.vatLines);
    expect(back).toEqual([
      { rate: 12, gross: 5510, vat: 590 },
      { rate: 25, gross: 5740, vat: 1148 },
    ]);
  });

  it('keeps the refunded gross equal to the refund amount for any partial refund', () => {
    const next = random(7);
    for (let run = 0; run < 200; run++) {
      const amount = 1 + Math.floor(next() * (order.total - 1));
      const back = refundVatLines(amount, order.vatLines);
      expect(back.reduce((sum, l) => sum + l.gross, 0)).toBe(amount);
      expect(back.map((l) => l.rate)).toEqual([12, 25]);
    }
  });
});

describe('mainPaymentMethod', () => {
  it('is the largest payment’s method, the first of equal ones', () => {
    expect(
      mainPaymentMethod([
        { method: 'CARD', amount: 100 },
        { method: 'CASH', amount: 200 },
      ]),
    ).toBe('CASH');
    expect(
      mainPaymentMethod([
        { method: 'SWISH', amount: 150 },
        { method: 'CARD', amount: 150 },
      ]),
    ).toBe('SWISH');
  });

  it('is NONE without payments', () => {
    expect(mainPaymentMethod([])).toBe(NO_PAYMENT_METHOD);
    expect(NO_PAYMENT_METHOD).toBe('NONE');
  });
});
