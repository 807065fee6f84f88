import type { Currency } from './enums.ts';
import { isOneOf } from './enums.ts';

/** Countries a company can be registered in. */
export const SUPPORTED_COUNTRIES = ['SE', 'ES', 'GB', 'NO', 'DK', 'TR'] as const;
/** An ISO 3166-1 alpha-2 code of a supported country. */
export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

/** Whether `value` is a supported country code (exact, uppercase). */
export function isCountryCode(value: unknown): value is CountryCode {
  return isOneOf(SUPPORTED_COUNTRIES, value);
}

/** Uppercases a country code; 'EN' becomes 'GB' because older companies were stored with it. */
export function normalizeCountry(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'EN' ? 'GB' : upper;
}

/** Each supported country's currency. */
export const COUNTRY_CURRENCY: Readonly<Record<CountryCode, Currency>> = {
  SE: 'SEK',
  ES: 'EUR',
  GB: 'GBP',
  NO: 'NOK',
  DK: 'DKK',
  // The spec leaves TR unmapped; TRY (Turkish lira) is in the currency list and the only fit.
  TR: 'TRY',
};

/** Each supported country's ISO 639-1 language code (used e.g. for locale formatting). */
export const COUNTRY_LANGUAGE_CODE: Readonly<Record<CountryCode, string>> = {
  SE: 'sv',
  ES: 'es',
  GB: 'en',
  NO: 'nb',
  DK: 'da',
  TR: 'tr',
};

/** Each supported country's IANA time zone, the default for new venues there. */
export const COUNTRY_TIMEZONE: Readonly<Record<CountryCode, string>> = {
  SE: 'Europe/Stockholm',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  TR: 'Europe/Istanbul',
};

/** Languages company content (titles, names) is kept in; note Swedish is 'se' here, not 'sv'. */
export const COMPANY_LANGUAGES = ['se', 'en', 'es', 'no'] as const;
/** A company content language. */
export type CompanyLanguage = (typeof COMPANY_LANGUAGES)[number];

/** Company language used when none, or an unsupported one, is given. */
export const DEFAULT_COMPANY_LANGUAGE: CompanyLanguage = 'se';

const COUNTRY_COMPANY_LANGUAGE: Readonly<Record<CountryCode, CompanyLanguage>> = {
  SE: 'se',
  ES: 'es',
  GB: 'en',
  NO: 'no',
  // Danish and Turkish content is not offered, so those companies default to English.
  DK: 'en',
  TR: 'en',
};

/** The company language a new company in `country` gets. */
export function companyLanguageForCountry(country: CountryCode): CompanyLanguage {
  return COUNTRY_COMPANY_LANGUAGE[country];
}

// Language tags people and browsers use for the company languages under another name.
const COMPANY_LANGUAGE_ALIASES: ReadonlyMap<string, CompanyLanguage> = new Map([
  ['sv', 'se'],
  ['nb', 'no'],
  ['nn', 'no'],
]);

/** The content-language locale for collation and number formats: company 'se' → 'sv', 'no' → 'nb'. */
// Here, not in catalogue.ts: the signed-in shell needs it, and catalogue.ts would bring zod along.
export function contentLocale(language: CompanyLanguage | string): string {
  if (language === 'se') return 'sv';
  if (language === 'no') return 'nb';
  return language;
}

/** Limits a stored or requested language to se, en, es or no ('sv' is 'se'); anything else is 'se'. */
export function normalizeCompanyLanguage(value: string | null | undefined): CompanyLanguage {
  const lower = (value ?? '').trim().toLowerCase();
  const candidate = COMPANY_LANGUAGE_ALIASES.get(lower) ?? lower;
  return isOneOf(COMPANY_LANGUAGES, candidate) ? candidate : DEFAULT_COMPANY_LANGUAGE;
}

/** VAT rates (integer percent) an item or category may have in each country. */
export const VAT_CHOICES: Readonly<Record<CountryCode, readonly number[]>> = {
  SE: [0, 6, 12, 25],
  NO: [0, 12, 15, 25],
  GB: [0, 5, 20],
  ES: [0, 4, 10, 21],
  DK: [0, 25],
  TR: [0, 10, 20],
};

/** Whether `rate` (integer percent) is one of the VAT choices of `country`. */
export function isValidVatRate(country: CountryCode, rate: number): boolean {
  return VAT_CHOICES[country].includes(rate);
}
