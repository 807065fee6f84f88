// The standard charts of accounts an account mapping is pre-filled from, per country, and the
// account number format each country's accounting systems accept. An operator can change any
// account; these are what a bookkeeper in that country would expect to see first.
import * as z from 'zod/mini';
import type { AccountMapping, AccountMappingKey } from './integrations.ts';
import { requiredMappingKeys } from './integrations.ts';

/** A country's standard chart: the account of each mapping key it has a standard answer for. */
interface StandardChart {
  /** The chart's name, shown beside the mapping (not translated: BAS, NS 4102, …). */
  name: string;
  /** Sales account per VAT rate (integer percent). */
  sales: Readonly<Record<number, string>>;
  /** Output VAT account per VAT rate above 0 %. */
  vat: Readonly<Record<number, string>>;
  /** Debit account per payment method (its internal id). */
  payments: Readonly<Record<string, string>>;
  tips: string;
  rounding: string;
  refunds: string;
  discounts: string;
}

const CHARTS: Readonly<Record<string, StandardChart>> = {
  // BAS 2024 (Sweden): 30xx sales by VAT rate, 26xx output VAT, 19xx cash and bank, 1580 card
  // receivables (the acquirer pays out later), 2890 tips owed to staff, 3740 öresavrundning.
  SE: {
    name: 'BAS',
    sales: { 25: '3001', 12: '3002', 6: '3003', 0: '3004' },
    vat: { 25: '2611', 12: '2621', 6: '2631' },
    payments: {
      CASH: '1910',
      CARD: '1580',
      SWISH: '1930',
      VIPPS: '1930',
      MOBILEPAY: '1930',
      GIFT_CARD: '2421',
      INVOICE: '1510',
      OTHER: '1930',
    },
    tips: '2890',
    rounding: '3740',
    refunds: '3009',
    discounts: '3731',
  },
  // NS 4102 (Norway): 3000 taxable sales, 3100 exempt, 27xx output VAT by rate, 1900 cash, 1920
  // bank, 1570 other receivables for card settlements, 2930 wages owed (tips), 3080 discounts.
  NO: {
    name: 'NS 4102',
    sales: { 25: '3000', 15: '3010', 12: '3020', 0: '3100' },
    vat: { 25: '2700', 15: '2701', 12: '2702' },
    payments: {
      CASH: '1900',
      CARD: '1570',
      SWISH: '1920',
      VIPPS: '1920',
      MOBILEPAY: '1920',
      GIFT_CARD: '2900',
      INVOICE: '1500',
      OTHER: '1920',
    },
    tips: '2930',
    rounding: '7790',
    refunds: '3000',
    discounts: '3080',
  },
  // The Danish standard chart as e-conomic and Dinero set it up: 1010/1020 sales with and without
  // moms, 14260 salgsmoms, 58xx cash and bank.
  DK: {
    name: 'Standardkontoplan',
    sales: { 25: '1010', 0: '1020' },
    vat: { 25: '14260' },
    payments: {
      CASH: '5810',
      CARD: '5830',
      SWISH: '5820',
      VIPPS: '5820',
      MOBILEPAY: '5820',
      GIFT_CARD: '6850',
      INVOICE: '5600',
      OTHER: '5820',
    },
    tips: '6800',
    rounding: '3690',
    refunds: '1010',
    discounts: '1050',
  },
  // Xero's default chart (United Kingdom): one Sales account with tax rates, 820 VAT, 090 bank,
  // 610 receivables, 814 wages payable, 860 rounding.
  GB: {
    name: 'Xero',
    sales: { 20: '200', 5: '200', 0: '200' },
    vat: { 20: '820', 5: '820' },
    payments: {
      CASH: '090',
      CARD: '610',
      SWISH: '090',
      VIPPS: '090',
      MOBILEPAY: '090',
      GIFT_CARD: '800',
      INVOICE: '610',
      OTHER: '090',
    },
    tips: '814',
    rounding: '860',
    refunds: '200',
    discounts: '200',
  },
};

