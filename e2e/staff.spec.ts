// An owner puts a new person on the tills: creates a staff member with a PIN, an access level and
// a venue on /staff, sees the PIN is never shown again, and finds them through the quick search.

import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner creates a staff member with a PIN and finds them through the quick search', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await page.getByRole('link', { name: 'Staff & Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Anna Lindqvist' })).toBeVisible();

  const name = `Nora Nyström ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New staff member' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New staff member' });
  await drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
  // A PIN one of the demo staff has is refused under the field, and nothing is created.
  const pin = drawer.getByLabel(/^PIN/);
  await pin.fill('1234');
  await drawer.getByRole('combobox', { name: 'Access level' }).click();
  await page.getByRole('option').first().click();
  await drawer.getByRole('combobox', { name: 'Venues' }).click();
  await page.getByRole('option', { name: 'Södermalm' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(
    drawer.getByText('Another active staff member already has this PIN.', { exact: false }),
  ).toBeVisible();
  await pin.fill('60417');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Staff member “${name}” created`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Set', { exact: true })).toBeVisible();
  await row.click();
  const edit = page.getByRole('dialog', { name });
  await expect(edit.getByText(/PIN set on/)).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Reset PIN' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Quick search' });
  await palette.getByRole('combobox').fill(name.slice(0, 10));
  await palette.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/staff\?id=/);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});
