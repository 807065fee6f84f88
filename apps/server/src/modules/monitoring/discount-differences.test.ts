import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { newId } from '../../lib/ids.ts';
import { discountDifferences, offers } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

// Monitoring › Discounts over HTTP: the list (filters, paging, totals, the sold line's title), the
// translated Excel-safe CSV, who may read it (ORDERS or FINANCE, venue-restricted users their own
// venues, another company nothing) and bad input. Most rows are inserted directly beside a real
// order, so every kind and amount is exact; one journey goes through the terminal intake itself.
// Days are in March 2024, far from the demo data's 90 days.

let t: TestServer;
let owner = '';
let credential = '';
let companyId = '';
const venue = { se: '', no: '' };
const order = { id: '', number: 0 };

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

const LIST = `query($f: DiscountDifferenceFilter, $first: Int, $after: String) {
  discountDifferences(filter: $f, first: $first, after: $after) {
    nodes { id at accountingDay venueId venueName orderId orderNumber lineNo lineTitle kind offerId offerName
      staffName terminalAmount expectedAmount difference currency }
    pageInfo { hasNextPage endCursor }
    totals { kind count difference } } }`;

type Node = {
  id: string;
  venueName: string;
  orderNumber: number;
  lineTitle: string | null;
  kind: string;
  offerName: string | null;
  difference: number;
  terminalAmount: number;
  expectedAmount: number;
  currency: string;
};
type Page = {
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totals: { kind: string; count: number; difference: number }[];
};

