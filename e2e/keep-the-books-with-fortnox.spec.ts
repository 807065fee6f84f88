// An owner keeps the books with Fortnox: connects it through the provider's (sandbox) consent page,
// finds the account mapping complete, enables it and closes a day from the accounting page — the
// day's voucher shows as sent. Then the sandbox's chart lacks the 25 % sales account: the next
// day's voucher fails, the bell warns, the owner follows it, maps sales to an account the chart
// has and retries: sent. A company of its own, with a venue and a till's sales made over the API,
// so the journey holds on any database and on a retry. Nothing leaves the machine.
import type { APIRequestContext } from '@playwright/test';
import { apiGql } from './helpers/graphql.ts';
import { createOwner, logIn } from './helpers/settings.ts';
import { expect, test } from './helpers/test.ts';

const TIME_ZONE = 'Europe/Stockholm';

/** The Stockholm calendar date `daysAgo` days before now, as YYYY-MM-DD. */
function stockholmDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

/** The owner's venue and a till of it, made over the API as the owner would in the back office. */
async function venueWithTill(request: APIRequestContext, email: string, password: string) {
  const { login } = await apiGql<{ login: { token: string } }>(
    request,
    undefined,
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: email, p: password },
  );
  const { createVenue } = await apiGql<{ createVenue: { id: string } }>(
    request,
    login.token,
    'mutation($input: VenueInput!) { createVenue(input: $input) { id } }',
    { input: { name: 'Books Bar', timezone: TIME_ZONE } },
  );
  const { createTerminal } = await apiGql<{ createTerminal: { credential: string } }>(
    request,
    login.token,
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Bar till") { credential } }',
    { v: createVenue.id },
  );
  return createTerminal.credential;
}

/** A glass of wine (25 % VAT) paid by card at noon of Stockholm day `day`. */
async function sellOn(request: APIRequestContext, credential: string, day: string) {
  // Noon in Stockholm is 10:00 or 11:00 UTC: 10:30 UTC lies inside the day either way.
  const at = `${day}T10:30:00.000Z`;
  const response = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${credential}` },
    data: {
      clientOrderId: `books-${day}-${Date.now()}`,
      channel: 'POS',
      serviceType: 'EAT_HERE',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      currency: 'SEK',
      lines: [{ title: 'Glass of Riesling', quantity: 1, unitPrice: 12_500, discountAmount: 0, vatRate: 25 }],
      payments: [{ method: 'CARD', amount: 12_500, tipAmount: 0 }],
      totals: { totalAmount: 12_500, vatAmount: 2_500 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('an owner keeps the books with Fortnox: a closed day is sent, a failed one is fixed and retried', async ({
  page,
  request,
}) => {
  test.slow(); // Leaves the back office for the sandbox consent page and closes two days.
  const owner = await createOwner(request);
  const credential = await venueWithTill(request, owner.email, owner.password);
  const sentDay = stockholmDay(2);
  const failingDay = stockholmDay(1);
  await sellOn(request, credential, sentDay);
  await sellOn(request, credential, failingDay);

  await logIn(page, owner.email, owner.password, owner.name);
  await page.goto('/integrations');
  const card = page.getByTestId('integration-fortnox');
  await expect(card.getByText('Sandbox')).toBeVisible();
  await card.getByRole('link', { name: 'Fortnox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fortnox' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Fortnox' }).click();
  await expect(page.getByRole('heading', { name: 'Fortnox (Sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/integrations\/fortnox$/);
  await expect(page.getByText('Fortnox is connected.')).toBeVisible();

  // Pre-filled from BAS: every account a day's voucher posts to is mapped, so it can be enabled.
  const mapping = page.getByRole('region', { name: 'Account mapping' });
  await expect(mapping.getByText('Every account mapped')).toBeVisible();
  const sales25 = mapping.getByRole('textbox', { name: 'Sales 25 % VAT' });
  await expect(sales25).toHaveValue('3001');
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByText('Fortnox is enabled.')).toBeVisible();

  // Close the first day now: its voucher is posted and shows as sent.
  await page.getByRole('link', { name: 'Vouchers and export' }).click();
  await expect(page).toHaveURL(/\/integrations\/accounting$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible();
  const closeDay = async (day: string) => {
    await main.getByLabel('Accounting day').fill(day);
    await main.getByRole('button', { name: 'Close day' }).click();
  };
  await closeDay(sentDay);
  await expect(page.getByText('The day is closed and its voucher was sent.')).toBeVisible();
  await expect(main.getByText('Sent', { exact: true })).toBeVisible();

  // The sandbox's chart now lacks 3001: the next day's voucher is refused.
  await page.goto('/integrations/fortnox');
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByRole('textbox', { name: 'Accounts missing in the sandbox chart' }).fill('3001');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.goto('/integrations/accounting');
  await closeDay(failingDay);
  await expect(page.getByText(/The voucher was not sent: .*3001/)).toBeVisible();

  // The bell warns and leads to the accounting page, where the failed voucher says why.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('You have failed vouchers')).toBeVisible();
  await page.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/integrations\/accounting$/);
  await expect(main.getByText('Failed', { exact: true })).toBeVisible();
  await expect(main.getByText(/3001/).first()).toBeVisible();

  // Fix the mapping: sales at 25 % to an account the chart has; then retry.
  await page.goto('/integrations/fortnox');
  await sales25.fill('3002');
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Account mapping saved.')).toBeVisible();
  await page.goto('/integrations/accounting');
  const failed = main.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(1);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The voucher was sent.')).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(0);
  await expect(main.getByText('Sent', { exact: true })).toHaveCount(2);
});
