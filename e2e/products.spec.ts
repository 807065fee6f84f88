// The product list: create a product with a modification group, import a CSV with a bad row
// (nothing is written), and change a price with bulk edit. Each test works on products of its own:
// other journeys use the demo catalogue at the same time.
import type { Page } from '@playwright/test';
import { axeViolations } from './helpers/axe.ts';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { createProduct } from './helpers/catalogue.ts';
import { expect, test } from './helpers/test.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

test('create a product with a modification group and find it in the list', async ({ page, request }) => {
  // Two axe scans and two drawer round trips: more than 30 s on a busy 2-core runner.
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'New product' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New product' });
  await expect(drawer.getByRole('textbox', { name: 'Swedish', exact: true })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  const title = `E2E Latte ${unique()}`;
  await drawer.getByRole('textbox', { name: 'Swedish', exact: true }).fill(title);
  await drawer.getByRole('textbox', { name: 'English', exact: true }).fill('E2E latte');
  await drawer.getByLabel('Categories', { exact: true }).click();
  await page.getByRole('option', { name: 'Tea/coffee' }).click();
  await drawer.getByRole('textbox', { name: 'Default price' }).fill('52,50');
  await drawer.getByLabel('Modification groups', { exact: true }).click();
  await page.getByRole('option', { name: 'Mjölk' }).click();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`${title} created`)).toBeVisible();
  await expect(drawer).toBeHidden();

  await search(page, title);
  expect(await axeViolations(page, 'main')).toEqual([]);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Tea/coffee');
  await expect(row).toContainText('SEK 52.50');
  await row.click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await expect(edit.getByRole('textbox', { name: 'Default price' })).toHaveValue('52.50');
  await expect(edit.getByText('Mjölk')).toBeVisible();
  await expect(page).toHaveURL(/\/pim\/products\?id=/);
});

test('a price that is negative, not a number or too large is refused under the field; nothing is created', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'New product' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New product' });
  const title = `E2E Felpris ${unique()}`;
  await drawer.getByRole('textbox', { name: 'Swedish', exact: true }).fill(title);
  const price = drawer.getByRole('textbox', { name: 'Default price' });
  for (const typed of ['-5', 'abc', '99999999']) {
    await price.fill(typed);
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByText('Enter a price such as 45.50')).toBeVisible();
    await expect(drawer).toBeVisible();
  }
  await expect(page.getByText(`${title} created`)).toBeHidden();
  // Nothing reached the catalogue, at 0.00 or otherwise.
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const found = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query($s: String) { items(search: $s) { count } }', variables: { s: title } },
  });
  expect(((await found.json()) as { data: { items: { count: number } } }).data.items.count).toBe(0);
});

test('a CSV with one bad row shows the error and writes nothing', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  const run = unique();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  const csv = `title,categories,price,vat\nE2E Bulle ${run},Food,30,25\nE2E Kaka ${run},Bakverk,40,25\n`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByText('New: 1')).toBeVisible();
  await expect(dialog.getByText('Errors: 1')).toBeVisible();
  const error = dialog.getByRole('row', { name: /No category has this name/ });
  await expect(error).toContainText('3');
  await expect(error).toContainText('categories');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await search(page, `E2E Bulle ${run}`);
  await expect(page.getByText('Nothing matches your search')).toBeVisible();
});

test('bulk edit sets the price of the selected products', async ({ page, request }) => {
  const run = unique();
  const titles = [`E2E Bulk A ${run}`, `E2E Bulk B ${run}`];
  for (const title of titles) await createProduct(request, title, 3000);
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  await search(page, `E2E Bulk`);
  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit selected products (2)' });
  await dialog.getByRole('checkbox', { name: 'Change the price' }).check();
  await dialog.getByText('To an amount').click();
  await dialog.getByRole('textbox', { name: 'New price' }).fill('42');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Products updated: 2')).toBeVisible();
  for (const title of titles) {
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('SEK 42.00');
  }
});
