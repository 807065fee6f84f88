// The `test` and `expect` of every journey: `test` fails a journey whose pages log a missing
// translation to the console, or that ends with a raw translation key on screen
// ("shell.searchPlaceholder" where "Search…" belongs). Import both from here, never from
// '@playwright/test'.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import {
  missingTranslations,
  rawTranslationKeys,
  translationKeyPaths,
} from '../../apps/web/src/lib/missing-translation.ts';

const ENGLISH = new URL('../../apps/web/src/locales/en/', import.meta.url).pathname;

let knownKeys: string[] | undefined;

/** Every dotted key of the English texts (the shape every language has), read once per worker. */
function translationKeys(): string[] {
  knownKeys ??= [
    ...new Set(
      readdirSync(ENGLISH)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => translationKeyPaths(JSON.parse(readFileSync(join(ENGLISH, file), 'utf8')))),
    ),
  ];
  return knownKeys;
}

/** Watches browser contexts for missing translations; a fixture gets one per test. */
export interface TranslationGuard {
  /** Also watch a context the test opened itself (`browser.newContext()`). */
  watch(context: BrowserContext): void;
}

/** The visible text, placeholders and accessible labels of a page: where a raw key would show. */
async function shownText(context: BrowserContext): Promise<string[]> {
  const texts: string[] = [];
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    try {
      texts.push(
        await page.evaluate(() => {
          const labelled = Array.from(
            document.querySelectorAll('[placeholder], [aria-label], [title], [alt]'),
          );
          const attributes = labelled.flatMap((element) =>
            ['placeholder', 'aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
          );
          // innerText, not textContent: only what is rendered, with cells and lines kept apart.
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
          return [document.title, document.body?.innerText ?? '', ...attributes].join('\n');
        }),
      );
    } catch {
      // The page is navigating or was closed meanwhile: the console listener still covers it.
    }
  }
  return texts;
}

export const test = base.extend<{ translationGuard: TranslationGuard }>({
  translationGuard: [
    async ({ context }, use) => {
      const messages: string[] = [];
      const contexts = new Set<BrowserContext>();
      const watch = (watched: BrowserContext) => {
        if (contexts.has(watched)) return;
        contexts.add(watched);
        // A context's console event covers every page it opens, popups included.
        watched.on('console', (message) =>
          messages.push(`${message.page()?.url() ?? ''}: ${message.text()}`),
        );
      };
      watch(context);
      await use({ watch });
      const missing = missingTranslations(messages);
      const raw: string[] = [];
      for (const watched of contexts) {
        for (const text of await shownText(watched)) raw.push(...rawTranslationKeys(text, translationKeys()));
      }
      expect.soft([...new Set(missing)], 'the pages logged missing translations').toEqual([]);
      expect.soft([...new Set(raw)], 'the pages show raw translation keys').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
