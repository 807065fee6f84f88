// Payments-only accounts: card transactions, payouts and payout reports from the sandbox
// provider; and API keys on /api.

import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('Paula sees her card transactions and finds one by reference', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.payments.email, '/payments-transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sandbox-badge')).toHaveText('Sandbox');
  const totals = page.getByTestId('payment-totals');
  await expect(totals).toContainText('Net');
  const firstReference = page.locator('tbody tr').first().locator('td').nth(1).locator('p').first();
  await expect(firstReference).toHaveText(/^[0-9A-Z]{16}$/);
  const reference = (await firstReference.textContent()) ?? '';
  await page.getByPlaceholder('Search by PSP or merchant reference').fill(reference.slice(0, 12));
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(totals).toContainText(/Transactions\s*1/);
});

test('Paula sees her newest transaction first and opens a transaction with its payout', async ({
  page,
  request,
}) => {
  // The sandbox provider builds the week's sales on the first visit: slow on a busy machine.
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.payments.email, '/payments-transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  // Newest first: the merchant references (date and till number) run down with the times.
  const references = await rows.locator('td:nth-child(2) p:nth-child(2)').allTextContents();
  expect(references.length).toBeGreaterThan(20);
  expect(references).toEqual([...references].sort().reverse());

  // A settled sale has been paid out: its row opens its detail with that payout. Filtered by
  // status, because early in the week the newest page holds only sales not yet settled (T+2).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Settled' }).click();
  await page.keyboard.press('Escape');
  const paidOut = rows.filter({ hasText: 'Settled' }).first();
  await paidOut.click();
  const detail = page.getByTestId('transaction-detail');
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=/);
  await expect(detail.getByText('Interchange fee')).toBeVisible();
  const payout = page.getByTestId('transaction-payout');
  await expect(payout).toContainText(/PO[0-9A-Z]+/);
  await payout.getByRole('link', { name: 'Open payout' }).click();
  await expect(page).toHaveURL(/\/payments-payouts\?id=PO/);
  await expect(page.getByTestId('payout-detail')).toBeVisible();
});

test('Paula opens a payout and sees the transactions it paid', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.payments.email, '/payments-payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  const row = page.locator('tbody tr').nth(3);
  await expect(row).toContainText(/Paid out|Failed|In transit/);
  const count = Number((await row.locator('td').nth(3).textContent()) ?? '0');
  await row.click();
  const detail = page.getByTestId('payout-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Transactions in this payout')).toBeVisible();
  await expect(detail.locator('table').nth(1).locator('tbody tr')).toHaveCount(count);
  await expect(page).toHaveURL(/[?&]id=PO/);
});

test('Paula creates a payout report, and a too long period shows the provider error', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.payments.email, '/payments-reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByText('Payout report created')).toBeVisible();
  const row = page.locator('tbody tr').first();
  await expect(row.getByRole('button', { name: /^Download CSV for / })).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download CSV for / }).click();
  expect((await download).suggestedFilename()).toMatch(/^payout-report-.*\.csv$/);
  // The PDF comes from generatePdfReport with the balance account (a short-lived link).
  const pdf = page.waitForResponse((r) => r.url().includes('/reports/pdf'));
  await row.getByRole('button', { name: /^Download PDF for / }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');

  await page.getByLabel('From').fill('2024-01-01');
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByTestId('payout-report-error')).toContainText(
    /Internal server error: Payout report for BA[0-9A-Z]+ could not be generated/,
  );
});

test('the owner creates an API key, sees it once, and revokes it', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/api');
  await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
  const name = `Export ${Date.now()}`;
  await page.getByRole('button', { name: 'New API key' }).first().click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('api-secret').textContent()) ?? '';
  expect(secret).toMatch(/^fika_/);
  await expect(page.getByText(/curl -H "Authorization: Bearer fika_/)).toBeVisible();
  const answer = await request.get('/api/v1/finance/summary?from=2026-11-01&to=2026-11-21', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(answer.status()).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();

  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toContainText(secret.slice(0, 13));
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  const refused = await request.get('/api/v1/finance/summary?from=2026-11-01&to=2026-11-21', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});
