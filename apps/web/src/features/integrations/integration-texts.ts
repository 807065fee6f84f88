// How the integration screens word mapping keys and the server's refusals.
import type { TFunction } from 'i18next';
import type { RequestFailure } from '../../lib/request.ts';

type T = TFunction<'integrations'>;

/** 'sales.25' → "Sales 25 % VAT", 'payment.CARD' → "Payment: Card", 'tips' → "Tips owed to staff". */
export function mappingKeyLabel(t: T, key: string, paymentMethodName?: string | null): string {
  const [kind, rest = ''] = key.split('.');
  switch (kind) {
    case 'sales':
      return t('mapping.keys.sales', { rate: rest });
    case 'vat':
      return t('mapping.keys.vat', { rate: rest });
    case 'payment':
      return t('mapping.keys.payment', { name: paymentMethodName ?? rest });
    case 'tips':
      return t('mapping.keys.tips');
    case 'rounding':
      return t('mapping.keys.rounding');
    case 'refunds':
      return t('mapping.keys.refunds');
    case 'discounts':
      return t('mapping.keys.discounts');
    default:
      return key;
  }
}

const SERVER_KEYS = [
  'errors.connect.denied',
  'errors.connect.expired',
  'errors.connect.invalid',
  'errors.missingAccounts',
  'errors.otherAccountingEnabled',
  'errors.notConnected',
  'errors.connectFirst',
] as const;
type ServerKey = (typeof SERVER_KEYS)[number];

/** The server's refusal in the user's words (its `messageKey` under `integrations.`); null when it has none. */
export function knownRefusal(
  t: T,
  failure: RequestFailure,
  values: Record<string, string> = {},
): string | null {
  const key = failure.extensions
    .map((e) => (typeof e.messageKey === 'string' ? e.messageKey.replace(/^integrations\./, '') : ''))
    .find((k): k is ServerKey => (SERVER_KEYS as readonly string[]).includes(k));
  return key ? t(key, { accounts: values.accounts ?? '' }) : null;
}

/** The server's refusal in the user's words, or a plain failure. */
export const refusalText = (t: T, failure: RequestFailure, values: Record<string, string> = {}): string =>
  knownRefusal(t, failure, values) ?? t('errors.failed');

/** The mapping keys a refusal names as missing or wrong (`mapping.<key>` field errors) with their message keys. */
export function mappingFieldErrors(failure: {
  fieldErrors: readonly { field: string; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of failure.fieldErrors) {
    if (e.field.startsWith('mapping.')) out[e.field.slice('mapping.'.length)] = e.message;
  }
  return out;
}

const VALIDATION_KEYS = [
  'validation.accountMapping.account.fourDigits',
  'validation.accountMapping.account.digits',
  'validation.accountMapping.account.code',
  'validation.accountMapping.account.missing',
  'validation.accountMapping.key.invalid',
  'validation.integrationVariable.unknown',
  'validation.integrationVariable.voucherSeries',
  'validation.integrationVariable.costCenter',
  'validation.integrationVariable.sandboxFailTimes',
  'validation.integrationVariable.sandboxMissingAccounts',
  'validation.integrationVariable.department',
  'validation.unsupportedCharacter',
  'validation.tooLong',
  'validation.required',
] as const;
type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A field error's message key in words; anything this screen has no text for reads "invalid". */
export function validationText(t: T, message: string): string {
  return (VALIDATION_KEYS as readonly string[]).includes(message)
    ? t(message as ValidationKey)
    : t('validation.invalid');
}
