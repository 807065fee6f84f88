import { describe, expect, it } from 'vitest';
import {
  accountMappingErrors,
  defaultMapping,
  isAccountMappingKey,
  isValidAccountNumber,
  standardChartName,
} from './account-mapping.ts';
import { VAT_CHOICES } from './countries.ts';
import { integrationVariableErrors, integrationVariablesOf } from './integration-variables.ts';
import { missingMappingKeys, requiredMappingKeys } from './integrations.ts';
import { PAYMENT_METHODS } from './orders.ts';

describe('defaultMapping', () => {
  it('fills a Swedish company from BAS', () => {
    const mapping = defaultMapping('SE', VAT_CHOICES.SE, ['CASH', 'CARD', 'SWISH']);
    expect(mapping).toMatchObject({
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
      discounts: '3731',
      refunds: '3009',
    });
    expect(standardChartName('SE')).toBe('BAS');
  });

  it.each(['SE', 'NO', 'DK', 'GB'] as const)(
    'leaves nothing missing for the standard methods of %s, in its own account format',
    (country) => {
      const required = requiredMappingKeys(VAT_CHOICES[country], PAYMENT_METHODS);
      const mapping = defaultMapping(country, VAT_CHOICES[country], PAYMENT_METHODS);
      expect(missingMappingKeys(mapping, required)).toEqual([]);
      for (const account of Object.values(mapping))
        expect(isValidAccountNumber(country, account ?? '')).toBe(true);
    },
  );

  it('leaves a made-up payment method and countries without a chart to the operator', () => {
    const mapping = defaultMapping('SE', [25], ['CARD', 'LUNCH_VOUCHER']);
    expect(missingMappingKeys(mapping, requiredMappingKeys([25], ['CARD', 'LUNCH_VOUCHER']))).toEqual([
      'payment.LUNCH_VOUCHER',
    ]);
    expect(defaultMapping('ES', VAT_CHOICES.ES, ['CARD'])).toEqual({});
    expect(standardChartName('ES')).toBeNull();
  });
});

describe('account numbers', () => {
  it('are four digits in BAS and NS 4102, digits in Denmark and Xero codes in Britain', () => {
    expect(isValidAccountNumber('SE', '3001')).toBe(true);
    expect(isValidAccountNumber('SE', '301')).toBe(false);
    expect(isValidAccountNumber('SE', '30011')).toBe(false);
    expect(isValidAccountNumber('NO', '3000')).toBe(true);
    expect(isValidAccountNumber('DK', '14260')).toBe(true);
    expect(isValidAccountNumber('DK', '14A')).toBe(false);
    expect(isValidAccountNumber('GB', '090')).toBe(true);
    expect(isValidAccountNumber('GB', 'SALES-1')).toBe(false);
  });

  it('names the wrong rows of an input by key and refuses unknown or repeated keys', () => {
    expect(
      accountMappingErrors('SE', [
        { key: 'sales.25', account: '3001' },
        { key: 'tips', account: '289' },
        { key: 'rounding', account: '' },
        { key: 'sales.25', account: '3001' },
        { key: 'nonsense', account: '1' },
        { key: 'payment.card\u0000', account: '1580' },
      ]),
    ).toEqual([
      { field: 'mapping.tips', message: 'validation.accountMapping.account.fourDigits' },
      { field: 'mapping', message: 'validation.accountMapping.key.invalid' },
      { field: 'mapping', message: 'validation.accountMapping.key.invalid' },
      { field: 'mapping', message: 'validation.accountMapping.key.invalid' },
    ]);
  });

  it('recognises mapping keys', () => {
    for (const key of [
      'sales.0',
      'sales.25',
      'vat.12',
      'payment.GIFT_CARD',
      'tips',
      'rounding',
      'refunds',
      'discounts',
    ]) {
      expect(isAccountMappingKey(key)).toBe(true);
    }
    for (const key of ['sales.', 'sales.250', 'vat.x', 'payment.', 'payment.a b', 'tip', '']) {
      expect(isAccountMappingKey(key)).toBe(false);
    }
  });
});

describe('integration variables', () => {
  it('accepts each kind its own variables, in their format', () => {
    expect(
      integrationVariableErrors('accounting', [
        { key: 'voucherSeries', value: 'B' },
        { key: 'costCenter', value: '' },
        { key: 'sandboxFailTimes', value: '2' },
        { key: 'sandboxMissingAccounts', value: '2890, 3740' },
      ]),
    ).toEqual([]);
    expect(integrationVariableErrors('payroll', [{ key: 'department', value: 'Kök & bar' }])).toEqual([]);
  });

  it('refuses unknown keys, repeated keys and values out of format', () => {
    expect(
      integrationVariableErrors('accounting', [
        { key: 'voucherSeries', value: 'abc' },
        { key: 'department', value: 'x' },
        { key: 'sandboxFailTimes', value: '10' },
        { key: 'costCenter', value: 'a\u0000' },
        { key: 'costCenter', value: '' },
      ]),
    ).toEqual([
      { field: 'variables.voucherSeries', message: 'validation.integrationVariable.voucherSeries' },
      { field: 'variables', message: 'validation.integrationVariable.unknown' },
      { field: 'variables.sandboxFailTimes', message: 'validation.integrationVariable.sandboxFailTimes' },
      { field: 'variables.costCenter', message: 'validation.integrationVariable.costCenter' },
      { field: 'variables', message: 'validation.integrationVariable.unknown' },
    ]);
    expect(integrationVariablesOf('payroll').map((v) => v.key)).toEqual(['department']);
  });
});
