import type { CompanyLanguage } from './countries.ts';
import { isOneOf } from './enums.ts';

/** Languages the user interface and the public site are translated into. */
export const UI_LANGUAGES = ['en', 'sv', 'no', 'da', 'es', 'tr', 'ar'] as const;
/** A user-interface language. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** UI language used when nothing better is known. */
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** Whether `value` is a supported UI language code (exact, lowercase). */
export function isUiLanguage(value: unknown): value is UiLanguage {
  return isOneOf(UI_LANGUAGES, value);
}

/** Whether `lang` is written right to left. */
export function isRtl(lang: string): boolean {
  return lang === 'ar';
}

/** Local-storage key under which the user's chosen UI language is kept. */
export const LANGUAGE_STORAGE_KEY = 'userLangSelected';

/** Length of the `{lang}` path segment of public routes, e.g. 'sv-se'. */
export const LANG_SEGMENT_LENGTH = 5;

const LANG_SEGMENT_PATTERN = /^[a-z]{2}-[a-z]{2}$/;

/** Reads a `{lang}` segment such as 'sv-se' into its UI language and country; null when invalid. */
export function parseLangSegment(
  segment: string | undefined,
): { language: UiLanguage; country: string } | null {
  if (segment === undefined || !LANG_SEGMENT_PATTERN.test(segment)) return null;
  const language = segment.slice(0, 2);
  return isUiLanguage(language) ? { language, country: segment.slice(3) } : null;
}

/**
 * One language-country segment per language: the public site is prerendered in these, and other
 * segments of the same language (en-se, say) show the same content and name these as canonical.
 */
export const CANONICAL_LANG_SEGMENTS: Readonly<Record<UiLanguage, string>> = {
  en: 'en-gb',
  sv: 'sv-se',
  no: 'no-no',
  da: 'da-dk',
  es: 'es-es',
  tr: 'tr-tr',
  ar: 'ar-ae',
};

/**
 * The same public path in its language's canonical segment ('/en-se/login' → '/en-gb/login');
 * null when the path does not start with a valid language segment.
 */
export function canonicalLangPath(pathname: string): string | null {
  const [, first, ...rest] = pathname.split('/');
  const parsed = parseLangSegment(first);
  if (!parsed) return null;
  return ['', CANONICAL_LANG_SEGMENTS[parsed.language], ...rest].join('/');
}

/** Builds a `{lang}` segment from a UI language and a two-letter country code. */
export function buildLangSegment(language: UiLanguage, country: string): string {
  const segment = `${language}-${country.toLowerCase()}`;
  // Refusing here keeps every link the app builds parseable by parseLangSegment.
  if (!parseLangSegment(segment)) throw new RangeError(`Invalid language segment country: ${country}`);
  return segment;
}

/** Country of the `{lang}` segment guessed from the browser's time zone. */
export type SegmentCountry = 'es' | 'gb' | 'se' | 'no';

const TIMEZONE_SEGMENT_COUNTRY: ReadonlyMap<string, SegmentCountry> = new Map([
  ['Europe/Madrid', 'es'],
  ['Europe/London', 'gb'],
  ['Europe/Stockholm', 'se'],
  ['Europe/Oslo', 'no'],
]);

/** Guesses the segment country from an IANA time zone; anything unrecognised is 'gb'. */
export function countryFromTimeZone(timeZone: string | undefined): SegmentCountry {
  return TIMEZONE_SEGMENT_COUNTRY.get(timeZone ?? '') ?? 'gb';
}

// Norwegian Bokmål and Nynorsk both read the Norwegian translation.
const BROWSER_LANGUAGE_ALIASES: ReadonlyMap<string, UiLanguage> = new Map([
  ['nb', 'no'],
  ['nn', 'no'],
]);

function toUiLanguage(tag: string): UiLanguage | null {
  const primary = tag
    .trim()
    .toLowerCase()
    .replace(/[-_].*$/s, '');
  const candidate = BROWSER_LANGUAGE_ALIASES.get(primary) ?? primary;
  return isUiLanguage(candidate) ? candidate : null;
}

/** The first of the browser's preferred languages (e.g. `navigator.languages`) the UI supports. */
export function languageFromBrowser(languages: readonly string[]): UiLanguage | null {
  for (const tag of languages) {
    const language = toUiLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** What is known about the visitor when choosing a UI language. */
export type UiLanguageHints = {
  saved?: string | null | undefined;
  browserLanguages?: readonly string[] | undefined;
};

/** The saved language if valid, else the browser's, else English. */
export function resolveUiLanguage({ saved, browserLanguages }: UiLanguageHints): UiLanguage {
  if (isUiLanguage(saved)) return saved;
  return languageFromBrowser(browserLanguages ?? []) ?? DEFAULT_UI_LANGUAGE;
}

/** The `{lang}` segment to redirect to when a public path lacks a valid one. */
export function defaultLangSegment(hints: UiLanguageHints & { timeZone?: string | undefined }): string {
  return buildLangSegment(resolveUiLanguage(hints), countryFromTimeZone(hints.timeZone));
}

const UI_TO_COMPANY_LANGUAGE: Readonly<Partial<Record<UiLanguage, CompanyLanguage>>> = {
  sv: 'se',
  en: 'en',
  es: 'es',
  no: 'no',
};

/** The company content language matching a UI language; languages without content map to English. */
export function uiLanguageToCompanyLanguage(lang: UiLanguage): CompanyLanguage {
  return UI_TO_COMPANY_LANGUAGE[lang] ?? 'en';
}
