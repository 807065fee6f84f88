import type { RequestResult } from '../../lib/request.ts';

/** The server's field errors of a failed request as { field: i18n key }, the first per field. */
export function fieldErrorsOf(result: RequestResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const e of result.fieldErrors) out[e.field.split('.')[0] ?? e.field] ??= e.message;
  return out;
}

/** The message keys of the licences namespace a field error may carry ('validation.*'). */
export const LICENSE_FIELD_KEYS = new Set([
  'validation.required',
  'validation.invalid',
  'validation.tooLong',
  'validation.unsupportedCharacter',
  'validation.pairingCode',
  'validation.pairingUnknown',
  'validation.pairingUsed',
  'validation.pairingExpired',
  'validation.controlUnitSerial',
  'validation.registeredAt',
  'validation.licenseKind',
  'validation.licenseProductTaken',
  'validation.licenseInactive',
]);
