// The one place the back office turns dates and numbers into text. Every screen formats through
// here, so a date or an amount reads the same everywhere and follows the user's language and the
// company's country — never the browser's default locale, and never a bare language tag such as
// 'en', which Intl reads as American English (11/24/26, 12:56 AM).
import { formatMoney } from '@fika/domain';

/**
 * Where each interface language is at home: its conventions when the company's country has no
 * variant of that language. English is British English: day before month, 24-hour clock — the
 * product's markets are European.
 */
const HOME_LOCALE: Readonly<Record<string, string>> = {
  en: 'en-GB',
  sv: 'sv-SE',
  no: 'nb-NO',
  da: 'da-DK',
  es: 'es-ES',
  tr: 'tr-TR',
  ar: 'ar-AE',
};

// English as written in these countries keeps day-first dates; elsewhere (en-SE writes ISO dates,
// en-TR falls back to American) British English is the better guide.
const ENGLISH_COUNTRIES = new Set(['GB', 'IE', 'MT']);

/** Whether Intl has the conventions of `tag` itself rather than falling back to its language. */
function isKnownLocale(tag: string): boolean {
  try {
    return new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag;
  } catch {
    return false;
  }
}

const locales = new Map<string, string>();

/**
 * The BCP 47 locale dates and numbers are written in: the language as spoken in the company's
 * country where Intl knows that pair ('sv' + SE → sv-SE, 'en' + GB → en-GB), else the language's
 * home locale ('en' + SE → en-GB, 'es' + SE → es-ES).
 */
export function formatLocale(language: string, country?: string | null): string {
  const key = `${language}|${country ?? ''}`;
  let locale = locales.get(key);
  if (!locale) {
    const base = language === 'no' ? 'nb' : language;
    const paired = country ? `${base}-${country.toUpperCase()}` : null;
    const pairAllowed =
      paired !== null && (language !== 'en' || ENGLISH_COUNTRIES.has(country?.toUpperCase() ?? ''));
    locale = pairAllowed && isKnownLocale(paired) ? paired : (HOME_LOCALE[language] ?? 'en-GB');
    locales.set(key, locale);
  }
  return locale;
}

type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** Formatters bound to one locale; get them with {@link formatsFor} (or the useFormats hook). */
export interface Formats {
  /** The BCP 47 locale behind every formatter here. */
  locale: string;
  /** Integer minor units as money: "SEK 1,234.50" (en-GB), "1 234,50 kr" (sv-SE). */
  money(minor: number, currency: string): string;
  /** A plain number, grouped the local way. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 12.5 → "12.5%" (a percentage, not a fraction). */
  percent(value: number): string;
  /** Date and time, short: "24/11/2026, 00:56" (en-GB). */
  dateTime(value: DateInput): string;
  /** Date and time with the month written out: "24 Nov 2026, 00:56" (en-GB). */
  dateTimeMedium(value: DateInput): string;
  /** The date alone: "24/11/2026". */
  date(value: DateInput): string;
  /** The date with the month written out: "24 November 2026". */
  dateLong(value: DateInput): string;
  /** The time alone: "00:56". */
  time(value: DateInput): string;
  /**
   * A calendar day ("2026-11-24", no time zone) as "24 Nov 2026" — formatted in UTC so it never
   * moves to the day before west of Greenwich.
   */
  day(isoDay: string, options?: Intl.DateTimeFormatOptions): string;
  /** Any other date format of this locale, e.g. `{ weekday: 'short' }`. */
  dateWith(value: DateInput, options: Intl.DateTimeFormatOptions): string;
}

const formatsCache = new Map<string, Formats>();

/** The formatters of `language` in the company's `country` (cached; Intl formatters are costly). */
export function formatsFor(language: string, country?: string | null): Formats {
  const locale = formatLocale(language, country);
  let formats = formatsCache.get(locale);
  if (!formats) {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const dateTimeMedium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
    const dateLong = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    formats = {
      locale,
      money: (minor, currency) => formatMoney(minor, currency, locale),
      number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
      percent: (value) => percent.format(value / 100),
      dateTime: (value) => dateTime.format(toDate(value)),
      dateTimeMedium: (value) => dateTimeMedium.format(toDate(value)),
      date: (value) => date.format(toDate(value)),
      dateLong: (value) => dateLong.format(toDate(value)),
      time: (value) => time.format(toDate(value)),
      day: (isoDay, options = { dateStyle: 'medium' }) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
          new Date(`${isoDay}T00:00:00Z`),
        ),
      dateWith: (value, options) => new Intl.DateTimeFormat(locale, options).format(toDate(value)),
    };
    formatsCache.set(locale, formats);
  }
  return formats;
}
