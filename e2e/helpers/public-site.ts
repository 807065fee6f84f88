import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { missingTranslations } from '../../apps/web/src/lib/missing-translation.ts';

// The route table of spec §2.1, written out here rather than imported from the web app, so a
// page dropped from the app's own table fails these tests instead of silently leaving them.

/** Each UI language with the language-country segment its pages are prerendered under. */
export const LANGUAGES = [
  { language: 'en', segment: 'en-gb', dir: 'ltr' },
  { language: 'sv', segment: 'sv-se', dir: 'ltr' },
  { language: 'no', segment: 'no-no', dir: 'ltr' },
  { language: 'da', segment: 'da-dk', dir: 'ltr' },
  { language: 'es', segment: 'es-es', dir: 'ltr' },
  { language: 'tr', segment: 'tr-tr', dir: 'ltr' },
  { language: 'ar', segment: 'ar-ae', dir: 'rtl' },
] as const;
export type LanguageEntry = (typeof LANGUAGES)[number];

/** The paths under /{lang} that are prerendered ('' is the landing page). */
export const PRERENDERED_PATHS = [
  '',
  'pos',
  'online-ordering',
  'digital-kitchen-screens',
  'handheld-terminal',
  'login',
  'register',
  'create-company',
  'privacy-policy',
] as const;

/** '/sv-se' or '/sv-se/pos'. */
export const publicPath = (segment: string, path = ''): string =>
  path ? `/${segment}/${path}` : `/${segment}`;

/** Every prerendered page in every language: 9 paths × 7 languages. */
export const PRERENDERED_PAGES = LANGUAGES.flatMap((entry) =>
  PRERENDERED_PATHS.map((path) => ({ ...entry, path, url: publicPath(entry.segment, path) })),
);

/** The hreflang values of a prerendered page: one per language plus x-default. */
export const EXPECTED_HREFLANGS = [
  ...LANGUAGES.map(({ segment }) => {
    const [lang, country] = segment.split('-');
    return `${lang}-${country?.toUpperCase()}`;
  }),
  'x-default',
].sort();

/** Local-storage slot of the session token when the API is on localhost (lib/token-storage.ts). */
export const DEV_TOKEN_KEY = 'fika.dev.token';
/** Local-storage key of the language the visitor picked (spec §2.1). */
export const LANGUAGE_KEY = 'userLangSelected';

export const DEMO_OWNER = { email: 'owner@demo.fika.test', password: 'Demo1234!' };

/** Signs the demo owner in over the API and returns the session token. */
export async function loginToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', {
    data: {
      operationName: 'Login',
      query:
        'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { success error token } }',
      variables: { u: DEMO_OWNER.email, p: DEMO_OWNER.password },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: { login?: { success: boolean; token: string | null } } };
  const token = body.data?.login?.token;
  expect(token, JSON.stringify(body)).toBeTruthy();
  return token as string;
}

/** The back office's entry chunk: vite.config.ts's 'back-office' group, which holds app/main.tsx. */
const BACK_OFFICE_CHUNK = /^back-office-[^/]*\.js$/;

/**
 * The built back-office entry chunk (apps/web/dist/assets/back-office-*.js): a public page must
 * never request it, and a signed-in visitor's page does. When a build is at hand and holds no such
 * chunk, this throws rather than return a pattern that nothing matches — the checks using it would
 * pass without checking anything (a renamed chunk did exactly that once).
 */
export function backOfficeChunkPattern(): RegExp {
  const pattern = /\/assets\/back-office-[^/]*\.js(?:\?|$)/;
  let names: string[];
  try {
    const assets = join(new URL('../..', import.meta.url).pathname, 'apps/web/dist/assets');
    names = readdirSync(assets);
  } catch {
    return pattern; // No build yet: the name pattern alone.
  }
  if (!names.some((name) => BACK_OFFICE_CHUNK.test(name))) {
    throw new Error(
      'No back-office-*.js in apps/web/dist/assets: update backOfficeChunkPattern to the build',
    );
  }
  return pattern;
}

/** Console messages and page errors of one page, collected from the first navigation on. */
export interface ConsoleLog {
  warnings: string[];
  errors: string[];
  missingTranslations(): string[];
}

export function collectConsole(page: Page): ConsoleLog {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    else if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return {
    warnings,
    errors,
    missingTranslations: () => missingTranslations([...warnings, ...errors]),
  };
}

/** Every script URL the page requests, from the first navigation on. */
export function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(?:\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Opens a path and waits until the page has hydrated and stopped fetching (translations, chunks). */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('h1').first()).toBeVisible();
}

/** The parts of a served HTML document the prerender must fill in, read without a browser. */
export interface ServedHead {
  lang: string | undefined;
  dir: string | undefined;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  alternates: { hreflang: string; href: string }[];
  h1: string;
  rootText: string;
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

const text = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads the head and the prerendered body text out of raw HTML. */
export function readServedHtml(html: string): ServedHead {
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
  const links = tags('link');
  const metas = tags('meta');
  // The root names the URL it was prerendered for (data-prerendered-for).
  const rootStart = html.search(/<div id="root"[^>]*>/i);
  const root = rootStart >= 0 ? html.slice(rootStart, html.search(/<\/body>/i)) : '';
  return {
    lang: attr(htmlTag, 'lang'),
    dir: attr(htmlTag, 'dir'),
    title: text(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''),
    description: attr(metas.find((m) => attr(m, 'name') === 'description') ?? '', 'content'),
    canonical: attr(links.find((l) => attr(l, 'rel') === 'canonical') ?? '', 'href'),
    alternates: links
      .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang') !== undefined)
      .map((l) => ({ hreflang: attr(l, 'hreflang') ?? '', href: attr(l, 'href') ?? '' })),
    h1: text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(root)?.[1] ?? ''),
    rootText: text(root),
  };
}
