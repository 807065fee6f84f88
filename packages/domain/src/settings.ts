import * as z from 'zod/mini';
import { COMPANY_LANGUAGES, isCountryCode } from './countries.ts';
import { CURRENCIES } from './enums.ts';
import {
  checkOrgNumber,
  countrySchema,
  isValidPhone,
  VALIDATION_MESSAGE_KEYS as KEYS,
  normalizeOrgNumber,
  nullishAs,
  OBJECT_PARAMS,
  oneOf,
  optionalText,
  requiredText,
  typeError,
} from './validation.ts';

/** Longest staff idle timeout, in seconds (a terminal locks after this long without a touch). */
export const MAX_STAFF_IDLE_TIMEOUT = 3600;

/** True for a time zone the runtime knows by its IANA name, e.g. 'Europe/Oslo'. */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z.string({ error: typeError }).check(
  z.trim(),
  z.minLength(1, { error: KEYS.required }),
  z.refine((value) => value === '' || isValidTimeZone(value), KEYS.invalid),
);

const optionalPhoneSchema = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.trim(),
      z.refine((value) => value === '' || isValidPhone(value), KEYS.phone),
    ),
  ),
  z.transform((value: string | null | undefined) => value || undefined),
);

/** The company settings form: name, legal details, country, time zone, currency and language. */
export const companySettingsSchema = z
  .object(
    {
      name: requiredText(120),
      legalName: optionalText(160),
      organizationNumber: z.pipe(
        optionalText(40),
        z.transform((value: string | undefined) => (value ? normalizeOrgNumber(value) : undefined)),
      ),
      country: countrySchema,
      timezone: timeZoneSchema,
      defaultCurrency: oneOf(CURRENCIES, KEYS.currency),
      defaultLanguage: oneOf(COMPANY_LANGUAGES, KEYS.companyLanguage),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine(
      (value, ctx) => {
        if (!value.organizationNumber || !isCountryCode(value.country)) return;
        const problem = checkOrgNumber(value.country, value.organizationNumber);
        if (problem === 'length' || problem === 'characters') {
          ctx.addIssue({
            code: 'custom',
            path: ['organizationNumber'],
            message: `validation.orgNumber.${problem}`,
          });
        }
      },
      // Runs even when other fields fail, so the form shows every problem at once.
      { when: ({ value }) => hasOrgNumberToCheck(value) },
    ),
  );

function hasOrgNumberToCheck(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { country, organizationNumber } = value as Record<string, unknown>;
  return isCountryCode(country) && typeof organizationNumber === 'string' && organizationNumber.trim() !== '';
}

export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;

const locationSchema = z.object(
  {
    name: optionalText(120),
    street: optionalText(200),
    zip: optionalText(20),
    city: optionalText(100),
  },
  OBJECT_PARAMS,
);

/** A venue as the venue form creates or edits it; the phone is '0' until one is given (§7). */
export const venueSchema = z.object(
  {
    name: requiredText(120),
    legalName: optionalText(160),
    organizationNumber: optionalText(40),
    timezone: timeZoneSchema,
    phone: optionalPhoneSchema,
    staffIdleTimeout: z._default(
      z
        .number({ error: typeError })
        .check(
          z.int({ error: KEYS.invalid }),
          z.minimum(0, { error: KEYS.invalid }),
          z.maximum(MAX_STAFF_IDLE_TIMEOUT, { error: KEYS.invalid }),
        ),
      0,
    ),
    location: nullishAs(locationSchema, undefined),
  },
  OBJECT_PARAMS,
);

export type VenueInput = z.input<typeof venueSchema>;
export type VenueSettings = z.output<typeof venueSchema>;
