import { addDays, localHourOf, orderTotals } from '@fika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { users } from '../../platform/db/schema/index.ts';
import { todayFor } from './access.ts';

let t: TestServer;
let owner: string;
let venues: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const result = await t.gql<{ venues: { id: string; name: string }[] }>(
    'query { venues { id name } }',
    {},
    owner,
  );
  venues = Object.fromEntries((result.data?.venues ?? []).map((v) => [v.name, v.id]));
});
afterAll(() => t.close());

const METRICS =
  'salesAmount salesCount salesAverage tipsAmount tipsCount tipsAverage vatAmount discountAmount refundAmount';
const DASHBOARD = `query($venueIds: [ID!], $from: String!, $to: String!) {
  financeDashboard(venueIds: $venueIds, from: $from, to: $to) {
    currency today from to previousFrom previousTo venues { id name }
    totals { ${METRICS} } previous { ${METRICS} } changes { salesAmount salesCount }
    byHour { key metrics { salesCount salesAmount } } byDay { key metrics { salesCount salesAmount } }
    channels { key metrics { salesCount salesAmount } }
    paymentMethods { key paymentCount paymentAmount metrics { salesCount } }
    serviceTypes { key metrics { salesCount } }
    topItems { id name quantity salesAmount } topCategories { id name quantity salesAmount }
    vat { rate gross vat } lastUpdatedAt } }`;

type Metrics = Record<string, number>;
type Bucket = { key: string; metrics: Metrics; paymentCount?: number; paymentAmount?: number };
interface Dashboard {
  currency: string;
  today: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  venues: { id: string; name: string }[];
  totals: Metrics;
  previous: Metrics;
  changes: Record<string, number | null>;
  byHour: Bucket[];
  byDay: Bucket[];
  channels: Bucket[];
  paymentMethods: Bucket[];
  serviceTypes: Bucket[];
  topItems: { id: string | null; name: string; quantity: number; salesAmount: number }[];
  topCategories: { id: string | null; name: string; quantity: number; salesAmount: number }[];
  vat: { rate: number; gross: number; vat: number }[];
  lastUpdatedAt: string | null;
}

async function dashboard(variables: Record<string, unknown>, token = owner) {
  return t.gql<{ financeDashboard: Dashboard }>(DASHBOARD, variables, token);
}

async function load(variables: Record<string, unknown>, token = owner): Promise<Dashboard> {
  const result = await dashboard(variables, token);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.financeDashboard;
}

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;
const today = () => todayFor('Europe/Stockholm');

describe('financeDashboard access', () => {
  it('needs FINANCE: the manager is refused, a visitor must sign in', async () => {
    const day = today();
    expect(codeOf(await dashboard({ from: day, to: day }, await t.login(DEMO.manager)))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DASHBOARD, { from: day, to: day }))).toBe('UNAUTHENTICATED');
  });

  it("refuses another company's venue as not found", async () => {
    const other = await signUpOtherCompany(t);
    const day = today();
    expect(codeOf(await dashboard({ venueIds: [other.venueId], from: day, to: day }))).toBe('NOT_FOUND');
    expect(codeOf(await dashboard({ venueIds: ['no-such-venue'], from: day, to: day }))).toBe('NOT_FOUND');
  });

  it('keeps a venue-restricted user to their venue', async () => {
    // The demo manager is restricted to Södermalm; give them FINANCE for this test.
    await t.database.db
      .update(users)
      .set({ scopes: ['FINANCE'] })
      .where(eq(users.username, DEMO.manager));
    const manager = await t.login(DEMO.manager);
    const day = today();
    const own = await load({ from: day, to: day }, manager);
    expect(own.venues.map((v) => v.name)).toEqual(['Södermalm']);
    const others = Object.entries(venues).filter(([name]) => name !== 'Södermalm');
    expect(others.length).toBeGreaterThan(0);
    for (const [, id] of others) {
      expect(codeOf(await dashboard({ venueIds: [id], from: day, to: day }, manager))).toBe('NOT_FOUND');
    }
  });

  it('validates the period', async () => {
    const cases = [
      { from: '2026-13-01', to: '2026-11-21', field: 'from' },
      { from: '2026-11-21', to: '21/11/2026', field: 'to' },
      { from: '2026-11-21', to: '2026-11-20', field: 'to' },
      { from: '2025-11-20', to: '2026-11-21', field: 'to' }, // 367 days
      { from: '9999-12-01', to: '9999-12-31', field: 'from' }, // thousands of years ahead
      { from: '2017-03-01', to: '2017-03-31', field: 'from' }, // before the start of all time
    ];
    for (const { field, ...period } of cases) {
      const result = await dashboard(period);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result.errors?.[0]?.extensions)).toContain(`"field":"${field}"`);
    }
    expect((await load({ from: '2025-11-21', to: '2026-11-21' })).byDay).toHaveLength(366);
  });
});

