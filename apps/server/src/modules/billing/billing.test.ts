import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { billingAccounts, sandboxBillingSessions } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const LINK = `query($billingAccountId: ID!, $redirectUrl: String!) {
  customerPortalLink(billingAccountId: $billingAccountId, redirectUrl: $redirectUrl) }`;
const SESSION = 'query { authorizeUser { companyId billingAccountId } }';
type Session = { authorizeUser: { companyId: string; billingAccountId: string | null } };

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

async function session(token: string) {
  return (
    (await t.gql<Session>(SESSION, {}, token)).data?.authorizeUser ?? {
      companyId: '',
      billingAccountId: null,
    }
  );
}

async function portalLink(token: string, billingAccountId: string | null, redirectUrl: string) {
  return t.gql<{ customerPortalLink: string | null }>(LINK, { billingAccountId, redirectUrl }, token);
}

// The link names the public address (PUBLIC_URL); the test server listens elsewhere.
const fetchPortal = (link: string) => fetch(`${t.url}${new URL(link).pathname}`);

describe('customerPortalLink', () => {
  it('opens a sandbox portal session on this server that shows the account and returns to Fika', async () => {
    const owner = await t.login(DEMO.owner);
    const { billingAccountId } = await session(owner);
    expect(billingAccountId).toBeTruthy();
    const { data, errors } = await portalLink(owner, billingAccountId, '/settings/company');
    expect(errors).toBeUndefined();
    const link = data?.customerPortalLink ?? '';
    expect(link).toMatch(/^http:\/\/fika\.test\/sandbox\/billing\/portal\/bps_[a-z0-9]{20,}$/);

    const page = await fetchPortal(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Sandbox billing portal');
    expect(html).toContain('Demo Bistro');
    expect(html).toContain(billingAccountId);
    expect(html).toMatch(/Fika (Start|Pro|Enterprise)/);
    expect(html.match(/<tr><td>/g)).toHaveLength(6);
    expect(html).toContain('<a class="return" href="/settings/company">Return to Fika</a>');

    // Plan and invoices are made up but the same for the same account.
    const again = await portalLink(owner, billingAccountId, '/settings/company');
    const second = await (await fetchPortal(again.data?.customerPortalLink ?? '')).text();
    expect(again.data?.customerPortalLink).not.toBe(link);
    expect(second.slice(second.indexOf('<section>'))).toBe(html.slice(html.indexOf('<section>')));
  });

  it('ends a session after 30 minutes and does not know made-up ones', async () => {
    const owner = await t.login(DEMO.owner);
    const { billingAccountId } = await session(owner);
    const before = Date.now();
    const link = (await portalLink(owner, billingAccountId, 'https://fika.example/back')).data
      ?.customerPortalLink;
    const id = new URL(link ?? '').pathname.split('/').at(-1) ?? '';
    const [stored] = await t.database.db
      .select()
      .from(sandboxBillingSessions)
      .where(eq(sandboxBillingSessions.id, id));
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(29 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(31 * 60 * 1000);

    await t.database.db
      .update(sandboxBillingSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxBillingSessions.id, id));
    const expired = await fetchPortal(link ?? '');
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain('expired');
    expect(html).toContain('href="https://fika.example/back"');
    expect((await fetch(`${t.url}/sandbox/billing/portal/bps_madeup`)).status).toBe(404);
  });

  it('escapes the return address in the page', async () => {
    const owner = await t.login(DEMO.owner);
    const { billingAccountId } = await session(owner);
    const redirectUrl = 'https://fika.example/?q="><script>alert(1)</script>';
    const link = (await portalLink(owner, billingAccountId, redirectUrl)).data?.customerPortalLink;
    const html = await (await fetchPortal(link ?? '')).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses return addresses that are not a path here or an http(s) URL', async () => {
    const owner = await t.login(DEMO.owner);
    const { billingAccountId } = await session(owner);
    for (const redirectUrl of ['javascript:alert(1)', '//evil.example/', 'settings', '']) {
      const result = await portalLink(owner, billingAccountId, redirectUrl);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field: 'redirectUrl', message: 'validation.url' },
      ]);
    }
  });

  it('needs FINANCE and a billing account of the caller’s own company', async () => {
    const owner = await t.login(DEMO.owner);
    const { billingAccountId } = await session(owner);
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await portalLink(manager, billingAccountId, '/'))).toBe('FORBIDDEN');
    expect(codeOf(await portalLink('', billingAccountId, '/'))).toBe('UNAUTHENTICATED');
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await portalLink(payments, billingAccountId, '/'))).toBe('NOT_FOUND');
    expect(codeOf(await portalLink(owner, 'no-such-account', '/'))).toBe('NOT_FOUND');
  });

  it('is null, without an error, when the provider opens no session', async () => {
    const payments = await t.login(DEMO.payments);
    const { companyId, billingAccountId } = await session(payments);
    expect(billingAccountId).toBeNull();
    await t.database.db
      .insert(billingAccounts)
      .values({ id: 'ba-failing', companyId, providerCustomerId: 'cus_sandbox_fail_outage' });
    expect((await session(payments)).billingAccountId).toBe('ba-failing');
    const result = await portalLink(payments, 'ba-failing', '/');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ customerPortalLink: null });
  });
});
