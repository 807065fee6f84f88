// The writing assistant (#17 item 10): the owner writes a product's Swedish title and lets Suggest
// fill English, Spanish and Norwegian, then saves. The assistant is the server's sandbox.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test("an owner lets Suggest translate a new product's title", async ({ page, request }) => {
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products?id=new');
  const drawer = page.getByRole('dialog', { name: 'New product' });
  const stamp = Date.now().toString(36).toUpperCase();
  await drawer.getByRole('textbox', { name: /^Swedish\s*\*?$/ }).fill(`Kanelbulle med havremjölk ${stamp}`);
  await drawer.getByRole('button', { name: 'Suggest translations of the title' }).click();
  await expect(drawer.getByRole('textbox', { name: 'English', exact: true })).toHaveValue(
    `Cinnamon bun with oat milk ${stamp}`,
  );
  await expect(drawer.getByRole('textbox', { name: 'Spanish', exact: true })).toHaveValue(
    `Rollo de canela con leche de avena ${stamp}`,
  );
  await expect(drawer.getByRole('textbox', { name: 'Norwegian', exact: true })).toHaveValue(
    `Kanelbolle med havremelk ${stamp}`,
  );
  await expect(drawer.getByText('Sandbox', { exact: true })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Default price' }).fill('39');
  await drawer.getByRole('button', { name: 'Create' }).click();
  // A busy server takes its time over the create, the price and the list's refresh.
  await expect(page.getByText(`Kanelbulle med havremjölk ${stamp} created`)).toBeVisible({ timeout: 20_000 });
});
