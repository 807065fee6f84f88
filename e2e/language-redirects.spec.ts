// Spec §2.1: a missing or invalid language segment leads to the saved or browser language plus a
// country from the time zone; a token on the URL signs the visitor in; signed-in visitors leave
// the marketing pages; every path change starts at the top of the page.
import type { Page } from '@playwright/test';
import {
  backOfficeChunkPattern,
  collectConsole,
  DEV_TOKEN_KEY,
  loginToken,
  openPublicPage,
  publicPath,
  readServedHtml,
} from './helpers/public-site.ts';
import { expect, test } from './helpers/visitors.ts';

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

const storedToken = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), DEV_TOKEN_KEY);

const LONDON = { locale: 'en-GB', timezoneId: 'Europe/London' };
const STOCKHOLM = { locale: 'sv-SE', timezoneId: 'Europe/Stockholm' };

test.describe('a visitor without a language segment is sent to their language and country', () => {
  const cases = [
    { locale: 'sv-SE', timezoneId: 'Europe/Stockholm', to: '/sv-se', lang: 'sv', dir: 'ltr' },
    { locale: 'es-ES', timezoneId: 'Europe/Madrid', to: '/es-es', lang: 'es', dir: 'ltr' },
    { locale: 'en-GB', timezoneId: 'Europe/London', to: '/en-gb', lang: 'en', dir: 'ltr' },
    { locale: 'nb-NO', timezoneId: 'Europe/Oslo', to: '/no-no', lang: 'no', dir: 'ltr' },
    // Only Madrid, London, Stockholm and Oslo name a country; anything else gives gb.
    { locale: 'da-DK', timezoneId: 'Europe/Copenhagen', to: '/da-gb', lang: 'da', dir: 'ltr' },
    { locale: 'tr-TR', timezoneId: 'Europe/Istanbul', to: '/tr-gb', lang: 'tr', dir: 'ltr' },
    { locale: 'ar-AE', timezoneId: 'Asia/Dubai', to: '/ar-gb', lang: 'ar', dir: 'rtl' },
    // A language the site does not speak falls back to English.
    { locale: 'fr-FR', timezoneId: 'America/New_York', to: '/en-gb', lang: 'en', dir: 'ltr' },
  ];
  for (const { locale, timezoneId, to, lang, dir } of cases) {
    test(`${locale} in ${timezoneId}: / → ${to}`, async ({ visitor }) => {
      const page = await visitor({ locale, timezoneId });
      await openPublicPage(page, '/');
      await expect.poll(() => pathOf(page)).toBe(to);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    });
  }
});

