import { STAFF_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** A key of the 'staff' namespace (src/locales/en/staff.json). */
export type StaffKey = ParseKeys<'staff'>;

/** How the staff drawer words its messages: those its schema and the server give, in 'staff'. */
export const STAFF_FORM: FormMessages<'staff'> = {
  ns: 'staff',
  known: new Set<StaffKey>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    VALIDATION_MESSAGE_KEYS.email,
    VALIDATION_MESSAGE_KEYS.phone,
    STAFF_MESSAGE_KEYS.pin,
    STAFF_MESSAGE_KEYS.pinTaken,
    STAFF_MESSAGE_KEYS.venuesRequired,
    STAFF_MESSAGE_KEYS.duplicate,
    'validation.venue.unknown',
    'validation.accessLevel.unknown',
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};
