// A till charged the wrong amount for an offer: the order stands as charged, the difference shows
// under Monitoring › Discount differences (reached by clicking, linked to the order, exported as
// CSV), and the offer's discount appears in the sales report's "Discounts by offer".
import { readFileSync } from 'node:fs';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const DAY = '2026-05-13';

test('a till discount the offer does not allow shows under Monitoring and in Discounts by offer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const { venues } = await gql<{ venues: { id: string; name: string }[] }>('{ venues { id name } }');
  const venue = venues.find((v) => v.name === 'Södermalm');
  expect(venue).toBeTruthy();
  const { createTerminal } = await gql<{ createTerminal: { credential: string } }>(
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "E2E discounts") { credential } }',
    { v: venue?.id },
  );
  // The till reads its offers from the configuration feed: the demo's staff-chosen 10 % student
  // discount on every item.
  const feed = await request.get('/terminal/v1/config', {
    headers: { authorization: `Bearer ${createTerminal.credential}` },
  });
  expect(feed.status(), await feed.text()).toBe(200);
  const offers = ((await feed.json()) as { offers: { id: string; name: string; value: number }[] }).offers;
  const offer = offers.find((o) => o.name === 'Studentrabatt');
  expect(offer?.value).toBe(10);
  const offerName = offer?.name ?? '';
  // The till takes 15.00 off a 45.00 coffee and names the offer; the engine allows 4.50. The day
  // lies before the demo's 90 days of orders, so the report's figures are this order's alone.
  const at = `${DAY}T11:00:00.000Z`;
  const total = 4500 - 1500;
  const response = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${createTerminal.credential}` },
    data: {
      clientOrderId: `e2e-discount-${Date.now()}`,
      channel: 'POS',
      serviceType: 'EAT_HERE',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      currency: 'SEK',
      staffName: 'Ella E2E',
      lines: [
        {
          title: 'Cappuccino',
          quantity: 1,
          unitPrice: 4500,
          modifications: [],
          discountAmount: 1500,
          discountKind: 'OFFER',
          offerId: offer?.id,
          vatRate: 12,
        },
      ],
      payments: [{ method: 'CARD', amount: total, tipAmount: 0 }],
      totals: { totalAmount: total, vatAmount: Math.round(total - total / 1.12) },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const orderNumber = ((await response.json()) as { orderNumber: number }).orderNumber;

  // Monitoring › Discount differences, reached by clicking from the sidebar's Monitoring.
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/monitoring/void-journal');
  await page
    .getByRole('main')
    .getByRole('navigation', { name: / sections$/ })
    .getByRole('link', { name: 'Discount differences' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount differences' })).toBeVisible();
  await page.getByLabel('Order number, offer or staff member').fill(String(orderNumber));
  const row = page.getByRole('row').filter({ hasText: `#${orderNumber}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Södermalm');
  await expect(row).toContainText('Cappuccino');
  await expect(row).toContainText('Ella E2E');
  await expect(row).toContainText('Amount differs');
  await expect(row).toContainText(offerName);
  await expect(row).toContainText('15.00');
  await expect(row).toContainText('4.50');
  await expect(row).toContainText('10.50');

  // The CSV has the same row, headers in the reader's language.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFTime,Accounting day,Venue,Order number,Line,Offer')).toBe(true);
  expect(csv).toContain(`${orderNumber},Cappuccino,${offerName},Ella E2E,Amount differs,15.00,4.50,10.50`);

  // The order number opens the order as charged.
  await row.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/orders\?id=/);
  await expect(page.getByRole('dialog')).toContainText('Cappuccino');

  // The sales report of that day lists the offer under "Discounts by offer".
  await page.goto('/reports');
  await page.getByLabel('From (accounting day)').fill(DAY);
  await page.getByLabel('To (accounting day)').fill(DAY);
  await page.getByLabel('Name').fill(`E2E discounts ${DAY}`);
  await page.getByRole('button', { name: 'Create report' }).click();
  // The report's card: the innermost block holding its name and its View button.
  const report = page
    .locator('div')
    .filter({ has: page.getByText(`E2E discounts ${DAY}`, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'View' }) })
    .last();
  await report.getByRole('button', { name: 'View' }).click();
  const byOffer = page.getByRole('table', { name: 'Discounts by offer' });
  // Filed under the offer with what the till took off: the order stands as charged.
  await expect(byOffer.getByRole('row').filter({ hasText: offerName })).toContainText('15.00');
});
