import { describe, expect, it } from 'vitest';
import {
  INTEGRATION_CATALOGUE,
  INTEGRATION_PROVIDERS,
  missingMappingKeys,
  requiredMappingKeys,
} from './integrations.ts';

describe('integration catalogue', () => {
  it('lists every provider once', () => {
    expect(INTEGRATION_CATALOGUE.map((p) => p.id).sort()).toEqual([...INTEGRATION_PROVIDERS].sort());
  });
});

describe('account mapping keys', () => {
  it('asks for sales per rate, VAT above 0 %, each payment method and the fixed lines', () => {
    expect(requiredMappingKeys([25, 12, 6, 0, 25], ['CARD', 'CASH'])).toEqual([
      'sales.25',
      'vat.25',
      'sales.12',
      'vat.12',
      'sales.6',
      'vat.6',
      'sales.0',
      'payment.CARD',
      'payment.CASH',
      'tips',
      'rounding',
      'refunds',
      'discounts',
    ]);
  });

  it('names the keys without an account (blank counts as missing)', () => {
    const required = requiredMappingKeys([25], ['CARD']);
    expect(missingMappingKeys({ 'sales.25': '3001', 'vat.25': ' ', tips: '2890' }, required)).toEqual([
      'vat.25',
      'payment.CARD',
      'rounding',
      'refunds',
      'discounts',
    ]);
  });
});
