// The guest ordering page of issue #15 on a phone (390×844): a guest scans a table's QR code, orders
// a cappuccino with oat milk and a cinnamon bun with a promo code as a signed-in member, pays with
// the sandbox card; the order is on the dashboard and in /orders at once; the simulated till
// accepts it and marks it ready and the guest's page follows live; the member's points rise when
// the order completes and fall when it is refunded. Axe on the page; Arabic reads right to left.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { newGuestTable, openForOnlineOrders } from './helpers/guest-ordering.ts';
import { expect, test } from './helpers/test.ts';
import { Outbox } from './pages.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A promo code of its own granting the demo's 10 % offer (Studentrabatt), once per member, online. */
async function newPromoCode(request: APIRequestContext, token: string): Promise<string> {
  const { offers } = await apiGql<{ offers: { id: string; name: string }[] }>(
    request,
    token,
    '{ offers { id name } }',
  );
  const offer = offers.find((o) => o.name === 'Studentrabatt');
  const code = `WELCOME-${Date.now().toString(36).toUpperCase()}`;
  await apiGql(request, token, 'mutation($i: PromoCodeInput!) { createPromoCode(input: $i) { code } }', {
    i: {
      code,
      title: { en: 'Welcome 10 %' },
      offer: { id: offer?.id },
      maxUses: 100,
      maxUsesPerMember: 1,
      channels: ['ONLINE'],
    },
  });
  return code;
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

async function salesAmount(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByText('All venues', { exact: true }).click();
  const value = page.getByTestId('kpi-SALES_AMOUNT').locator('[data-kpi-value]');
  await expect(value).toBeVisible();
  await expect(page.getByTestId('dashboard-updated')).not.toHaveText('');
  return (await value.textContent()) ?? '';
}

/** The simulated till of the venue: sets an online order's status as a terminal does. */
async function till(request: APIRequestContext, token: string, venueId: string) {
  const { createTerminal } = await apiGql<{ createTerminal: { credential: string } }>(
    request,
    token,
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Guest journey till") { credential } }',
    { v: venueId },
  );
  const headers = { authorization: `Bearer ${createTerminal.credential}` };
  return {
    /** The venue's open online order with this number, as the till lists it. */
    async onlineOrder(orderNumber: number): Promise<{ clientOrderId: string }> {
      let found: { clientOrderId: string; orderNumber: number } | undefined;
      await expect
        .poll(async () => {
          const response = await request.get('/terminal/v1/online-orders', { headers });
          if (!response.ok()) return false;
          const body = (await response.json()) as
            | { orders: { clientOrderId: string; orderNumber: number }[] }
            | { clientOrderId: string; orderNumber: number }[];
          const list = Array.isArray(body) ? body : body.orders;
          found = list.find((o) => o.orderNumber === orderNumber);
          return found !== undefined;
        })
        .toBe(true);
      return found as { clientOrderId: string };
    },
    async setStatus(clientOrderId: string, status: string): Promise<{ id: string }> {
      const response = await request.post(`/terminal/v1/orders/${encodeURIComponent(clientOrderId)}/status`, {
        headers,
        data: { status, at: new Date().toISOString() },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as { id: string };
    },
  };
}

test('a guest scans a table’s QR code, orders a cappuccino with oat milk and a cinnamon bun with a promo code, pays by card and sees it ready', async ({
  page,
  request,
  browser,
  translationGuard,
}) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const venue = await openForOnlineOrders(request, token, 'Södermalm');
  const table = await newGuestTable(request, token, venue.venueId);
  const promo = await newPromoCode(request, token);

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  const salesBefore = await salesAmount(page);

  // The guest's phone is not signed in to anything.
  const guest = await browser.newContext(PHONE);
  translationGuard.watch(guest);
  const phone = await guest.newPage();
  const scanned = new URL(table.guestUrl);
  await phone.goto(`${scanned.pathname}${scanned.search}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Södermalm' })).toBeVisible();
  await expect(phone.getByText(`Table ${table.code}`)).toBeVisible();
  await expect(phone.getByText(/^Open (now|until)/)).toBeVisible();

  // A cappuccino with oat milk.
  await phone.getByRole('button', { name: /^Cappuccino/ }).click();
  const sheet = phone.getByRole('dialog', { name: 'Cappuccino' });
  await sheet.getByRole('radio', { name: /^Oat/ }).check();
  const size = sheet.getByRole('radio', { name: /^Small/ });
  if ((await size.count()) > 0) await size.check();
  await sheet.getByRole('button', { name: /^Add ·/ }).click();
  const done = sheet.getByRole('button', { name: 'Done' });
  if (await done.isVisible()) await done.click();
  await expect(sheet).toBeHidden();

  // And a cinnamon bun.
  await phone.getByRole('button', { name: /^Cinnamon bun/ }).click();
  const bunSheet = phone.getByRole('dialog', { name: 'Cinnamon bun' });
  await bunSheet.getByRole('button', { name: /^Add ·/ }).click();
  if (await bunSheet.getByRole('button', { name: 'Done' }).isVisible())
    await bunSheet.getByRole('button', { name: 'Done' }).click();
  await expect(bunSheet).toBeHidden();

  // The cart bar shows the server's total; the checkout lists both lines.
  await phone.getByRole('button', { name: /2 items.*View order/ }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(phone.getByText('Oat')).toBeVisible();

  // Signed in as a member with a code from the e-mail (the development outbox).
  const email = `guest-${Date.now()}@example.test`;
  await phone.getByRole('button', { name: 'Sign in as a member' }).click();
  await phone.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await phone.getByRole('button', { name: 'Send me a code' }).click();
  await expect(phone.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const mail = await new Outbox(request).latestTo(email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await phone.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone.getByRole('heading', { name: `Hi ${email}!` })).toBeVisible();
  const memberToken = await phone.evaluate(
    (slug) =>
      (JSON.parse(sessionStorage.getItem(`fika.guest.member.${slug}`) ?? '{}') as { token?: string }).token,
    venue.slug,
  );
  const points = async () => {
    const response = await request.get('/api/guest/v1/members/me', {
      headers: { authorization: `Bearer ${memberToken}` },
    });
    return ((await response.json()) as { points: number }).points;
  };
  const pointsBefore = await points();

  // The promo code, as the server checks it.
  await phone.getByRole('textbox', { name: 'Promo code' }).fill(promo.toLowerCase());
  await phone.getByRole('button', { name: 'Apply' }).click();
  await expect(phone.getByText('Welcome 10 % applied.')).toBeVisible();
  await expect(phone.getByText('Discounts')).toBeVisible();

  // Details and the sandbox card; the page says it is a sandbox.
  await phone.getByRole('textbox', { name: 'Name' }).fill('Greta Guest');
  await expect(phone.getByText('Sandbox – no real payment.')).toBeVisible();
  await phone.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await phone.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await phone.getByRole('textbox', { name: 'CVC' }).fill('123');
  // No sideways scrolling on the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone, 'the checkout');
  await phone.getByRole('button', { name: /^Pay/ }).click();

  // The status page: the order's number, sent and waiting.
  const heading = phone.getByRole('heading', { level: 1, name: /^Order \d+$/ });
  // Paying goes through the card sandbox and records the order: on a loaded runner that can take
  // longer than the default wait, as the journey's other live steps allow for.
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const orderNumber = Number((await heading.textContent())?.replace(/\D/g, ''));
  await expect(phone.getByRole('status').filter({ hasText: 'Sent – waiting' })).toBeVisible();
  await expect(phone.getByText('Paid by card')).toBeVisible();
  await expectNoAxeViolations(phone, 'the status page');

  // At once on the dashboard and in /orders, as an online order.
  await expect.poll(() => salesAmount(page), { timeout: 10_000 }).not.toBe(salesBefore);
  await page.goto(`/orders?q=${orderNumber}`);
  const row = page.getByRole('row').filter({ hasText: String(orderNumber) });
  await expect(row.first()).toContainText('Online');

  // The till accepts it and marks it ready; the guest's page follows without a reload.
  const terminal = await till(request, token, venue.venueId);
  const { clientOrderId } = await terminal.onlineOrder(orderNumber);
  await terminal.setStatus(clientOrderId, 'ACCEPTED');
  await expect(phone.getByText("Accepted – we're preparing your order")).toBeVisible({ timeout: 15_000 });
  await terminal.setStatus(clientOrderId, 'READY');
  await expect(phone.getByText('Ready! Come and get it')).toBeVisible({ timeout: 15_000 });

  // Completed: the member earns points; refunded: they go again.
  const { id: orderId } = await terminal.setStatus(clientOrderId, 'COMPLETED');
  await expect.poll(points).toBeGreaterThan(pointsBefore);
  await apiGql(
    request,
    token,
    'mutation($id: ID!) { refundOrder(orderId: $id, reason: "Journey") { __typename } }',
    {
      id: orderId,
    },
  );
  await expect.poll(points).toBe(pointsBefore);
});

test('the guest page passes axe on a phone and reads right to left in Arabic', async ({
  request,
  browser,
  translationGuard,
}) => {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const venue = await openForOnlineOrders(request, token, 'Södermalm');
  const guest = await browser.newContext(PHONE);
  translationGuard.watch(guest);
  const phone = await guest.newPage();

  await phone.goto(`/en-gb/order/${venue.slug}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Södermalm' })).toBeVisible();
  await expect(phone.getByRole('button', { name: /^Cappuccino/ })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone, 'the menu');
  await phone.getByRole('button', { name: /^Cappuccino/ }).click();
  await expect(phone.getByRole('dialog', { name: 'Cappuccino' })).toBeVisible();
  await expectNoAxeViolations(phone, 'the item sheet');

  await phone.goto(`/ar-ae/order/${venue.slug}`);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(phone.getByText('سفري')).toBeVisible();
  await expectNoAxeViolations(phone, 'the menu in Arabic');
});
