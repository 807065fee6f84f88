import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  detectInitialLanguage,
  errorMessageKey,
  i18n,
  initI18n,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  languageFromBrowser,
  loadTranslations,
  SUPPORTED_LANGUAGES,
  selectLanguage,
} from './i18n.ts';

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
function flatten(resource: object, prefix = ''): [string, string][] {
  return Object.entries(resource).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (value !== null && typeof value === 'object') return flatten(value as object, path);
    throw new Error(`${path} is neither text nor a group`);
  });
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('translation files', async () => {
  const english = new Map(flatten(await loadTranslations('en')));

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys and placeholders of English, none empty',
    async (language) => {
      const translated = new Map(flatten(await loadTranslations(language)));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
    },
  );

  it('names every language in the selector', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });
});

describe('initial language', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('maps browser languages, with Norwegian Bokmål and Nynorsk to no', () => {
    expect(languageFromBrowser(['nb-NO'])).toBe('no');
    expect(languageFromBrowser(['nn'])).toBe('no');
    expect(languageFromBrowser(['fr-FR', 'sv-SE', 'en'])).toBe('sv');
    expect(languageFromBrowser(['AR_sa'])).toBe('ar');
    expect(languageFromBrowser(['fr', 'de'])).toBeNull();
  });

  it('prefers the saved choice, then the browser language, then English', () => {
    vi.stubGlobal('navigator', { languages: ['da-DK', 'en-GB'], language: 'da-DK' });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    expect(detectInitialLanguage()).toBe('tr');

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(detectInitialLanguage()).toBe('da');

    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' });
    expect(detectInitialLanguage()).toBe('en');
  });
});

describe('i18n instance', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it('loads a language on demand and sets right-to-left for Arabic', async () => {
    await changeLanguage('ar');
    expect(i18n.t('session.signOut')).toBe('تسجيل الخروج');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');

    await changeLanguage('sv');
    expect(i18n.t('auth.signIn.submit')).toBe('Logga in');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('sv');
    expect(document.title).toBe('Fika – Backoffice i molnet');
  });

  it('remembers a language the user selects', async () => {
    await selectLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it('keeps the last of overlapping language changes', async () => {
    await Promise.all([changeLanguage('tr'), changeLanguage('da')]);
    expect(i18n.language).toBe('da');
  });

  it('logs a missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    i18n.t('no.such.key' as 'app.name');
    expect(warn).toHaveBeenCalledWith('Missing translation: [no.such.key]');
  });

  it('maps error codes to messages, unknown ones to a generic message', () => {
    expect(errorMessageKey(['INVALID_CREDENTIALS'])).toBe('errors.INVALID_CREDENTIALS');
    expect(errorMessageKey(['SOMETHING_NEW', 'RATE_LIMITED'])).toBe('errors.RATE_LIMITED');
    expect(errorMessageKey([])).toBe('errors.UNKNOWN');
    expect(errorMessageKey(['toString'])).toBe('errors.UNKNOWN');
  });
});
