// A manager reads what each staff member sold: the staff report shows a sale a till just sent
// under the staff member who made it, follows the period chosen, and exports a CSV Excel opens.
import { readFileSync } from 'node:fs';
import { accountingDayOf } from '../packages/domain/src/accounting-day.ts';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

test('a manager opens the staff report, changes the period and exports it', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A sale by a demo staff member at Södermalm now, through the terminal API.
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { venues } = await gql<{ venues: { id: string; name: string }[] }>('{ venues { id name } }');
  const venue = venues.find((v) => v.name === 'Södermalm');
  const { staffOptions } = await gql<{ staffOptions: { id: string; name: string }[] }>(
    '{ staffOptions { id name } }',
  );
  const erik = staffOptions.find((s) => s.name === 'Erik Johansson');
  expect(venue && erik).toBeTruthy();
  const { createTerminal } = await gql<{ createTerminal: { credential: string } }>(
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "E2E staff report") { credential } }',
    { v: venue?.id },
  );
  const at = new Date().toISOString();
  const sale = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${createTerminal.credential}` },
    data: {
      clientOrderId: `e2e-staff-${Date.now()}`,
      channel: 'POS',
      serviceType: 'EAT_HERE',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      staffId: erik?.id,
      staffName: erik?.name,
      currency: 'SEK',
      lines: [
        {
          title: 'Kanelbulle',
          quantity: 1,
          unitPrice: 4500,
          modifications: [],
          discountAmount: 0,
          vatRate: 12,
        },
      ],
      payments: [{ method: 'CARD', amount: 4500, tipAmount: 500 }],
      totals: { totalAmount: 4500, vatAmount: 482 },
    },
  });
  expect(sale.status(), await sale.text()).toBeLessThan(300);

  // Reached by clicking: Staff & Accounts in the sidebar, then Staff reports in its section.
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Staff & Accounts' }).click();
  const sections = page.getByRole('main').getByRole('navigation', { name: / sections$/ });
  const reportsLink = sections.getByRole('link', { name: 'Staff reports', exact: true });
  if ((await reportsLink.count()) > 0) await reportsLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff reports' })).toBeVisible();

  // Today: Erik's sale is there, with the totals row and when the figures last changed.
  await page.getByPlaceholder('Custom period').click();
  await page.getByRole('option', { name: 'Today', exact: true }).click();
  const table = page.getByRole('table', { name: 'Staff reports' });
  const erikRow = page.getByTestId(`staff-report-row-${erik?.id}`);
  await expect(erikRow).toContainText('Erik Johansson');
  // The demo company also sells today: the row shows what the API counts for Erik, this sale included.
  const today = accountingDayOf(new Date(), 'Europe/Stockholm');
  const { staffReport } = await gql<{
    staffReport: { rows: { staffId: string | null; metrics: { salesAmount: number; tipsAmount: number } }[] };
  }>(
    'query($f: StaffReportFilter!) { staffReport(filter: $f) { rows { staffId metrics { salesAmount tipsAmount } } } }',
    {
      f: { from: today, to: today },
    },
  );
  const figures = staffReport.rows.find((r) => r.staffId === erik?.id)?.metrics;
  expect(figures?.salesAmount).toBeGreaterThanOrEqual(4500);
  expect(figures?.tipsAmount).toBeGreaterThanOrEqual(500);
  const amount = (minor: number) =>
    (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(erikRow).toContainText(`SEK ${amount(figures?.salesAmount ?? 0)}`);
  await expect(table.locator('tfoot')).toContainText('Total');
  await expect(page.getByTestId('staff-report-updated')).toContainText('Figures updated');

  // Another period: the URL and the report follow it.
  await page.getByPlaceholder('Custom period').click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(erikRow).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^staff-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  // Excel needs the byte-order mark to read the names as UTF-8.
  expect(csv.startsWith('\uFEFFStaff member,Sales,Orders,Average order,Tips,')).toBe(true);
  expect(csv).toMatch(/\r\nErik Johansson,\d+\.\d{2},\d+,/);
  expect(csv).toMatch(/\r\nTotal,\d+\.\d{2},\d+,/);
});
