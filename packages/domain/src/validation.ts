// zod/mini, not zod: the same schemas run in the browser, where the functional API tree-shakes to a
// fraction of the classic one (the catalogue screens carried ~26 KB gzip of zod before).
import * as z from 'zod/mini';
import { COMPANY_LANGUAGES, type CountryCode, isCountryCode, SUPPORTED_COUNTRIES } from './countries.ts';
import { COMPANY_TYPES, CURRENCIES, STORE_TYPES } from './enums.ts';

// Issue messages are i18n keys, never prose: the web translates them, the server passes them on.
/** The i18n keys validation issues carry as their message. */
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  /** A NUL character or a lone UTF-16 surrogate: text the database cannot store (the server refuses it). */
  unsupportedCharacter: 'validation.unsupportedCharacter',
  tooLong: 'validation.tooLong',
  email: 'validation.email',
  phone: 'validation.phone',
  url: 'validation.url',
  country: 'validation.country',
  currency: 'validation.currency',
  companyLanguage: 'validation.companyLanguage',
  companyForm: 'validation.companyForm',
  storeType: 'validation.storeType',
  passwordTooShort: 'validation.password.tooShort',
  passwordNoLetter: 'validation.password.noLetter',
  passwordInvalidCharacter: 'validation.password.invalidCharacter',
  orgNumberLength: 'validation.orgNumber.length',
  orgNumberCharacters: 'validation.orgNumber.characters',
} as const;

const KEYS = VALIDATION_MESSAGE_KEYS;

// ---------------------------------------------------------------------------------------------
// Password (SPEC §5)

/** Fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

// Guards the hash function against megabyte "passwords"; far above anything a person types.
const PASSWORD_MAX_LENGTH = 128;

/** A way a password breaks the password rule. */
export type PasswordProblem = 'tooShort' | 'noLetter' | 'invalidCharacter';

// Letters include the Nordic and Spanish accented ones the markets' keyboards type directly.
const LETTERS = 'A-Za-zåäöæøéáíóúñüÅÄÖÆØÉÁÍÓÚÑÜ';
const LETTER_PATTERN = new RegExp(`[${LETTERS}]`);
const PASSWORD_PATTERN = new RegExp(`^[${LETTERS}0-9@$!%*#?&]*$`);

/** Every way `password` breaks the rule: 8+ characters, a letter, only letters, digits and @$!%*#?&. */
export function checkPassword(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Counted in code points, as a person would count them.
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!LETTER_PATTERN.test(password)) problems.push('noLetter');
  if (!PASSWORD_PATTERN.test(password)) problems.push('invalidCharacter');
  return problems;
}

/** The password rule as a checklist of its three parts, in the order a form lists them. */
export type PasswordChecklist = { minLength: boolean; letter: boolean; characters: boolean };

/**
 * Which parts of the password rule `password` shows it meets. Nothing typed meets nothing: 'only
 * letters, digits and @$!%*#?&' holds for an empty string, but ticking it then tells the person a
 * part of the rule is done before they have typed anything.
 */
export function passwordChecklist(password: string): PasswordChecklist {
  const problems = new Set(checkPassword(password));
  const typed = password.length > 0;
  return {
    minLength: !problems.has('tooShort'),
    letter: !problems.has('noLetter'),
    characters: typed && !problems.has('invalidCharacter'),
  };
}

/** Whether `password` meets the password rule. */
export function isValidPassword(password: string): boolean {
  return checkPassword(password).length === 0;
}

// ---------------------------------------------------------------------------------------------
// Organisation number (SPEC §5)

/** Length bounds and field label of a country's organisation number. */
export type OrgNumberRule = {
  readonly min: number;
  readonly max: number;
  /** English label as the spec names it. */
  readonly label: string;
  /** i18n key of the label. */
  readonly labelKey: string;
};

/** Organisation-number length and label per country, counted after normalizeOrgNumber. */
export const ORG_NUMBER_RULES: Readonly<Record<CountryCode, OrgNumberRule>> = {
  SE: { min: 10, max: 10, label: 'Organization ID', labelKey: 'orgNumber.label.SE' },
  NO: { min: 9, max: 9, label: 'Organization Number', labelKey: 'orgNumber.label.NO' },
  GB: { min: 6, max: 8, label: 'Company Number', labelKey: 'orgNumber.label.GB' },
  ES: { min: 9, max: 9, label: 'NIF', labelKey: 'orgNumber.label.ES' },
  DK: { min: 8, max: 8, label: 'CVR Number', labelKey: 'orgNumber.label.DK' },
  TR: { min: 10, max: 10, label: 'VKN', labelKey: 'orgNumber.label.TR' },
};

