import { voucherRange } from '@fika/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { vouchers } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const GET = `query GetVouchers($venueId: ID!, $startDate: DateTime!, $endDate: DateTime!, $lastKey: String, $limit: Int) {
  getVouchers(venueId: $venueId, startDate: $startDate, endDate: $endDate, lastKey: $lastKey, limit: $limit) {
    items { id createdAt status message customerVoucher } lastKey } }`;

type Page = {
  getVouchers: { items: { id: string; status: string; message: string | null }[]; lastKey: string | null };
};

async function venueIds(token: string) {
  const result = await t.gql<{ venues: { id: string; name: string }[] }>(
    'query { venues { id name } }',
    {},
    token,
  );
  return Object.fromEntries((result.data?.venues ?? []).map((v) => [v.name, v.id]));
}

describe('GetVouchers', () => {
  it('finds the demo failed voucher in the last 30 accounting days', async () => {
    const owner = await t.login(DEMO.owner);
    const { Södermalm } = await venueIds(owner);
    const { startDate, endDate } = voucherRange(new Date(), 'Europe/Stockholm');
    const result = await t.gql<Page>(GET, { venueId: Södermalm, startDate, endDate }, owner);
    const statuses = result.data?.getVouchers.items.map((v) => v.status);
    expect(statuses).toEqual(['failed', 'sent', 'sent']);
    expect(result.data?.getVouchers.items[0]?.message).toMatch(/account 3001/);
    expect(result.data?.getVouchers.lastKey).toBeNull();
  });

  it('pages newest first with lastKey, and keeps to the date range', async () => {
    const owner = await t.login(DEMO.owner);
    const { Södermalm } = await venueIds(owner);
    const session = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    const companyId = session.data?.authorizeUser.companyId ?? '';
    const base = Date.now() - 10 * 24 * 60 * 60 * 1000;
    await t.database.db.insert(vouchers).values(
      Array.from({ length: 5 }, (_, i) => ({
        id: `v-page-${i}`,
        companyId,
        venueId: Södermalm ?? '',
        status: 'sent',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const range = {
      startDate: new Date(base - 1).toISOString(),
      endDate: new Date(base + 10_000).toISOString(),
    };
    const first = await t.gql<Page>(GET, { venueId: Södermalm, ...range, limit: 3 }, owner);
    expect(first.data?.getVouchers.items.map((v) => v.id)).toEqual(['v-page-4', 'v-page-3', 'v-page-2']);
    const second = await t.gql<Page>(
      GET,
      { venueId: Södermalm, ...range, limit: 3, lastKey: first.data?.getVouchers.lastKey },
      owner,
    );
    expect(second.data?.getVouchers.items.map((v) => v.id)).toEqual(['v-page-1', 'v-page-0']);
    expect(second.data?.getVouchers.lastKey).toBeNull();
  });

  it('refuses a venue the user may not see, another company’s venue and a reversed range', async () => {
    const owner = await t.login(DEMO.owner);
    const { Grünerløkka, Södermalm } = await venueIds(owner);
    const { startDate, endDate } = voucherRange(new Date());
    const manager = await t.login(DEMO.manager);
    const hidden = await t.gql(GET, { venueId: Grünerløkka, startDate, endDate }, manager);

    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const payments = await t.login(DEMO.payments);
    const foreign = await t.gql<Page>(GET, { venueId: Södermalm, startDate, endDate }, payments);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const reversed = await t.gql(GET, { venueId: Södermalm, startDate: endDate, endDate: startDate }, owner);
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const ALERTS = 'query { failedVoucherAlerts { venueId venueName failedCount lastFailedAt } }';
type Alerts = {
  failedVoucherAlerts: { venueId: string; venueName: string; failedCount: number; lastFailedAt: string }[];
};

describe('failedVoucherAlerts (the notification bell)', () => {
  it('names every venue the user may see that has a failed voucher, whichever venue is picked', async () => {
    const owner = await t.login(DEMO.owner);
    const { Södermalm } = await venueIds(owner);
    const result = await t.gql<Alerts>(ALERTS, {}, owner);
    expect(result.errors).toBeUndefined();
    // The demo's one failed voucher is at Södermalm; nothing ties the answer to a picked venue.
    expect(result.data?.failedVoucherAlerts).toEqual([
      expect.objectContaining({ venueId: Södermalm, venueName: 'Södermalm', failedCount: 1 }),
    ]);
  });

  it('counts each venue in its own 30-day window and keeps to the venues a user may see', async () => {
    const owner = await t.login(DEMO.owner);
    const { Grünerløkka, Södermalm } = await venueIds(owner);
    const session = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    const companyId = session.data?.authorizeUser.companyId ?? '';
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(vouchers).values([
      {
        id: 'v-alert-1',
        companyId,
        venueId: Grünerløkka ?? '',
        status: 'failed',
        createdAt: new Date(Date.now() - day),
      },
      {
        id: 'v-alert-2',
        companyId,
        venueId: Grünerløkka ?? '',
        status: 'failed',
        createdAt: new Date(Date.now() - 2 * day),
      },
      // Older than the window, and a voucher that went through: neither counts.
      {
        id: 'v-alert-3',
        companyId,
        venueId: Grünerløkka ?? '',
        status: 'failed',
        createdAt: new Date(Date.now() - 40 * day),
      },
      { id: 'v-alert-4', companyId, venueId: Grünerløkka ?? '', status: 'sent', createdAt: new Date() },
    ]);

    const forOwner = await t.gql<Alerts>(ALERTS, {}, owner);
    expect(forOwner.data?.failedVoucherAlerts.map((a) => [a.venueName, a.failedCount])).toEqual([
      ['Grünerløkka', 2],
      ['Södermalm', 1],
    ]);

    // The manager may see Södermalm only: Grünerløkka's failures are not theirs to see.
    const manager = await t.login(DEMO.manager);
    const forManager = await t.gql<Alerts>(ALERTS, {}, manager);
    expect(forManager.data?.failedVoucherAlerts.map((a) => a.venueId)).toEqual([Södermalm]);

    // Another company's user sees none of Demo Bistro's vouchers.
    const payments = await t.login(DEMO.payments);
    const forPayments = await t.gql<Alerts>(ALERTS, {}, payments);
    expect(forPayments.data?.failedVoucherAlerts).toEqual([]);
  });
});
