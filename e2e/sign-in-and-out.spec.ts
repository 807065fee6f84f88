import { expect, test } from '@playwright/test';
import { SignInPage } from './pages.ts';

test('the owner signs in, sees who and where they are, stays signed in on reload, and signs out', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('owner@demo.fika.test');
  await expect(page.getByText('Signed in as Olivia Owner')).toBeVisible();
  await expect(page.getByText('Demo Bistro')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Signed in as Olivia Owner')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password is explained and nothing is stored', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('manager@demo.fika.test', 'Wrong-password1');
  await expect(signIn.error()).toHaveText('Wrong e-mail or password.');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('token')))).toEqual([]);
});

test('the organisation administrator signs in with the admin token slot', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('org-admin@demo.fika.test');
  await expect(page.getByText('Signed in as organisation administrator')).toBeVisible();
  const slots = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.toLowerCase().includes('token')),
  );
  expect(slots).toEqual(['fika.dev.adminToken']);
});

test('Arabic turns the page right-to-left and Swedish does not', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await page.getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('combobox').selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});
