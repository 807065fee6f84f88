// An owner follows the bell's failed-voucher warning to the accounting page, reads why the day's
// voucher failed, opens a sent one's lines and downloads the period as an SIE file. The demo's
// vouchers were posted to Fortnox's sandbox; nothing leaves the machine.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner follows a failed voucher from the bell to the accounting page', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('You have failed vouchers')).toBeVisible();
  await page.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/integrations\/accounting$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible();
  await expect(main.getByText('The account 3001 does not exist in the chart of accounts.')).toBeVisible();
  await expect(main.getByText('Failed', { exact: true })).toBeVisible();
  await expect(main.getByText('A1041')).toBeVisible();

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^vouchers-.*\.se$/);
});