describe('financeDashboard figures', () => {
  let terminal = '';

  async function postOrder(body: Record<string, unknown>) {
    const response = await fetch(`${t.url}/terminal/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${terminal}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }

  beforeAll(async () => {
    const created = await t.gql<{ createTerminal: { credential: string } }>(
      'mutation($v: ID!, $n: String!) { createTerminal(venueId: $v, name: $n) { credential } }',
      { v: venues.Södermalm, n: 'Dashboard test' },
      owner,
    );
    terminal = created.data?.createTerminal.credential ?? '';
    expect(terminal).not.toBe('');
  });

  it('adds terminal orders to today, the hour, the channel, the payment methods, top items and VAT', async () => {
    const day = today();
    const scope = { venueIds: [venues.Södermalm], from: day, to: day };
    const before = await load(scope);
    const now = new Date();
    const iso = now.toISOString();
    const common = { status: 'COMPLETED', placedAt: iso, closedAt: iso, currency: 'SEK' };
    // Prices high enough to top the demo's own sales of today. Order 1: 2 buns at 12 % and a
    // wine at 25 % (a soup voided), paid by card with a tip and cash; order 2: a bun online, 5.00 off.
    const bun = {
      title: 'Dashboard bun',
      categoryId: 'dash-bakery',
      categoryName: 'Dashboard bakery',
      vatRate: 12,
    };
    const lines1 = [
      { ...bun, quantity: 2, unitPrice: 450_000, modifications: [], discountAmount: 0 },
      {
        title: 'Dashboard wine',
        quantity: 1,
        unitPrice: 12_500,
        vatRate: 25,
        modifications: [],
        discountAmount: 0,
      },
      {
        title: 'Voided soup',
        quantity: 1,
        unitPrice: 9900,
        vatRate: 12,
        modifications: [],
        discountAmount: 0,
        voided: true,
        voidReason: 'Wrong',
      },
    ];
    const lines2 = [{ ...bun, quantity: 1, unitPrice: 450_000, modifications: [], discountAmount: 500 }];
    const totals1 = orderTotals(lines1);
    const totals2 = orderTotals(lines2);
    expect([totals1.total, totals2.total]).toEqual([912_500, 449_500]);
    await postOrder({
      ...common,
      clientOrderId: `dash-1-${now.getTime()}`,
      channel: 'POS',
      serviceType: 'EAT_HERE',
      lines: lines1,
      payments: [
        { method: 'CARD', amount: 850_000, tipAmount: 1000 },
        { method: 'CASH', amount: 62_500 },
      ],
      totals: { totalAmount: totals1.total, vatAmount: totals1.vat },
    });
    await postOrder({
      ...common,
      clientOrderId: `dash-2-${now.getTime()}`,
      channel: 'APP',
      serviceType: 'TAKE_AWAY',
      lines: lines2,
      payments: [{ method: 'SWISH', amount: 449_500 }],
      totals: { totalAmount: totals2.total, vatAmount: totals2.vat },
    });
    const after = await load(scope);
    const delta = (m: keyof Dashboard['totals']) => (after.totals[m] ?? 0) - (before.totals[m] ?? 0);
    expect(delta('salesCount')).toBe(2);
    expect(delta('salesAmount')).toBe(1_362_000);
    expect(delta('tipsAmount')).toBe(1000);
    expect(delta('tipsCount')).toBe(1);
    expect(delta('vatAmount')).toBe(totals1.vat + totals2.vat);
    expect(delta('discountAmount')).toBe(500);
    expect(after.totals.salesAverage).toBe(
      Math.round((after.totals.salesAmount ?? 0) / (after.totals.salesCount ?? 1)),
    );
    expect(after.currency).toBe('SEK');
    expect(after.today).toBe(day);

    const bucketDelta = (list: keyof Dashboard, key: string, measure = 'salesAmount') => {
      const find = (d: Dashboard) => (d[list] as Bucket[]).find((b) => b.key === key)?.metrics[measure] ?? 0;
      return find(after) - find(before);
    };
    expect(bucketDelta('byHour', String(localHourOf(now, 'Europe/Stockholm')))).toBe(1_362_000);
    expect(bucketDelta('byDay', day, 'salesCount')).toBe(2);
    expect(bucketDelta('channels', 'POS')).toBe(912_500);
    expect(bucketDelta('channels', 'APP')).toBe(449_500);
    expect(bucketDelta('serviceTypes', 'TAKE_AWAY', 'salesCount')).toBe(1);
    const paid = (d: Dashboard, method: string) =>
      d.paymentMethods.find((b) => b.key === method)?.paymentAmount ?? 0;
    expect(paid(after, 'CARD') - paid(before, 'CARD')).toBe(850_000);
    expect(paid(after, 'CASH') - paid(before, 'CASH')).toBe(62_500);
    expect(paid(after, 'SWISH') - paid(before, 'SWISH')).toBe(449_500);

    const topBun = after.topItems.find((i) => i.name === 'Dashboard bun');
    expect(topBun).toMatchObject({ id: null, quantity: 3, salesAmount: 1_349_500 });
    expect(after.topCategories.find((c) => c.id === 'dash-bakery')).toMatchObject({
      name: 'Dashboard bakery',
      salesAmount: 1_349_500,
    });
    expect(after.topItems.some((i) => i.name === 'Voided soup')).toBe(false);
    const vatAt = (d: Dashboard, rate: number) => d.vat.find((v) => v.rate === rate)?.vat ?? 0;
    expect(vatAt(after, 12) - vatAt(before, 12)).toBe((totals1.vatLines[0]?.vat ?? 0) + totals2.vat);
    expect(vatAt(after, 25) - vatAt(before, 25)).toBe(2500);
    expect(Date.parse(after.lastUpdatedAt ?? '')).toBeGreaterThan(now.getTime() - 60_000);

    // Tomorrow compares with today: today's figures are its previous period.
    const tomorrow = await load({ ...scope, from: addDays(day, 1), to: addDays(day, 1) });
    expect(tomorrow.previousFrom).toBe(day);
    expect(tomorrow.previous.salesAmount).toBe(after.totals.salesAmount);
    expect(tomorrow.totals.salesCount).toBe(0);
    expect(tomorrow.changes.salesAmount).toBe(-100);

    // All venues include Södermalm's figures.
    const all = await load({ from: day, to: day });
    expect(all.venues.length).toBe(Object.keys(venues).length);
    expect(all.totals.salesCount).toBeGreaterThanOrEqual(after.totals.salesCount ?? 0);
  });

  it('zero-fills every day and hour, hours in business order from 05', async () => {
    const week = await load({ venueIds: [venues.Södermalm], from: '2020-01-06', to: '2020-01-12' });
    expect(week.byDay.map((b) => b.key)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays('2020-01-06', i)),
    );
    expect(week.byDay.every((b) => b.metrics.salesCount === 0)).toBe(true);
    expect(week.byHour.map((b) => Number(b.key))).toEqual([
      5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 4,
    ]);
    expect(week.channels.map((b) => b.key)).toEqual(['APP', 'EXPRESS', 'POS', 'THIRD_PARTY']);
    expect(week.paymentMethods).toEqual([]);
    expect(week.topItems).toEqual([]);
    expect(week.lastUpdatedAt).toBeNull();
    expect(week.changes.salesAmount).toBeNull();
    expect({ from: week.previousFrom, to: week.previousTo }).toEqual({
      from: '2019-12-30',
      to: '2020-01-05',
    });
  });
});
