import {
  DEFAULT_UI_LANGUAGE as DEFAULT_LANGUAGE,
  isRtl,
  isUiLanguage as isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromBrowser,
  UI_LANGUAGES as SUPPORTED_LANGUAGES,
  type UiLanguage,
} from '@fika/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import { logger } from './logger.ts';
import { missingTranslationMessage } from './missing-translation.ts';
import { readStorage, writeStorage } from './storage.ts';

// The language rules live once in the domain package; these names are the web app's vocabulary.
export {
  DEFAULT_UI_LANGUAGE as DEFAULT_LANGUAGE,
  isUiLanguage as isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromBrowser,
  UI_LANGUAGES as SUPPORTED_LANGUAGES,
} from '@fika/domain';
export type Language = UiLanguage;
export const DEFAULT_NAMESPACE = 'common';

/**
 * The namespaces the back office loads before its first render, one JSON file each per language;
 * 'ui' holds the texts of the shared pieces in src/ui (list shell, drawer, confirm), used on every screen.
 */
export const BACKOFFICE_NAMESPACES = ['common', 'backoffice', 'search', 'ui'] as const;
/**
 * A namespace the back office may load: those above, the privacy policy shown in a modal, and the
 * namespaces a screen loads before it renders (a route's `loader` awaits {@link ensureNamespaces}).
 */
export type BackOfficeNamespace =
  | (typeof BACKOFFICE_NAMESPACES)[number]
  | 'privacy'
  | 'settings'
  | 'catalogue'
  | 'pim'
  | 'menus'
  | 'layouts'
  | 'finance'
  | 'orders'
  | 'reports'
  | 'payments'
  | 'terminals'
  | 'staff-reports'
  | 'discount-differences'
  | 'access-levels'
  | 'accounts'
  | 'staff'
  | 'competitions'
  | 'discount-preview'
  | 'tables'
  | 'floor-plans'
  | 'discounts'
  | 'members'
  | 'online-ordering'
  | 'loyalty'
  | 'library'
  | 'online-settings'
  | 'boost'
  | 'payment-methods'
  | 'receipts'
  | 'payroll'
  | 'accounting'
  | 'billing'
  | 'integrations'
  | 'licenses'
  | 'changelog'
  | 'support'
  | 'clientErrors'
  | 'beepers'
  | 'onboarding';

export { LANGUAGE_NAMES } from './language-names.ts';

/** The shape every language file must have: the English one. */
export type TranslationResource = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: TranslationResource;
      marketing: typeof import('../locales/en/marketing.json');
      products: typeof import('../locales/en/products.json');
      privacy: typeof import('../locales/en/privacy.json');
      auth: typeof import('../locales/en/auth.json');
      backoffice: typeof import('../locales/en/backoffice.json');
      search: typeof import('../locales/en/search.json');
      settings: typeof import('../locales/en/settings.json');
      catalogue: typeof import('../locales/en/catalogue.json');
      pim: typeof import('../locales/en/pim.json');
      ui: typeof import('../locales/en/ui.json');
      menus: typeof import('../locales/en/menus.json');
      layouts: typeof import('../locales/en/layouts.json');
      finance: typeof import('../locales/en/finance.json');
      orders: typeof import('../locales/en/orders.json');
      reports: typeof import('../locales/en/reports.json');
      payments: typeof import('../locales/en/payments.json');
      terminals: typeof import('../locales/en/terminals.json');
      'staff-reports': typeof import('../locales/en/staff-reports.json');
      'discount-differences': typeof import('../locales/en/discount-differences.json');
      'access-levels': typeof import('../locales/en/access-levels.json');
      accounts: typeof import('../locales/en/accounts.json');
      staff: typeof import('../locales/en/staff.json');
      competitions: typeof import('../locales/en/competitions.json');
      'discount-preview': typeof import('../locales/en/discount-preview.json');
      tables: typeof import('../locales/en/tables.json');
      'floor-plans': typeof import('../locales/en/floor-plans.json');
      discounts: typeof import('../locales/en/discounts.json');
      'online-settings': typeof import('../locales/en/online-settings.json');
      'payment-methods': typeof import('../locales/en/payment-methods.json');
      receipts: typeof import('../locales/en/receipts.json');
      payroll: typeof import('../locales/en/payroll.json');
      integrations: typeof import('../locales/en/integrations.json');
      members: typeof import('../locales/en/members.json');
      'online-ordering': typeof import('../locales/en/online-ordering.json');
      loyalty: typeof import('../locales/en/loyalty.json');
      library: typeof import('../locales/en/library.json');
      boost: typeof import('../locales/en/boost.json');
      accounting: typeof import('../locales/en/accounting.json');
      billing: typeof import('../locales/en/billing.json');
      clientErrors: typeof import('../locales/en/clientErrors.json');
      licenses: typeof import('../locales/en/licenses.json');
      changelog: typeof import('../locales/en/changelog.json');
      support: typeof import('../locales/en/support.json');
      beepers: typeof import('../locales/en/beepers.json');
      onboarding: typeof import('../locales/en/onboarding.json');
    };
  }
}

