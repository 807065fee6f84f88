import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { legalEntities, paymentStores, venues } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ACCOUNT_FIELDS = `legalEntityId name country
  accountHolder { id providerAccountHolderId entityType legalName email country kycStatus
    shareholders { firstName lastName type jobTitle } }
  venues { venueId venueName store { id providerStoreId status } }`;
const ACCOUNT = `query($id: ID!) { paymentsAccount(legalEntityId: $id) { ${ACCOUNT_FIELDS} } }`;
const CREATE_HOLDER = `mutation($id: ID!, $input: AccountHolderInput!) {
  createAccountHolder(legalEntityId: $id, input: $input) { ${ACCOUNT_FIELDS} } }`;
const KYC_LINK = 'query($id: ID!) { kycLink(legalEntityId: $id) { id url } }';
const CREATE_STORE = `mutation($venueId: ID!) { createStore(venueId: $venueId) { ${ACCOUNT_FIELDS} } }`;

interface Account {
  legalEntityId: string;
  country: string;
  accountHolder: {
    providerAccountHolderId: string;
    entityType: string;
    legalName: string;
    email: string;
    country: string;
    kycStatus: string;
    shareholders: { firstName: string; lastName: string; type: string; jobTitle: string }[];
  } | null;
  venues: { venueId: string; venueName: string; store: { providerStoreId: string; status: string } | null }[];
}

type Result = { errors?: { extensions?: Record<string, unknown> }[] };
const codeOf = (r: Result) => r.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (r: Result) => r.errors?.[0]?.extensions?.fieldErrors;

const shareholder = { firstName: 'Alva', lastName: 'Lind', type: 'Owner', jobTitle: 'CEO' };
const holderInput = {
  legalName: 'Demo Bistro AB',
  email: 'Finance@DemoBistro.se',
  shareholders: [shareholder],
};

// Demo Bistro's venues and their legal entities: Södermalm is Swedish, Grünerløkka Norwegian.
async function demo(token: string) {
  const r = await t.gql<{ venues: { id: string; name: string; legalEntityId: string }[] }>(
    'query { venues { id name legalEntityId } }',
    {},
    token,
  );
  const byName = Object.fromEntries((r.data?.venues ?? []).map((v) => [v.name, v]));
  return { se: byName.Södermalm, no: byName.Grünerløkka };
}

const account = (token: string, id: string) => t.gql<{ paymentsAccount: Account }>(ACCOUNT, { id }, token);
const createHolder = (token: string, id: string, input: unknown) =>
  t.gql<{ createAccountHolder: Account }>(CREATE_HOLDER, { id, input }, token);
const createStore = (token: string, venueId: string) =>
  t.gql<{ createStore: Account }>(CREATE_STORE, { venueId }, token);
const openKyc = (url: string, init?: RequestInit) =>
  fetch(`${t.url}${new URL(url).pathname}${new URL(url).search}`, init);
const decide = (url: string, decision: string) =>
  openKyc(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });

describe('payments account', () => {
  it('onboards a legal entity: account holder with the §3 payload, KYC on the sandbox page, then a store', async () => {
    const owner = await t.login(DEMO.owner);
    const { se } = await demo(owner);
    const entity = se?.legalEntityId ?? '';

    const before = await account(owner, entity);
    expect(before.errors).toBeUndefined();
    expect(before.data?.paymentsAccount).toMatchObject({
      legalEntityId: entity,
      country: 'SE',
      accountHolder: null,
    });
    expect(before.data?.paymentsAccount.venues).toEqual([
      { venueId: se?.id, venueName: 'Södermalm', store: null },
    ]);

    // No store before there is a verified account holder.
    expect(fieldErrorsOf(await createStore(owner, se?.id ?? ''))).toEqual([
      { field: 'venueId', message: 'validation.noAccountHolder' },
    ]);
    expect(fieldErrorsOf(await t.gql(KYC_LINK, { id: entity }, owner))).toEqual([
      { field: 'legalEntityId', message: 'validation.noAccountHolder' },
    ]);

    const created = await createHolder(owner, entity, holderInput);
    expect(created.errors).toBeUndefined();
    expect(created.data?.createAccountHolder.accountHolder).toMatchObject({
      providerAccountHolderId: expect.stringMatching(/^AH[0-9A-Z]{23}$/),
      entityType: 'Business',
      legalName: 'Demo Bistro AB',
      email: 'finance@demobistro.se',
      country: 'SE',
      kycStatus: 'not_started',
      shareholders: [shareholder],
    });
    expect(fieldErrorsOf(await createHolder(owner, entity, holderInput))).toEqual([
      { field: 'legalName', message: 'validation.accountHolderExists' },
    ]);
    expect(fieldErrorsOf(await createStore(owner, se?.id ?? ''))).toEqual([
      { field: 'venueId', message: 'validation.kycNotVerified' },
    ]);

    const link = await t.gql<{ kycLink: { id: string; url: string } }>(KYC_LINK, { id: entity }, owner);
    expect(link.errors).toBeUndefined();
    const url = link.data?.kycLink.url ?? '';
    expect(url).toMatch(/^http:\/\/fika\.test\/sandbox\/payments\/kyc\?link=[\w-]+\.[\w-]+$/);
    expect(link.data?.kycLink.id).toMatch(/^KYC[0-9A-Z]{20}$/);
    const page = await openKyc(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<strong>Sandbox</strong>');
    expect(html).toContain('Verify Demo Bistro AB');
    expect(html).toContain('Alva Lind · Owner · CEO');
    expect(html).toContain('Status: Not started');

    // A tampered link opens nothing and changes nothing.
    const tampered = `${url.slice(0, -3)}abc`;
    expect((await openKyc(tampered)).status).toBe(404);
    expect((await decide(tampered, 'verify')).status).toBe(404);
    expect((await decide(url, 'maybe')).status).toBe(400);
    expect((await account(owner, entity)).data?.paymentsAccount.accountHolder?.kycStatus).toBe('not_started');

    const submitted = await decide(url, 'verify');
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toContain(
      '<a class="back" href="http://fika.test/boost">Return to Fika</a>',
    );
    expect((await account(owner, entity)).data?.paymentsAccount.accountHolder?.kycStatus).toBe('verified');

    // A burst of Create store makes one store, with the provider's id.
    const burst = await Promise.all(Array.from({ length: 6 }, () => createStore(owner, se?.id ?? '')));
    for (const r of burst) expect(r.errors).toBeUndefined();
    const stores = (await account(owner, entity)).data?.paymentsAccount.venues ?? [];
    expect(stores).toMatchObject([
      {
        venueId: se?.id,
        venueName: 'Södermalm',
        store: { providerStoreId: expect.stringMatching(/^ST[0-9A-Z]{22}$/), status: 'active' },
      },
    ]);
    const rows = await t.database.db.select({ id: paymentStores.id }).from(paymentStores);
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with translated field errors and keeps one account holder under a burst', async () => {
    const owner = await t.login(DEMO.owner);
    const { no } = await demo(owner);
    const entity = no?.legalEntityId ?? '';
    const bad = await createHolder(owner, entity, {
      legalName: 'x'.repeat(5000),
      email: 'not-an-email',
      shareholders: [{ firstName: '', lastName: 'Lie', type: 'Boss', jobTitle: 'Chef' }],
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(bad)).toEqual([
      { field: 'legalName', message: 'validation.tooLong' },
      { field: 'email', message: 'validation.email' },
      { field: 'shareholders.0.firstName', message: 'validation.required' },
      { field: 'shareholders.0.type', message: 'validation.invalid' },
    ]);
    expect(fieldErrorsOf(await createHolder(owner, entity, {}))).toEqual([
      { field: 'legalName', message: 'validation.required' },
      { field: 'email', message: 'validation.required' },
      { field: 'shareholders', message: 'validation.shareholderRequired' },
    ]);
    const nul = await createHolder(owner, entity, { ...holderInput, legalName: 'Demo\u0000AS' });
    expect(codeOf(nul)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(nul)).toEqual([{ field: 'legalName', message: 'validation.unsupportedCharacter' }]);
    // The sandbox refuses this e-mail domain as a failed provider check.
    expect(
      fieldErrorsOf(await createHolder(owner, entity, { ...holderInput, email: 'kari@refused.example' })),
    ).toEqual([{ field: 'email', message: 'validation.accountHolderRefused' }]);
    expect((await account(owner, entity)).data?.paymentsAccount.accountHolder).toBeNull();

    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        createHolder(owner, entity, { ...holderInput, legalName: 'Demo Bistro AS' }),
      ),
    );
    expect(burst.filter((r) => r.errors === undefined)).toHaveLength(1);
    for (const r of burst.filter((r) => r.errors !== undefined)) {
      expect(fieldErrorsOf(r)).toEqual([{ field: 'legalName', message: 'validation.accountHolderExists' }]);
    }
    expect((await account(owner, entity)).data?.paymentsAccount.accountHolder?.country).toBe('NO');

    // The sandbox's rejection is reported back, and a rejected holder opens no store.
    const url =
      (await t.gql<{ kycLink: { url: string } }>(KYC_LINK, { id: entity }, owner)).data?.kycLink.url ?? '';
    expect(await (await decide(url, 'reject')).text()).toContain('Verification rejected');
    expect((await account(owner, entity)).data?.paymentsAccount.accountHolder?.kycStatus).toBe('rejected');
    expect(fieldErrorsOf(await createStore(owner, no?.id ?? ''))).toEqual([
      { field: 'venueId', message: 'validation.kycNotVerified' },
    ]);
  });

  it('needs FINANCE, and refuses another company’s legal entity and venue', async () => {
    const owner = await t.login(DEMO.owner);
    const { se } = await demo(owner);
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await account(manager, se?.legalEntityId ?? ''))).toBe('FORBIDDEN');
    expect(codeOf(await createStore(manager, se?.id ?? ''))).toBe('FORBIDDEN');
    expect(codeOf(await account(owner, ''))).toBe('BAD_USER_INPUT');
    expect(codeOf(await account(owner, 'no-such-entity'))).toBe('NOT_FOUND');

    const other = await signUpOtherCompany(t);
    // B's venue under a Danish legal entity of B's own.
    const bEntity = 'le-other-company';
    await t.database.db.insert(legalEntities).values({
      id: bEntity,
      companyId: other.companyId,
      name: 'Other Company ApS',
      country: 'DK',
    });
    await t.database.db.update(venues).set({ legalEntityId: bEntity }).where(eq(venues.id, other.venueId));
    expect((await account(other.token, bEntity)).data?.paymentsAccount.venues).toHaveLength(1);
    // Company A's owner reaches nothing of B's through any id-taking operation.
    expect(codeOf(await account(owner, bEntity))).toBe('NOT_FOUND');
    expect(codeOf(await createHolder(owner, bEntity, holderInput))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(KYC_LINK, { id: bEntity }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await createStore(owner, other.venueId))).toBe('NOT_FOUND');
    expect((await account(other.token, bEntity)).data?.paymentsAccount.accountHolder).toBeNull();
  });
});
