import { VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FieldError } from './auth-client.ts';

/** A key of the auth namespace (src/locales/en/auth.json). */
export type AuthKey = ParseKeys<'auth'>;

type ErrorCode = keyof typeof import('../../locales/en/auth.json')['errors'];

// Typed against en/auth.json, so a validation key without an English text does not compile.
const VALIDATION_KEYS: ReadonlySet<string> = new Set<AuthKey>(Object.values(VALIDATION_MESSAGE_KEYS));

const ERROR_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_BLOCKED',
  'RATE_LIMITED',
  'ACTIVATION_LINK_INVALID',
  'ACTIVATION_LINK_USED',
  'ACTIVATION_LINK_EXPIRED',
  'RESET_LINK_INVALID',
  'RESET_LINK_USED',
  'RESET_LINK_EXPIRED',
  'BAD_USER_INPUT',
  'NETWORK_ERROR',
  'HTTP_ERROR',
  'SERVICE_UNAVAILABLE',
  'INVALID_RESPONSE',
  'UNKNOWN',
]);

/** The key of a validation message from the domain schemas or the server; unknown ones read "invalid". */
export function validationKey(message: string): AuthKey {
  return (VALIDATION_KEYS.has(message) ? message : VALIDATION_MESSAGE_KEYS.invalid) as AuthKey;
}

/** The key of the first error code that has a message, else the generic message. */
export function errorKey(codes: readonly string[]): AuthKey {
  const code = codes.find((c) => ERROR_CODES.has(c)) ?? 'UNKNOWN';
  return `errors.${code}` as AuthKey;
}

/** Field errors of one form: the first message key per field path ('owner.fullName'). */
export type FieldErrors = Readonly<Record<string, AuthKey>>;

/** Keeps the first message per field, the one the user should fix first. */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors {
  const out: Record<string, AuthKey> = {};
  for (const { field, message } of errors) out[field] ??= validationKey(message);
  return out;
}