type Bundle = Record<string, unknown>;

/**
 * Development and tests: Vite's lazy import of each language file. A production build has none of
 * this map (it would cost the shell ~0.2 KB per namespace): every back-office language file is
 * copied to assets/locales/<version>/<language>/<namespace>.json (vite.config.ts) and fetched when
 * needed; `version` changes whenever any translation does, so the files are cached for good.
 * English 'common' is bundled as the fallback; the public site's namespaces load through its own
 * src/public/i18n.ts.
 */
const devLoaders = import.meta.env.PROD
  ? undefined
  : import.meta.glob<{ default: Bundle }>([
      '../locales/*/*.json',
      '!../locales/*/marketing.json',
      '!../locales/*/products.json',
      '!../locales/*/auth.json',
    ]);

async function fetchBundle(language: Language, namespace: BackOfficeNamespace): Promise<Bundle> {
  if (devLoaders) {
    const load = devLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) throw new Error(`No ${namespace} translations for ${language}`);
    return (await load()).default;
  }
  const url = `${import.meta.env.BASE_URL}assets/locales/${__LOCALE_VERSION__}/${language}/${namespace}.json`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`No ${namespace} translations for ${language} (${response.status})`);
  return (await response.json()) as Bundle;
}

async function loadNamespace(language: Language, namespace: BackOfficeNamespace): Promise<Bundle> {
  if (namespace === DEFAULT_NAMESPACE) return loadTranslations(language);
  return fetchBundle(language, namespace);
}

/**
 * Loads the namespaces of `language` the instance does not have yet (all of the back office's
 * unless named); a failure is logged and leaves the fallback language in place.
 */
export async function ensureNamespaces(
  namespaces: readonly BackOfficeNamespace[] = BACKOFFICE_NAMESPACES,
  language: Language = currentLanguage(),
): Promise<boolean> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  try {
    const bundles = await Promise.all(missing.map((ns) => loadNamespace(language, ns)));
    missing.forEach((ns, index) => {
      i18n.addResourceBundle(language, ns, bundles[index] ?? {}, true, true);
    });
    // Held from now on: a later language change loads these namespaces too.
    const held = new Set([i18n.options.ns ?? []].flat());
    for (const ns of namespaces) held.add(ns);
    i18n.options.ns = [...held];
    return true;
  } catch (error) {
    logger.error(`Could not load the ${language} translations`, { error: String(error) });
    return false;
  }
}

/** The i18next instance of the app (also registered with react-i18next by {@link initI18n}). */
export const i18n: I18n = i18next.createInstance();

/** Saved choice if valid, else the browser's language, else English. */
export function detectInitialLanguage(): Language {
  const saved = readStorage(LANGUAGE_STORAGE_KEY);
  if (isSupportedLanguage(saved)) return saved;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const tags = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return languageFromBrowser(tags.filter(Boolean)) ?? DEFAULT_LANGUAGE;
}

/** The translations of one language (fetched lazily except English). */
export async function loadTranslations(language: Language): Promise<TranslationResource> {
  if (language === 'en') return en;
  return (await fetchBundle(language, DEFAULT_NAMESPACE)) as TranslationResource;
}

