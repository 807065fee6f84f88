// Reports journeys: a Z-report shows who issued it and on which till, its PDF carries what the
// screen shows, and closing the day gives it the venue's next Z number (screen and PDF alike); a
// daily scheduled report sent now (the same pg-boss job as the schedule) lands in the outbox.
import { readFileSync } from 'node:fs';
import { pdfText } from '../apps/server/src/platform/pdf/pdf-text.ts';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const DAY = '2026-11-12';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

test('close a day and hand the accountant a Z-report whose PDF matches the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Two paid orders on DAY at Södermalm through the terminal API, so the day has known sales.
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const session = await gql('{ venues { id name } }', {});
  const venues = session.data.venues as unknown as { id: string; name: string }[];
  const venue = venues.find((v) => v.name === 'Södermalm');
  expect(venue).toBeTruthy();
  const created = await gql(
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "E2E reports") { credential } }',
    { v: venue?.id },
  );
  const credential = (created.data.createTerminal as { credential: string }).credential;
  for (const [i, price] of [4500, 12000].entries()) {
    const at = `${DAY}T1${i}:00:00.000Z`;
    const response = await request.post('/terminal/v1/orders', {
      headers: { authorization: `Bearer ${credential}` },
      data: {
        clientOrderId: `e2e-z-${Date.now()}-${i}`,
        channel: 'POS',
        serviceType: 'EAT_HERE',
        status: 'COMPLETED',
        placedAt: at,
        closedAt: at,
        currency: 'SEK',
        lines: [
          {
            title: 'Kanelbulle',
            quantity: 1,
            unitPrice: price,
            modifications: [],
            discountAmount: 0,
            vatRate: 12,
          },
        ],
        payments: [{ method: 'CARD', amount: price, tipAmount: 0 }],
        totals: { totalAmount: price, vatAmount: Math.round(price - price / 1.12) },
      },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/reports/z-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Z-reports' })).toBeVisible();
  // The Z-report follows the venue chosen in the sidebar, there and back.
  const sidebarVenue = page.getByRole('combobox', { name: 'Venue' });
  await sidebarVenue.click();
  await page.getByRole('option', { name: 'Grünerløkka' }).click();
  await expect(page.getByTestId('z-venue')).toHaveText('Grünerløkka');
  await sidebarVenue.click();
  await page.getByRole('option', { name: 'Södermalm' }).click();
  await expect(page.getByTestId('z-venue')).toHaveText('Södermalm');
  await page.getByLabel('Accounting day').fill(DAY);
  const sales = page.getByTestId('z-sales');
  await expect(sales).not.toHaveText('SEK 0.00');
  const onScreen = {
    sales: plain((await sales.textContent()) ?? ''),
    vat: plain((await page.getByTestId('z-vat').textContent()) ?? ''),
    closing: plain((await page.getByTestId('z-closing').textContent()) ?? ''),
  };

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`z-report-${DAY}.pdf`);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  const text = pdfText(bytes).map(plain);
  expect(text).toContain(onScreen.sales);
  expect(text).toContain(onScreen.vat);
  expect(text).toContain(onScreen.closing);
  expect(text.some((run) => run.includes('Södermalm'))).toBe(true);
  expect(text.some((run) => run.includes('Grünerløkka'))).toBe(false);
  // Payment methods by the company's own names (the Swedish demo company's card method is 'Kort',
  // Settings › Payment methods) on screen and in the PDF, never their codes.
  // (In the day's own payment table: a sale recorded late for an earlier closed day is carried in
  // its own section and may name 'Kort' too.)
  await expect(
    page
      .getByTestId('z-report')
      .getByRole('table', { name: 'By payment method', exact: true })
      .getByRole('cell', { name: 'Kort', exact: true }),
  ).toBeVisible();
  expect(text).toContain('Kort');
  expect(text).not.toContain('CARD');
  // Who issued the receipts and on which till: the same on screen and in the PDF.
  const legalName = plain((await page.getByTestId('z-legal-name').textContent()) ?? '');
  expect(legalName).not.toBe('–');
  expect(text).toContain(legalName);
  const orgNumber = plain((await page.getByTestId('z-org-number').textContent()) ?? '');
  expect(text).toContain(orgNumber);
  await expect(page.getByTestId('z-registers')).toContainText('E2E reports');
  expect(text).toContain('E2E reports');
  expect(text).toContain('Sales per product group');

  // Closing the day numbers it (once: a day closed by an earlier run of this journey stays closed).
  const title = page.getByTestId('z-title');
  if ((await title.textContent()) === 'X-report') {
    await expect(page.getByTestId('z-status')).toHaveText('Not closed – the figures can still change');
    await page.getByRole('button', { name: 'Close day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this accounting day?' });
    await dialog.getByRole('button', { name: 'Close day' }).click();
    await expect(page.getByText(/^Day closed: Z-report \d+$/)).toBeVisible();
  }
  await expect(title).toHaveText(/^Z-report \d+$/);
  await expect(page.getByTestId('z-status')).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Close day' })).toHaveCount(0);
  const zTitle = (await title.textContent()) ?? '';
  const [closedDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const closedText = pdfText(new Uint8Array(readFileSync(await closedDownload.path()))).map(plain);
  expect(closedText.some((run) => run.startsWith(`${zTitle} · Södermalm`))).toBe(true);
  expect(closedText).toContain(onScreen.sales);
  expect(closedText).toContain(plain((await page.getByTestId('z-grand-sales').textContent()) ?? ''));
});

test('an accounting day without sales says so instead of showing empty tables', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/reports/z-reports');
  // Well before the demo data: nothing was sold at Södermalm that day.
  await page.getByLabel('Accounting day').fill('2025-01-15');
  await expect(page.getByTestId('z-empty')).toHaveText('Nothing was sold, paid or refunded on this day.');
  await expect(page.getByTestId('z-title')).toHaveText('X-report');
  await expect(page.getByTestId('z-report').getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close day' })).toHaveCount(0);
});

test('a Z-report cannot be chosen for a day that has not begun', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/reports/z-reports');
  const day = page.getByLabel('Accounting day');
  const max = (await day.getAttribute('max')) ?? '';
  expect(max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const tomorrow = new Date(Date.parse(`${max}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await day.fill(tomorrow);
  await expect(page.getByText('Choose today or an earlier accounting day')).toBeVisible();
  await expect(page.getByTestId('z-report')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
});

test('report builders offer only the report types that work', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/reports');
  await page.getByRole('combobox', { name: 'Report type' }).click();
  await expect(page.getByRole('option')).toHaveText(['Sales', 'Staff', 'Payouts']);
});

test('a daily scheduled report sent now arrives in the outbox', async ({ page, request }) => {
  test.setTimeout(90_000);
  const recipient = `e2e-daily-${Date.now()}@example.com`;
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/reports/scheduled-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeVisible();
  await page.getByRole('button', { name: 'New scheduled report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('E2E daily sales');
  await dialog.getByLabel('Recipients').fill(recipient);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('scheduled-report').filter({ hasText: 'E2E daily sales' });
  await expect(row).toContainText('Daily');
  await row.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('“E2E daily sales” was sent for its last closed period')).toBeVisible({
    timeout: 30_000,
  });
  await expect(row).toContainText('Last sent');

  const outbox = await (await request.get('/dev/outbox.json')).json();
  const mail = (
    outbox.emails as { to: string; subject: string; attachments: { filename: string }[] | null }[]
  ).find((e) => e.to === recipient);
  expect(mail?.subject).toMatch(/^E2E daily sales: /);
  expect(mail?.attachments?.[0]?.filename).toMatch(/\.csv$/);
  await page.goto('/dev/outbox');
  await expect(page.getByText(`To ${recipient}`)).toBeVisible();
});
