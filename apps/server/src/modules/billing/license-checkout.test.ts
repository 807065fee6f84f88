// Buying licences over HTTP (issue #16 [9]): prices, the billing customer, the checkout link, the
// sandbox's hosted checkout page and its payment creating the licences exactly once.
import { PURCHASABLE_LICENSE_PRODUCTS } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  billingAccounts,
  companies,
  licenses,
  sandboxBillingCheckouts,
} from '../../platform/db/schema/index.ts';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const PRICES = 'query { licensePrices { currency products { product unitPrice } } }';
const LINK = `mutation($products: [LicenseCheckoutLineInput!]!, $redirectUrl: String!, $billingAccountId: ID) {
  licenseCheckoutLink(products: $products, redirectUrl: $redirectUrl, billingAccountId: $billingAccountId) {
    redirectUrl billingAccountId } }`;
const CUSTOMER = 'mutation { createBillingCustomer { id } }';
const SESSION = 'query { authorizeUser { companyId billingAccountId } }';

type Link = { licenseCheckoutLink: { redirectUrl: string; billingAccountId: string } | null };
const link = (token: string, products: unknown, redirectUrl = '/licenses', billingAccountId?: string) =>
  t.gql<Link>(LINK, { products, redirectUrl, billingAccountId }, token);
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

