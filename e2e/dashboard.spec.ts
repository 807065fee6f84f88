// The finance dashboard at /: a terminal order shows up within 5 s without a reload (polling),
// a period change redraws it, and it passes axe.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const root = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);

async function openDashboard(page: Page, request: Parameters<typeof openBackOffice>[1]) {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The simulator sends to every venue in turn: watch them all.
  await page.getByText('All venues', { exact: true }).click();
  await expect(page.getByText('Sales for All venues, updated live')).toBeVisible();
  await expect(salesCount(page)).toBeVisible();
}

const salesCount = (page: Page) => page.getByTestId('kpi-SALES_COUNT').locator('[data-kpi-value]');

async function readCount(page: Page): Promise<number> {
  return Number((await salesCount(page).textContent())?.replace(/\D/g, '') ?? Number.NaN);
}

test('a simulated terminal order appears on the dashboard within 5 seconds, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openDashboard(page, request);
  // Wait until the figures for "All venues" are on screen, then remember them.
  await expect(page.getByTestId('dashboard-updated')).not.toHaveText('');
  const before = await readCount(page);
  expect(before).not.toBeNaN();
  await page.evaluate(() => {
    (window as unknown as { dashboardMarker: boolean }).dashboardMarker = true;
  });

  // Several orders, so at least one is paid (the generator leaves a few open on their table).
  const { stdout } = await run(
    'npx',
    [
      'tsx',
      'apps/server/src/scripts/simulate-terminal.ts',
      '--url',
      baseURL ?? '',
      '--count',
      '3',
      '--rate',
      '50',
    ],
    { cwd: root, timeout: 90_000 },
  );
  expect(stdout).toMatch(/3 orders sent/);

  const sent = Date.now();
  await expect.poll(() => readCount(page), { timeout: 5000, intervals: [250] }).toBeGreaterThan(before);
  expect(Date.now() - sent).toBeLessThanOrEqual(5000);
  expect(
    await page.evaluate(() => (window as unknown as { dashboardMarker?: boolean }).dashboardMarker),
  ).toBe(true);
  await expect(page.getByTestId('dashboard-updated')).toHaveText(/^Updated \d{2}:\d{2}:\d{2}/);
});

test('changing the period shows the days of the period', async ({ page, request }) => {
  await openDashboard(page, request);
  await expect(page.getByRole('heading', { name: 'Sales by day' })).toHaveCount(0);
  await page.getByLabel('Period').selectOption('last7');
  await expect(
    page
      .getByRole('img', { name: /^Sales by day\./ })
      .or(page.getByRole('heading', { name: 'No sales in this period' })),
  ).toBeVisible();
  await expect(page.getByText(/ – /).first()).toBeVisible();
  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-01-31');
  // Day before month (the company is Swedish): never the American "Jan 1 – Jan 31".
  await expect(page.getByText('1 Jan – 31 Jan')).toBeVisible();
});

test('the dashboard has no axe violations', async ({ page, request }) => {
  await openDashboard(page, request);
  await page.getByLabel('Period').selectOption('last30');
  await expect(page.getByTestId('dashboard-updated')).not.toHaveText('');
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`),
  );
  expect(violations).toEqual([]);
});
