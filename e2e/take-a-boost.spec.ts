// An owner opens Boost from the sidebar, onboards the legal entity's payments account (account
// holder, KYC on the payments sandbox's hosted page, a store for the venue) and takes a grant
// offer, then follows its repayment. Everything runs against the server's sandboxes.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

test('an owner onboards the payments account and takes a Boost', async ({ page, request }) => {
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await new BackOffice(page)
    .sidebar()
    .getByRole('link', { name: /^Boost/ })
    .click();
  await expect(page).toHaveURL(/\/boost$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Boost' })).toBeVisible();
  await expect(main.getByText('Sandbox', { exact: true })).toBeVisible();

  // The account holder with the §3 payload; the domain schema asks for what is missing first.
  const form = main.getByRole('form', { name: 'Create the account holder' });
  await expect(form.getByRole('textbox', { name: /^Legal name/ })).toHaveValue('Demo Bistro AB');
  await form.getByRole('button', { name: 'Create account holder' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('finance@demobistro.se');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Olivia');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Owner');
  await form.getByRole('textbox', { name: /^Job title/ }).fill('CEO');
  await form.getByRole('button', { name: 'Create account holder' }).click();
  await expect(page.getByText('Account holder created')).toBeVisible();
  await expect(main.getByText('Not started')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Create store' })).toBeDisabled();

  // KYC on the payments sandbox's hosted page, then back to Boost.
  await main.getByRole('button', { name: 'Verify identity' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Demo Bistro AB' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Sandbox');
  await expect(page.getByText('Olivia Owner · Owner · CEO')).toBeVisible();
  await page.getByRole('button', { name: 'Submit verification' }).click();
  await expect(page.getByRole('heading', { name: 'Verification submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Fika' }).click();
  await expect(page).toHaveURL(/\/boost$/);
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();

  const row = main.getByRole('row', { name: /Södermalm/ });
  await row.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('Store created for Södermalm')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  // Take the first offer; its repayment then shows instead of the offers.
  await expect(main.getByRole('heading', { name: 'Available offers' })).toBeVisible();
  await main.getByRole('button', { name: 'Request' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('is withheld until everything is repaid');
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(main.getByRole('heading', { name: 'Current Boost' })).toBeVisible();
  // Repaid so far: today's card sales only, so the bar may still be empty.
  await expect(main.getByRole('progressbar', { name: 'Repayment progress' })).toHaveAttribute(
    'aria-valuetext',
    /%/,
  );
  await expect(main.getByText(/ repaid of /)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request' })).toHaveCount(0);
  // With a current grant the sidebar's Boost entry loses its 'New' badge.
  await expect(
    new BackOffice(page).sidebar().getByRole('link', { name: 'Boost', exact: true }),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('heading', { name: 'Current Boost' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
