// Closing a day: one gap-free Z number per venue and day, however many closes arrive at once and
// from wherever (the till, the Z-report screen, the tick); the closed report is frozen and is what
// the screen, the PDF and the e-mail show; an empty day gets no number and says so.
import { zSequenceGaps } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  emailOutbox,
  financeRollups,
  locations,
  terminals,
  venues,
  zCounters,
  zReports,
} from '../../platform/db/schema/index.ts';
import { pdfText } from '../../platform/pdf/pdf-text.ts';
import {
  demoVenues,
  issueTerminal,
  orderBody,
  post,
  simpleLine,
  submit,
} from '../orders/terminal-test-kit.ts';
import { closeDueZDays } from './z-close.ts';

let t: TestServer;
let owner: string;
let sodermalm: string;
let other: string;
let credential: string;
let otherCredential: string;

// Days well before the demo data's 90 days, so only these orders count. Noon UTC is the same
// accounting day in Stockholm and Oslo.
const DAYS = ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06'];
// Sold before the venue's first Z-report: the first report's opening grand totals include it.
const BEFORE_FIRST_Z = '2026-01-20';
const EMPTY_DAY = '2026-02-09';
const noon = (day: string) => `${day}T11:00:00.000Z`;

const Z = `query($v: ID!, $d: String!) { zReport(venueId: $v, day: $d) {
  number closedAt empty venueName receiptCount copyCount
  issuer { name legalName organizationNumber address }
  registers { name controlUnitSerial receiptCount }
  groups { name quantity amount }
  totals { salesAmount grossSales refundAmount refundCount discountAmount salesCount }
  vat { rate gross vat } payments { method name count amount refunds }
  grandTotals { sales returns net } inOpening
  late { days totals { grossSales salesCount refundAmount } vat { rate gross vat } payments { method amount } receiptCount copyCount }
  opening { days totals { grossSales salesCount } receiptCount } } }`;
const CLOSE = `mutation($v: ID!, $d: String!) { closeZReport(venueId: $v, day: $d) { status report { number empty } } }`;

interface ZView {
  number: number | null;
  empty: boolean;
  receiptCount: number;
  copyCount: number;
  issuer: { legalName: string | null; organizationNumber: string | null; address: string | null };
  registers: { name: string; controlUnitSerial: string | null; receiptCount: number }[];
  groups: { name: string | null; amount: number }[];
  totals: { salesAmount: number; grossSales: number; salesCount: number };
  grandTotals: { sales: number; returns: number; net: number };
  inOpening: boolean;
  late: Carried | null;
  opening: Carried | null;
}

interface Carried {
  days: string[];
  totals: { grossSales: number; salesCount: number; refundAmount: number };
  vat: { rate: number; gross: number; vat: number }[];
  payments: { method: string; amount: number }[];
  receiptCount: number;
  copyCount: number;
}

const read = async (venueId: string, day: string) => {
  const result = await t.gql<{ zReport: ZView }>(Z, { v: venueId, d: day }, owner);
  expect(result.errors).toBeUndefined();
  return result.data?.zReport as ZView;
};

const dayClose = (day: string, auth = credential) =>
  post(t, '/terminal/v1/day-close', auth, { day }) as Promise<{
    status: number;
    body: { zReport?: { status: string; number: number | null }; voucher?: unknown };
  }>;

const numbersOf = async (venueId: string) =>
  (
    await t.database.db
      .select({ number: zReports.number, day: zReports.businessDay })
      .from(zReports)
      .where(eq(zReports.venueId, venueId))
  ).sort((a, b) => a.number - b.number);

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const { byName } = await demoVenues(t);
  sodermalm = byName['Södermalm'] ?? '';
  other = Object.entries(byName).find(([name]) => name !== 'Södermalm')?.[1] ?? '';
  const till = await issueTerminal(t, owner, sodermalm, 'Kassa 1');
  credential = till.credential;
  otherCredential = (await issueTerminal(t, owner, other, 'Kasse 1')).credential;
  // The Swedish till's registered control unit: the Z-report names it (#16-2).
  await t.database.db
    .update(terminals)
    .set({ controlUnitSerial: 'CU-7788-SE', controlUnitRegisteredAt: new Date('2026-01-10T09:00:00Z') })
    .where(eq(terminals.id, till.id));
  await t.database.db
    .update(venues)
    .set({ legalName: 'Fika Södermalm AB', organizationNumber: '556677-8899' })
    .where(eq(venues.id, sodermalm));
  const [place] = await t.database.db.select().from(locations).where(eq(locations.venueId, sodermalm));
  if (place) {
    await t.database.db
      .update(locations)
      .set({ street: 'Götgatan 1', zip: '116 46', city: 'Stockholm' })
      .where(eq(locations.id, place.id));
  }
  const early = await submit(
    t,
    credential,
    orderBody({ clientOrderId: 'z-before', lines: [simpleLine(4500)], placedAt: noon(BEFORE_FIRST_Z) }),
  );
  expect(early.status, JSON.stringify(early.body)).toBe(201);
  for (const [i, day] of DAYS.entries()) {
    for (const [credentialOf, prefix] of [
      [credential, 's'],
      [otherCredential, 'o'],
    ] as const) {
      const body = orderBody({
        clientOrderId: `z-${prefix}-${day}`,
        lines: [simpleLine(1000 * (i + 1), 2)],
        placedAt: noon(day),
      });
      const result = await submit(t, credentialOf, body);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
    }
  }
});

