// A product's description (#17 gap 1): the owner lets Suggest write the cinnamon bun's description
// from its title in every company language, edits the Swedish one, saves, and a guest ordering in
// English on a phone reads the English description under the bun on the online menu.
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { newGuestTable, openForOnlineOrders } from './helpers/guest-ordering.ts';
import { expect, test } from './helpers/test.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('an owner describes a product and guests read it on the online menu', async ({
  page,
  request,
  browser,
  translationGuard,
}) => {
  test.setTimeout(150_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const { items } = await apiGql<{ items: { results: { id: string; title: string }[] } }>(
    request,
    token,
    '{ items(search: "Kanelbulle") { results { id title } } }',
  );
  const bun = items.results.find((item) => item.title === 'Kanelbulle');
  expect(bun).toBeDefined();

  await openBackOffice(page, request, DEMO_USERS.owner.email, `/pim/products?id=${bun?.id}`);
  const drawer = page.getByRole('dialog', { name: 'Edit Kanelbulle' });
  await drawer.getByRole('button', { name: 'Suggest a description' }).click();
  // The sandbox writes from the title in each language; nothing is saved until the owner saves.
  const english = drawer.getByRole('textbox', { name: 'English – Description' });
  await expect(english).toHaveValue(
    'Cinnamon bun – freshly made every day, with care in every detail. Ask our staff about sides and extras.',
  );
  await expect(drawer.getByText('Sandbox', { exact: true }).first()).toBeVisible();
  const stamp = Date.now().toString(36);
  await drawer
    .getByRole('textbox', { name: 'Swedish – Description' })
    .fill(`Bakad i morse med smör, kanel och pärlsocker. (${stamp})`);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Kanelbulle saved')).toBeVisible({ timeout: 20_000 });

  const venue = await openForOnlineOrders(request, token, 'Södermalm');
  const table = await newGuestTable(request, token, venue.venueId);
  const guest = await browser.newContext(PHONE);
  translationGuard.watch(guest);
  const phone = await guest.newPage();
  const scanned = new URL(table.guestUrl);
  await phone.goto(`${scanned.pathname}${scanned.search}`);
  // Under the title, in the guest's language (other journeys may have added buns of their own).
  const bunButton = phone
    .getByRole('button', { name: /^Cinnamon bun/ })
    .filter({ hasText: 'Cinnamon bun – freshly made every day' });
  await expect(bunButton).toBeVisible();
  await bunButton.click();
  await expect(phone.getByRole('dialog', { name: 'Cinnamon bun' })).toContainText(
    'Ask our staff about sides and extras.',
  );
  // The page fits the phone: no sideways scrolling with the description in.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.close();
});
