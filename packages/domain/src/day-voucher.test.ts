import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  buildDayVoucher,
  type DayVoucherInput,
  UnbalancedVoucherError,
  voucherTotals,
} from './day-voucher.ts';
import { type AccountMapping, requiredMappingKeys } from './integrations.ts';
import { vatOfGross } from './orders.ts';

const BAS: AccountMapping = {
  'sales.25': '3001',
  'sales.12': '3002',
  'sales.6': '3003',
  'sales.0': '3004',
  'vat.25': '2611',
  'vat.12': '2621',
  'vat.6': '2631',
  'payment.CASH': '1910',
  'payment.CARD': '1580',
  'payment.SWISH': '1930',
  tips: '2890',
  rounding: '3740',
  refunds: '3009',
  discounts: '3731',
};

const line = (rate: number, gross: number) => ({ rate, gross, vat: vatOfGross(gross, rate) });

const day: DayVoucherInput = {
  venueId: 'v1',
  day: '2026-11-23',
  currency: 'SEK',
  description: 'Södermalm 2026-11-23',
  sales: [line(25, 10_000), line(12, 22_400)],
  discounts: [line(12, 1_120)],
  refunds: [line(25, 2_500)],
  payments: [
    { method: 'CARD', name: 'Card', amount: 25_000, tips: 1_500, refunds: 2_500 },
    { method: 'CASH', name: 'Cash', amount: 9_900, tips: 0, refunds: 0 },
  ],
};

describe('buildDayVoucher', () => {
  it('credits sales and VAT per rate, debits payments, discounts and refunds, credits tips', () => {
    const result = buildDayVoucher(day, BAS);
    if (!result.ok) throw new Error('expected a voucher');
    const by = Object.fromEntries(result.voucher.lines.map((l) => [l.account, [l.debit, l.credit]]));
    // 25 %: sold 10 000 after a 2 500 refund: net 8 000 + refunded net 2 000 credited, VAT 2 000.
    expect(by['3001']).toEqual([0, 10_000]);
    expect(by['2611']).toEqual([0, 2_000]);
    // 12 %: 22 400 after a 1 120 discount: net 20 000 + discount net 1 000, VAT 2 400.
    expect(by['3002']).toEqual([0, 21_000]);
    expect(by['2621']).toEqual([0, 2_400]);
    expect(by['3731']).toEqual([1_000, 0]);
    expect(by['3009']).toEqual([2_000, 0]);
    expect(by['1580']).toEqual([24_000, 0]);
    expect(by['1910']).toEqual([9_900, 0]);
    expect(by['2890']).toEqual([0, 1_500]);
    // 32 400 of sales + 1 500 tips against 33 900 taken: nothing to round.
    expect(by['3740']).toBeUndefined();
    expect(voucherTotals(result.voucher)).toEqual({ debit: 36_900, credit: 36_900 });
  });

  it('takes an öre difference on the rounding account', () => {
    const result = buildDayVoucher(
      { ...day, payments: [{ method: 'CASH', name: 'Cash', amount: 32_400, tips: 1_500, refunds: 3 }] },
      BAS,
    );
    if (!result.ok) throw new Error('expected a voucher');
    expect(result.voucher.lines.find((l) => l.key === 'rounding')).toMatchObject({
      account: '3740',
      debit: 3,
    });
  });

  it('names the keys that have no account, and only the ones the day posts to', () => {
    const { 'sales.12': _, 'payment.CASH': __, 'sales.6': ___, ...partial } = BAS;
    const result = buildDayVoucher(day, { ...partial, tips: ' ' });
    expect(result).toEqual({ ok: false, missing: ['sales.12', 'payment.CASH', 'tips'] });
  });

  it('leaves out zero lines: an empty day has no lines', () => {
    const result = buildDayVoucher({ ...day, sales: [], discounts: [], refunds: [], payments: [] }, BAS);
    expect(result).toEqual({ ok: true, voucher: expect.objectContaining({ lines: [] }) });
  });

  it('never produces an unbalanced voucher from any Z-report, and posts only to required keys', () => {
    const rate = fc.constantFrom(0, 6, 12, 25);
    const vat = fc.array(
      fc.record({
        rate,
        gross: fc.integer({ min: -1_000_000, max: 10_000_000 }),
        vat: fc.integer({ min: -500_000, max: 2_000_000 }),
      }),
      { maxLength: 6 },
    );
    const method = fc.constantFrom('CASH', 'CARD', 'SWISH');
    const payment = fc.record({
      method,
      name: fc.string(),
      amount: fc.integer({ min: -1_000_000, max: 10_000_000 }),
      tips: fc.integer({ min: -10_000, max: 100_000 }),
      refunds: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        vat,
        vat,
        vat,
        fc.array(payment, { maxLength: 6 }),
        (sales, discounts, refunds, payments) => {
          const result = buildDayVoucher({ ...day, sales, discounts, refunds, payments }, BAS);
          if (!result.ok) throw new Error(`missing ${result.missing.join()}`);
          assertBalanced(result.voucher);
          const required = new Set(requiredMappingKeys([0, 6, 12, 25], ['CASH', 'CARD', 'SWISH']));
          for (const l of result.voucher.lines) expect(required.has(l.key)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('assertBalanced', () => {
  it('refuses unequal sides, a line on both sides, negative or fractional amounts and an empty account', () => {
    const base = { venueId: 'v', day: '2026-01-01', currency: 'SEK', description: '' };
    const l = (debit: number, credit: number, account = '1910') => ({
      account,
      key: 'tips' as const,
      debit,
      credit,
      text: '',
    });
    expect(() => assertBalanced({ ...base, lines: [l(100, 0), l(0, 99)] })).toThrow(UnbalancedVoucherError);
    expect(() => assertBalanced({ ...base, lines: [l(100, 100)] })).toThrow(UnbalancedVoucherError);
    expect(() => assertBalanced({ ...base, lines: [l(-1, 0), l(0, -1)] })).toThrow(UnbalancedVoucherError);
    expect(() => assertBalanced({ ...base, lines: [l(0.5, 0), l(0, 0.5)] })).toThrow(UnbalancedVoucherError);
    expect(() => assertBalanced({ ...base, lines: [l(1, 0, ' '), l(0, 1)] })).toThrow(UnbalancedVoucherError);
    expect(() => assertBalanced({ ...base, lines: [l(100, 0), l(0, 100)] })).not.toThrow();
  });
});