afterAll(() => t?.close());

describe('closing a day', () => {
  it('numbers the day once: a second close answers the same number, and the report is frozen', async () => {
    const day = DAYS[0] ?? '';
    const open = await read(sodermalm, day);
    expect(open).toMatchObject({ number: null, empty: false, receiptCount: 1 });
    const first = await t.gql<{ closeZReport: { status: string; report: { number: number } } }>(
      CLOSE,
      { v: sodermalm, d: day },
      owner,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.closeZReport).toMatchObject({ status: 'closed', report: { number: 1 } });
    const again = await t.gql<{ closeZReport: { status: string; report: { number: number } } }>(
      CLOSE,
      { v: sodermalm, d: day },
      owner,
    );
    expect(again.data?.closeZReport).toMatchObject({ status: 'alreadyClosed', report: { number: 1 } });
    const till = await dayClose(day);
    expect(till.status).toBe(200);
    expect(till.body.zReport).toMatchObject({ status: 'alreadyClosed', number: 1 });
    // Without an accounting integration a till's day close has no voucher, and is not refused.
    expect(till.body.voucher).toBeNull();
    // A late order for the closed day changes neither the frozen report nor the counter.
    const late = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'z-late', lines: [simpleLine(99900)], placedAt: noon(day) }),
    );
    expect(late.status).toBe(201);
    const closed = await read(sodermalm, day);
    expect(closed.number).toBe(1);
    expect(closed.totals).toEqual(open.totals);
    expect(closed.grandTotals).toEqual(open.grandTotals);
  });

  it('gives a burst of closes of several days one gap-free sequence, each day one number', async () => {
    const burst = await Promise.all(
      [...DAYS.slice(1), ...DAYS.slice(1), ...DAYS.slice(1)].map((day) => dayClose(day)),
    );
    for (const answer of burst) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const closed = burst.filter((a) => a.body.zReport?.status === 'closed');
    expect(closed).toHaveLength(DAYS.length - 1);
    const rows = await numbersOf(sodermalm);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(rows.map((r) => r.day)).size).toBe(5);
    expect(zSequenceGaps(rows.map((r) => r.number))).toEqual([]);
    // Every close of one day answered the one number of that day.
    for (const day of DAYS.slice(1)) {
      const numbers = new Set(
        burst
          .filter((_, i) => [...DAYS.slice(1), ...DAYS.slice(1), ...DAYS.slice(1)][i] === day)
          .map((a) => a.body.zReport?.number),
      );
      expect(numbers.size).toBe(1);
    }
    const [counter] = await t.database.db.select().from(zCounters).where(eq(zCounters.venueId, sodermalm));
    expect(counter?.lastNumber).toBe(5);
  });

  it('keeps one sequence per venue: closes of two venues interleaved leave no gap in either', async () => {
    await Promise.all(DAYS.map((day) => dayClose(day, otherCredential)));
    const otherNumbers = (await numbersOf(other)).map((r) => r.number);
    expect(otherNumbers).toEqual([1, 2, 3, 4, 5]);
    expect((await numbersOf(sodermalm)).map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('grows the grand totals by each closed day, in the order the days were closed, never resetting them', async () => {
    // Numbers follow the order of the closes (a burst of several days may close them in any order).
    const reports = (await Promise.all(DAYS.map((day) => read(sodermalm, day)))).sort(
      (a, b) => (a.number ?? 0) - (b.number ?? 0),
    );
    // Each report adds its own day and what it carries: the first its opening, later ones late sales.
    const carried = (z: ZView | undefined) =>
      (z?.opening?.totals.grossSales ?? 0) + (z?.late?.totals.grossSales ?? 0);
    expect(reports[0]?.grandTotals.sales).toBe((reports[0]?.totals.grossSales ?? 0) + carried(reports[0]));
    for (let i = 1; i < reports.length; i++) {
      const before = reports[i - 1]?.grandTotals.sales ?? 0;
      const now = reports[i];
      expect(now?.opening).toBeNull();
      expect(now?.grandTotals.sales).toBe(before + (now?.totals.grossSales ?? 0) + carried(now));
      expect(now?.grandTotals.net).toBe((now?.grandTotals.sales ?? 0) - (now?.grandTotals.returns ?? 0));
    }
    const [counter] = await t.database.db.select().from(zCounters).where(eq(zCounters.venueId, sodermalm));
    expect(counter?.grandTotalSales).toBe(reports.at(-1)?.grandTotals.sales);
  });

  it('gives an empty day no number, and the report says it is empty', async () => {
    const result = await t.gql<{
      closeZReport: { status: string; report: { number: number | null; empty: boolean } };
    }>(CLOSE, { v: sodermalm, d: EMPTY_DAY }, owner);
    expect(result.data?.closeZReport).toEqual({ status: 'empty', report: { number: null, empty: true } });
    const rows = await t.database.db
      .select()
      .from(zReports)
      .where(and(eq(zReports.venueId, sodermalm), eq(zReports.businessDay, EMPTY_DAY)));
    expect(rows).toHaveLength(0);
    const link = await t.gql<{ generatePdfReport: { url: string } }>(
      `mutation($v: ID!) { generatePdfReport(input: { venueId: $v, day: "${EMPTY_DAY}", language: "en" }) { url } }`,
      { v: sodermalm },
      owner,
    );
    const text = pdfText(
      new Uint8Array(await (await fetch(`${t.url}${link.data?.generatePdfReport.url}`)).arrayBuffer()),
    );
    expect(text).toContain('Nothing was sold, paid or refunded on this day.');
  });

  it('refuses bad input and another company’s venue, closing nothing', async () => {
    const before = await t.database.db.select().from(zReports);
    for (const [v, d] of [
      ['', DAYS[0]],
      ['\u0000', DAYS[0]],
      ['x'.repeat(5000), DAYS[0]],
      [sodermalm, '2026-02-30'],
      [sodermalm, 'yesterday'],
      [sodermalm, '2999-01-01'],
    ] as const) {
      const result = await t.gql(CLOSE, { v, d }, owner);
      expect(result.errors?.length, `${v.slice(0, 10)} ${d}`).toBeGreaterThan(0);
    }
    const b = await signUpOtherCompany(t);
    const foreign = await t.gql(CLOSE, { v: sodermalm, d: DAYS[1] }, b.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const read = await t.gql(Z, { v: sodermalm, d: DAYS[1] }, b.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(zReports)).toHaveLength(before.length);
  });
});

describe('sales recorded after a day closed, and before the first Z-report', () => {
  it('the first Z-report opens the grand totals with everything sold before it', async () => {
    const first = await read(sodermalm, DAYS[0] ?? '');
    expect(first.number).toBe(1);
    expect(first.opening).toMatchObject({
      days: [BEFORE_FIRST_Z],
      totals: { grossSales: 4500, salesCount: 1 },
    });
    expect(first.grandTotals.sales).toBe(4500 + first.totals.grossSales);
    // The day before it is in that opening: closing it later adds nothing to the grand totals again.
    expect((await read(sodermalm, BEFORE_FIRST_Z)).inOpening).toBe(true);
  });

  it('a late sale for a closed day is in the next Z-report to close, once; the grand total is every sale', async () => {
    // 'z-late' (99 900) was recorded for the first day after it closed: exactly one report carries it.
    const reports = await Promise.all(DAYS.map((day) => read(sodermalm, day)));
    const carriers = reports.filter((z) => z.late);
    expect(carriers).toHaveLength(1);
    expect(carriers[0]?.late).toMatchObject({
      days: [DAYS[0]],
      totals: { grossSales: 99900, salesCount: 1 },
      receiptCount: 1,
    });
    expect(carriers[0]?.number).toBe(2);
    // Close day D, record a late sale for D, close D+1: it is in D+1's report and nowhere else.
    const day = '2026-02-16';
    const next = '2026-02-17';
    for (const [id, on] of [
      ['z-d', day],
      ['z-d1', next],
    ] as const) {
      const sale = await submit(
        t,
        credential,
        orderBody({ clientOrderId: id, lines: [simpleLine(700)], placedAt: noon(on) }),
      );
      expect(sale.status).toBe(201);
    }
    expect((await dayClose(day)).body.zReport?.status).toBe('closed');
    const late = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'z-d-late', lines: [simpleLine(1234, 3)], placedAt: noon(day) }),
    );
    expect(late.status).toBe(201);
    // A copy printed of the closed day's receipt counts in the next report too.
    expect((await post(t, '/terminal/v1/orders/z-d/receipt-copy', credential, {})).status).toBe(200);
    const before = await read(sodermalm, day);
    expect(before.late).toBeNull();
    expect((await dayClose(next)).body.zReport?.status).toBe('closed');
    const after = await read(sodermalm, next);
    expect(after.late).toMatchObject({
      days: [day],
      totals: { grossSales: 1234 * 3, salesCount: 1 },
      receiptCount: 1,
      copyCount: 1,
    });
    expect(after.late?.vat.reduce((sum, v) => sum + v.gross, 0)).toBe(1234 * 3);
    // The closed day's own report is frozen.
    expect(await read(sodermalm, day)).toEqual(before);
    // Grand total = every sale the venue recorded up to the last closed day.
    const [all] = await t.database.db
      .select({ sales: sql<number>`coalesce(sum(${financeRollups.salesAmount}), 0)::float8` })
      .from(financeRollups)
      .where(and(eq(financeRollups.venueId, sodermalm), sql`${financeRollups.accountingDay} <= ${next}`));
    expect(after.grandTotals.sales).toBe(Number(all?.sales));
    // Nothing is carried twice: the open day after shows no late sales.
    expect((await read(sodermalm, '2026-02-18')).late).toBeNull();
  });
});

