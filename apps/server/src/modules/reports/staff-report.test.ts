import { addDays } from '@fika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { staff, staffVenues, users, venues } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

// The staff report and the staff pickers over HTTP. Orders are filed on a day far before the demo
// data's 90 days, so only this file's orders count.

let t: TestServer;
let owner = '';
let companyId = '';
let sodermalm = '';
const LAB = 'venue-staff-lab';
const DAY = '2026-02-10';
// Refunds are filed on the day they happen (today): periods that include them run to tomorrow.
const UNTIL_NOW = addDays(new Date().toISOString().slice(0, 10), 1);
const S = { anna: 'staff-anna', bo: 'staff-bo', cleo: 'staff-cleo' };
const orderIds: Record<string, string> = {};

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName['Södermalm'] ?? '';
  const db = t.database.db;
  await db.insert(venues).values({ id: LAB, companyId, name: 'Staff Lab' });
  // Cleo works only at the lab.
  await db.insert(staff).values([
    { id: S.anna, companyId, name: 'Anna Andersson' },
    { id: S.bo, companyId, name: 'Bo Berg' },
    { id: S.cleo, companyId, name: 'Cleo Carlsson' },
    { id: 'till-only', companyId, name: 'Tina' },
  ]);
  await db.insert(staffVenues).values({ companyId, staffId: S.cleo, venueId: LAB });
  const till = (await issueTerminal(t, owner, sodermalm)).credential;
  const labTill = (await issueTerminal(t, owner, LAB, 'Lab till')).credential;
  const at = '2026-02-10T11:00:00.000Z';
  const anna = { staffId: S.anna, staffName: 'Anna' };
  const sent: [string, string, ReturnType<typeof orderBody>][] = [
    [
      till,
      'sr-1',
      orderBody({
        clientOrderId: 'sr-1',
        ...anna,
        lines: [simpleLine(4500, 2)],
        payments: [{ method: 'CARD', amount: 9000, tipAmount: 500 }],
        placedAt: at,
      }),
    ],
    [
      till,
      'sr-2',
      orderBody({
        clientOrderId: 'sr-2',
        ...anna,
        lines: [simpleLine(12000, 1, { discountAmount: 1000 })],
        placedAt: at,
      }),
    ],
    [
      till,
      'sr-3',
      orderBody({
        clientOrderId: 'sr-3',
        staffId: S.bo,
        staffName: 'Bo',
        lines: [simpleLine(3000, 3), simpleLine(2500, 1, { voided: true, voidReason: 'Wrong item' })],
        placedAt: at,
      }),
    ],
    [till, 'sr-4', orderBody({ clientOrderId: 'sr-4', lines: [simpleLine(5000)], placedAt: at })],
    [
      till,
      'sr-5',
      // A till's staff member never set up in the back office: named from the order.
      orderBody({
        clientOrderId: 'sr-5',
        staffId: 'till-only',
        staffName: 'Tina Till',
        lines: [simpleLine(4000)],
        placedAt: at,
      }),
    ],
    [
      till,
      'sr-6',
      orderBody({
        clientOrderId: 'sr-6',
        ...anna,
        status: 'CANCELLED',
        lines: [simpleLine(6000)],
        placedAt: at,
      }),
    ],
    [
      labTill,
      'sr-7',
      orderBody({
        clientOrderId: 'sr-7',
        staffId: S.cleo,
        staffName: 'Cleo',
        lines: [simpleLine(7000)],
        placedAt: at,
      }),
    ],
    [
      labTill,
      'sr-8',
      orderBody({
        clientOrderId: 'sr-8',
        ...anna,
        lines: [simpleLine(2000)],
        payments: [{ method: 'CARD', amount: 2000, tipAmount: 300 }],
        placedAt: at,
      }),
    ],
  ];
  for (const [credential, key, body] of sent) {
    const answer = await submit(t, credential, body);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    orderIds[key] = String(answer.body.id);
  }
  // After the sales: Bo is deleted, and Tina's row disappears (data from before the staff list).
  await db.update(staff).set({ deleted: true, active: false }).where(eq(staff.id, S.bo));
  await db.delete(staff).where(eq(staff.id, 'till-only'));
  const refund = await t.gql<{ refundOrder: { success: boolean } }>(
    'mutation($id: ID!) { refundOrder(orderId: $id, reason: "Cold") { success } }',
    { id: orderIds['sr-8'] },
    owner,
  );
  expect(refund.data?.refundOrder.success, JSON.stringify(refund.errors)).toBe(true);
});
afterAll(() => t?.close());