test.describe('the saved language', () => {
  test('wins over the browser language', async ({ visitor }) => {
    const page = await visitor({ ...STOCKHOLM, savedLanguage: 'tr' });
    await openPublicPage(page, '/');
    await expect.poll(() => pathOf(page)).toBe('/tr-se');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('is ignored when it is not a language of the site', async ({ visitor }) => {
    const page = await visitor({ ...STOCKHOLM, savedLanguage: 'klingon' });
    await openPublicPage(page, '/');
    await expect.poll(() => pathOf(page)).toBe('/sv-se');
  });
});

test.describe('the rest of the path is kept', () => {
  test('an invalid segment is replaced', async ({ visitor }) => {
    const page = await visitor(LONDON);
    await openPublicPage(page, '/zz-zz/pos');
    await expect.poll(() => pathOf(page)).toBe('/en-gb/pos');
  });

  test('a language the site does not speak is an invalid segment', async ({ visitor }) => {
    const page = await visitor(STOCKHOLM);
    await openPublicPage(page, '/fr-fr/handheld-terminal');
    await expect.poll(() => pathOf(page)).toBe('/sv-se/handheld-terminal');
  });

  test('a missing segment is added', async ({ visitor }) => {
    const page = await visitor(STOCKHOLM);
    await openPublicPage(page, '/pos');
    await expect.poll(() => pathOf(page)).toBe('/sv-se/pos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('the query string survives the redirect', async ({ visitor }) => {
    const page = await visitor(STOCKHOLM);
    await openPublicPage(page, '/online-ordering?utm_source=mail');
    await expect.poll(() => pathOf(page)).toBe('/sv-se/online-ordering?utm_source=mail');
  });

  test('a valid segment with another country stays as it is', async ({ visitor }) => {
    const page = await visitor(LONDON);
    await openPublicPage(page, '/sv-gb/pos');
    await expect.poll(() => pathOf(page)).toBe('/sv-gb/pos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });
});

test.describe('a valid segment of another country is its language’s page before any script runs', () => {
  const cases = [
    { path: '/ar-gb', canonical: '/ar-ae', lang: 'ar', dir: 'rtl' },
    { path: '/en-se/login', canonical: '/en-gb/login', lang: 'en', dir: 'ltr' },
    { path: '/sv-no/pos', canonical: '/sv-se/pos', lang: 'sv', dir: 'ltr' },
  ];
  for (const { path, canonical, lang, dir } of cases) {
    test(`${path} without JavaScript`, async ({ browser, baseURL, request, translationGuard }) => {
      const expected = readServedHtml(await (await request.get(canonical)).text());
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ...LONDON });
      translationGuard.watch(context);
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(pathOf(page)).toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page).toHaveTitle(expected.title);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${canonical}$`),
        );
        await expect(page.locator('h1').first()).toHaveText(expected.h1);
      } finally {
        await context.close();
      }
    });
  }

  test('with JavaScript the page then belongs to its own segment', async ({ visitor }) => {
    const page = await visitor(STOCKHOLM);
    const log = collectConsole(page);
    await openPublicPage(page, '/en-se/register');
    expect(pathOf(page)).toBe('/en-se/register');
    // Hydration matched the HTML (rendered for /en-gb/register) before moving to /en-se.
    expect(log.errors).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Links and the sign-up country follow the visitor's segment, not the prerendered one.
    await expect(page.locator('header a[href="/en-se/login"]').first()).toBeAttached();
    await expect(page.locator('a[href^="/en-gb"]')).toHaveCount(0);
    await expect(page.getByLabel('Country')).toHaveValue('SE');
  });
});

test.describe('a token on the URL', () => {
  test('is stored and removed from the URL, and the visitor lands on the back office at /', async ({
    visitor,
    request,
  }) => {
    const token = await loginToken(request);
    const page = await visitor(LONDON);
    const backOffice = page.waitForRequest(backOfficeChunkPattern());
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    await backOffice;
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await storedToken(page)).toBe(token);
  });

  test('is also taken on a prerendered marketing page', async ({ visitor, request }) => {
    const token = await loginToken(request);
    const page = await visitor(LONDON);
    await page.goto(`/en-gb/login?token=${encodeURIComponent(token)}`);
    await expect.poll(() => storedToken(page)).toBe(token);
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  test('is left alone on /reset-password, where it is a reset token', async ({ visitor }) => {
    const page = await visitor(LONDON);
    await openPublicPage(page, '/reset-password?token=reset-abc123');
    expect(pathOf(page)).toBe('/reset-password?token=reset-abc123');
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('a signed-in visitor', () => {
  for (const path of ['/sv-se', '/sv-se/pos', '/en-gb/login']) {
    test(`opening ${path} is sent to /`, async ({ visitor, request }) => {
      const token = await loginToken(request);
      const page = await visitor({ ...STOCKHOLM, token });
      await page.goto(path);
      await expect.poll(() => pathOf(page)).toBe('/');
    });
  }
});

test('a path change scrolls to the top', async ({ visitor }) => {
  const page = await visitor(LONDON);
  await openPublicPage(page, publicPath('en-gb'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const before = pathOf(page);
  // The last in-site link of the page (in the footer, on screen after the scroll).
  const links = page.locator('a[href^="/en-gb/"]').filter({ visible: true });
  await expect(links.first()).toBeVisible();
  const link = links.last();
  const href = await link.getAttribute('href');
  await link.click();
  await expect.poll(() => pathOf(page)).not.toBe(before);
  expect(new URL(page.url()).pathname).toBe(new URL(href ?? '', page.url()).pathname);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
