// A manager runs a sales competition: creates it on Staff › Competitions for one staff member and
// one product, opens its leaderboard, and a terminal sale by that person shows on the board within
// five seconds, without reloading the page.
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('a manager creates a competition and watches the leaderboard update after a terminal sale', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const { venues, staffs, competitionChoices } = await gql<{
    venues: { id: string; name: string }[];
    staffs: { id: string; name: string }[];
    competitionChoices: { items: { id: string; name: string }[] };
  }>('{ venues { id name } staffs { id name } competitionChoices { items { id name } } }');
  const venue = venues.find((v) => v.name === 'Södermalm');
  const seller = staffs.find((s) => s.name === 'Maja Ek') ?? staffs[0];
  // A product whose name no other product contains, so the picker shows it alone.
  const item = competitionChoices.items.find(
    (i) => competitionChoices.items.filter((other) => other.name.includes(i.name)).length === 1,
  );
  expect(venue && seller && item).toBeTruthy();
  const { createTerminal } = await gql<{ createTerminal: { credential: string } }>(
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Competition e2e till") { credential } }',
    { v: venue?.id },
  );

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/staff/competitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff competitions' })).toBeVisible();
  await page.getByRole('button', { name: 'New competition' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New competition' });
  const name = `Sales sprint ${Date.now()}`;
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  // From yesterday: early in the morning the accounting day is still yesterday's.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await drawer.getByLabel('First day').fill(yesterday);
  const pick = async (label: string, text: string) => {
    const input = drawer.getByRole('combobox', { name: label });
    await input.click();
    await input.fill(text);
    await page.getByRole('option', { name: text, exact: true }).click();
    await input.press('Escape');
  };
  await pick('Venues', 'Södermalm');
  await pick('Staff', seller?.name ?? '');
  await pick('Products', item?.name ?? '');
  await drawer.getByRole('textbox', { name: 'Goal (units)' }).fill('100');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Competition “${name}” created`)).toBeVisible();

  await page.getByRole('row').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Updates live')).toBeVisible();
  const board = page.getByRole('table', { name: 'Leaderboard' });
  const empty = page.getByText('No sales of the chosen products yet.');
  await expect(board.or(empty)).toBeVisible();
  // The demo's own sales today may already count: read where the seller stands first.
  const row = board.getByRole('row').filter({ hasText: seller?.name ?? '' });
  const before =
    (await row.count()) > 0
      ? Number.parseInt((await row.getByRole('cell').nth(2).textContent()) ?? '0', 10)
      : 0;

  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const at = new Date().toISOString();
  const sold = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${createTerminal.credential}` },
    data: {
      clientOrderId: `e2e-competition-${Date.now()}`,
      channel: 'POS',
      serviceType: 'EAT_HERE',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      staffId: seller?.id,
      staffName: seller?.name,
      currency: 'SEK',
      lines: [
        {
          itemId: item?.id,
          title: item?.name,
          quantity: 3,
          unitPrice: 4000,
          modifications: [],
          discountAmount: 0,
          vatRate: 12,
        },
      ],
      payments: [{ method: 'CARD', amount: 12000, tipAmount: 0 }],
      totals: { totalAmount: 12000, vatAmount: 1286 },
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  // The running board asks again every 3 seconds: the sale shows within 5.
  await expect(row.getByRole('cell').nth(2)).toHaveText(new RegExp(`^${before + 3}\\b`), { timeout: 5_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