const FIGURES =
  'metrics { salesAmount salesCount salesAverage tipsAmount refundCount refundAmount discountAmount vatAmount } voidCount voidAmount';
const REPORT = `query($f: StaffReportFilter!) { staffReport(filter: $f) { currency from to venueIds lastUpdatedAt
  rows { staffId name deleted ${FIGURES} } totals { ${FIGURES} } } }`;

type Metrics = Record<string, number>;
interface Row {
  staffId: string | null;
  name: string;
  deleted: boolean;
  metrics: Metrics;
  voidCount: number;
  voidAmount: number;
}
interface Report {
  currency: string;
  venueIds: string[];
  lastUpdatedAt: string | null;
  rows: Row[];
  totals: { metrics: Metrics; voidCount: number; voidAmount: number };
}

async function report(filter: Record<string, unknown>, token = owner) {
  return t.gql<{ staffReport: Report }>(REPORT, { f: filter }, token);
}

async function reportData(filter: Record<string, unknown>, token = owner): Promise<Report> {
  const result = await report(filter, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.staffReport as Report;
}

const rowOf = (r: Report, staffId: string | null) => r.rows.find((row) => row.staffId === staffId);

describe('staff report', () => {
  it('gives each staff member their sales, orders, tips, refunds, discounts and voids, with names', async () => {
    const r = await reportData({ from: DAY, to: DAY, venueIds: [sodermalm, LAB] });
    expect(r.currency).toBe('SEK');
    expect(r.lastUpdatedAt).not.toBeNull();
    // Anna: 9,000 (tip 500) + 11,000 (1,000 discount) at Södermalm, 2,000 (tip 300) at the lab;
    // one order cancelled. Her refund is filed today, outside this period.
    expect(rowOf(r, S.anna)).toMatchObject({
      name: 'Anna Andersson',
      deleted: false,
      metrics: {
        salesAmount: 22000,
        salesCount: 3,
        salesAverage: Math.round(22000 / 3),
        tipsAmount: 800,
        refundCount: 0,
        discountAmount: 1000,
      },
      voidCount: 1,
      voidAmount: 6000,
    });
    // Bo was deleted since: his name stays; his voided line is his void.
    expect(rowOf(r, S.bo)).toMatchObject({
      name: 'Bo Berg',
      deleted: true,
      metrics: { salesAmount: 9000, salesCount: 1, refundCount: 0 },
      voidCount: 1,
      voidAmount: 2500,
    });
    expect(rowOf(r, 'till-only')).toMatchObject({ name: 'Tina Till', metrics: { salesAmount: 4000 } });
    expect(rowOf(r, null)).toMatchObject({ name: '', metrics: { salesAmount: 5000, salesCount: 1 } });
    expect(rowOf(r, S.cleo)).toMatchObject({ metrics: { salesAmount: 7000 } });
    // Largest sales first.
    const amounts = r.rows.map((row) => row.metrics.salesAmount ?? 0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(r.totals).toMatchObject({ voidCount: 2, voidAmount: 8500 });
  });

  it('takes a refund off the staff member who sold, on the day it is made', async () => {
    const r = await reportData({ from: DAY, to: UNTIL_NOW, venueIds: [LAB] });
    expect(rowOf(r, S.anna)).toMatchObject({
      metrics: { salesAmount: 0, salesCount: 1, tipsAmount: 0, refundCount: 1, refundAmount: 2000 },
      // A refund is not a void: it is counted once, in the refund columns.
      voidCount: 0,
    });
    expect(rowOf(r, S.cleo)).toMatchObject({ metrics: { salesAmount: 7000, refundCount: 0 } });
  });

  it('adds up to the dashboard and the sales report to the öre', async () => {
    // Up to now: the demo company's months of sales at Södermalm count too.
    const venueIds = [sodermalm, LAB];
    const r = await reportData({ from: DAY, to: UNTIL_NOW, venueIds });
    for (const key of Object.keys(r.totals.metrics)) {
      if (key === 'salesAverage') continue;
      const sum = r.rows.reduce((s, row) => s + (row.metrics[key] ?? 0), 0);
      expect(sum, key).toBe(r.totals.metrics[key]);
    }
    const dashboard = await t.gql<{ financeDashboard: { totals: Metrics } }>(
      `query($v: [ID!], $f: String!, $t: String!) { financeDashboard(venueIds: $v, from: $f, to: $t) {
        totals { salesAmount salesCount salesAverage tipsAmount refundCount refundAmount discountAmount vatAmount } } }`,
      { v: venueIds, f: DAY, t: UNTIL_NOW },
      owner,
    );
    expect(dashboard.data?.financeDashboard.totals).toEqual(r.totals.metrics);
    const created = await t.gql<{ createReport: { reportId: string } }>(
      'mutation($i: CreateReportInput!) { createReport(input: $i) { reportId } }',
      { i: { type: 'SALES', from: DAY, to: UNTIL_NOW, venueIds } },
      owner,
    );
    const sales = await t.gql<{ report: { totals: Metrics } }>(
      `query($id: ID!) { report(id: $id) { totals { salesAmount salesCount salesAverage tipsAmount refundCount
        refundAmount discountAmount vatAmount } } }`,
      { id: created.data?.createReport.reportId },
      owner,
    );
    expect(sales.data?.report.totals).toEqual(r.totals.metrics);
    expect(r.rows.length).toBeGreaterThan(5);
  });

  it('covers only the venues asked for, and every permitted one when none is named', async () => {
    const one = await reportData({ from: DAY, to: DAY, venueIds: [sodermalm] });
    expect(one.venueIds).toEqual([sodermalm]);
    expect(rowOf(one, S.anna)?.metrics.salesCount).toBe(2);
    expect(rowOf(one, S.cleo)).toBeUndefined();
    const all = await reportData({ from: DAY, to: DAY });
    expect(all.venueIds).toEqual(expect.arrayContaining([sodermalm, LAB]));
    // A day without sales: no rows, zero totals, no update time.
    const none = await reportData({ from: '2026-01-05', to: '2026-01-05' });
    expect(none).toMatchObject({ rows: [], lastUpdatedAt: null, totals: { voidCount: 0 } });
  });

  it('a venue-restricted manager with STAFF sees only their venues; without STAFF nothing', async () => {
    const [manager] = await t.database.db.select().from(users).where(eq(users.email, DEMO.manager));
    const setScopes = (scopes: string[]) =>
      t.database.db
        .update(users)
        .set({ scopes })
        .where(eq(users.id, manager?.id ?? ''));
    await setScopes(['STAFF']);
    const token = await t.login(DEMO.manager);
    const theirs = await reportData({ from: DAY, to: DAY }, token);
    expect(theirs.venueIds).toEqual([sodermalm]);
    expect(rowOf(theirs, S.cleo)).toBeUndefined();
    expect(codeOf(await report({ from: DAY, to: DAY, venueIds: [LAB] }, token))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(
          'query($f: StaffReportFilter!) { staffReportCsv(filter: $f) }',
          { f: { from: DAY, to: DAY, venueIds: [LAB] } },
          token,
        ),
      ),
    ).toBe('NOT_FOUND');
    // Pickers: the restricted manager's staff are those of Södermalm (worked or sold there).
    await setScopes(['ORDERS']);
    const orders = await t.login(DEMO.manager);
    const options = await t.gql<{ staffOptions: { id: string }[] }>(
      'query { staffOptions(includeDeleted: true) { id } }',
      {},
      orders,
    );
    const ids = options.data?.staffOptions.map((s) => s.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining([S.anna, S.bo]));
    expect(ids).not.toContain(S.cleo);
    await setScopes(['MENUS']);
    const menus = await t.login(DEMO.manager);
    expect(codeOf(await report({ from: DAY, to: DAY }, menus))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql('query { staffOptions { id } }', {}, menus))).toBe('FORBIDDEN');
    await setScopes(manager?.scopes ?? []);
  });

  it('refuses bad periods and venue ids with a field error or NOT_FOUND', async () => {
    const fieldOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
      (r.errors?.[0]?.extensions?.fieldErrors as { field: string; message: string }[] | undefined)?.[0];
    expect(fieldOf(await report({ from: '2026-02-11', to: DAY }))).toEqual({
      field: 'to',
      message: 'reports:errors.toBeforeFrom',
    });
    expect(fieldOf(await report({ from: '1900-01-01', to: DAY }))).toMatchObject({ field: 'from' });
    expect(fieldOf(await report({ from: '2022-01-01', to: '2026-01-01' }))).toEqual({
      field: 'to',
      message: 'reports:errors.rangeTooLong',
    });
    expect(fieldOf(await report({ from: '2026-02-10\u0000', to: DAY }))).toMatchObject({ field: 'from' });
    expect(fieldOf(await report({ from: 'x'.repeat(100_000), to: DAY }))).toMatchObject({ field: 'from' });
    expect(fieldOf(await report({ from: '2026-02-30', to: DAY }))).toMatchObject({ field: 'from' });
    // The kernel refuses a malformed id before any read; a well-formed unknown one is NOT_FOUND.
    for (const venueId of ['', 'nope\u0000', 'x'.repeat(10_000), 'venue-of-nobody']) {
      const code = codeOf(await report({ from: DAY, to: DAY, venueIds: [venueId] }));
      expect(['BAD_USER_INPUT', 'NOT_FOUND'], venueId.slice(0, 8)).toContain(code);
    }
    expect(codeOf(await report({ from: DAY, to: DAY, venueIds: ['venue-of-nobody'] }))).toBe('NOT_FOUND');
  });

  it('exports CSV that Excel opens: BOM, the reader’s separators, translated headers, a totals row', async () => {
    const csv = async (language: string) => {
      const r = await t.gql<{ staffReportCsv: string }>(
        'query($f: StaffReportFilter!, $l: String) { staffReportCsv(filter: $f, language: $l) }',
        { f: { from: DAY, to: DAY, venueIds: [sodermalm, LAB] }, l: language },
        owner,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data?.staffReportCsv ?? '';
    };
    const sv = await csv('sv');
    expect(sv.startsWith('\uFEFF')).toBe(true);
    const lines = sv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Personal;Försäljning;Ordrar;Snittorder;Dricks;Returer;Återbetalt;Makuleringar;Makulerat;Rabatter',
    );
    expect(lines, sv).toContain('Anna Andersson;220,00;3;73,33;8,00;0;0,00;1;60,00;10,00');
    expect(lines.some((l) => l.startsWith('Ingen personal;50,00;1;'))).toBe(true);
    expect(lines.at(-1)?.startsWith('Totalt;470,00;7;')).toBe(true);
    const en = await csv('en');
    expect(en.slice(1).split('\r\n')[0]).toBe(
      'Staff member,Sales,Orders,Average order,Tips,Refunds,Refunded,Voids,Voided,Discounts',
    );
    expect(en).toContain('Anna Andersson,220.00,3,73.33,8.00,0,0.00,1,60.00,10.00');
  });
});