/** Drops the spaces and hyphens people type into organisation numbers and uppercases the rest. */
export function normalizeOrgNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A way an organisation number is wrong. */
export type OrgNumberProblem = 'required' | 'length' | 'characters';

// Letters are allowed everywhere: GB numbers can start with a prefix (SC123456), ES NIFs hold one.
const ORG_NUMBER_PATTERN = /^[A-Z0-9]+$/;

/** What is wrong with an organisation number for `country`, or null when it is fine. */
export function checkOrgNumber(
  country: CountryCode,
  value: string | null | undefined,
): OrgNumberProblem | null {
  const normalized = normalizeOrgNumber(value ?? '');
  if (normalized === '') return 'required';
  if (!ORG_NUMBER_PATTERN.test(normalized)) return 'characters';
  const { min, max } = ORG_NUMBER_RULES[country];
  return normalized.length < min || normalized.length > max ? 'length' : null;
}

// ---------------------------------------------------------------------------------------------
// Email and phone

// Zod's own pattern, so the predicate and the schema can never disagree.
const EMAIL_PATTERN = z.regexes.email;
const EMAIL_MAX_LENGTH = 254;

/** Whether `value` (ignoring surrounding spaces) looks like a deliverable email address. */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

// A leading + for the country code, then digits with the spaces, hyphens and parentheses
// people group them with.
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

/** Whether `value` is a phone number: digits, spaces, an optional leading +, - and (); 6–20 digits. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/[^0-9]/g, '').length;
  return digits >= 6 && digits <= 20;
}

// ---------------------------------------------------------------------------------------------
// Schemas

// A missing value reads "required"; a value of the wrong type (only from hand-made requests) "invalid".
/** Issue message for a missing (required) or mistyped (invalid) value. */
export function typeError(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null ? KEYS.required : KEYS.invalid;
}

export const OBJECT_PARAMS = { error: typeError };

/**
 * The type error of an amount field: NaN is what a money field holds while its text is not an
 * amount, so it gets the field's own message (`key`, "enter a price such as 45.50"), not "invalid".
 */
export function amountTypeError(key: string): (issue: { input?: unknown }) => string {
  return (issue) => (Number.isNaN(issue.input) ? key : typeError(issue));
}

/** An entity id from input: trimmed, non-empty, at most 64 characters. */
export const idSchema = z
  .string({ error: typeError })
  .check(z.trim(), z.minLength(1, { error: KEYS.required }), z.maxLength(64, KEYS.invalid));

/** Hexadecimal colour: #rrggbb. */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Whether `value` is a colour written #rrggbb. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** A text in the four content languages (se, en, es, no), each optional and at most `max` characters. */
export function translatedTexts(max: number) {
  return z.object(
    {
      en: optionalText(max),
      se: optionalText(max),
      es: optionalText(max),
      no: optionalText(max),
    },
    { error: KEYS.invalid },
  );
}

/** `schema` that also takes null and undefined (GraphQL's null, an absent field), both read as `empty`. */
export function nullishAs<T extends z.core.SomeType, E>(schema: T, empty: E) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? empty),
  );
}

/** Trimmed, non-empty text of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: typeError })
    .check(z.trim(), z.minLength(1, { error: KEYS.required }), z.maxLength(max, { error: KEYS.tooLong }));
}

// Forms send '' and GraphQL sends null for an empty optional field; both come out as undefined.
/** Trimmed optional text; empty becomes undefined. */
export function optionalText(max: number) {
  return z.pipe(
    z.nullish(z.string({ error: KEYS.invalid }).check(z.trim(), z.maxLength(max, { error: KEYS.tooLong }))),
    z.transform((value: string | null | undefined) => value || undefined),
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function optionalHttpUrl() {
  return z.pipe(
    z.nullish(
      z.string({ error: KEYS.invalid }).check(
        z.trim(),
        z.maxLength(2048, { error: KEYS.tooLong, abort: true }),
        z.refine((value) => value === '' || isHttpUrl(value), KEYS.url),
      ),
    ),
    z.transform((value: string | null | undefined) => value || undefined),
  );
}

/** One of `values`; anything else gives `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null ? KEYS.required : message),
  });
}

/** A password meeting the password rule; each broken part is its own issue. */
export const passwordSchema = z.string({ error: typeError }).check(
  z.maxLength(PASSWORD_MAX_LENGTH, { error: KEYS.tooLong, abort: true }),
  z.superRefine((password: string, ctx) => {
    if (password === '') {
      ctx.addIssue({ code: 'custom', message: KEYS.required });
      return;
    }
    for (const problem of checkPassword(password)) {
      ctx.addIssue({ code: 'custom', message: `validation.password.${problem}` });
    }
  }),
);

/** An email address, trimmed and lowercased. */
export const emailSchema = z.string({ error: typeError }).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { error: KEYS.required }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: KEYS.tooLong }),
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), KEYS.email),
);

