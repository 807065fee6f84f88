// The back office in another language than English: its translation files are fetched from the
// built product (assets/locales/<version>/…) when the language and the screen need them.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner who chose Swedish gets the frame and the staff screen in Swedish', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await page.evaluate(() => localStorage.setItem('userLangSelected', 'sv'));
  const translations: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/locales/')) translations.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await page.getByRole('link', { name: 'Personal & konton' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Behörighetsnivå' })).toBeVisible();
  // Each file once, by a versioned path that can be cached for good.
  expect(translations.filter((path) => /^\/assets\/locales\/\w+\/sv\/staff\.json$/.test(path))).toHaveLength(
    1,
  );
  expect(new Set(translations).size).toBe(translations.length);
});