let rightToLeftAllowed = true;

/**
 * The back office stays left-to-right in every language: §2.1 sets right-to-left for Arabic only
 * while logged out. Call before {@link initI18n}.
 */
export function keepLeftToRight(): void {
  rightToLeftAllowed = false;
}

function applyToDocument(language: string): void {
  if (typeof document === 'undefined' || !isSupportedLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeftAllowed && isRtl(language) ? 'rtl' : 'ltr';
  document.title = i18n.t('app.title');
}

let initialisation: Promise<void> | null = null;
let latestChange = 0;

/**
 * Initialises i18next once with English plus the starting language already loaded, so the first
 * render never shows keys, then switches to `language` if it is already initialised.
 */
export async function initI18n(
  language: Language = detectInitialLanguage(),
  namespaces: readonly BackOfficeNamespace[] = [DEFAULT_NAMESPACE],
): Promise<I18n> {
  const alreadyStarted = initialisation !== null;
  initialisation ??= (async () => {
    const resources: Resource = { en: { [DEFAULT_NAMESPACE]: en } };
    let startLanguage = language;
    if (language !== 'en') {
      const loaded = await tryLoadTranslations(language);
      if (loaded) resources[language] = { [DEFAULT_NAMESPACE]: loaded };
      else startLanguage = DEFAULT_LANGUAGE;
    }
    if (namespaces.length > 0) {
      const extra = namespaces.filter((ns) => ns !== DEFAULT_NAMESPACE);
      const load = async (lng: Language) =>
        Object.fromEntries(await Promise.all(extra.map(async (ns) => [ns, await loadNamespace(lng, ns)])));
      try {
        const [english, chosen] = await Promise.all([
          load('en'),
          startLanguage === 'en' ? null : load(startLanguage),
        ]);
        resources.en = { ...resources.en, ...english };
        if (chosen) resources[startLanguage] = { ...resources[startLanguage], ...chosen };
      } catch (error) {
        logger.error('Could not load the back-office translations', { error: String(error) });
      }
    }
    i18n.on('languageChanged', applyToDocument);
    await i18n.use(initReactI18next).init({
      lng: startLanguage,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [DEFAULT_NAMESPACE, ...namespaces.filter((ns) => ns !== DEFAULT_NAMESPACE)],
      defaultNS: DEFAULT_NAMESPACE,
      resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) =>
        logger.warn(missingTranslationMessage(namespace, key)),
    });
  })();
  await initialisation;
  if (alreadyStarted && i18n.language !== language) await changeLanguage(language);
  return i18n;
}

/** Loads a language if needed, then switches to it; the last call wins when several overlap. */
export async function changeLanguage(language: Language): Promise<void> {
  const ticket = ++latestChange;
  // Every namespace the instance already holds in some language, so no text falls back to English.
  const held = (i18n.options.ns ? [i18n.options.ns].flat() : [DEFAULT_NAMESPACE]) as BackOfficeNamespace[];
  if (!(await ensureNamespaces(held, language))) return; // Stay in the current language; logged.
  if (ticket === latestChange) await i18n.changeLanguage(language);
}

// A language chunk can fail to download (offline, stale deployment): the app keeps working in
// the language it has rather than failing to start.
async function tryLoadTranslations(language: Language): Promise<TranslationResource | null> {
  try {
    return await loadTranslations(language);
  } catch (error) {
    logger.error(`Could not load the ${language} translations`, { error: String(error) });
    return null;
  }
}

/** Switches language because the user chose it, and remembers the choice (spec §2.1). */
export async function selectLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await changeLanguage(language);
}

/** The current UI language. */
export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

type ErrorCode = keyof TranslationResource['errors'];

function isTranslatedErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(en.errors, code);
}

/** The translation key of the first error code that has a message, else the generic message's key. */
export function errorMessageKey(codes: readonly string[]): `errors.${ErrorCode}` {
  return `errors.${codes.find(isTranslatedErrorCode) ?? 'UNKNOWN'}`;
}
