import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice, LoginPage, Outbox, uniqueEmail } from './pages.ts';

test('an owner invites an admin restricted to one venue, who sets a password from the e-mail and sees only that venue', async ({
  page,
  request,
}) => {
  test.slow(); // Two sign-ins, a build-cold back office and an e-mail round trip.
  const email = uniqueEmail('ada');
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite admin' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Invite admin' });
  await drawer.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await drawer.getByRole('textbox', { name: /^Name/ }).fill('Ada Admin');
  await drawer.getByRole('checkbox', { name: 'Menus' }).check();
  await drawer.getByRole('checkbox', { name: 'Products and POS' }).check();
  await drawer.getByRole('switch', { name: 'All venues' }).uncheck();
  await drawer.getByRole('combobox', { name: 'Selected venues' }).click();
  await page.getByRole('option', { name: 'Södermalm' }).click();
  await drawer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByTestId(`account-${email}`);
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Södermalm');

  // The invitee opens the link from the e-mail: no password was ever typed for them.
  const link = await new Outbox(request).linkTo(email, /\/reset-password\?token=.*invitation=1/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(link, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fika' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Valfri2024!');
  await page.getByLabel('Repeat the new password').fill('Valfri2024!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, 'Valfri2024!');
  await new BackOffice(page).expectSignedInAs('Ada Admin');
  // Lands on their first area, working on Södermalm alone: no venue picker, no other venue.
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByText('Södermalm', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveCount(0);
  await expect(page.getByText('Grünerløkka')).toHaveCount(0);
});

test('the accounts list and its invite drawer fit a 390 px phone without sideways scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByText('Max Manager')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Invite admin' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Invite admin' });
  await expect(drawer.getByRole('checkbox', { name: 'Menus' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
