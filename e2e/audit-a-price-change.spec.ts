// Monitoring › Audit: the owner changes a product's price, then finds who changed it, when, and the
// old and new price in the audit log, reached from the sidebar and filtered to products.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { createProduct } from './helpers/catalogue.ts';
import { expect, test } from './helpers/test.ts';

test('the owner changes a price and finds the old and new price in the audit log', async ({
  page,
  request,
}) => {
  const title = `E2E Audit ${Date.now()}`;
  await createProduct(request, title, 3000);
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  await page.getByRole('row', { name: new RegExp(title) }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await edit.getByRole('textbox', { name: 'Default price' }).fill('45,00');
  await edit.getByRole('button', { name: 'Save' }).click();
  // The drawer closes and drops ?id= from the URL: let that land before leaving the page.
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/id=/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('SEK 45.00');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Monitoring' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Void journal' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Monitoring sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/monitoring\/audit/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Object type' }).click();
  await page.getByRole('option', { name: 'Product', exact: true }).click();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: DEMO_USERS.owner.name }).click();
  await expect(page).toHaveURL(/kind=items/);
  const row = page
    .getByRole('row', { name: new RegExp(title) })
    .filter({ hasText: 'Changed' })
    .first();
  await expect(row).toContainText('Price: SEK 30.00 → SEK 45.00');
  await expect(row).toContainText(DEMO_USERS.owner.name);
  await expect(row).toContainText('mutation updateItemPrice');
});
