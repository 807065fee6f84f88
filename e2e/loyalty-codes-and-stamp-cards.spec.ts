// An owner sets up loyalty for online guests: reaches Promo codes from the online-ordering section,
// creates a code that grants an offer with the membership level left empty (§5: the empty field is
// dropped, the code is saved), finds it by search, then creates a coffee stamp card and sees it
// listed.
import type { Page } from '@playwright/test';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

/** Picks `text` in a searchable select; a multi-select's list stays open and is closed with Escape. */
async function pick(
  page: Page,
  drawer: ReturnType<Page['getByRole']>,
  label: string,
  text: string,
  multi = false,
) {
  const input = drawer.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
  if (multi) await input.press('Escape');
}

test('an owner creates a promo code and a stamp card for online guests', async ({ page, request }) => {
  test.setTimeout(120_000);
  const code = `SPRING${Date.now() % 100000}`;
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Online ordering' }).click();
  await page.getByRole('link', { name: 'Promo codes' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  // The demo's welcome code is there.
  await expect(page.getByText('WELCOME10')).toBeVisible();

  await page.getByRole('button', { name: 'New promo code' }).first().click();
  let drawer = page.getByRole('dialog', { name: 'New promo code' });
  await drawer.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await drawer.getByRole('textbox', { name: 'Title (English)' }).fill('Spring treat');
  // Nothing granted yet: refused before sending.
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Choose a membership level or an offer for the code to grant')).toBeVisible();
  await pick(page, drawer, 'Offer', 'Välkommen 10 %');
  await drawer.getByRole('textbox', { name: 'Uses in total' }).fill('50');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Promo code ${code} created`)).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 of 50');

  await page.goto('/online-ordering/members/stamp-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Stamp cards' })).toBeVisible();
  await expect(page.getByText('Kaffekort')).toBeVisible();
  await page.getByRole('button', { name: 'New stamp card' }).first().click();
  drawer = page.getByRole('dialog', { name: 'New stamp card' });
  const name = `Bun card ${code}`;
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  await pick(page, drawer, 'Earns a stamp', 'Kanelbulle', true);
  await drawer.getByRole('textbox', { name: 'Stamps needed' }).fill('5');
  await pick(page, drawer, 'Free product', 'Kanelbulle');
  await expect(drawer.getByRole('img', { name: 'Stamp card preview' })).toContainText('Buy 5');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Stamp card ${name} created`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Free product');
});
