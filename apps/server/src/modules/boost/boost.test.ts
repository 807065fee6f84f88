import { accountingDayOf } from '@fika/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { grantRequests, legalEntities } from '../../platform/db/schema/index.ts';
import { createSandboxPayments } from '../../platform/providers/payments.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const OFFERS = `query GetGrantOffers($legalEntityId: ID!) { getGrantOffers(legalEntityId: $legalEntityId) {
  id name accountHolders { id name
    availableGrantOffers { grantOffers { id amount currency fee repaymentRate termDays expiresAt } }
    currentGrantOffer { id amount currency }
    repayment { grantedAt total repaid remaining percent expectedEndDay } } } }`;
const REQUEST = `mutation($legalEntityId: ID!, $grantOfferId: ID!) {
  requestBoost(legalEntityId: $legalEntityId, grantOfferId: $grantOfferId) { success error errorCode } }`;

type Offer = {
  id: string;
  amount: number;
  currency: string;
  fee: number;
  repaymentRate: number;
  termDays: number | null;
  expiresAt: string;
};
type Repayment = {
  grantedAt: string;
  total: number;
  repaid: number;
  remaining: number;
  percent: number;
  expectedEndDay: string | null;
};
type Holder = {
  id: string;
  name: string;
  availableGrantOffers: { grantOffers: Offer[] };
  currentGrantOffer: { id: string; amount: number; currency: string } | null;
  repayment: Repayment | null;
};
type Offers = { getGrantOffers: { id: string; name: string; accountHolders: Holder[] } };

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

// Demo Bistro's legal entities by venue: Södermalm is Swedish, Grünerløkka Norwegian.
async function entities(token: string) {
  const r = await t.gql<{ venues: { name: string; legalEntityId: string }[] }>(
    'query { venues { name legalEntityId } }',
    {},
    token,
  );
  const byVenue = Object.fromEntries((r.data?.venues ?? []).map((v) => [v.name, v.legalEntityId]));
  return { se: byVenue.Södermalm ?? '', no: byVenue.Grünerløkka ?? '' };
}

const offersOf = (token: string, legalEntityId: string) => t.gql<Offers>(OFFERS, { legalEntityId }, token);

describe('getGrantOffers', () => {
  it('offers a Swedish entity three stable SEK grants and no current one', async () => {
    const owner = await t.login(DEMO.owner);
    const { se } = await entities(owner);
    const { data, errors } = await offersOf(owner, se);
    expect(errors).toBeUndefined();
    expect(data?.getGrantOffers).toMatchObject({ id: se, name: 'Demo Bistro AB' });
    const [holder, ...others] = data?.getGrantOffers.accountHolders ?? [];
    expect(others).toEqual([]);
    expect(holder?.name).toBe('Demo Bistro AB');
    expect(holder?.id).toMatch(/^AH[0-9A-Z]{23}$/);
    expect(holder?.currentGrantOffer).toBeNull();
    const offers = holder?.availableGrantOffers.grantOffers ?? [];
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      expect(offer.currency).toBe('SEK');
      expect(Number.isInteger(offer.amount) && offer.amount > 0).toBe(true);
      expect(Number.isInteger(offer.fee) && offer.fee > 0 && offer.fee < offer.amount).toBe(true);
      expect(new Date(offer.expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(offers.map((o) => o.termDays)).toEqual([270, 365, 540]);
    expect(holder?.repayment).toBeNull();
    const amounts = offers.map((o) => o.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await offersOf(owner, se)).data).toEqual(data);
  });

  it('offers nothing to a Norwegian entity, and GBP to a British one', async () => {
    const owner = await t.login(DEMO.owner);
    const { no } = await entities(owner);
    const norway = await offersOf(owner, no);
    expect(norway.data?.getGrantOffers.accountHolders[0]?.availableGrantOffers.grantOffers).toEqual([]);

    const session = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    await t.database.db.insert(legalEntities).values({
      id: 'le-gb',
      companyId: session.data?.authorizeUser.companyId ?? '',
      name: 'Demo Bistro Ltd',
      country: 'GB',
    });
    const britain = await offersOf(owner, 'le-gb');
    const offers = britain.data?.getGrantOffers.accountHolders[0]?.availableGrantOffers.grantOffers ?? [];
    expect(offers.map((o) => o.currency)).toEqual(['GBP', 'GBP', 'GBP']);
  });

  it('needs FINANCE and an entity of the caller’s company and venues', async () => {
    const owner = await t.login(DEMO.owner);
    const { se, no } = await entities(owner);
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await offersOf(manager, se))).toBe('FORBIDDEN');
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await offersOf(payments, se))).toBe('NOT_FOUND');
    expect(codeOf(await offersOf(owner, 'no-such-entity'))).toBe('NOT_FOUND');

    // The manager, given FINANCE, still sees only Södermalm's (Swedish) entity.
    const users = await t.gql<{ users: { id: string; email: string }[] }>(
      'query { users { id email } }',
      {},
      owner,
    );
    const managerId = users.data?.users.find((u) => u.email === DEMO.manager)?.id;
    const venueIds = (
      await t.gql<{ authorizeUser: { venueIds: string[] } }>(
        'query { authorizeUser { venueIds } }',
        {},
        manager,
      )
    ).data?.authorizeUser.venueIds;
    await t.gql(
      'mutation($id: ID!, $p: PermissionsInput!) { updateUserPermissions(userId: $id, permissions: $p) { id } }',
      { id: managerId, p: { scopes: ['FINANCE'], venueIds } },
      owner,
    );
    expect((await offersOf(manager, se)).errors).toBeUndefined();
    expect(codeOf(await offersOf(manager, no))).toBe('NOT_FOUND');
  });
});

describe('requestBoost', () => {
  it('makes the chosen offer current, is idempotent, and refuses a second grant', async () => {
    const owner = await t.login(DEMO.owner);
    const { se } = await entities(owner);
    const offers =
      (await offersOf(owner, se)).data?.getGrantOffers.accountHolders[0]?.availableGrantOffers.grantOffers ??
      [];
    const [first, chosen] = offers;
    const request = (grantOfferId: string | undefined) =>
      t.gql<{ requestBoost: Record<string, unknown> }>(REQUEST, { legalEntityId: se, grantOfferId }, owner);

    expect((await request(chosen?.id)).data?.requestBoost).toEqual({
      success: true,
      error: null,
      errorCode: null,
    });
    const after = await offersOf(owner, se);
    expect(after.data?.getGrantOffers.accountHolders[0]?.currentGrantOffer).toEqual({
      id: chosen?.id,
      amount: chosen?.amount,
      currency: 'SEK',
    });
    expect((await request(chosen?.id)).data?.requestBoost.success).toBe(true);
    expect((await request(first?.id)).data?.requestBoost).toMatchObject({
      success: false,
      errorCode: 'GRANT_ALREADY_TAKEN',
    });

    // Ten days on, the rate of the card sales since the grant day has been repaid.
    const grantedAt = new Date(Date.now() - 10 * 86_400_000);
    await t.database.db.update(grantRequests).set({ createdAt: grantedAt });
    const holder = (await offersOf(owner, se)).data?.getGrantOffers.accountHolders[0];
    const timezone = 'Europe/Stockholm';
    const today = accountingDayOf(new Date(), timezone);
    const [account] = await createSandboxPayments().balanceAccounts({
      id: se,
      name: '',
      country: 'SE',
      timezone,
    });
    const sales = account
      ? await createSandboxPayments().transactions(account, {
          from: accountingDayOf(grantedAt, timezone),
          to: today,
        })
      : [];
    const sold = sales.reduce((sum, sale) => sum + sale.payable, 0);
    const total = (chosen?.amount ?? 0) + (chosen?.fee ?? 0);
    const repaid = Math.min(total, Math.floor((sold * (chosen?.repaymentRate ?? 0)) / 10_000));
    expect(repaid).toBeGreaterThan(0);
    expect(holder?.repayment).toMatchObject({
      grantedAt: grantedAt.toISOString(),
      total,
      repaid,
      remaining: total - repaid,
      percent: Math.floor((repaid * 100) / total),
    });
    expect(holder?.repayment?.expectedEndDay ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((holder?.repayment?.expectedEndDay ?? '') > today).toBe(true);
  });

  it('refuses an offer that is not open to the entity, and callers without FINANCE', async () => {
    const owner = await t.login(DEMO.owner);
    const { se, no } = await entities(owner);
    const norwegianAttempt = await t.gql<{ requestBoost: unknown }>(
      REQUEST,
      { legalEntityId: no, grantOfferId: 'GO-made-up' },
      owner,
    );
    expect(norwegianAttempt.data?.requestBoost).toEqual({
      success: false,
      error: 'This grant offer is not available: reload the offers and choose one of them.',
      errorCode: 'GRANT_OFFER_NOT_AVAILABLE',
    });
    expect((await offersOf(owner, no)).data?.getGrantOffers.accountHolders[0]?.currentGrantOffer).toBeNull();
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(REQUEST, { legalEntityId: se, grantOfferId: 'x' }, payments))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await t.gql(REQUEST, { legalEntityId: se, grantOfferId: 'x' }))).toBe('UNAUTHENTICATED');
  });
});
