// An owner creates a lunch-hours discount (20 % off coffee, 11:00–14:00) on /discounts, then puts
// a coffee in the Test basket: at 12:00 the discount takes 20 % off, at 15:00 it does not and the
// basket says why. The Test basket also fits a phone's width.
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner creates a lunch discount on coffee and sees it apply at 12:00 but not at 15:00', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  // A coffee of its own, so the search finds it alone and no other offer of the demo targets it.
  const coffee = `Lunch test coffee ${Date.now()}`;
  const created = await request.post('/graphql', {
    data: {
      query: 'mutation($input: CreateItemInput!) { createItem(input: $input) { id } }',
      variables: { input: { title: coffee, defaultPrice: 4000 } },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await created.json()).errors).toBeUndefined();
  const offerName = `Lunch coffee ${Date.now()}`;

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await page.getByRole('button', { name: 'New offer' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New offer' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(offerName);
  await drawer.getByRole('textbox', { name: 'Percentage off' }).fill('20');
  const targets = drawer.getByRole('combobox', { name: 'Items and categories' });
  await targets.click();
  await targets.fill(coffee);
  await page.getByRole('option', { name: coffee }).click();
  await targets.press('Escape');
  await drawer.getByRole('textbox', { name: 'Start, every day' }).fill('11:00');
  await drawer.getByRole('textbox', { name: 'End, every day' }).fill('14:00');
  await drawer.getByRole('button', { name: 'Add to every day' }).click();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Offer “${offerName}” created`)).toBeVisible();

  await page.getByRole('tab', { name: 'Test basket' }).click();
  await expect(page).toHaveURL(/tab=basket/);
  const time = page.getByLabel(/^Time/);
  await time.fill('12:00');
  const search = page.getByRole('combobox', { name: 'Add an item' });
  await search.click();
  await search.fill(coffee);
  await page.getByRole('option', { name: new RegExp(`^${coffee}`) }).click();

  // 20 % of 40.00: 8.00 off, 32.00 to pay.
  const applied = page.getByTestId('applied-offer').filter({ hasText: offerName });
  await expect(applied).toContainText(/−SEK\s?8\.00/);
  await expect(applied).toContainText(`On ${coffee}`);
  await expect(page.getByTestId('basket-total')).toHaveText(/SEK\s?32\.00/);

  await time.fill('15:00');
  const notApplied = page.getByTestId('not-applied-offer').filter({ hasText: offerName });
  await expect(notApplied).toContainText('Outside its hours (11:00–14:00)');
  await expect(applied).toHaveCount(0);
  await expect(page.getByTestId('basket-total')).toHaveText(/SEK\s?40\.00/);

  // On a phone the basket and its explanations fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notApplied).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
