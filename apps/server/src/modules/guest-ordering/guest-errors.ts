// The guest API's refusals: each carries one GUEST_ERROR_CODES value the guest page translates
// (its 'guest-order' namespace, errors.<code>), an HTTP status and, for bad input, the fields.
import type { GuestErrorCode } from '@fika/domain';
import { AppError, type ErrorCode, type FieldError } from '../../kernel/errors.ts';

const STATUS: Record<GuestErrorCode, number> = {
  venueNotFound: 404,
  venueClosed: 409,
  venuePaused: 409,
  onlineOrderingOff: 409,
  serviceTypeNotOffered: 400,
  itemUnavailable: 409,
  modificationInvalid: 400,
  belowMinimum: 400,
  pickupTimeInvalid: 400,
  priceChanged: 409,
  promoUnknown: 400,
  promoExpired: 400,
  promoUsedUp: 409,
  promoMemberLimit: 409,
  promoMembersOnly: 400,
  tableInvalid: 400,
  cardDeclined: 402,
  codeInvalid: 400,
  codeTooManyAttempts: 400,
  tooManyRequests: 429,
  badInput: 400,
};

const APP_CODE = (status: number): ErrorCode =>
  status === 404
    ? 'NOT_FOUND'
    : status === 409 || status === 402
      ? 'CONFLICT'
      : status === 429
        ? 'RATE_LIMITED'
        : 'BAD_USER_INPUT';

const MESSAGES: Partial<Record<GuestErrorCode, string>> = {
  venueNotFound: 'This venue does not take online orders.',
  venueClosed: 'The venue is closed right now.',
  venuePaused: 'The venue is not taking online orders right now.',
  onlineOrderingOff: 'The venue does not take online orders.',
  priceChanged: 'The price has changed: check your order and try again.',
  cardDeclined: 'The card was declined.',
  tooManyRequests: 'Too many attempts: wait a moment and try again.',
};

/** A refusal of the guest API: nothing was stored. */
export class GuestError extends AppError {
  readonly status: number;
  constructor(
    readonly guestCode: GuestErrorCode,
    fieldErrors: FieldError[] = [],
    message = MESSAGES[guestCode] ?? `The request was refused (${guestCode}).`,
  ) {
    const status = STATUS[guestCode];
    super(APP_CODE(status), `errors.${guestCode}`, message, fieldErrors);
    this.name = 'GuestError';
    this.status = status;
  }
}

/** Refuses with `code`, naming the field it is about. */
export const guestError = (code: GuestErrorCode, field?: string): GuestError =>
  new GuestError(code, field ? [{ field, message: `errors.${code}` }] : []);

/** The HTTP status of a guest error code. */
export const guestStatusOf = (code: GuestErrorCode): number => STATUS[code];
