// An owner manages offers on /discounts: reaches it from the sidebar, creates an item discount, a
// package deal with two steps and an order discount through the form, finds them by search and
// type, duplicates one (the copy starts inactive), deactivates one, and deletes a bundle sold by
// a POS layout button — the delete names the button's layout and page and removes it too.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

/** A bundle offer of the demo company on a button of a new POS layout, made over the API. */
async function bundleOnAButton(request: APIRequestContext, name: string, layoutName: string) {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const { offerChoices } = await apiGql<{ offerChoices: { items: { id: string; name: string }[] } }>(
    request,
    token,
    'query { offerChoices { items { id name } } }',
    {},
  );
  const coffee = offerChoices.items.find((i) => i.name === 'Bryggkaffe');
  const { createOffer } = await apiGql<{ createOffer: { id: string } }>(
    request,
    token,
    'mutation($input: OfferInput!) { createOffer(input: $input) { id } }',
    {
      input: { name, type: 'BUNDLE', discountType: 'PRICE', value: 5000, targets: [{ itemId: coffee?.id }] },
    },
  );
  const { createLayout } = await apiGql<{ createLayout: { id: string } }>(
    request,
    token,
    'mutation($input: LayoutInput!) { createLayout(input: $input) { id } }',
    { input: { name: layoutName } },
  );
  const { createLayoutCategory } = await apiGql<{ createLayoutCategory: { page: { id: string } } }>(
    request,
    token,
    'mutation($l: ID!) { createLayoutCategory(layoutId: $l, input: { name: "Deals", color: "#ff8800" }) { page { id } } }',
    { l: createLayout.id },
  );
  await apiGql(
    request,
    token,
    'mutation($id: ID!, $input: PageUpdateInput!) { updatePage(id: $id, input: $input) { id } }',
    {
      id: createLayoutCategory.page.id,
      input: { buttons: { set: [{ position: 0, type: 'OFFER', offerId: createOffer.id }] } },
    },
  );
}

/** Picks `text` in a searchable select or multi-select of the drawer. */
async function pick(page: Page, drawer: ReturnType<Page['getByRole']>, label: string, text: string) {
  const input = drawer.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
  await input.press('Escape');
}

