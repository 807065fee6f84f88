import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { paymentMethodSchema, standardPaymentMethods } from './payment-method-rules.ts';
import { isPayrollProvider, payrollLinkSchema } from './payroll.ts';

describe('payroll links', () => {
  it('knows the payroll providers of the catalogue and nothing else', () => {
    expect(['planday', 'caspeco', 'quinyx'].every(isPayrollProvider)).toBe(true);
    expect(['fortnox', 'xero', '', 'PLANDAY'].some(isPayrollProvider)).toBe(false);
  });

  it('takes a trimmed printable token, none for an update, and tips off unless asked', () => {
    expect(z.parse(payrollLinkSchema, { venueId: 'v1', token: ' abc.DEF-123 ' })).toEqual({
      venueId: 'v1',
      token: 'abc.DEF-123',
      shouldAddTip: false,
    });
    expect(z.parse(payrollLinkSchema, { venueId: 'v1', token: '', shouldAddTip: true })).toEqual({
      venueId: 'v1',
      token: undefined,
      shouldAddTip: true,
    });
    const refused = z.safeParse(payrollLinkSchema, { venueId: 'v1', token: 'two words' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['validation.token']);
  });
});

describe('payment methods', () => {
  it('gives each country its mobile payment and card and cash everywhere', () => {
    expect(standardPaymentMethods('SE')).toContain('SWISH');
    expect(standardPaymentMethods('NO')).toContain('VIPPS');
    expect(standardPaymentMethods('DK')).toContain('MOBILEPAY');
    for (const country of ['SE', 'NO', 'DK', 'GB', 'ES', 'TR', 'XX']) {
      expect(standardPaymentMethods(country).slice(0, 2)).toEqual(['CARD', 'CASH']);
    }
  });

  it('adds only codes a till can record', () => {
    expect(z.safeParse(paymentMethodSchema, { internalId: 'SWISH', name: 'Swish' }).success).toBe(true);
    const refused = z.safeParse(paymentMethodSchema, { internalId: 'BITCOIN', name: 'Bitcoin' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['validation.paymentMethodCode']);
  });
});