/** The one-field form that asks for a link by e-mail (activation, password reset). */
export const emailRequestSchema = z.object({ email: emailSchema }, OBJECT_PARAMS);

/** A phone number as isValidPhone accepts it, trimmed. */
export const phoneSchema = z.string({ error: typeError }).check(
  z.trim(),
  z.minLength(1, { error: KEYS.required }),
  z.refine((value) => value === '' || isValidPhone(value), KEYS.phone),
);

/** A supported country code. */
export const countrySchema = oneOf(SUPPORTED_COUNTRIES, KEYS.country);

/** Sign-up: creates a temporary user and company until the email is verified. */
export const temporaryRegistrationSchema = z.object(
  {
    username: emailSchema,
    name: requiredText(120),
    password: passwordSchema,
    companyName: requiredText(120),
    companyLanguage: z.optional(oneOf(COMPANY_LANGUAGES, KEYS.companyLanguage)),
    companyCurrency: z.optional(oneOf(CURRENCIES, KEYS.currency)),
    country: countrySchema,
    referralId: optionalText(64),
    phoneNumber: phoneSchema,
    storeType: oneOf(STORE_TYPES, KEYS.storeType),
  },
  OBJECT_PARAMS,
);

/** What a sign-up form or request holds. */
export type TemporaryRegistrationInput = z.input<typeof temporaryRegistrationSchema>;
/** A validated, normalised sign-up. */
export type TemporaryRegistration = z.output<typeof temporaryRegistrationSchema>;

function hasCountryAndOrgNumber(
  value: unknown,
): value is { country: CountryCode; organizationNumber: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { country, organizationNumber } = value as Record<string, unknown>;
  return isCountryCode(country) && typeof organizationNumber === 'string';
}

/** The advanced company application; the organisation number is checked against the country. */
export const companyApplicationSchema = z
  .object(
    {
      companyName: requiredText(120),
      // No length cap here: the country-specific length check below reports it precisely.
      organizationNumber: z.pipe(
        z.string({ error: typeError }).check(z.trim(), z.minLength(1, { error: KEYS.required })),
        z.transform(normalizeOrgNumber),
      ),
      phoneNumber: phoneSchema,
      email: emailSchema,
      country: countrySchema,
      bankInfo: requiredText(200),
      companyForm: oneOf(COMPANY_TYPES, KEYS.companyForm),
      referralId: optionalText(64),
      businessDocumentUrl: optionalHttpUrl(),
      companyAddress: z.object(
        {
          streetAddress: requiredText(200),
          zipCode: requiredText(20),
          city: requiredText(100),
        },
        OBJECT_PARAMS,
      ),
      owner: z.object(
        {
          fullName: requiredText(120),
          nationalPersonalNumber: requiredText(40),
          identityImageUrl: optionalHttpUrl(),
        },
        OBJECT_PARAMS,
      ),
      ownerAddress: z.object(
        {
          street: requiredText(200),
          city: requiredText(100),
          zipCode: requiredText(20),
        },
        OBJECT_PARAMS,
      ),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine(
      ({ country, organizationNumber }, ctx) => {
        const problem = checkOrgNumber(country, organizationNumber);
        // 'required' is already reported by the field itself.
        if (problem === 'length' || problem === 'characters') {
          ctx.addIssue({
            code: 'custom',
            path: ['organizationNumber'],
            message: `validation.orgNumber.${problem}`,
          });
        }
      },
      // Runs even when other fields fail, so the form shows every problem at once.
      { when: ({ value }) => hasCountryAndOrgNumber(value) },
    ),
  );

/** What a company-application form or request holds. */
export type CompanyApplicationInput = z.input<typeof companyApplicationSchema>;
/** A validated, normalised company application. */
export type CompanyApplication = z.output<typeof companyApplicationSchema>;

/** Flattens a zod error into one entry per issue; `field` is the path joined with '.'. */
export function fieldErrorsFromZod(error: z.core.$ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}