/** The name of the standard chart the mapping of `country` starts from, or null when there is none. */
export const standardChartName = (country: string): string | null => CHARTS[country]?.name ?? null;

function standardAccount(chart: StandardChart, key: AccountMappingKey): string | undefined {
  const [kind, rest = ''] = key.split('.') as [string, string | undefined];
  if (kind === 'sales') return chart.sales[Number(rest)];
  if (kind === 'vat') return chart.vat[Number(rest)];
  if (kind === 'payment') return chart.payments[rest];
  if (kind === 'tips' || kind === 'rounding' || kind === 'refunds' || kind === 'discounts') {
    return chart[kind];
  }
  return undefined;
}

/**
 * The mapping a company in `country` starts from: the standard account of every key a day voucher
 * needs. Keys without a standard answer (a payment method the company made up, a country without a
 * chart) stay out, so the mapping editor marks them as missing.
 */
export function defaultMapping(
  country: string,
  vatRates: readonly number[],
  paymentMethodIds: readonly string[],
): AccountMapping {
  const chart = CHARTS[country];
  const mapping: AccountMapping = {};
  if (!chart) return mapping;
  for (const key of requiredMappingKeys(vatRates, paymentMethodIds)) {
    const account = standardAccount(chart, key);
    if (account) mapping[key] = account;
  }
  return mapping;
}

/** How account numbers look in a country's accounting systems. */
export interface AccountFormat {
  pattern: RegExp;
  /** The format in words, for the error under the field (the `validation.` key of the rule). */
  messageKey:
    | 'accountMapping.account.fourDigits'
    | 'accountMapping.account.digits'
    | 'accountMapping.account.code';
}

const FOUR_DIGITS: AccountFormat = { pattern: /^\d{4}$/, messageKey: 'accountMapping.account.fourDigits' };
// e-conomic and Dinero number accounts freely (1 to 9 digits).
const DIGITS: AccountFormat = { pattern: /^\d{1,9}$/, messageKey: 'accountMapping.account.digits' };
// Xero account codes: up to 10 letters or digits.
const CODE: AccountFormat = { pattern: /^[A-Za-z0-9]{1,10}$/, messageKey: 'accountMapping.account.code' };

/** The account number rule of `country`: 4 digits for BAS (SE) and NS 4102 (NO), … */
export function accountFormatOf(country: string): AccountFormat {
  if (country === 'SE' || country === 'NO') return FOUR_DIGITS;
  if (country === 'DK') return DIGITS;
  return CODE;
}

export const isValidAccountNumber = (country: string, account: string): boolean =>
  accountFormatOf(country).pattern.test(account);

const KEY_PATTERN =
  /^(?:(?:sales|vat)\.(?:0|[1-9]\d?)|payment\.[A-Za-z0-9_-]{1,40}|tips|rounding|refunds|discounts)$/;

/** Whether `value` is a well-formed mapping key (`sales.25`, `vat.12`, `payment.CARD`, `tips`, …). */
export const isAccountMappingKey = (value: string): value is AccountMappingKey => KEY_PATTERN.test(value);

/** setAccountMapping's input: the accounts to set (an empty account removes the key). */
export const accountMappingInputSchema = z.array(
  z.object({
    key: z.string().check(z.maxLength(60, 'accountMapping.key.invalid')),
    account: z.string().check(z.maxLength(20, 'accountMapping.account.code')),
  }),
);

/** The rows of a mapping input that are wrong for `country`, as field errors (`mapping.<key>`). */
export function accountMappingErrors(
  country: string,
  rows: readonly { key: string; account: string }[],
): { field: string; message: string }[] {
  const format = accountFormatOf(country);
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const { key, account } of rows) {
    if (!isAccountMappingKey(key) || seen.has(key)) {
      errors.push({ field: 'mapping', message: 'validation.accountMapping.key.invalid' });
      continue;
    }
    seen.add(key);
    const trimmed = account.trim();
    if (trimmed !== '' && !format.pattern.test(trimmed)) {
      errors.push({ field: `mapping.${key}`, message: `validation.${format.messageKey}` });
    }
  }
  return errors;
}
