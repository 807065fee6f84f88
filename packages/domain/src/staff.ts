// POS staff (issue #13 point 1): the people who sign in on the tills with a PIN. The rules the
// server enforces and the staff form checks before sending. Messages are i18n keys (validation.*
// in the 'staff' namespace; the general ones in every namespace that shows forms).
import * as z from 'zod/mini';
import {
  idSchema,
  isValidEmail,
  isValidPhone,
  nullishAs,
  OBJECT_PARAMS,
  requiredText,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys these rules' issues carry, beyond the general ones. */
export const STAFF_MESSAGE_KEYS = {
  /** A PIN that is not 4–6 digits. */
  pin: 'validation.pin',
  /** A PIN another active staff member of the company already has. */
  pinTaken: 'validation.pinTaken',
  /** A staff member without a venue (the feed sends a venue's staff to its tills). */
  venuesRequired: 'validation.venuesRequired',
  duplicate: 'validation.duplicate',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...STAFF_MESSAGE_KEYS };

/** Fewest digits a PIN has. */
export const PIN_MIN_LENGTH = 4;
/** Most digits a PIN has. */
export const PIN_MAX_LENGTH = 6;
/** Longest staff name. */
export const MAX_STAFF_NAME = 100;
/** Most venues one staff member works at (far above any company's venue count). */
export const MAX_STAFF_VENUES = 500;

// ASCII digits only: \d would also take Arabic-Indic digits, which no till keypad sends.
const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);

/** Whether `value` is a PIN: 4–6 ASCII digits, nothing else (no spaces). */
export function isValidPin(value: unknown): value is string {
  return typeof value === 'string' && PIN_PATTERN.test(value);
}

/** A PIN as a form or request sends it: exactly 4–6 ASCII digits. */
export const pinSchema = z.string({ error: typeError }).check(
  z.minLength(1, { error: KEYS.required, abort: true }),
  z.refine((value) => isValidPin(value), KEYS.pin),
);

const venueIds = z.array(idSchema, { error: KEYS.invalid }).check(
  z.minLength(1, { error: KEYS.venuesRequired }),
  z.maxLength(MAX_STAFF_VENUES, { error: KEYS.tooLong }),
  z.refine((ids) => new Set(ids).size === ids.length, KEYS.duplicate),
);

// Forms send '' and GraphQL null for an empty optional field; both come out as undefined.
function optional(check: (value: string) => boolean, message: string, max: number, lower = false) {
  return z.pipe(
    z.nullish(
      z.string({ error: KEYS.invalid }).check(
        z.trim(),
        ...(lower ? [z.toLowerCase()] : []),
        z.maxLength(max, { error: KEYS.tooLong, abort: true }),
        z.refine((value) => value === '' || check(value), message),
      ),
    ),
    z.transform((value: string | null | undefined) => value || undefined),
  );
}

/**
 * A staff member as createStaff / updateStaff take it. `pin` is optional: absent or empty keeps
 * the one set (a new staff member may start without one, the till then cannot sign them in).
 */
export const staffSchema = z.object(
  {
    name: requiredText(MAX_STAFF_NAME),
    pin: z.pipe(
      z.nullish(
        z.string({ error: KEYS.invalid }).check(z.refine((v) => v === '' || isValidPin(v), KEYS.pin)),
      ),
      z.transform((value: string | null | undefined) => value || undefined),
    ),
    accessLevelId: nullishAs(idSchema, null),
    venueIds,
    phone: optional(isValidPhone, KEYS.phone, 40),
    email: optional(isValidEmail, KEYS.email, 254, true),
    active: nullishAs(z.boolean({ error: KEYS.invalid }), true),
  },
  OBJECT_PARAMS,
);
/** What a staff form or request holds. */
export type StaffInput = z.input<typeof staffSchema>;
/** A checked staff member. */
export type StaffData = z.output<typeof staffSchema>;
