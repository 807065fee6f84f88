import { describe, expect, it } from 'vitest';
import {
  buildLangSegment,
  CANONICAL_LANG_SEGMENTS,
  canonicalLangPath,
  countryFromTimeZone,
  DEFAULT_UI_LANGUAGE,
  defaultLangSegment,
  isRtl,
  isUiLanguage,
  LANG_SEGMENT_LENGTH,
  LANGUAGE_STORAGE_KEY,
  languageFromBrowser,
  parseLangSegment,
  resolveUiLanguage,
  UI_LANGUAGES,
  uiLanguageToCompanyLanguage,
} from './language.ts';

describe('UI languages', () => {
  it('lists the seven UI languages with English as default', () => {
    expect(UI_LANGUAGES).toEqual(['en', 'sv', 'no', 'da', 'es', 'tr', 'ar']);
    expect(DEFAULT_UI_LANGUAGE).toBe('en');
    expect(LANGUAGE_STORAGE_KEY).toBe('userLangSelected');
  });

  it('recognises UI languages exactly', () => {
    expect(isUiLanguage('sv')).toBe(true);
    expect(isUiLanguage('ar')).toBe(true);
    expect(isUiLanguage('se')).toBe(false);
    expect(isUiLanguage('SV')).toBe(false);
    expect(isUiLanguage(null)).toBe(false);
  });

  it('writes only Arabic right to left', () => {
    expect(UI_LANGUAGES.filter(isRtl)).toEqual(['ar']);
    expect(isRtl('he')).toBe(false);
  });
});

describe('parseLangSegment', () => {
  it.each([
    ['sv-se', 'sv', 'se'],
    ['en-gb', 'en', 'gb'],
    ['ar-ae', 'ar', 'ae'],
    ['no-no', 'no', 'no'],
    ['es-es', 'es', 'es'],
    ['da-dk', 'da', 'dk'],
    ['tr-tr', 'tr', 'tr'],
  ])('reads %s', (segment, language, country) => {
    expect(segment).toHaveLength(LANG_SEGMENT_LENGTH);
    expect(parseLangSegment(segment)).toEqual({ language, country });
  });

  it.each([
    [undefined],
    [''],
    ['sv'],
    ['sv-SE'],
    ['SV-se'],
    ['sv_se'],
    ['svse'],
    ['sv-sek'],
    [' sv-se'],
    ['sv-se\n'],
    ['fr-fr'],
    ['se-se'],
    ['12-34'],
    ['login'],
  ])('rejects %j', (segment) => {
    expect(parseLangSegment(segment)).toBeNull();
  });
});

describe('buildLangSegment', () => {
  it('joins language and lowercased country', () => {
    expect(buildLangSegment('sv', 'se')).toBe('sv-se');
    expect(buildLangSegment('en', 'GB')).toBe('en-gb');
  });

  it('round-trips through parseLangSegment', () => {
    for (const language of UI_LANGUAGES) {
      expect(parseLangSegment(buildLangSegment(language, 'gb'))).toEqual({ language, country: 'gb' });
    }
  });

  it.each([[''], ['gbr'], ['g'], ['1a'], ['g-']])('refuses the country %j', (country) => {
    expect(() => buildLangSegment('en', country)).toThrow(RangeError);
  });
});

describe('canonicalLangPath', () => {
  it('gives every language one valid canonical segment', () => {
    for (const language of UI_LANGUAGES)
      expect(parseLangSegment(CANONICAL_LANG_SEGMENTS[language])?.language).toBe(language);
  });

  it.each([
    ['/ar-gb', '/ar-ae'],
    ['/en-se/login', '/en-gb/login'],
    ['/sv-gb/pos', '/sv-se/pos'],
    ['/sv-se/pos', '/sv-se/pos'],
    ['/en-se/onboarding/abc', '/en-gb/onboarding/abc'],
  ])('moves %s to %s', (path, canonical) => {
    expect(canonicalLangPath(path)).toBe(canonical);
  });

  it.each([['/'], ['/fr-fr/pos'], ['/reset-password'], ['/pos']])('leaves %s alone', (path) => {
    expect(canonicalLangPath(path)).toBeNull();
  });
});

describe('countryFromTimeZone', () => {
  it.each([
    ['Europe/Madrid', 'es'],
    ['Europe/London', 'gb'],
    ['Europe/Stockholm', 'se'],
    ['Europe/Oslo', 'no'],
    ['Europe/Copenhagen', 'gb'],
    ['America/New_York', 'gb'],
    ['europe/madrid', 'gb'],
    ['', 'gb'],
    [undefined, 'gb'],
  ])('maps %j to %s', (timeZone, country) => {
    expect(countryFromTimeZone(timeZone)).toBe(country);
  });
});

describe('languageFromBrowser', () => {
  it('takes the first supported primary subtag', () => {
    expect(languageFromBrowser(['sv-SE', 'en-US'])).toBe('sv');
    expect(languageFromBrowser(['fr-FR', 'de', 'es-419', 'en'])).toBe('es');
    expect(languageFromBrowser(['EN_gb'])).toBe('en');
    expect(languageFromBrowser([' ar '])).toBe('ar');
  });

  it('reads Norwegian Bokmål and Nynorsk as Norwegian', () => {
    expect(languageFromBrowser(['nb-NO'])).toBe('no');
    expect(languageFromBrowser(['nn'])).toBe('no');
    expect(languageFromBrowser(['no'])).toBe('no');
  });

  it('returns null when nothing is supported', () => {
    expect(languageFromBrowser([])).toBeNull();
    expect(languageFromBrowser(['fr', 'de-DE', '', 'arn'])).toBeNull();
  });
});

describe('resolveUiLanguage', () => {
  it('prefers a valid saved language', () => {
    expect(resolveUiLanguage({ saved: 'da', browserLanguages: ['sv-SE'] })).toBe('da');
  });

  it('falls back to the browser, then English', () => {
    expect(resolveUiLanguage({ saved: 'klingon', browserLanguages: ['sv-SE'] })).toBe('sv');
    expect(resolveUiLanguage({ saved: null, browserLanguages: ['nb'] })).toBe('no');
    expect(resolveUiLanguage({ browserLanguages: ['fr'] })).toBe('en');
    expect(resolveUiLanguage({})).toBe('en');
  });
});

describe('defaultLangSegment', () => {
  it('combines the resolved language with the time-zone country', () => {
    expect(defaultLangSegment({ saved: 'sv', timeZone: 'Europe/Stockholm' })).toBe('sv-se');
    expect(defaultLangSegment({ browserLanguages: ['es-ES'], timeZone: 'Europe/Madrid' })).toBe('es-es');
    expect(defaultLangSegment({ saved: 'ar', timeZone: 'Asia/Dubai' })).toBe('ar-gb');
    expect(defaultLangSegment({})).toBe('en-gb');
  });
});

describe('uiLanguageToCompanyLanguage', () => {
  it('maps content languages and sends the rest to English', () => {
    expect(UI_LANGUAGES.map(uiLanguageToCompanyLanguage)).toEqual(['en', 'se', 'no', 'en', 'es', 'en', 'en']);
  });
});