describe('what a closed Z-report shows', () => {
  it('issuer, register and control unit, groups, receipts and copies — on the page, the PDF and the e-mail', async () => {
    const day = DAYS[2] ?? '';
    // Copies printed on the till count on the order's day (closed days keep their frozen count).
    const copyDay = '2026-02-10';
    const paid = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'z-copy', lines: [simpleLine(4200)], placedAt: noon(copyDay) }),
    );
    expect(paid.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const copy = await post(t, '/terminal/v1/orders/z-copy/receipt-copy', credential, {});
      expect(copy.status).toBe(200);
      expect(copy.body.receiptCopies).toBe(i + 1);
    }
    const counted = await read(sodermalm, copyDay);
    expect(counted).toMatchObject({ receiptCount: 1, copyCount: 2 });

    const z = await read(sodermalm, day);
    expect(z.number).toBeGreaterThan(0);
    expect(z.issuer).toEqual({
      name: expect.any(String),
      legalName: 'Fika Södermalm AB',
      organizationNumber: '556677-8899',
      address: 'Götgatan 1, 116 46 Stockholm',
    });
    expect(z.registers).toEqual([{ name: 'Kassa 1', controlUnitSerial: 'CU-7788-SE', receiptCount: 1 }]);
    expect(z.groups).toEqual([{ name: null, quantity: 2, amount: 6000 }]);

    const link = await t.gql<{ generatePdfReport: { url: string } }>(
      `mutation($v: ID!) { generatePdfReport(input: { venueId: $v, day: "${day}", language: "en" }) { url } }`,
      { v: sodermalm },
      owner,
    );
    const text = pdfText(
      new Uint8Array(await (await fetch(`${t.url}${link.data?.generatePdfReport.url}`)).arrayBuffer()),
    ).map((run) => run.replace(/\u00a0/g, ' '));
    for (const field of [
      'Fika Södermalm AB',
      '556677-8899',
      'Götgatan 1, 116 46 Stockholm',
      'Kassa 1',
      'CU-7788-SE',
      'Z number',
      String(z.number),
      'Sales per product group',
      'No product group',
      'Receipt copies',
      'Grand total sales',
      'SEK 60.00',
    ]) {
      expect(text, field).toContain(field);
    }
    const sent = await t.gql(
      `mutation($v: ID!, $d: String!) { sendZReportEmail(venueId: $v, day: $d, email: "z@example.com") { success } }`,
      { v: sodermalm, d: day },
      owner,
    );
    expect(sent.errors).toBeUndefined();
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'z@example.com'));
    for (const field of ['Fika Södermalm AB', '556677-8899', 'CU-7788-SE', 'Z-nummer']) {
      expect(mail?.text, field).toContain(field);
    }
  });
});

describe('the day-close tick', () => {
  it('closes every finished day with sales, oldest first, and leaves today open', async () => {
    const now = new Date('2026-02-13T12:00:00Z');
    const closed = await closeDueZDays(t.database.db, now);
    expect(closed).toBeGreaterThanOrEqual(1);
    const rows = await numbersOf(sodermalm);
    expect(rows.map((r) => r.day)).toContain('2026-02-10');
    expect(zSequenceGaps(rows.map((r) => r.number))).toEqual([]);
    expect(await closeDueZDays(t.database.db, now)).toBe(0);
  });
});