describe('staff pickers and the void journal by staff', () => {
  it('staffOptions lists the staff list by name; deleted staff only when asked', async () => {
    const list = async (includeDeleted?: boolean) => {
      const r = await t.gql<{ staffOptions: { id: string; name: string; deleted: boolean }[] }>(
        'query($d: Boolean) { staffOptions(includeDeleted: $d) { id name deleted } }',
        { d: includeDeleted },
        owner,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data?.staffOptions ?? [];
    };
    const live = await list();
    expect(live.map((s) => s.id)).toEqual(expect.arrayContaining([S.anna, S.cleo]));
    expect(live.map((s) => s.id)).not.toContain(S.bo);
    const names = live.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(true)).find((s) => s.id === S.bo)).toEqual({
      id: S.bo,
      name: 'Bo Berg',
      deleted: true,
    });
  });

  it('the void journal filters by who did it', async () => {
    const journal = async (staffIds: string[]) => {
      const r = await t.gql<{ voidJournal: { nodes: { kind: string; amount: number }[] } }>(
        'query($f: VoidJournalFilter) { voidJournal(filter: $f) { nodes { kind amount } } }',
        { f: { from: DAY, to: UNTIL_NOW, staffIds } },
        owner,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data?.voidJournal.nodes ?? [];
    };
    expect(await journal([S.bo])).toEqual([{ kind: 'VOID_LINE', amount: 2500 }]);
    expect((await journal([S.anna])).map((e) => e.kind).sort()).toEqual(['CANCEL_ORDER', 'REFUND_ORDER']);
    expect(await journal([S.bo, S.anna])).toHaveLength(3);
    expect(await journal(['nobody'])).toEqual([]);
  });

  it('another company sees none of these staff and cannot read the report of these venues', async () => {
    const other = await signUpOtherCompany(t);
    const options = await t.gql<{ staffOptions: { id: string }[] }>(
      'query { staffOptions(includeDeleted: true) { id } }',
      {},
      other.token,
    );
    expect(options.data?.staffOptions.map((s) => s.id)).not.toContain(S.anna);
    expect(codeOf(await report({ from: DAY, to: DAY, venueIds: [sodermalm] }, other.token))).toBe(
      'NOT_FOUND',
    );
    const theirs = await reportData({ from: DAY, to: DAY }, other.token);
    expect(theirs.rows).toEqual([]);
    const journal = await t.gql<{ voidJournal: { nodes: unknown[] } }>(
      'query($f: VoidJournalFilter) { voidJournal(filter: $f) { nodes { id } } }',
      { f: { staffIds: [S.bo] } },
      other.token,
    );
    expect(journal.data?.voidJournal.nodes).toEqual([]);
  });
});
