import {
  COMPANY_LANGUAGES,
  COUNTRY_CURRENCY,
  type CountryCode,
  CURRENCIES,
  type Currency,
  isCountryCode,
  isValidTimeZone,
  ORG_NUMBER_RULES,
  SUPPORTED_COUNTRIES,
} from '@fika/domain';
import type { TFunction } from 'i18next';
import type { SettingsKey } from './settings-form.ts';

/** One choice of a select. */
export interface Option {
  value: string;
  label: string;
}

/** A group of choices (Mantine's grouped select data). */
export interface OptionGroup {
  group: string;
  items: Option[];
}

type SettingsT = TFunction<'settings'>;

const byLabel = (language: string) => {
  const collator = new Intl.Collator(language);
  return (a: Option, b: Option) => collator.compare(a.label, b.label);
};

/** The six supported countries, named in the UI language and sorted by that name. */
export function countryOptions(t: SettingsT, language: string): Option[] {
  return SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) })).sort(
    byLabel(language),
  );
}

/** The company languages (se, en, es, no) with readable names. */
export function companyLanguageOptions(t: SettingsT): Option[] {
  return COMPANY_LANGUAGES.map((code) => ({ value: code, label: t(`companyLanguages.${code}`) }));
}

/** The currencies of §3, each as its code and its name in the UI language ('SEK · Swedish krona'). */
export function currencyOptions(language: string): Option[] {
  const names = displayNames(language, 'currency');
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}

function displayNames(language: string, type: Intl.DisplayNamesType): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type });
  } catch {
    return null;
  }
}

/** The currency a company in `country` uses, or null for a country outside the supported six. */
export function currencyOfCountry(country: string): Currency | null {
  return isCountryCode(country) ? COUNTRY_CURRENCY[country] : null;
}

/** Key of the organisation-number label of `country` ('CVR Number' for DK), or the generic one. */
export function orgNumberLabelKey(country: string | null | undefined): SettingsKey {
  return isCountryCode(country) ? (ORG_NUMBER_RULES[country].labelKey as SettingsKey) : 'orgNumber.generic';
}

/** The expected length of `country`'s organisation numbers, as a hint under the field. */
export function orgNumberHint(t: SettingsT, country: CountryCode): string {
  const { min, max } = ORG_NUMBER_RULES[country];
  return min === max ? t('orgNumber.hintExact', { length: min }) : t('orgNumber.hintRange', { min, max });
}

let zoneCache: readonly string[] | null = null;

/** Every IANA time zone the browser knows, as isValidTimeZone accepts them. */
export function timeZones(): readonly string[] {
  zoneCache ??= Intl.supportedValuesOf('timeZone').filter(isValidTimeZone);
  return zoneCache;
}

const offsetCache = new Map<string, string>();

// 'GMT+1' for Europe/Stockholm in winter: technical notation, kept the same in every language so
// the list stays searchable by it.
function offsetOf(zone: string): string {
  let offset = offsetCache.get(zone);
  if (offset === undefined) {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    offsetCache.set(zone, offset);
  }
  return offset;
}

/** 'Europe/Stockholm (GMT+1)'; underscores read as spaces so 'New York' finds America/New_York. */
export function timeZoneLabel(zone: string): string {
  const offset = offsetOf(zone);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

/** The time zones grouped by region ('Europe', 'America'), with `current` kept even if unknown. */
export function timeZoneGroups(current?: string): OptionGroup[] {
  const zones = [...timeZones()];
  if (current && !zones.includes(current) && isValidTimeZone(current)) zones.push(current);
  const groups = new Map<string, Option[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? zone) : 'Etc';
    const items = groups.get(region) ?? [];
    items.push({ value: zone, label: timeZoneLabel(zone) });
    groups.set(region, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** How long a terminal waits before it locks: 'Never locks', '5 minutes', '1 minute, 30 seconds'. */
export function formatIdleTimeout(t: SettingsT, language: string, seconds: number): string {
  if (seconds <= 0) return t('idle.never');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [
    hours > 0 && unit(hours, 'hour'),
    minutes > 0 && unit(minutes, 'minute'),
    rest > 0 && unit(rest, 'second'),
  ].filter((part): part is string => typeof part === 'string');
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(parts);
}

/** A date in a formatting locale (lib/format.ts): '3 March 2025', '3 mars 2025'. */
export function formatDate(locale: string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
