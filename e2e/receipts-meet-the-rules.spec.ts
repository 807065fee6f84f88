// A Swedish owner checks that receipts carry what the Swedish rules require: the receipt screen
// lists the missing organisation number (a new company has none), links to where it is filled in,
// and the warning goes once it is there; the preview shows the venue's receipt meanwhile.

import { createOwner, logIn, VenueSettings } from './helpers/settings.ts';
import { expect, test } from './helpers/test.ts';

test('a Swedish owner makes receipts carry the organisation number the rules require', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  await logIn(page, owner.email, owner.password, owner.name);
  const venues = new VenueSettings(page);
  // A new company has no venue yet: the list is empty.
  await page.goto('/settings/venues');
  await expect(page.getByRole('heading', { level: 2, name: 'No venues yet' })).toBeVisible();
  const dialog = await venues.fillNewVenue({
    name: 'Kvittokaféet',
    street: 'Odengatan 1',
    zip: '113 22',
    city: 'Stockholm',
  });
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await expect(dialog).toBeHidden();

  // By clicking, as a user would: Settings › Receipt settings.
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Receipt settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Template for' })).toHaveValue('Kvittokaféet');
  const warnings = page.getByRole('alert').filter({ hasText: 'the rules in Sweden require' });
  await expect(warnings).toContainText('Organisation number');
  // The preview is a sample until the venue sells.
  const preview = page.getByTestId('receipt-preview');
  await expect(preview).toContainText('Odengatan 1');
  await expect(page.getByText('A sample order: this venue has no sales yet')).toBeVisible();

  // A header edit shows in the preview before it is saved.
  await page.getByLabel('Header text').fill('Välkommen till Kvittokaféet');
  await expect(preview).toContainText('Välkommen till Kvittokaféet');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Receipt template saved.')).toBeVisible();

  await warnings.getByRole('link', { name: 'Fill it in under Company settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
  await page.getByLabel('Organization ID').fill('5567891234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company settings saved')).toBeVisible();

  await page.goto('/settings/receipt');
  await expect(page.getByLabel('Header text')).toHaveValue('Välkommen till Kvittokaféet');
  await expect(preview).toContainText('Org.nr 5567891234');
  await expect(page.getByRole('alert').filter({ hasText: 'Organisation number' })).toHaveCount(0);
});
