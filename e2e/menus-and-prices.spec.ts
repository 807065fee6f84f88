// Menus & Prices: change a price in a venue's take-away menu and find it after a reload; a product
// created in the catalogue appears in 'All articles' at its default price. Each journey changes
// things of its own: other journeys use the demo menus at the same time.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

/** Axe on the screen's main area, one line per failing element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The /menus screen. */
class MenusScreen {
  constructor(private readonly page: Page) {}

  async open(path = '/menus') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Menus & Prices' })).toBeVisible();
  }

  /** Picks a menu in the menu select (its option reads "Name (n items)"). */
  async choose(name: string) {
    await this.page.getByRole('combobox', { name: 'Menu', exact: true }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${name} \\(`) }).click();
    await expect(this.page).toHaveURL(/menuId=/);
  }

  async search(text: string) {
    await this.page.getByRole('textbox', { name: 'Search' }).fill(text);
  }

  price(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Types a price and leaves the field with Enter; resolves once the server has saved it. */
  async setPrice(label: string, text: string) {
    const saved = this.page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') && (response.request().postData() ?? '').includes('UpdateMenu'),
    );
    await this.price(label).fill(text);
    await this.price(label).press('Enter');
    const body = (await (await saved).json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
  }
}

test("change a price in Södermalm's take-away menu and find it after a reload", async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/menus/manage-venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venue menus' })).toBeVisible();
  const takeAway = page.getByRole('combobox', { name: 'Take away menu at Södermalm' });
  await expect(takeAway).toHaveValue('Take away');
  expect(await axeViolations(page)).toEqual([]);

  const menus = new MenusScreen(page);
  await page.getByRole('link', { name: 'Back to menus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus & Prices' })).toBeVisible();
  await menus.choose('Take away');
  await menus.search('Kanelbulle');
  await expect(menus.price('Menu price of Kanelbulle')).toHaveValue('39.00');
  expect(await axeViolations(page)).toEqual([]);

  // A price of its own for this run, so a rerun on the same data still sees a change.
  const kronor = 30 + (Date.now() % 20);
  await menus.setPrice('Menu price of Kanelbulle', `${kronor},50`);
  // Tidied to the interface language's way of writing amounts once the field is left.
  await menus.price('Menu price of Kanelbulle').blur();
  await expect(menus.price('Menu price of Kanelbulle')).toHaveValue(`${kronor}.50`);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus & Prices' })).toBeVisible();
  await menus.search('Kanelbulle');
  await expect(menus.price('Menu price of Kanelbulle')).toHaveValue(`${kronor}.50`);
  // The product's own default price is untouched.
  await expect(menus.price('Default price of Kanelbulle')).toHaveValue('39.00');
});

test("a product created in the catalogue is in 'All articles' at its default price", async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  await page.getByRole('button', { name: 'New product' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New product' });
  const title = `E2E Mazarin ${unique()}`;
  await drawer.getByRole('textbox', { name: 'Swedish', exact: true }).fill(title);
  await drawer.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Food' }).click();
  await drawer.getByRole('textbox', { name: 'Default price' }).fill('37,50');
  await drawer.getByRole('combobox', { name: 'Modification groups' }).click();
  await page.getByRole('option', { name: 'Mjölk' }).click();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`${title} created`)).toBeVisible();

  const menus = new MenusScreen(page);
  await menus.open();
  await menus.search(title);
  await expect(menus.price(`Default price of ${title}`)).toHaveValue('37.50');

  // A new price there is the product's default price (§5: 'All articles' follows the items).
  await menus.setPrice(`Default price of ${title}`, '38');
  await page.goto('/pim/products');
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('SEK 38.00');
});