async function choose(page: Page, drawer: ReturnType<Page['getByRole']>, label: string, option: string) {
  await drawer.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner creates, finds, duplicates, deactivates and deletes offers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `J${Date.now()}`;
  const names = {
    item: `${tag} coffee discount`,
    deal: `${tag} fika deal`,
    order: `${tag} big order`,
    bundle: `${tag} till bundle`,
  };
  const layoutName = `${tag} till`;
  await bundleOnAButton(request, names.bundle, layoutName);

  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Discounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  const newOffer = async () => {
    await page.getByRole('button', { name: 'New offer' }).first().click();
    return page.getByRole('dialog', { name: 'New offer' });
  };
  const create = async (drawer: ReturnType<Page['getByRole']>, name: string) => {
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Offer “${name}” created`)).toBeVisible();
    await expect(drawer).toBeHidden();
  };

  // 1. An item discount: 15 % off filter coffee at Södermalm.
  let drawer = await newOffer();
  await drawer.getByRole('textbox', { name: 'Name' }).fill(names.item);
  await drawer.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await pick(page, drawer, 'Items and categories', 'Bryggkaffe');
  await pick(page, drawer, 'Venues', 'Södermalm');
  await create(drawer, names.item);

  // 2. A package deal: a drink and a pastry for 59.00, in two steps.
  drawer = await newOffer();
  await drawer.getByRole('textbox', { name: 'Name' }).fill(names.deal);
  await choose(page, drawer, 'Type', 'Package deal');
  await choose(page, drawer, 'How the value works', 'New price');
  await drawer.getByRole('textbox', { name: 'Price of the deal' }).fill('59');
  // An empty step is refused before anything is sent.
  await drawer.getByRole('button', { name: 'Add a step' }).click();
  await drawer.getByRole('textbox', { name: 'Name of step 1' }).fill('Drink');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Add at least one item to choose from in this step.')).toBeVisible();
  await pick(page, drawer, 'Items to choose from in step 1', 'Bryggkaffe');
  await pick(page, drawer, 'Items to choose from in step 1', 'Te');
  await drawer.getByRole('button', { name: 'Add a step' }).click();
  await drawer.getByRole('textbox', { name: 'Name of step 2' }).fill('Pastry');
  await pick(page, drawer, 'Items to choose from in step 2', 'Kanelbulle');
  await create(drawer, names.deal);

  // 3. An order discount: 50.00 off orders of 300.00 or more.
  drawer = await newOffer();
  await drawer.getByRole('textbox', { name: 'Name' }).fill(names.order);
  await choose(page, drawer, 'Type', 'Order discount');
  await choose(page, drawer, 'How the value works', 'Amount off');
  await drawer.getByRole('textbox', { name: 'Amount off' }).fill('50');
  await drawer.getByRole('textbox', { name: 'Minimum order amount' }).fill('300');
  await create(drawer, names.order);

  // Search and filter, on the server.
  await page.getByRole('textbox', { name: 'Search offers' }).fill(tag);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(4);
  const row = (name: string) => page.getByTestId(`offer-row-${name}`);
  await expect(row(names.item)).toContainText('15% off');
  await expect(row(names.item)).toContainText('Södermalm');
  await expect(row(names.deal)).toContainText('Package deal');
  await expect(row(names.deal)).toContainText(/For SEK\s?59\.00/);
  await expect(row(names.order)).toContainText(/SEK\s?50\.00 off/);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Order discount', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(row(names.order)).toBeVisible();
  await expect(page).toHaveURL(/type=ORDER_DISCOUNT/);

  // Deactivate the order discount from its drawer.
  await row(names.order).click();
  drawer = page.getByRole('dialog', { name: names.order });
  await drawer.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`“${names.order}” is inactive`)).toBeVisible();
  await expect(row(names.order)).toContainText('Inactive');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Item discount', exact: true }).click();

  // Duplicate the item discount: the copy keeps everything and starts inactive.
  await row(names.item).click();
  drawer = page.getByRole('dialog', { name: names.item });
  await drawer.getByRole('button', { name: 'Duplicate' }).click();
  const copy = `Copy of ${names.item}`;
  await expect(page.getByText(`“${copy}” created. It stays inactive until you turn it on.`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: copy })).toBeVisible();
  await expect(row(copy)).toContainText('Inactive');
  await expect(row(copy)).toContainText('Södermalm');
  await page.getByRole('dialog', { name: copy }).getByRole('button', { name: 'Close' }).first().click();

  // Delete the bundle a POS button sells: the dependents are named, and the button goes too.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Bundle', exact: true }).click();
  await row(names.bundle).click();
  drawer = page.getByRole('dialog', { name: names.bundle });
  await drawer.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${names.bundle}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText('This offer is used by:')).toBeVisible();
  await expect(confirm.getByText(`1 POS button (${layoutName} › Deals)`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete offer and buttons' }).click();
  await expect(page.getByText(`“${names.bundle}” deleted`)).toBeVisible();
  await expect(row(names.bundle)).toHaveCount(0);

  // The list and the whole form fit a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/discounts?q=${tag}`);
  await row(names.deal).click();
  drawer = page.getByRole('dialog', { name: names.deal });
  await expect(drawer.getByRole('textbox', { name: 'Name of step 2' })).toHaveValue('Pastry');
  const overflow = await drawer.evaluate((dialog) =>
    Array.from(dialog.querySelectorAll<HTMLElement>('*')).some(
      (el) => el.getBoundingClientRect().right > 391,
    ),
  );
  expect(overflow).toBe(false);
});
