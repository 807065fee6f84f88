// #17 items 7 and 8: a screen that throws shows the error page, whose "Our team has been notified"
// is now true — the browser's monitoring client sends the error, and it arrives in Monitoring ›
// Client errors within 30 seconds, grouped, with an example. A guest ordering page's error is filed
// under the venue's company, so the owner sees it there too.
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { openForOnlineOrders } from './helpers/guest-ordering.ts';
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

test("an error on a venue's guest ordering page reaches that company's Client errors", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const venue = await openForOnlineOrders(request, token, 'Södermalm');
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const phone = await guest.newPage();
  await phone.goto(`/en-gb/order/${venue.slug}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Södermalm' })).toBeVisible();
  const message = `Guest page test error ${Date.now().toString(36)}`;
  // An uncaught error of the page, as a failing script would throw it.
  await phone.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  // Leaving the page hands the queued error to sendBeacon, signed out: no session token is sent.
  await phone.waitForTimeout(500);
  await phone.goto('about:blank');
  await guest.close();

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/monitoring/client-errors');
  const row = page.getByTestId('client-error').filter({ hasText: message });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  await expect(page.getByTestId('client-error-example')).toContainText(`/order/${venue.slug}`);
});
