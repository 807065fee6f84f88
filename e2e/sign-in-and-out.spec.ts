import { expect, test } from './helpers/test.ts';
import { BackOffice, DEMO_OWNER, LoginPage } from './pages.ts';

const tokenSlots = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.toLowerCase().includes('token')));

test('the owner logs in on the public site, lands in the back office and signs out', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(DEMO_OWNER.email);

  const backOffice = new BackOffice(page);
  await expect(page).toHaveURL(/\/$/);
  await backOffice.expectSignedInAs(DEMO_OWNER.name);
  await backOffice.openUserMenu();
  await expect(page.getByTestId('user-menu-company')).toHaveText('Demo Bistro');
  await page.keyboard.press('Escape');
  await page.reload();
  await backOffice.expectSignedInAs(DEMO_OWNER.name);

  await backOffice.signOut();
  await expect(backOffice.userMenu()).toBeHidden();
  expect(await tokenSlots(page)).toEqual([]);
  // Signed out, the public pages are reachable again.
  await login.open();
});

test('a wrong password is explained, the e-mail is kept and nothing is stored', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('manager@demo.fika.test', 'Wrong-password1');
  await expect(login.error()).toHaveText('Wrong e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue('manager@demo.fika.test');
  await expect(page).toHaveURL(/\/en-gb\/login$/);
  expect(await tokenSlots(page)).toEqual([]);
});

test('an unknown public path shows the login page, which links to reset and to the free trial', async ({
  page,
}) => {
  await page.goto('/en-gb/no-such-page', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Fika' })).toBeVisible();
  await page.getByRole('link', { name: 'Not a member? Start your 30-day free trial' }).click();
  await expect(page).toHaveURL(/\/en-gb\/register$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('the organisation administrator logs in with the admin token slot', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('org-admin@demo.fika.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Select user' })).toBeVisible();
  expect(await tokenSlots(page)).toEqual(['fika.dev.adminToken']);
});

test('the Arabic login page is right-to-left and translated', async ({ page }) => {
  await page.goto('/ar-ae/login', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('هذا الحقل مطلوب.')).toHaveCount(2);
});