// The link names the public address (PUBLIC_URL); the test server listens elsewhere.
const pathOf = (url: string) => new URL(url).pathname;
const pay = (url: string, card = '4242 4242 4242 4242') =>
  fetch(`${t.url}${pathOf(url)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
const fromCheckout = async (companyId: string, checkoutId: string) =>
  t.database.db
    .select()
    .from(licenses)
    .where(and(eq(licenses.companyId, companyId), eq(licenses.sourceRef, checkoutId)));

async function sessionOf(token: string) {
  const r = await t.gql<{ authorizeUser: { companyId: string; billingAccountId: string | null } }>(
    SESSION,
    {},
    token,
  );
  return r.data?.authorizeUser ?? { companyId: '', billingAccountId: null };
}

describe('licensePrices', () => {
  it('lists the products on sale with monthly prices in the company currency', async () => {
    const r = await t.gql<{
      licensePrices: { currency: string; products: { product: string; unitPrice: number }[] };
    }>(PRICES, {}, owner);
    expect(r.errors).toBeUndefined();
    expect(r.data?.licensePrices.currency).toBe('SEK');
    const products = r.data?.licensePrices.products ?? [];
    expect(products.map((p) => p.product)).toEqual([...PURCHASABLE_LICENSE_PRODUCTS]);
    expect(products.find((p) => p.product === 'EPOS')?.unitPrice).toBe(49900);
    const manager = await t.login(DEMO.manager);
    expect(errorOf(await t.gql(PRICES, {}, manager))?.code).toBe('FORBIDDEN');
  });
});

describe('licenseCheckoutLink and the sandbox checkout', () => {
  it('opens a hosted checkout; paying creates the licences once and returns to Fika', async () => {
    const { companyId, billingAccountId } = await sessionOf(owner);
    const r = await link(owner, [
      { product: 'KDS', quantity: 2 },
      { product: 'APP', quantity: 1 },
    ]);
    expect(r.errors).toBeUndefined();
    const url = r.data?.licenseCheckoutLink?.redirectUrl ?? '';
    expect(url).toMatch(/^http:\/\/fika\.test\/sandbox\/billing\/checkout\/cs_[a-z0-9]{20,}$/);
    expect(r.data?.licenseCheckoutLink?.billingAccountId).toBe(billingAccountId);
    const checkoutId = pathOf(url).split('/').at(-1) ?? '';

    const page = await fetch(`${t.url}${pathOf(url)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox');
    expect(html).toContain('Demo Bistro');
    expect(html).toContain('KDS');
    // 2 × 199 kr + 1 × 399 kr a month.
    expect(html).toMatch(/id="total">SEK\s797\.00</);
    expect(await fromCheckout(companyId, checkoutId)).toHaveLength(0);

    const declined = await pay(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('declined');
    expect(await fromCheckout(companyId, checkoutId)).toHaveLength(0);

    // A double click: two payments at once pay once.
    const [first, second] = await Promise.all([pay(url), pay(url)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.get('location')).toBe('/licenses');
    const created = await fromCheckout(companyId, checkoutId);
    expect(created.map((l) => l.product).sort()).toEqual(['APP', 'KDS', 'KDS']);
    expect(
      created.every((l) => l.status === 'ACTIVE' && l.source === 'checkout' && l.deviceId === null),
    ).toBe(true);
    // Again later: still once, and the page says it is paid.
    expect((await pay(url)).status).toBe(303);
    expect(await fromCheckout(companyId, checkoutId)).toHaveLength(3);
    expect(await (await fetch(`${t.url}${pathOf(url)}`)).text()).toContain('Paid');
  });

  it('ends an unpaid checkout after 24 hours and does not know made-up ones', async () => {
    const r = await link(owner, [{ product: 'EPOS', quantity: 1 }], 'https://fika.example/back');
    const url = r.data?.licenseCheckoutLink?.redirectUrl ?? '';
    const id = pathOf(url).split('/').at(-1) ?? '';
    const [stored] = await t.database.db
      .select()
      .from(sandboxBillingCheckouts)
      .where(eq(sandboxBillingCheckouts.id, id));
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 60 * 60 * 1000);
    await t.database.db
      .update(sandboxBillingCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxBillingCheckouts.id, id));
    const expired = await fetch(`${t.url}${pathOf(url)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('href="https://fika.example/back"');
    expect((await pay(url)).status).toBe(410);
    expect((await fetch(`${t.url}/sandbox/billing/checkout/cs_madeup`)).status).toBe(404);
  });

  it('refuses bad products, quantities and return addresses with field errors and opens nothing', async () => {
    const before = (await t.database.db.select().from(sandboxBillingCheckouts)).length;
    const cases: [unknown, string, string][] = [
      [[], 'products', 'validation.checkoutEmpty'],
      [[{ product: 'GIFTCARD', quantity: 1 }], 'products.0.product', 'validation.invalid'],
      [[{ product: 'EPOS\u0000', quantity: 1 }], 'products.0.product', 'validation.unsupportedCharacter'],
      [[{ product: 'x'.repeat(10_000), quantity: 1 }], 'products.0.product', 'validation.invalid'],
      [[{ product: 'EPOS', quantity: 0 }], 'products.0.quantity', 'validation.checkoutQuantity'],
      [[{ product: 'EPOS', quantity: 51 }], 'products.0.quantity', 'validation.checkoutQuantity'],
      [
        [
          { product: 'EPOS', quantity: 1 },
          { product: 'EPOS', quantity: 2 },
        ],
        'products.1.product',
        'validation.checkoutDuplicate',
      ],
    ];
    for (const [products, field, message] of cases) {
      const r = await link(owner, products);
      const ext = errorOf(r);
      expect([field, ext?.code]).toEqual([field, 'BAD_USER_INPUT']);
      expect((ext?.fieldErrors as { field: string; message: string }[])?.[0]).toMatchObject({ field });
      expect((ext?.fieldErrors as { message: string }[])?.[0]?.message).toBe(message);
    }
    for (const redirectUrl of ['javascript:alert(1)', '//evil.example/', '']) {
      const ext = errorOf(await link(owner, [{ product: 'EPOS', quantity: 1 }], redirectUrl));
      expect(ext?.fieldErrors).toEqual([{ field: 'redirectUrl', message: 'validation.url' }]);
    }
    expect((await t.database.db.select().from(sandboxBillingCheckouts)).length).toBe(before);
  });

  it('needs FINANCE and a billing account of the caller’s own company', async () => {
    const { billingAccountId } = await sessionOf(owner);
    const manager = await t.login(DEMO.manager);
    expect(errorOf(await link(manager, [{ product: 'EPOS', quantity: 1 }]))?.code).toBe('FORBIDDEN');
    expect(errorOf(await link('', [{ product: 'EPOS', quantity: 1 }]))?.code).toBe('UNAUTHENTICATED');
    const payments = await t.login(DEMO.payments);
    const other = await link(payments, [{ product: 'EPOS', quantity: 1 }], '/', billingAccountId ?? '');
    expect(errorOf(other)?.code).toBe('NOT_FOUND');
    expect(errorOf(await link(owner, [{ product: 'EPOS', quantity: 1 }], '/', 'no-such'))?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('opens the billing customer for a company without one, once under a burst', async () => {
    const payments = await t.login(DEMO.payments);
    const { companyId, billingAccountId } = await sessionOf(payments);
    expect(billingAccountId).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.gql<{ createBillingCustomer: { id: string } }>(CUSTOMER, {}, payments),
      ),
    );
    const ids = new Set(results.map((r) => r.data?.createBillingCustomer.id));
    expect(ids.size).toBe(1);
    const accounts = await t.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.companyId, companyId));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.providerCustomerId).toMatch(/^cus_[a-z0-9]{14}$/);
    expect((await sessionOf(payments)).billingAccountId).toBe(accounts[0]?.id);
    // The checkout then bills that account.
    const r = await link(payments, [{ product: 'EPOS', quantity: 1 }]);
    expect(r.data?.licenseCheckoutLink?.billingAccountId).toBe(accounts[0]?.id);
  });

  it('says the provider is unavailable, and creates nothing, when it refuses the customer', async () => {
    const payments = await t.login(DEMO.payments);
    const { companyId } = await sessionOf(payments);
    await t.database.db.delete(billingAccounts).where(eq(billingAccounts.companyId, companyId));
    await t.database.db
      .update(companies)
      .set({ name: 'Demo Payments AB [billing-outage]' })
      .where(eq(companies.id, companyId));
    const fresh = await t.login(DEMO.payments);
    const r = await link(fresh, [{ product: 'EPOS', quantity: 1 }]);
    expect(errorOf(r)).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.billingUnavailable' });
    expect(
      await t.database.db.select().from(billingAccounts).where(eq(billingAccounts.companyId, companyId)),
    ).toHaveLength(0);
  });
});
