import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './helpers/test.ts';
import { BackOffice, LoginPage, Outbox, RegisterPage, ResetPasswordPage, uniqueEmail } from './pages.ts';

test('an owner resets a forgotten password from the e-mailed link and logs in with it', async ({
  page,
  request,
}) => {
  // A fresh account of our own, so the demo owner's password stays as the other journeys expect.
  const email = uniqueEmail('forgetful');
  const register = new RegisterPage(page);
  await register.open();
  await register.register({
    name: 'Fay Forgetful',
    businessName: 'Fay’s Fika',
    phone: '+44 20 7946 0019',
    email,
    password: 'First1234',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  const reset = new ResetPasswordPage(page);
  await reset.requestLink(email);
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);
  const outbox = new Outbox(request);
  const link = await outbox.linkTo(email, /\/reset-password\?token=/);

  await reset.chooseNewPassword(link, 'Second1234', 'Second12345');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('Second1234');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // The link works once.
  await reset.chooseNewPassword(link, 'Third1234');
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has already been used. Ask for a new link if you still need to change your password.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The reset also proves the address, so the new password signs straight in.
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, 'Second1234');
  await new BackOffice(page).expectSignedInAs('Fay Forgetful');
});
