// Modification groups end to end: create a group with two priced modifications, attach it to a
// product, and see it on the product and among all modifications; and a venue's predefined
// messages. Each test works on entities of its own: other journeys use the demo data meanwhile.
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A product of this test's own, created over the API (create, then the price, as §5 does). */
async function createProduct(request: APIRequestContext, title: string): Promise<string> {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($input: CreateItemInput!) { createItem(input: $input) { id } }',
      variables: { input: { title, defaultPrice: 9500 } },
    },
  });
  const body = (await response.json()) as { data?: { createItem?: { id: string } } };
  const id = body.data?.createItem?.id;
  expect(id, JSON.stringify(body)).toBeTruthy();
  return id as string;
}

test('create a modification group with two priced modifications, attach it to a product and see it', async ({
  page,
  request,
}) => {
  const run = unique();
  const product = `E2E Macka ${run}`;
  const productId = await createProduct(request, product);
  const group = `E2E Ost ${run}`;

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/modification-groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Modification groups' })).toBeVisible();
  await page.getByRole('button', { name: 'New modification group' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New modification group' });
  await drawer.getByRole('textbox', { name: /^Title/ }).fill(group);
  await drawer.getByRole('textbox', { name: 'English' }).fill(`E2E Cheese ${run}`);
  await drawer.getByRole('textbox', { name: /Maximum choices/ }).fill('2');

  await drawer.getByRole('button', { name: 'Add modification' }).click();
  await drawer.getByRole('button', { name: 'Add modification' }).click();
  const names = drawer.getByRole('textbox', { name: /^Name/ });
  const prices = drawer.getByRole('textbox', { name: /^Price/ });
  await names.nth(0).fill('Extra ost');
  await prices.nth(0).fill('10');
  await names.nth(1).fill('Utan ost');
  await prices.nth(1).fill('-5');

  await drawer.getByRole('combobox', { name: 'Used by products' }).fill(product);
  await page.getByRole('option', { name: product }).click();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Modification group “${group}” created`)).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(group);
  const row = page.getByRole('row', { name: new RegExp(group) });
  await expect(row).toContainText('Extra ost');
  await expect(row).toContainText('Utan ost');
  await expect(row).toContainText('0–2');
  await expect(row).toContainText('1 product');

  // The product offers the group now.
  await page.goto(`/pim/products?id=${productId}`);
  const productDrawer = page.getByRole('dialog', { name: `Edit ${product}` });
  // A cold deep link: shell, session, the route, the drawer's chunk, then the product and its choices.
  await expect(productDrawer.getByText(group)).toBeVisible({ timeout: 15_000 });

  // And both modifications are among all modifications, with their prices.
  await page.goto('/pim/variations');
  await expect(page).toHaveURL(/\/pim\/manage-modifications$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(group);
  await expect(page.getByRole('textbox', { name: 'Price of Extra ost' })).toHaveValue('10.00');
  await expect(page.getByRole('textbox', { name: 'Price of Utan ost' })).toHaveValue('-5.00');
});

test("add a predefined message to the selected venue's list", async ({ page, request }) => {
  const message = `E2E Utan koriander ${unique()}`;
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/settings/predefined-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Predefined messages' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Glutenfri', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New message' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New predefined message' });
  await drawer.getByRole('textbox', { name: /^Message/ }).fill(message);
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name: message })).toBeVisible();
});
