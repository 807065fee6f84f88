// An owner buys two more POS till licences: the drawer on /licenses, the billing sandbox's hosted
// checkout paid with the approved test card, and back on /licenses with the new licences.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner buys two POS till licences through the billing sandbox and sees them on Licences', async ({
  page,
  request,
}) => {
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('link', { name: 'Licences', exact: true }).first().click();
  await expect(page).toHaveURL(/\/licenses$/);
  const tills = page
    .locator('[data-testid^="license-"]')
    .filter({ has: page.getByText('Till', { exact: true }) });
  await expect(tills.first()).toBeVisible();
  const before = await tills.count();

  await page.getByRole('button', { name: 'Buy licences' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Sandbox', { exact: true })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Number of POS till licences' }).fill('2');
  // The total follows the quantities, in the company's currency (the demo company is Swedish).
  await expect(drawer.getByTestId('license-checkout-total')).toContainText(/SEK|kr/);
  await expect(drawer.getByTestId('license-checkout-total')).toContainText(/[1-9]/);
  // The drawer fits a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawer.getByRole('button', { name: 'Go to checkout' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await drawer.getByRole('button', { name: 'Go to checkout' }).click();

  // The provider's hosted page, served by the server's sandbox.
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByRole('row', { name: /EPOS/ })).toContainText('2');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page).toHaveURL(/\/licenses$/);
  await expect(tills).toHaveCount(before + 2);
});
