import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountHolderInputSchema, grantRepayment, isKycStatus, MAX_SHAREHOLDERS } from './boost.ts';
import { fieldErrorsFromZod } from './validation.ts';

const shareholder = { firstName: 'Anna', lastName: 'Berg', type: 'Owner', jobTitle: 'CEO' };

function errorsOf(input: unknown) {
  const result = z.safeParse(accountHolderInputSchema, input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('accountHolderInputSchema', () => {
  it('accepts the §3 payload, trimmed and with the e-mail lower-cased', () => {
    const parsed = z.parse(accountHolderInputSchema, {
      legalName: '  Demo Bistro AB ',
      email: 'Owner@Example.com',
      shareholders: [shareholder],
    });
    expect(parsed).toEqual({
      legalName: 'Demo Bistro AB',
      email: 'owner@example.com',
      shareholders: [shareholder],
    });
  });

  it('names each bad field', () => {
    expect(errorsOf({ legalName: '', email: 'nope', shareholders: [] })).toEqual([
      { field: 'legalName', message: 'validation.required' },
      { field: 'email', message: 'validation.email' },
      { field: 'shareholders', message: 'validation.shareholderRequired' },
    ]);
    expect(
      errorsOf({
        legalName: 'x'.repeat(201),
        email: 'a@b.se',
        shareholders: [{ ...shareholder, type: 'Boss', jobTitle: ' ' }],
      }),
    ).toEqual([
      { field: 'legalName', message: 'validation.tooLong' },
      { field: 'shareholders.0.type', message: 'validation.invalid' },
      { field: 'shareholders.0.jobTitle', message: 'validation.required' },
    ]);
    expect(
      errorsOf({
        legalName: 'A',
        email: 'a@b.se',
        shareholders: Array.from({ length: MAX_SHAREHOLDERS + 1 }, () => shareholder),
      }),
    ).toEqual([{ field: 'shareholders', message: 'validation.tooLong' }]);
  });
});

describe('grantRepayment', () => {
  const grant = { amount: 100_000_00, fee: 8_000_00, repaymentRate: 1200 };

  it('withholds the rate of card sales and projects the end from daily sales', () => {
    // 12 % of 200,000.00 = 24,000.00 repaid of 108,000.00; 12 % of 10,000.00 a day = 1,200.00 a day.
    expect(grantRepayment(grant, 200_000_00, 10_000_00, '2026-03-01')).toEqual({
      total: 108_000_00,
      repaid: 24_000_00,
      remaining: 84_000_00,
      percent: 22,
      expectedEndDay: '2026-05-10',
    });
  });

  it('never repays more than amount plus fee, and ends today once repaid', () => {
    expect(grantRepayment(grant, 10_000_000_00, 0, '2026-03-01')).toMatchObject({
      repaid: 108_000_00,
      remaining: 0,
      percent: 100,
      expectedEndDay: '2026-03-01',
    });
  });

  it('has no expected end without card sales', () => {
    expect(grantRepayment(grant, 0, 0, '2026-03-01')).toMatchObject({
      repaid: 0,
      remaining: 108_000_00,
      percent: 0,
      expectedEndDay: null,
    });
  });

  it('knows the KYC statuses', () => {
    expect(isKycStatus('verified')).toBe(true);
    expect(isKycStatus('approved')).toBe(false);
  });
});
