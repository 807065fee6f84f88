import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@fika/domain';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { logger } from '../lib/logger.ts';

/** The namespaces of the public site: one JSON file each per language under src/locales/<lang>/. */
export const PUBLIC_NAMESPACES = ['common', 'marketing', 'products', 'privacy', 'auth'] as const;
export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];

type Loader = () => Promise<{ default: Record<string, unknown> }>;
// Every language and namespace is its own chunk; a page fetches only its language before it hydrates.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json') as Record<
  string,
  Loader
>;

/** All namespaces of one language, fetched in parallel. */
export async function loadPublicResources(language: UiLanguage): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    PUBLIC_NAMESPACES.map(async (ns) => {
      const load = loaders[`../locales/${language}/${ns}.json`];
      if (!load) throw new Error(`No ${ns} translations for ${language}`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A fresh i18next instance for the public site. The prerenderer makes one per page with every
 * resource at hand; the browser makes one with the page's language already loaded.
 */
export async function createPublicI18n(language: UiLanguage, resources: Resource): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_UI_LANGUAGE,
    ns: [...PUBLIC_NAMESPACES],
    defaultNS: 'marketing',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => logger.warn(`Missing translation: [${ns}:${key}]`),
    initAsync: false,
  });
  return instance;
}

/** Switches a running instance to another language, fetching it first when needed. */
export async function switchPublicLanguage(instance: I18n, language: UiLanguage): Promise<void> {
  if (!instance.hasResourceBundle(language, 'marketing')) {
    const resources = await loadPublicResources(language);
    for (const [ns, bundle] of Object.entries(resources))
      instance.addResourceBundle(language, ns, bundle, true, true);
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}
