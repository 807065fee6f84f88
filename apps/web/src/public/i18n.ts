import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@fika/domain';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { logger } from '../lib/logger.ts';
import { missingTranslationMessage } from '../lib/missing-translation.ts';
import type { PublicPage } from './routes.ts';

/** The namespaces of the public site: one JSON file each per language under src/locales/<lang>/. */
export const PUBLIC_NAMESPACES = ['common', 'marketing', 'products', 'privacy', 'auth'] as const;
export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];

type Loader = () => Promise<{ default: Record<string, unknown> }>;
// Every language and namespace is its own chunk; a page fetches only its language before it hydrates.
// Only the public site's own namespaces: a map of the back office's too would weigh on every page.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/{common,marketing,products,privacy,auth,guest}.json',
) as Record<string, Loader>;

/** The namespaces a page needs: the layout's marketing copy plus the page's own. */
export function namespacesFor(page: PublicPage): PublicNamespace[] {
  switch (page) {
    case 'landing':
      return ['marketing'];
    case 'pos':
    case 'online-ordering':
    case 'digital-kitchen-screens':
    case 'handheld-terminal':
      return ['marketing', 'products'];
    case 'privacy-policy':
      return ['marketing', 'privacy'];
    default:
      return ['marketing', 'auth'];
  }
}

/** Namespaces of one language (all of them unless named), fetched in parallel. */
export async function loadPublicResources(
  language: UiLanguage,
  namespaces: readonly PublicNamespace[] = PUBLIC_NAMESPACES,
): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = loaders[`../locales/${language}/${ns}.json`];
      if (!load) throw new Error(`No ${ns} translations for ${language}`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const pending = new Map<string, Promise<void>>();

/**
 * Null when the instance has these namespaces of `language`; otherwise one shared promise that
 * loads the missing ones (a component can suspend on it with `use`).
 */
export function missingNamespaces(
  instance: I18n,
  language: UiLanguage,
  namespaces: readonly PublicNamespace[],
): Promise<void> | null {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(language, ns));
  if (missing.length === 0) return null;
  const key = `${language}:${missing.join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadPublicResources(language, missing).then((bundles) => {
      for (const [ns, bundle] of Object.entries(bundles))
        instance.addResourceBundle(language, ns, bundle, true, true);
      pending.delete(key);
    });
    pending.set(key, promise);
  }
  return promise;
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
    missingKeyHandler: (_lngs, ns, key) => logger.warn(missingTranslationMessage(ns, key)),
    initAsync: false,
  });
  return instance;
}

/** Switches a running instance to another language, fetching the given namespaces first when needed. */
export async function switchPublicLanguage(
  instance: I18n,
  language: UiLanguage,
  namespaces: readonly PublicNamespace[] = ['marketing'],
): Promise<void> {
  await missingNamespaces(instance, language, namespaces);
  if (instance.language !== language) await instance.changeLanguage(language);
}
