// #17 items 7 and 8: a screen that throws shows the error page, whose "Our team has been notified"
// is now true — the browser's monitoring client sends the error, and it arrives in Monitoring ›
// Client errors within 30 seconds, grouped, with an example.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const THROWN = 'Test error thrown on the Client errors screen';

test('a screen that fails is reported to Client errors within 30 seconds', async ({ page, request }) => {
  test.setTimeout(60_000);
  // ?throw=1 makes the screen throw, only where the server's /dev routes exist (never in production).
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/monitoring/client-errors?throw=1');
  await expect(page.getByText('Our team has been notified of the issue. Please try again')).toBeVisible();
  const thrownAt = Date.now();

  // Leaving the page hands the queued error to sendBeacon; the screen then lists it.
  await page.goto('/monitoring/client-errors');
  const row = page.getByTestId('client-error').filter({ hasText: THROWN });
  await expect(row).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - thrownAt).toBeLessThan(30_000);

  await row.click();
  const example = page.getByTestId('client-error-example');
  await expect(example).toContainText(THROWN);
  await expect(example).toContainText('/monitoring/client-errors');
  await expect(example.getByText('Stack trace')).toBeVisible();
});
