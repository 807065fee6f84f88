// Spec §2.1 and the web budgets: every public page in every language is prerendered with its head
// (title, description, canonical, hreflang), hydrates without a missing translation, keeps the
// back office out of its bundle, and the marketing header reacts to scrolling.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  backOfficeChunkPattern,
  collectConsole,
  collectScripts,
  EXPECTED_HREFLANGS,
  openPublicPage,
  PRERENDERED_PAGES,
  publicPath,
  readServedHtml,
} from './helpers/public-site.ts';
import { expect, test } from './helpers/test.ts';

const SCREENSHOT_DIR = join(new URL('..', import.meta.url).pathname, 'test-results', 'screenshots');

test('all 63 prerendered pages are covered', () => {
  expect(PRERENDERED_PAGES).toHaveLength(63);
});

for (const { segment, language, dir, path, url } of PRERENDERED_PAGES) {
  test(`${url} is prerendered and renders without missing translations`, async ({ page, request }) => {
    // The served HTML, before any JavaScript: proves the page is prerendered, head included.
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const served = readServedHtml(await response.text());
    expect.soft(served.lang, '<html lang> in the served HTML').toBe(language);
    expect.soft(served.dir, '<html dir> in the served HTML').toBe(dir);
    expect.soft(served.title, '<title>').not.toBe('');
    expect.soft(served.description?.trim() ?? '', 'meta description').not.toBe('');
    expect.soft(served.canonical, 'canonical link').toMatch(new RegExp(`^https?://[^/]+${url}$`));
    expect
      .soft(served.alternates.map((a) => a.hreflang).sort(), 'hreflang alternates')
      .toEqual(EXPECTED_HREFLANGS);
    for (const { hreflang, href } of served.alternates) {
      const expected = hreflang === 'x-default' ? 'en-gb' : hreflang.toLowerCase();
      expect
        .soft(href, `hreflang ${hreflang}`)
        .toMatch(new RegExp(`^https?://[^/]+${publicPath(expected, path)}$`));
    }
    expect.soft(served.h1, 'the h1 is in the served HTML').not.toBe('');

    // The page in a browser: hydrated, every text translated, no back office, no errors. Soft
    // assertions, so one run lists every problem of a page.
    const log = collectConsole(page);
    const scripts = collectScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const backOffice = backOfficeChunkPattern();
    expect
      .soft(
        scripts.filter((script) => backOffice.test(script)),
        'back-office code on a public page',
      )
      .toEqual([]);
    await expect.soft(page.locator('html')).toHaveAttribute('lang', language);
    await expect.soft(page.locator('html')).toHaveAttribute('dir', dir);
    await expect.soft(page).toHaveTitle(served.title);
    await expect
      .soft(page.locator('h1').first(), 'the hydrated h1 matches the prerendered one')
      .toHaveText(served.h1, { useInnerText: true });
    const bodyText = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect.soft(bodyText.length, 'real content, not a stub').toBeGreaterThan(200);
    expect.soft(log.missingTranslations(), `missing translations on ${url}`).toEqual([]);
    expect.soft(log.errors, `console errors on ${url}`).toEqual([]);
    expect(new URL(page.url()).pathname, `${segment} stays where it is`).toBe(url);
  });
}

test('the public app shell at / does not load the back office either', async ({ page }) => {
  const scripts = collectScripts(page);
  await openPublicPage(page, '/pos');
  await expect(page).toHaveURL(/\/[a-z]{2}-[a-z]{2}\/pos$/);
  const backOffice = backOfficeChunkPattern();
  expect(scripts.filter((script) => backOffice.test(script))).toEqual([]);
});

interface HeaderLook {
  className: string;
  boxShadow: string;
  backgroundColor: string;
}

const headerLook = (page: Page): Promise<HeaderLook> =>
  page
    .locator('header')
    .first()
    .evaluate((header) => {
      const style = getComputedStyle(header);
      return {
        className: header.className,
        boxShadow: style.boxShadow,
        backgroundColor: style.backgroundColor,
      };
    });

for (const segment of ['en-gb', 'ar-ae']) {
  test(`${segment}: the header gains a shadow and a white background after scrolling`, async ({ page }) => {
    await openPublicPage(page, publicPath(segment));
    await expect(page.locator('header').first()).toBeVisible();
    const top = await headerLook(page);
    expect(top.boxShadow, 'no shadow at the top').toBe('none');

    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect
      .poll(async () => (await headerLook(page)).boxShadow, 'a shadow once scrolled')
      .not.toBe('none');
    await expect
      .poll(async () => (await headerLook(page)).backgroundColor, 'white once scrolled')
      .toMatch(/^rgba?\(255, 255, 255(, 1)?\)$/);

    // Back at the top the header returns to how it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await headerLook(page)).boxShadow).toBe('none');
  });
}

test.describe('screenshots', () => {
  for (const width of [375, 1280]) {
    for (const path of ['', 'register']) {
      const name = `${path || 'landing'}-en-gb-${width}`;
      test(`${name}.png`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: width < 640 ? 812 : 800 });
        await openPublicPage(page, publicPath('en-gb', path));
        // No sideways scrolling at any width.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        const shot = await page.screenshot({ fullPage: true });
        await testInfo.attach(name, { body: shot, contentType: 'image/png' });
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), shot);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      });
    }
  }
});