async function list(variables: Record<string, unknown>, token = owner): Promise<Page> {
  const r = await t.gql<{ discountDifferences: Page }>(LIST, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.discountDifferences as Page;
}

const CSV =
  'query($f: DiscountDifferenceFilter, $l: String) { discountDifferencesCsv(filter: $f, language: $l) }';
const MARCH = { from: '2024-03-01', to: '2024-03-31' };

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  venue.se = demo.byName.Södermalm ?? '';
  venue.no = demo.byName['Grünerløkka'] ?? Object.values(demo.byName).find((id) => id !== venue.se) ?? '';
  ({ credential } = await issueTerminal(t, owner, venue.se));
  const placed = await submit(
    t,
    credential,
    orderBody({
      clientOrderId: 'dd-1',
      placedAt: '2024-03-10T11:00:00.000Z',
      lines: [simpleLine(4_500, 1, { title: 'Cappuccino', discountAmount: 1_500 }), simpleLine(3_500)],
      staffName: 'Ella',
    }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order.id = String(placed.body.id);
  order.number = Number(placed.body.orderNumber);
  const row = (n: number, over: Partial<typeof discountDifferences.$inferInsert>) => ({
    id: `dd-${n}`,
    companyId,
    venueId: venue.se,
    orderId: order.id,
    orderNumber: order.number,
    lineNo: 1,
    kind: 'OFFER_MISMATCH',
    offerId: 'offer-lunch',
    offerName: 'Lunch coffee 20 %',
    staffId: null,
    staffName: 'Ella',
    terminalAmount: 1_500,
    expectedAmount: 900,
    accountingDay: '2024-03-10',
    createdAt: new Date(Date.UTC(2024, 2, 10, 11, 0, n)),
    ...over,
  });
  await t.database.db.insert(discountDifferences).values([
    row(1, {}),
    row(2, {
      kind: 'CAP_EXCEEDED',
      offerId: null,
      offerName: null,
      terminalAmount: 2_000,
      expectedAmount: 1_000,
    }),
    row(3, { kind: 'OFFER_UNKNOWN', offerName: 'Old promo', lineNo: null, expectedAmount: 0 }),
    row(4, {
      accountingDay: '2024-03-12',
      createdAt: new Date(Date.UTC(2024, 2, 12, 9)),
      expectedAmount: 1_000,
    }),
    row(5, { venueId: venue.no, offerName: 'Oslo deal', orderNumber: 999_001, lineNo: null }),
  ]);
});
afterAll(() => t.close());

describe('through the terminal intake', () => {
  it('lists an order the till charged with a wrong offer amount, and the report counts the offer', async () => {
    // The offer is written directly: the offers API is another module's.
    const offerId = newId();
    await t.database.db.insert(offers).values({
      id: offerId,
      companyId,
      name: 'Intake coffee 20 %',
      type: 'ITEM_DISCOUNT',
      discountType: 'PERCENTAGE',
      value: 20,
    });
    const placed = await submit(
      t,
      credential,
      orderBody({
        clientOrderId: 'dd-intake',
        placedAt: '2024-04-20T10:00:00.000Z',
        staffName: 'Ella',
        lines: [
          simpleLine(4_500, 1, { title: 'Latte', discountAmount: 1_500, discountKind: 'OFFER', offerId }),
        ],
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const day = { from: '2024-04-20', to: '2024-04-20' };
    const page = await list({ f: day });
    expect(page.nodes).toMatchObject([
      {
        orderNumber: Number(placed.body.orderNumber),
        lineTitle: 'Latte',
        kind: 'OFFER_MISMATCH',
        offerName: 'Intake coffee 20 %',
        staffName: 'Ella',
        terminalAmount: 1_500,
        expectedAmount: 900,
        difference: 600,
      },
    ]);
    const created = await t.gql<{ createReport: { reportId: string } }>(
      'mutation($input: CreateReportInput!) { createReport(input: $input) { reportId } }',
      { input: { type: 'SALES', ...day, venueIds: [venue.se] } },
      owner,
    );
    const report = await t.gql<{
      report: { sections: { key: string; rows: { key: string; label: string }[] }[] };
    }>(
      'query($id: ID!) { report(id: $id) { sections { key rows { key label } } } }',
      { id: created.data?.createReport.reportId },
      owner,
    );
    const byOffer = report.data?.report.sections.find((s) => s.key === 'offers')?.rows ?? [];
    expect(byOffer).toEqual([{ key: offerId, label: 'Intake coffee 20 %' }]);
  });
});

describe('discountDifferences', () => {
  it('lists the differences newest first with venue, order, line, offer, staff and amounts', async () => {
    const page = await list({ f: { ...MARCH, venueIds: [venue.se] } });
    expect(page.nodes.map((n) => n.id)).toEqual(['dd-4', 'dd-3', 'dd-2', 'dd-1']);
    expect(page.nodes[3]).toMatchObject({
      venueName: 'Södermalm',
      orderNumber: order.number,
      lineTitle: 'Cappuccino',
      kind: 'OFFER_MISMATCH',
      offerName: 'Lunch coffee 20 %',
      terminalAmount: 1_500,
      expectedAmount: 900,
      difference: 600,
      currency: 'SEK',
    });
    // A difference on the whole order has no line.
    expect(page.nodes[1]).toMatchObject({ kind: 'OFFER_UNKNOWN', lineTitle: null });
    expect(page.totals).toEqual([
      { kind: 'CAP_EXCEEDED', count: 1, difference: 1_000 },
      { kind: 'OFFER_MISMATCH', count: 2, difference: 1_100 },
      { kind: 'OFFER_UNKNOWN', count: 1, difference: 1_500 },
    ]);
  });

  it('filters by kind, day range and search (order number, offer or staff name) and pages', async () => {
    const kind = await list({ f: { ...MARCH, kinds: ['CAP_EXCEEDED'] } });
    expect(kind.nodes.map((n) => n.id)).toEqual(['dd-2']);
    const day = await list({ f: { from: '2024-03-12', to: '2024-03-12' } });
    expect(day.nodes.map((n) => n.id)).toEqual(['dd-4']);
    expect((await list({ f: { ...MARCH, search: 'oslo' } })).nodes.map((n) => n.id)).toEqual(['dd-5']);
    expect((await list({ f: { ...MARCH, search: '#999001' } })).nodes.map((n) => n.id)).toEqual(['dd-5']);
    expect((await list({ f: { ...MARCH, search: '100%_' } })).nodes).toEqual([]);
    const first = await list({ f: MARCH, first: 2 });
    expect(first.nodes.map((n) => n.id)).toEqual(['dd-4', 'dd-5']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await list({ f: MARCH, first: 10, after: first.pageInfo.endCursor });
    expect(rest.nodes.map((n) => n.id)).toEqual(['dd-3', 'dd-2', 'dd-1']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('exports the filter as CSV with headers and kinds in the reader’s language, Excel-safe', async () => {
    const csvIn = async (language: string) =>
      (
        await t.gql<{ discountDifferencesCsv: string }>(
          CSV,
          { f: { ...MARCH, venueIds: [venue.se], kinds: ['OFFER_MISMATCH', 'CAP_EXCEEDED'] }, l: language },
          owner,
        )
      ).data?.discountDifferencesCsv ?? '';
    const en = (await csvIn('en')).split('\r\n');
    expect(en[0]).toBe(
      '\uFEFFTime,Accounting day,Venue,Order number,Line,Offer,Staff,Kind,Till amount,Expected amount,Difference',
    );
    expect(en[1]).toBe(
      `2024-03-10T11:00:01.000Z,2024-03-10,Södermalm,${order.number},Cappuccino,Lunch coffee 20 %,Ella,Amount differs,15.00,9.00,6.00`,
    );
    expect(en[2]).toContain(',Manual discount,Ella,Over the staff cap,20.00,10.00,10.00');
    expect(en.slice(4)).toEqual(['']);
    // Excel in Swedish reads ';' with decimal commas.
    const sv = (await csvIn('sv')).split('\r\n');
    expect(sv[0]).toBe(
      '\uFEFFTid;Bokföringsdag;Enhet;Ordernummer;Rad;Erbjudande;Personal;Typ;Kassans belopp;Förväntat belopp;Differens',
    );
    expect(sv[1]).toContain(';Beloppet skiljer sig;15,00;9,00;6,00');
  });

  it('refuses bad input with field errors', async () => {
    const bad = async (f: Record<string, unknown>, first?: number) => {
      const r = await t.gql(LIST, { f, first }, owner);
      expect(codeOf(r), JSON.stringify(f)).toBe('BAD_USER_INPUT');
      return r.errors?.[0]?.extensions?.fieldErrors;
    };
    expect(await bad({ kinds: ['GIFT'] })).toEqual([{ field: 'kinds', message: 'validation.invalid' }]);
    expect(await bad({ from: '2024-02-30' })).toEqual([{ field: 'from', message: 'validation.invalid' }]);
    expect(await bad({ from: '2024-03-10', to: '2024-03-01' })).toEqual([
      { field: 'to', message: 'validation.invalid' },
    ]);
    expect(await bad({ search: 'x'.repeat(5_000) })).toEqual([
      { field: 'search', message: 'validation.tooLong' },
    ]);
    await bad({ search: 'a\u0000b' });
    await bad({}, 0);
    const cursor = await t.gql(LIST, { f: {}, after: 'not-a-cursor' }, owner);
    expect(codeOf(cursor)).toBe('BAD_USER_INPUT');
    const csv = await t.gql(CSV, { f: { kinds: [''] } }, owner);
    expect(codeOf(csv)).toBe('BAD_USER_INPUT');
  });

  it('needs ORDERS or FINANCE; a venue-restricted user reads only their venues', async () => {
    expect(codeOf(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    const manager = await t.login(DEMO.manager);
    const users = await t.gql<{ users: { id: string; email: string }[] }>(
      'query { users { id email } }',
      {},
      owner,
    );
    const managerId = users.data?.users.find((u) => u.email === DEMO.manager)?.id;
    const setScopes = async (scopes: string[], venueIds: string[]) => {
      const r = await t.gql(
        'mutation($id: ID!, $p: PermissionsInput!) { updateUserPermissions(userId: $id, permissions: $p) { id } }',
        { id: managerId, p: { scopes, venueIds } },
        owner,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    };
    await setScopes(['STAFF'], []);
    expect(codeOf(await t.gql(LIST, {}, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CSV, {}, manager))).toBe('FORBIDDEN');
    await setScopes(['FINANCE'], [venue.se]);
    const own = await list({ f: MARCH }, manager);
    expect(own.nodes.map((n) => n.venueName)).toEqual(['Södermalm', 'Södermalm', 'Södermalm', 'Södermalm']);
    expect(codeOf(await t.gql(LIST, { f: { venueIds: [venue.no] } }, manager))).toBe('NOT_FOUND');
    const csv = await t.gql<{ discountDifferencesCsv: string }>(CSV, { f: MARCH, l: 'en' }, manager);
    expect(csv.data?.discountDifferencesCsv).not.toContain('Oslo deal');
  });

  it('another company reads none of them, and naming its venue ids is NOT_FOUND', async () => {
    const other = await signUpOtherCompany(t);
    expect((await list({ f: MARCH }, other.token)).nodes).toEqual([]);
    expect(codeOf(await t.gql(LIST, { f: { venueIds: [venue.se] } }, other.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CSV, { f: { venueIds: [venue.se] } }, other.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(LIST, { f: { venueIds: [other.venueId] } }, owner))).toBe('NOT_FOUND');
  });
});
