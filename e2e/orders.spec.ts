// An owner finds a terminal's order on /orders, refunds it from its detail and sees it Refunded,
// on the dashboard and in the void journal; sends its receipt; the screens pass axe.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { expect, test } from './helpers/test.ts';
import { Outbox } from './pages.ts';

/** A paid order sent by a fresh terminal of Södermalm; its number and the customer's e-mail. */
async function terminalOrder(request: APIRequestContext) {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const { venues } = await apiGql<{ venues: { id: string; name: string }[] }>(
    request,
    token,
    'query { venues { id name } }',
  );
  const venueId = venues.find((v) => v.name === 'Södermalm')?.id;
  const { createTerminal } = await apiGql<{ createTerminal: { credential: string } }>(
    request,
    token,
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Orders e2e till") { credential } }',
    { v: venueId },
  );
  const stamp = Date.now();
  const email = `guest-${stamp}@example.test`;
  const at = new Date(stamp - 60_000).toISOString();
  const response = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${createTerminal.credential}` },
    data: {
      clientOrderId: `orders-e2e-${stamp}`,
      channel: 'POS',
      serviceType: 'EAT_HERE',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      currency: 'SEK',
      customerEmail: email,
      lines: [
        {
          title: 'Kanelbulle',
          quantity: 3,
          unitPrice: 4200,
          modifications: [{ name: 'Extra pearl sugar', price: 300 }],
          discountAmount: 0,
          vatRate: 12,
        },
      ],
      payments: [{ method: 'CARD', amount: 13_500, tipAmount: 1000 }],
      totals: { totalAmount: 13_500, vatAmount: 1446 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as { orderNumber: number };
  return { number: order.orderNumber, email };
}

async function salesAmount(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByText('All venues', { exact: true }).click();
  const value = page.getByTestId('kpi-SALES_AMOUNT').locator('[data-kpi-value]');
  await expect(value).toBeVisible();
  await expect(page.getByTestId('dashboard-updated')).not.toHaveText('');
  return (await value.textContent()) ?? '';
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

test('an owner filters orders, refunds one from its detail, and sees it refunded everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const order = await terminalOrder(request);
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  const before = await salesAmount(page);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Today' }).click();
  await page.getByRole('textbox', { name: 'Order number' }).fill(String(order.number));
  const row = page.getByTestId(`order-row-${order.number}`);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, '/orders');
  await row.click();

  const drawer = page.getByRole('dialog', { name: `Order ${order.number}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('+ Extra pearl sugar')).toBeVisible();
  await expect(drawer.getByTestId('order-status')).toHaveText('Completed');
  await expect(page).toHaveURL(/[?&]id=/);

  await drawer.getByRole('button', { name: 'Refund order' }).click();
  const confirm = page.getByRole('dialog', { name: `Refund order ${order.number}?` });
  await confirm.getByLabel('Reason').fill('E2E cold coffee');
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText(`Order ${order.number} refunded`)).toBeVisible();
  await expect(drawer.getByTestId('order-status')).toHaveText('Refunded');
  await expect(drawer.getByRole('button', { name: 'Refund order' })).toBeDisabled();
  await expect(drawer.getByText(/Order refunded · .* · E2E cold coffee/)).toBeVisible();

  // Send the receipt to the customer's address, prefilled.
  await drawer.getByRole('button', { name: 'Send receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Send receipt' });
  await expect(receipt.getByLabel('E-mail address')).toHaveValue(order.email);
  await receipt.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Receipt sent to ${order.email}`)).toBeVisible();
  const mail = await new Outbox(request).latestTo(order.email);
  expect(mail.subject).toContain(String(order.number));
  expect(mail.text).toContain('Extra pearl sugar');

  // The refund is taken off today's sales on the dashboard.
  await expect.poll(() => salesAmount(page), { timeout: 15_000 }).not.toBe(before);

  await page.goto('/monitoring/void-journal?q=E2E%20cold');
  await expect(page.getByRole('heading', { level: 1, name: 'Void journal' })).toBeVisible();
  const journal = page.getByRole('table', { name: 'Void journal' });
  await expect(journal.getByText('E2E cold coffee')).toBeVisible();
  await expect(journal.getByText('Order refunded')).toBeVisible();
  await expect(journal.getByText(`#${order.number}`)).toBeVisible();
  await expectNoAxeViolations(page, '/monitoring/void-journal');
});

test.describe('an owner whose browser is en-GB', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/Stockholm' });

  test('sees day-first 24-hour dates and one money format (SEK) on /orders', async ({ page, request }) => {
    await openBackOffice(page, request, DEMO_USERS.owner.email, '/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const row = page.locator('[data-testid^="order-row-"]').first();
    await expect(row).toBeVisible();
    // "24/11/2026, 13:05": day before month, no AM/PM — never the American "11/24/26, 1:05 PM".
    await expect(row.locator('td').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await expect(row.locator('td').last()).toContainText('SEK');
    // The amount filter names the currency as every amount does.
    const minimum = page.locator('.mantine-InputWrapper-root', {
      has: page.getByRole('textbox', { name: 'Minimum total' }),
    });
    await expect(minimum).toContainText('SEK');
    await expect(minimum).not.toContainText('kr');
  });
});
