import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './helpers/test.ts';
import { BackOffice, LoginPage, Outbox, RegisterPage, uniqueEmail } from './pages.ts';

test('a new owner signs up, activates from the e-mail and is signed in', async ({ page, request }) => {
  const email = uniqueEmail('new-owner');
  const register = new RegisterPage(page);
  await register.open('en-gb');
  await expect(page.getByLabel('Country')).toHaveValue('GB');
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/en-gb/privacy-policy',
  );

  // The password rule is checked before anything is sent.
  await register.register({
    name: 'Nora Newcomer',
    businessName: 'Nora’s Noodles',
    phone: '+44 20 7946 0018',
    email,
    password: 'short',
    storeType: 'Multiple stores',
  });
  await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Nora’s Noodles');

  await page.getByLabel('Password', { exact: true }).fill('Noodles2go!');
  await register.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent an activation link to ${email}.`)).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Before activation, logging in is refused with a way to get the e-mail again.
  const outbox = new Outbox(request);
  await outbox.latestTo(email);
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, 'Noodles2go!');
  await expect(login.error()).toContainText('Your account is not activated yet.');
  await page.getByRole('button', { name: 'Send the activation e-mail again' }).click();
  await expect(page.getByText(`We sent a new activation link to ${email}.`)).toBeVisible();

  // Activation signs the new owner in on the welcome screen (issue #17), the back office one click on.
  await page.goto(await outbox.linkTo(email, /\/activate\//));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fika, Nora' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the back office' }).click();
  await new BackOffice(page).expectSignedInAs('Nora Newcomer');
});

test('an activation link that does not work offers a new one', async ({ page }) => {
  await page.goto('/activate/not-a-real-token', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'This activation link does not work' }),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByRole('status')).toContainText('If nobody@example.test has an account waiting');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('the public onboarding guide shows the account reference and the way in', async ({ page }) => {
  await page.goto('/en-gb/onboarding/acct-42', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fika' })).toBeVisible();
  await expect(page.getByText('acct-42')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connect your printers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the back office' })).toHaveAttribute('href', '/');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en-gb\/login$/);
});
