import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { offerRollups } from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

// Discounts per offer in the reports ("Discounts by offer", screen and CSV) and on the dashboard
// ("Top discounts"), read from offer_rollups for the period and venues. Until the terminal intake
// keeps that rollup, its rows are inserted directly. Days are in March 2024, far from the demo data.

let t: TestServer;
let owner = '';
const venue = { se: '', other: '' };

const REPORT = `query($id: ID!) { report(id: $id) {
  sections { key rows { key label quantity share metrics { discountAmount } } } } }`;
const CREATE = 'mutation($input: CreateReportInput!) { createReport(input: $input) { reportId } }';
const DASHBOARD = `query($venueIds: [ID!], $from: String!, $to: String!) {
  financeDashboard(venueIds: $venueIds, from: $from, to: $to) {
    topDiscounts { key offerId name manual uses amount share } } }`;

type Row = {
  key: string;
  label: string;
  quantity: number;
  share: number;
  metrics: { discountAmount: number };
};
type Section = { key: string; rows: Row[] };

async function createReport(input: Record<string, unknown>): Promise<string> {
  const r = await t.gql<{ createReport: { reportId: string } }>(CREATE, { input }, owner);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.createReport.reportId ?? '';
}

async function sections(id: string): Promise<Section[]> {
  const r = await t.gql<{ report: { sections: Section[] } }>(REPORT, { id }, owner);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.report.sections ?? [];
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  venue.se = demo.byName.Södermalm ?? '';
  venue.other = Object.values(demo.byName).find((id) => id !== venue.se) ?? '';
  const row = (
    venueId: string,
    day: string,
    key: string,
    name: string,
    uses: number,
    amount: number,
  ): typeof offerRollups.$inferInsert => ({
    companyId: demo.companyId,
    venueId,
    accountingDay: day,
    offerKey: key,
    offerId: key === 'manual' ? null : key,
    offerName: name,
    useCount: uses,
    discountAmount: amount,
  });
  await t.database.db.insert(offerRollups).values([
    row(venue.se, '2024-03-10', 'offer-lunch', 'Lunch coffee', 4, 3_600),
    // Renamed since: the latest day's name is shown.
    row(venue.se, '2024-03-11', 'offer-lunch', 'Lunch coffee 20 %', 2, 1_800),
    row(venue.se, '2024-03-10', 'manual', '', 1, 3_000),
    row(venue.se, '2024-03-10', 'offer-happy', 'Happy hour', 3, 1_600),
    // Sold and refunded in the period: nothing is left to show.
    row(venue.se, '2024-03-10', 'offer-gone', 'Gone', 1, 500),
    row(venue.se, '2024-03-11', 'offer-gone', 'Gone', -1, -500),
    row(venue.other, '2024-03-10', 'offer-other', 'Other venue deal', 9, 9_900),
    // Outside the period.
    row(venue.se, '2024-02-28', 'offer-feb', 'February', 1, 100),
    ...['a', 'b', 'c', 'd'].map((k, i) =>
      row(venue.other, '2024-03-11', `offer-${k}`, `Small ${k}`, 1, 10 + i),
    ),
  ]);
});
afterAll(() => t.close());

describe('Discounts by offer in the sales report', () => {
  it('lists every offer of the period and venues with uses, amount and share, largest first', async () => {
    const id = await createReport({
      type: 'SALES',
      from: '2024-03-01',
      to: '2024-03-31',
      venueIds: [venue.se],
    });
    const offers = (await sections(id)).find((s) => s.key === 'offers');
    expect(offers?.rows).toEqual([
      {
        key: 'offer-lunch',
        label: 'Lunch coffee 20 %',
        quantity: 6,
        share: 54,
        metrics: { discountAmount: 5_400 },
      },
      { key: 'manual', label: '', quantity: 1, share: 30, metrics: { discountAmount: 3_000 } },
      { key: 'offer-happy', label: 'Happy hour', quantity: 3, share: 16, metrics: { discountAmount: 1_600 } },
    ]);
  });

  it('writes the section in the CSV in the reader’s words and Excel dialect', async () => {
    const id = await createReport({
      type: 'SALES',
      from: '2024-03-01',
      to: '2024-03-31',
      venueIds: [venue.se],
    });
    const csvIn = async (language: string) =>
      (
        (
          await t.gql<{ reportCsv: string }>(
            'query($id: ID!, $l: String) { reportCsv(id: $id, language: $l) }',
            {
              id,
              l: language,
            },
            owner,
          )
        ).data?.reportCsv ?? ''
      ).split('\r\n');
    const en = await csvIn('en');
    const at = en.indexOf('Discounts by offer,Uses,Amount,Share (%)');
    expect(at).toBeGreaterThan(0);
    expect(en.slice(at + 1, at + 4)).toEqual([
      'Lunch coffee 20 %,6,54.00,54.0',
      'Manual discounts,1,30.00,30.0',
      'Happy hour,3,16.00,16.0',
    ]);
    const sv = await csvIn('sv');
    const svAt = sv.indexOf('Rabatter per erbjudande;Användningar;Belopp;Andel (%)');
    expect(sv[svAt + 2]).toBe('Manuella rabatter;1;30,00;30,0');
  });

  it('a staff report has no offers section', async () => {
    const id = await createReport({ type: 'STAFF', from: '2024-03-01', to: '2024-03-31' });
    expect((await sections(id)).map((s) => s.key)).toEqual(['staff']);
  });
});

describe('Top discounts on the dashboard', () => {
  type Top = { key: string; name: string; manual: boolean; uses: number; amount: number; share: number };
  async function top(variables: Record<string, unknown>): Promise<Top[]> {
    const r = await t.gql<{ financeDashboard: { topDiscounts: Top[] } }>(DASHBOARD, variables, owner);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data?.financeDashboard.topDiscounts ?? [];
  }

  it('shows the five largest of the period over the chosen venues, shares of all discounts', async () => {
    const all = await top({ from: '2024-03-01', to: '2024-03-31' });
    expect(all.map((d) => d.key)).toEqual(['offer-other', 'offer-lunch', 'manual', 'offer-happy', 'offer-d']);
    expect(all[0]).toMatchObject({ name: 'Other venue deal', manual: false, uses: 9, amount: 9_900 });
    // 9,900 of 19,946 in all.
    expect(all[0]?.share).toBe(49.6);
    expect(all[2]).toMatchObject({ key: 'manual', name: '', manual: true });
    const one = await top({ venueIds: [venue.se], from: '2024-03-10', to: '2024-03-10' });
    expect(one.map((d) => [d.key, d.amount, d.share])).toEqual([
      ['offer-lunch', 3_600, 41.4],
      ['manual', 3_000, 34.5],
      ['offer-happy', 1_600, 18.4],
      ['offer-gone', 500, 5.7],
    ]);
  });

  it('is empty for a period without discounts', async () => {
    expect(await top({ from: '2024-01-01', to: '2024-01-31' })).toEqual([]);
  });
});
