import { describe, expect, it } from 'vitest';
import {
  COMPANY_LANGUAGES,
  COUNTRY_CURRENCY,
  COUNTRY_LANGUAGE_CODE,
  COUNTRY_TIMEZONE,
  companyLanguageForCountry,
  DEFAULT_COMPANY_LANGUAGE,
  isCountryCode,
  isValidVatRate,
  normalizeCompanyLanguage,
  normalizeCountry,
  SUPPORTED_COUNTRIES,
  VAT_CHOICES,
} from './countries.ts';
import { CURRENCIES } from './enums.ts';

describe('SUPPORTED_COUNTRIES', () => {
  it('lists the sign-up countries in the order the form offers them', () => {
    expect(SUPPORTED_COUNTRIES).toEqual(['SE', 'ES', 'GB', 'NO', 'DK', 'TR']);
  });

  it.each(SUPPORTED_COUNTRIES)('maps %s in every per-country table', (country) => {
    expect(CURRENCIES).toContain(COUNTRY_CURRENCY[country]);
    expect(COUNTRY_LANGUAGE_CODE[country]).toMatch(/^[a-z]{2}$/);
    expect(COUNTRY_TIMEZONE[country]).toMatch(/^Europe\//);
    expect(VAT_CHOICES[country]).toContain(0);
    expect(COMPANY_LANGUAGES).toContain(companyLanguageForCountry(country));
  });
});

describe('isCountryCode', () => {
  it('accepts supported codes only, exactly as written', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('TR')).toBe(true);
    expect(isCountryCode('se')).toBe(false);
    expect(isCountryCode('EN')).toBe(false);
    expect(isCountryCode('US')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(isCountryCode(46)).toBe(false);
  });
});

describe('normalizeCountry', () => {
  it('uppercases and trims', () => {
    expect(normalizeCountry(' se ')).toBe('SE');
    expect(normalizeCountry('Dk')).toBe('DK');
  });

  it('treats EN as GB', () => {
    expect(normalizeCountry('EN')).toBe('GB');
    expect(normalizeCountry('en')).toBe('GB');
  });

  it('leaves unsupported codes uppercased for the caller to reject', () => {
    expect(normalizeCountry('us')).toBe('US');
    expect(isCountryCode(normalizeCountry('us'))).toBe(false);
  });
});

describe('country tables', () => {
  it('maps currencies, including the Turkish lira for TR', () => {
    expect(COUNTRY_CURRENCY).toEqual({ SE: 'SEK', ES: 'EUR', GB: 'GBP', NO: 'NOK', DK: 'DKK', TR: 'TRY' });
  });

  it('maps language codes and time zones', () => {
    expect(COUNTRY_LANGUAGE_CODE).toEqual({ SE: 'sv', ES: 'es', GB: 'en', NO: 'nb', DK: 'da', TR: 'tr' });
    expect(COUNTRY_TIMEZONE.TR).toBe('Europe/Istanbul');
    expect(COUNTRY_TIMEZONE.SE).toBe('Europe/Stockholm');
  });

  it('names time zones Intl knows', () => {
    for (const timeZone of Object.values(COUNTRY_TIMEZONE)) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
  });
});

describe('company languages', () => {
  it('defaults to se', () => {
    expect(COMPANY_LANGUAGES).toEqual(['se', 'en', 'es', 'no']);
    expect(DEFAULT_COMPANY_LANGUAGE).toBe('se');
  });

  it('picks the company language of a new company from its country', () => {
    expect(SUPPORTED_COUNTRIES.map(companyLanguageForCountry)).toEqual(['se', 'es', 'en', 'no', 'en', 'en']);
  });

  it.each([
    ['se', 'se'],
    ['en', 'en'],
    ['es', 'es'],
    ['no', 'no'],
    ['sv', 'se'],
    ['SV', 'se'],
    [' EN ', 'en'],
    ['nb', 'no'],
    ['nn', 'no'],
    ['da', 'se'],
    ['tr', 'se'],
    ['', 'se'],
    ['constructor', 'se'],
    [null, 'se'],
    [undefined, 'se'],
  ] as const)('normalizes %j to %s', (input, expected) => {
    expect(normalizeCompanyLanguage(input)).toBe(expected);
  });
});

describe('VAT choices', () => {
  it('lists the rates of each country', () => {
    expect(VAT_CHOICES).toEqual({
      SE: [0, 6, 12, 25],
      NO: [0, 12, 15, 25],
      GB: [0, 5, 20],
      ES: [0, 4, 10, 21],
      DK: [0, 25],
      TR: [0, 10, 20],
    });
  });

  it('accepts only a country’s own rates', () => {
    expect(isValidVatRate('SE', 12)).toBe(true);
    expect(isValidVatRate('SE', 0)).toBe(true);
    expect(isValidVatRate('SE', 15)).toBe(false);
    expect(isValidVatRate('NO', 15)).toBe(true);
    expect(isValidVatRate('GB', 20)).toBe(true);
    expect(isValidVatRate('GB', 25)).toBe(false);
    expect(isValidVatRate('ES', 21)).toBe(true);
    expect(isValidVatRate('DK', 6)).toBe(false);
    expect(isValidVatRate('TR', 10)).toBe(true);
  });

  it('rejects fractions and percent-as-fraction values', () => {
    expect(isValidVatRate('SE', 25.0001)).toBe(false);
    expect(isValidVatRate('SE', 0.25)).toBe(false);
    expect(isValidVatRate('SE', Number.NaN)).toBe(false);
  });
});
