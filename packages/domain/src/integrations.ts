// The integrations the back office offers: accounting and payroll systems by country, the shape of
// an account mapping (which ledger account each part of a day's sales posts to), and a day
// voucher's shape. Every provider is a sandbox inside the server (DESIGN.md); nothing leaves the machine.

/** What an integration does for the venue. */
export const INTEGRATION_KINDS = ['accounting', 'payroll'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** The providers, by the id used in addresses (/integrations/{id}) and in the API. */
export const INTEGRATION_PROVIDERS = [
  'fortnox',
  'visma-eekonomi',
  'tripletex',
  'poweroffice',
  'e-conomic',
  'dinero',
  'xero',
  'planday',
  'caspeco',
  'quinyx',
] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

export interface IntegrationCatalogueEntry {
  id: IntegrationProvider;
  /** The provider's own product name (not translated). */
  name: string;
  kind: IntegrationKind;
  /** The company countries it is offered in (ISO 3166 alpha-2). */
  countries: readonly string[];
}

/** The catalogue: the systems operators in each country use. */
export const INTEGRATION_CATALOGUE: readonly IntegrationCatalogueEntry[] = [
  { id: 'fortnox', name: 'Fortnox', kind: 'accounting', countries: ['SE'] },
  { id: 'visma-eekonomi', name: 'Visma eEkonomi', kind: 'accounting', countries: ['SE'] },
  { id: 'tripletex', name: 'Tripletex', kind: 'accounting', countries: ['NO'] },
  { id: 'poweroffice', name: 'PowerOffice Go', kind: 'accounting', countries: ['NO'] },
  { id: 'e-conomic', name: 'e-conomic', kind: 'accounting', countries: ['DK'] },
  { id: 'dinero', name: 'Dinero', kind: 'accounting', countries: ['DK'] },
  { id: 'xero', name: 'Xero', kind: 'accounting', countries: ['GB'] },
  { id: 'planday', name: 'Planday', kind: 'payroll', countries: ['SE', 'NO', 'DK', 'GB', 'ES'] },
  { id: 'caspeco', name: 'Caspeco', kind: 'payroll', countries: ['SE', 'NO'] },
  { id: 'quinyx', name: 'Quinyx', kind: 'payroll', countries: ['SE', 'NO', 'DK', 'GB'] },
];

export const isIntegrationProvider = (value: string): value is IntegrationProvider =>
  (INTEGRATION_PROVIDERS as readonly string[]).includes(value);

/** Integration statuses (integrations.status). */
export const INTEGRATION_STATUSES = ['connected', 'enabled', 'disabled', 'disconnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/**
 * A key of an account mapping: sales and output VAT per VAT rate (`sales.25`, `vat.25`), each
 * payment method by its internal id (`payment.CARD`), and tips, rounding, refunds and discounts.
 */
export type AccountMappingKey =
  | `sales.${number}`
  | `vat.${number}`
  | `payment.${string}`
  | 'tips'
  | 'rounding'
  | 'refunds'
  | 'discounts';

/** Ledger account numbers (e.g. '3001', BAS for Sweden) by mapping key. */
export type AccountMapping = Partial<Record<AccountMappingKey, string>>;

/** Voucher statuses (vouchers.status): pending until the provider accepted it, or failed with its message. */
export const VOUCHER_STATUSES = ['pending', 'sent', 'failed'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** One line of a day voucher: an amount (minor units) on one side of one account. */
export interface VoucherLine {
  account: string;
  key: AccountMappingKey;
  /** Exactly one of debit and credit is non-zero; both are non-negative integers. */
  debit: number;
  credit: number;
  /** The line's text, e.g. 'Sales 25 % VAT' or 'Card'. */
  text: string;
}

/** A venue's accounting day as one balanced voucher: the sum of debits equals the sum of credits. */
export interface DayVoucher {
  venueId: string;
  /** The accounting day (YYYY-MM-DD, §9's 05:30 boundary). */
  day: string;
  currency: string;
  description: string;
  lines: VoucherLine[];
}

/**
 * Every key a day voucher may post to, for a company with these VAT rates and payment methods:
 * sales per rate, output VAT per rate above 0 %, each payment method, tips, rounding, refunds and
 * discounts. An accounting integration can be enabled only when each has an account.
 */
export function requiredMappingKeys(
  vatRates: readonly number[],
  paymentMethodIds: readonly string[],
): AccountMappingKey[] {
  const keys: AccountMappingKey[] = [];
  for (const rate of [...new Set(vatRates)].sort((a, b) => b - a)) {
    keys.push(`sales.${rate}`);
    if (rate > 0) keys.push(`vat.${rate}`);
  }
  for (const id of new Set(paymentMethodIds)) keys.push(`payment.${id}`);
  keys.push('tips', 'rounding', 'refunds', 'discounts');
  return keys;
}

/** The required keys that have no account in `mapping`. */
export const missingMappingKeys = (
  mapping: AccountMapping,
  required: readonly AccountMappingKey[],
): AccountMappingKey[] => required.filter((key) => !mapping[key]?.trim());
