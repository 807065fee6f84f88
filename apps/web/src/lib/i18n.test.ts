import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  detectInitialLanguage,
  ensureNamespaces,
  errorMessageKey,
  i18n,
  initI18n,
  keepLeftToRight,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  languageFromBrowser,
  loadTranslations,
  SUPPORTED_LANGUAGES,
  selectLanguage,
} from './i18n.ts';

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`; arrays (paragraph lists) give `a.0`, `a.1`, … */
function flatten(resource: object, prefix = ''): [string, string][] {
  return Object.entries(resource).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (value !== null && typeof value === 'object') return flatten(value as object, path);
    throw new Error(`${path} is neither text nor a group`);
  });
}

/**
 * What a translation must carry over from English: interpolations (`{{name}}`, `{{n, number}}`),
 * nested keys (`$t(key)`) and the tags `<Trans>` turns into elements (`<link>`, `<1>`).
 */
const placeholders = (text: string): string[] =>
  [
    ...[...text.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]+)\)/g)].map((m) => `$t(${m[1]})`),
    ...[...text.matchAll(/<(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`),
  ].sort();

/** The namespaces every language has, one JSON file each under src/locales/<lang>/. */
const NAMESPACES = [
  'access-levels',
  'accounting',
  'accounts',
  'auth',
  'backoffice',
  'beepers',
  'billing',
  'boost',
  'catalogue',
  'changelog',
  'clientErrors',
  'common',
  'competitions',
  'discount-differences',
  'discount-preview',
  'discounts',
  'finance',
  'floor-plans',
  'guest-order',
  'integrations',
  'layouts',
  'library',
  'licenses',
  'loyalty',
  'marketing',
  'members',
  'menus',
  'onboarding',
  'online-ordering',
  'online-settings',
  'orders',
  'payment-methods',
  'payments',
  'payroll',
  'pim',
  'privacy',
  'products',
  'receipts',
  'reports',
  'search',
  'settings',
  'staff',
  'staff-reports',
  'support',
  'tables',
  'terminals',
  'ui',
] as const;

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function namespacesOf(language: string): string[] {
  return Object.keys(localeFiles)
    .map((file) => /^\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file))
    .filter((match) => match?.[1] === language)
    .map((match) => match?.[2] ?? '')
    .sort();
}

function texts(language: string, namespace: string): Map<string, string> {
  const resource = localeFiles[`../locales/${language}/${namespace}.json`];
  if (!resource) throw new Error(`src/locales/${language}/${namespace}.json is missing`);
  return new Map(flatten(resource));
}

// i18next plural keys (`items_one`, `items_other`): each language needs the forms its own plural
// rules have (Arabic six, English two), so those keys are compared by their base, not one by one.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

interface Shape {
  /** Keys, with each plural family collapsed to `base_{plural}`. */
  keys: string[];
  /** Plural forms present per base key. */
  forms: Map<string, string[]>;
}

function shapeOf(entries: Map<string, string>, pluralBases: ReadonlySet<string>): Shape {
  const keys = new Set<string>();
  const forms = new Map<string, string[]>();
  for (const key of entries.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : '';
    if (match?.[1] && pluralBases.has(base)) {
      keys.add(`${base}_{plural}`);
      forms.set(base, [...(forms.get(base) ?? []), match[1]].sort());
    } else keys.add(key);
  }
  return { keys: [...keys].sort(), forms };
}

const pluralBasesOf = (english: Map<string, string>): Set<string> =>
  new Set([...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -6)));

/** The plural forms a language must have; `_zero` is always allowed on top (i18next uses it for 0). */
const pluralForms = (language: string): string[] =>
  [...new Intl.PluralRules(language === 'no' ? 'nb' : language).resolvedOptions().pluralCategories].sort();

describe('translation files', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s has every namespace of the public site and the back office',
    (language) => {
      expect(namespacesOf(language)).toEqual([...NAMESPACES]);
    },
  );

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s common.json is what loadTranslations hands to the app',
    async (language) => {
      expect(await loadTranslations(language)).toEqual(localeFiles[`../locales/${language}/common.json`]);
    },
  );

  it.each(NAMESPACES)('en/%s.json has no empty text', (namespace) => {
    const empty = [...texts('en', namespace)].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  const cases = SUPPORTED_LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
    NAMESPACES.map((namespace) => [language, namespace] as const),
  );

  it.each(cases)(
    '%s/%s.json has exactly the keys and placeholders of English, none empty',
    (language, namespace) => {
      const english = texts('en', namespace);
      const translated = texts(language, namespace);
      const pluralBases = pluralBasesOf(english);
      const expected = shapeOf(english, pluralBases);
      const actual = shapeOf(translated, pluralBases);

      const missing = expected.keys.filter((key) => !actual.keys.includes(key));
      const extra = actual.keys.filter((key) => !expected.keys.includes(key));
      expect({ missing, extra }, `${language}/${namespace}.json keys`).toEqual({ missing: [], extra: [] });

      const required = pluralForms(language);
      for (const [base, forms] of actual.forms) {
        expect(
          forms.filter((form) => form !== 'zero' || required.includes('zero')),
          `${base} forms`,
        ).toEqual(required);
      }

      const empty = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, `${language}/${namespace}.json empty texts`).toEqual([]);

      const wrongPlaceholders = [...translated].flatMap(([key, text]) => {
        const match = PLURAL_SUFFIX.exec(key);
        const base = match ? key.slice(0, match.index) : '';
        const isPlural = match !== null && pluralBases.has(base);
        const source = english.get(isPlural ? `${base}_other` : key);
        if (source === undefined) return [];
        // A singular or dual form may spell the number out instead of using {{count}}.
        const relevant = (list: string[]) => (isPlural ? list.filter((p) => p !== '{{count}}') : list);
        const want = relevant(placeholders(source));
        const got = relevant(placeholders(text));
        return want.join() === got.join()
          ? []
          : [`${key}: has ${got.join(' ') || 'none'}, English ${want.join(' ')}`];
      });
      expect(wrongPlaceholders, `${language}/${namespace}.json placeholders`).toEqual([]);
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
    expect(warn).toHaveBeenCalledWith('Missing translation: [common:no.such.key]');
  });

  it('loads another namespace of a language on demand', async () => {
    expect(i18n.hasResourceBundle('sv', 'privacy')).toBe(false);
    expect(await ensureNamespaces(['privacy'], 'sv')).toBe(true);
    expect(i18n.hasResourceBundle('sv', 'privacy')).toBe(true);
  });

  it('keeps the back office left-to-right in Arabic (§2.1: right-to-left only while logged out)', async () => {
    keepLeftToRight();
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('maps error codes to messages, unknown ones to a generic message', () => {
    expect(errorMessageKey(['INVALID_CREDENTIALS'])).toBe('errors.INVALID_CREDENTIALS');
    expect(errorMessageKey(['SOMETHING_NEW', 'RATE_LIMITED'])).toBe('errors.RATE_LIMITED');
    expect(errorMessageKey([])).toBe('errors.UNKNOWN');
    expect(errorMessageKey(['toString'])).toBe('errors.UNKNOWN');
  });
});
