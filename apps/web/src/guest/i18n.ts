// The guest page's own small i18n: one JSON file per language (src/locales/<lang>/guest-order.json),
// each loaded on its own, so a guest downloads only their language and no i18n library.
import { createContext, useContext } from 'react';
import type { GuestLanguage } from './routes.ts';

export type Messages = { [key: string]: string | Messages };

const loaders = import.meta.glob<Messages>('../locales/*/guest-order.json', { import: 'default' });

export async function loadMessages(language: GuestLanguage): Promise<Messages> {
  const load = loaders[`../locales/${language}/guest-order.json`];
  if (!load) throw new Error(`No guest-order texts for ${language}`);
  return load();
}

export type Vars = Record<string, string | number>;
export type T = (key: string, vars?: Vars) => string;

/** BCP 47 tag for Intl: Norwegian is Bokmål ('nb'); the country from the address or the venue. */
export function localeTag(language: GuestLanguage, country: string | null): string {
  const base = language === 'no' ? 'nb' : language;
  return country && /^[A-Z]{2}$/.test(country) ? `${base}-${country}` : base;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `t('cart.items', { count: 2 })` reads `items_one`/`items_other` etc. by the language's plural rules. */
export function translator(messages: Messages, language: GuestLanguage): T {
  const plurals = new Intl.PluralRules(language === 'no' ? 'nb' : language);
  return (key, vars) => {
    let text: string | undefined;
    if (vars && typeof vars.count === 'number') {
      text =
        (vars.count === 0 ? lookup(messages, `${key}_zero`) : undefined) ??
        lookup(messages, `${key}_${plurals.select(vars.count)}`) ??
        lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key) ?? key;
    return vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
}

export interface GuestI18n {
  t: T;
  language: GuestLanguage;
  /** Intl locale for money and dates: the guest's language in the venue's country. */
  locale: string;
}

export const I18nContext = createContext<GuestI18n>({ t: (key) => key, language: 'en', locale: 'en' });
export const useI18n = (): GuestI18n => useContext(I18nContext);
