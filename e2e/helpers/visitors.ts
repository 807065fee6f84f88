import type { BrowserContext, Page } from '@playwright/test';
import { DEV_TOKEN_KEY, LANGUAGE_KEY } from './public-site.ts';
import { test as base } from './test.ts';

/** A first-time visitor as the browser describes them: language, time zone and what is stored. */
export interface VisitorOptions {
  /** Browser language, e.g. 'sv-SE' (sets navigator.languages and Accept-Language). */
  locale: string;
  /** IANA time zone, e.g. 'Europe/Stockholm'. */
  timezoneId: string;
  /** A language saved earlier under userLangSelected. */
  savedLanguage?: string;
  /** A session token already stored (a signed-in visitor). */
  token?: string;
}

/**
 * `visitor(options)` opens a page in a fresh browser context with that language, time zone and
 * storage; every context is closed after the test.
 */
export const test = base.extend<{ visitor: (options: VisitorOptions) => Promise<Page> }>({
  visitor: async ({ browser, baseURL, translationGuard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ locale, timezoneId, savedLanguage, token }) => {
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      contexts.push(context);
      translationGuard.watch(context);
      const stored: [string, string][] = [];
      if (savedLanguage) stored.push([LANGUAGE_KEY, savedLanguage]);
      if (token) stored.push([DEV_TOKEN_KEY, token]);
      if (stored.length > 0) {
        await context.addInitScript((entries) => {
          try {
            for (const [key, value] of entries) window.localStorage.setItem(key, value);
          } catch {
            // about:blank has no storage; the real page runs this again.
          }
        }, stored);
      }
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from './test.ts';
