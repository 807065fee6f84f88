import { accountingDayOf, addDays, PAYMENT_METHODS, paymentMethodLabel } from '@fika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { emailOutbox, users } from '../../platform/db/schema/index.ts';
import { pdfText } from '../../platform/pdf/pdf-text.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let venueId: string;
// A day well before the demo data's 90 days, so only these orders count.
const DAY = '2026-03-18';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  venueId = (await demoVenues(t)).byName['Södermalm'] ?? '';
  const { credential } = await issueTerminal(t, owner, venueId);
  // Three paid orders on DAY (12:00 local), one the day before (the opening counter).
  const orders = [
    orderBody({ clientOrderId: 'r-1', lines: [simpleLine(4500, 2)], placedAt: '2026-03-18T11:00:00.000Z' }),
    orderBody({
      clientOrderId: 'r-2',
      lines: [simpleLine(12000)],
      channel: 'APP',
      placedAt: '2026-03-18T12:00:00.000Z',
      payments: [{ method: 'CASH', amount: 12000, tipAmount: 1000 }],
    }),
    orderBody({ clientOrderId: 'r-3', lines: [simpleLine(3000, 3)], placedAt: '2026-03-18T18:00:00.000Z' }),
    orderBody({ clientOrderId: 'r-0', lines: [simpleLine(5000)], placedAt: '2026-03-17T12:00:00.000Z' }),
  ];
  for (const body of orders) {
    const result = await submit(t, credential, body);
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  }
});

afterAll(async () => {
  await t?.close();
});

const CREATE = `mutation($input: CreateReportInput!) { createReport(input: $input) { success reportId } }`;
const REPORT = `query($id: ID!) { report(id: $id) { name type lastUpdatedAt totals { salesAmount salesCount tipsAmount vatAmount }
  sections { key rows { key label metrics { salesAmount salesCount } quantity rate } } } }`;

describe('reports', () => {
  it('names a report without a name in the interface language, not the company language', async () => {
    const name = async (language?: string) => {
      const created = await t.gql<{ createReport: { reportId: string } }>(
        CREATE,
        { input: { type: 'SALES', from: DAY, to: DAY, venueIds: [venueId], language } },
        owner,
      );
      const id = created.data?.createReport.reportId ?? '';
      const { data } = await t.gql<{ report: { name: string } }>(REPORT, { id }, owner);
      return data?.report.name;
    };
    // The demo company writes its products in Swedish; an English interface still reads English.
    expect(await name('en')).toBe(`Sales report ${DAY}`);
    expect(await name('sv')).toBe(`Försäljningsrapport ${DAY}`);
    expect(await name()).toBe(`Försäljningsrapport ${DAY}`);
  });

  it('createReport → report figures equal the orders sent; CSV; delete', async () => {
    const created = await t.gql<{ createReport: { reportId: string } }>(
      CREATE,
      { input: { type: 'SALES', from: DAY, to: DAY, venueIds: [venueId] } },
      owner,
    );
    const id = created.data?.createReport.reportId ?? '';
    expect(id).not.toBe('');
    const { data } = await t.gql<{
      report: {
        totals: Record<string, number>;
        lastUpdatedAt: string;
        sections: { key: string; rows: { key: string; metrics: { salesAmount: number } }[] }[];
      };
    }>(REPORT, { id }, owner);
    expect(data?.report.totals).toMatchObject({
      salesAmount: 9000 + 12000 + 9000,
      salesCount: 3,
      tipsAmount: 1000,
    });
    expect(data?.report.lastUpdatedAt).toBeTruthy();
    const channels = data?.report.sections.find((s) => s.key === 'channel')?.rows ?? [];
    expect(channels.find((r) => r.key === 'APP')?.metrics.salesAmount).toBe(12000);
    const methods = data?.report.sections.find((s) => s.key === 'paymentMethod')?.rows ?? [];
    expect(methods.find((r) => r.key === 'CASH')?.metrics.salesAmount).toBe(12000);

    // Hours filter: only the 19:00 local order.
    const evening = await t.gql<{ createReport: { reportId: string } }>(
      CREATE,
      { input: { type: 'SALES', from: DAY, to: DAY, hours: [19] } },
      owner,
    );
    const eveningReport = await t.gql<{ report: { totals: { salesAmount: number } } }>(
      REPORT,
      { id: evening.data?.createReport.reportId },
      owner,
    );
    expect(eveningReport.data?.report.totals.salesAmount).toBe(9000);

    const csv = await t.gql<{ reportCsv: string }>(
      'query($id: ID!) { reportCsv(id: $id, language: "en") }',
      { id },
      owner,
    );
    expect(csv.data?.reportCsv).toContain('300.00');
    expect(csv.data?.reportCsv.startsWith('\uFEFF')).toBe(true);
    // A Swedish reader's Excel: a byte-order mark, ';' and decimal commas.
    const swedish = await t.gql<{ reportCsv: string }>(
      'query($id: ID!) { reportCsv(id: $id, language: "sv") }',
      { id },
      owner,
    );
    const rows = swedish.data?.reportCsv.split('\r\n') ?? [];
    expect(rows[0]?.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]?.split(';').length).toBeGreaterThan(5);
    expect(rows[1]).toContain(';300,00;3;');
    // Payment methods by their Swedish label, never the code.
    expect(rows.some((r) => r.startsWith('Kontant;120,00;'))).toBe(true);
    expect(rows.some((r) => r.startsWith('CASH'))).toBe(false);

    const listed = await t.gql<{ reports: { id: string }[] }>('{ reports { id } }', {}, owner);
    expect(listed.data?.reports.map((r) => r.id)).toContain(id);
    const deleted = await t.gql('mutation($id: ID!) { deleteReport(id: $id) { success } }', { id }, owner);
    expect(deleted.errors).toBeUndefined();
    const gone = await t.gql(REPORT, { id }, owner);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('MARGIN is refused with a translated reason; bad ranges are BAD_USER_INPUT; FINANCE is required', async () => {
    const margin = await t.gql(CREATE, { input: { type: 'MARGIN', from: DAY, to: DAY } }, owner);
    expect(margin.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(margin.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'type', message: 'reports:errors.typeUnavailable' },
    ]);
    const backwards = await t.gql(CREATE, { input: { type: 'SALES', from: DAY, to: '2026-03-01' } }, owner);
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A range must lie between the first accounting day of all time and a year from today.
    const farAhead = await t.gql(
      CREATE,
      { input: { type: 'SALES', from: '9999-12-01', to: '9999-12-31' } },
      owner,
    );
    expect(farAhead.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'from', message: 'reports:errors.tooFarAhead' },
      { field: 'to', message: 'reports:errors.tooFarAhead' },
    ]);
    const ancient = await t.gql(CREATE, { input: { type: 'SALES', from: '2017-03-31', to: DAY } }, owner);
    expect(ancient.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'from', message: 'reports:errors.beforeAllTime' },
    ]);
    const manager = await t.login(DEMO.manager);
    const forbidden = await t.gql(CREATE, { input: { type: 'SALES', from: DAY, to: DAY } }, manager);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("another company's report and venue are NOT_FOUND", async () => {
    const b = await signUpOtherCompany(t);
    const mine = await t.gql<{ createReport: { reportId: string } }>(
      CREATE,
      { input: { type: 'STAFF', from: DAY, to: DAY } },
      owner,
    );
    const id = mine.data?.createReport.reportId;
    const read = await t.gql(REPORT, { id }, b.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const venue = await t.gql(
      CREATE,
      { input: { type: 'SALES', from: DAY, to: DAY, venueIds: [venueId] } },
      b.token,
    );
    expect(venue.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const z = await t.gql(
      `query($v: ID!) { zReport(venueId: $v, day: "${DAY}") { day } }`,
      { v: venueId },
      b.token,
    );
    expect(z.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await t.gql<{ reports: { id: string }[] }>('{ reports { id } }', {}, b.token);
    expect(list.data?.reports).toEqual([]);
  });
});

describe('Z-reports', () => {
  it('totals, order numbers and counters; the PDF carries the same totals; e-mail with the PDF', async () => {
    const z = await t.gql<{
      zReport: Record<string, unknown> & { totals: { salesAmount: number; salesCount: number } };
    }>(
      `query($v: ID!) { zReport(venueId: $v, day: "${DAY}") { totals { salesAmount salesCount tipsAmount } vat { rate gross vat }
        payments { method amount } firstOrderNumber lastOrderNumber openingCounter closingCounter } }`,
      { v: venueId },
      owner,
    );
    expect(z.data?.zReport).toMatchObject({
      totals: { salesAmount: 30000, salesCount: 3, tipsAmount: 1000 },
      openingCounter: 5000,
      closingCounter: 35000,
    });
    const numbers: Record<string, unknown> = z.data?.zReport ?? {};
    expect(Number(numbers.lastOrderNumber) - Number(numbers.firstOrderNumber)).toBe(2);
    const link = await t.gql<{ generatePdfReport: { url: string } }>(
      `mutation($v: ID!) { generatePdfReport(input: { venueId: $v, day: "${DAY}", language: "en" }) { success url } }`,
      { v: venueId },
      owner,
    );
    const url = link.data?.generatePdfReport.url ?? '';
    expect(url).toMatch(/^\/reports\/pdf\?token=/);
    const response = await fetch(`${t.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes).map((run) => run.replace(/\u00a0/g, ' '));
    expect(text).toContain('SEK 300.00');
    expect(text).toContain('SEK 350.00');
    // The payment-method table counts payments, and names methods, never their codes.
    expect(text).toContain('Payments');
    for (const code of PAYMENT_METHODS) expect(text).not.toContain(code);
    const swedish = await t.gql<{ generatePdfReport: { url: string } }>(
      `mutation($v: ID!) { generatePdfReport(input: { venueId: $v, day: "${DAY}", language: "sv" }) { success url } }`,
      { v: venueId },
      owner,
    );
    const svText = pdfText(
      new Uint8Array(await (await fetch(`${t.url}${swedish.data?.generatePdfReport.url}`)).arrayBuffer()),
    );
    expect(svText).toContain('Betalningar');
    const methods = ((z.data?.zReport.payments ?? []) as { method: string }[]).map((p) => p.method);
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) expect(svText).toContain(paymentMethodLabel(method, 'sv'));
    // A tampered link is refused.
    expect((await fetch(`${t.url}${url}x`)).status).toBe(404);

    const sent = await t.gql(
      `mutation($v: ID!) { sendZReportEmail(venueId: $v, day: "${DAY}", email: "books@example.com") { success } }`,
      { v: venueId },
      owner,
    );
    expect(sent.errors).toBeUndefined();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'books@example.com'));
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
  });
});

describe('Z-report of a day not begun', () => {
  it('is refused, for the screen, the PDF and the e-mail', async () => {
    const tomorrow = addDays(accountingDayOf(new Date(), 'Europe/Stockholm'), 1);
    const z = await t.gql(
      `query($v: ID!) { zReport(venueId: $v, day: "${tomorrow}") { day } }`,
      { v: venueId },
      owner,
    );
    expect(z.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(z.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'day', message: 'reports:errors.futureDay' },
    ]);
    const pdf = await t.gql(
      `mutation($v: ID!) { generatePdfReport(input: { venueId: $v, day: "${tomorrow}" }) { success url } }`,
      { v: venueId },
      owner,
    );
    expect(pdf.data).toBeNull();
    expect(pdf.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('scheduled reports', () => {
  it('runs as a pg-boss job, e-mails the recipients, and skips a user whose FINANCE was removed', async () => {
    const created = await t.gql<{ createScheduledReport: { id: string } }>(
      `mutation { createScheduledReport(input: { name: "Daily sales", period: "DAILY", type: "SALES",
        recipients: ["daily@example.com"], language: "en" }) { id } }`,
      {},
      owner,
    );
    const id = created.data?.createScheduledReport.id;
    expect(id).toBeTruthy();
    const started = performance.now();
    const run = await t.gql<{ runScheduledReportNow: { state: string } }>(
      'mutation($id: ID!) { runScheduledReportNow(id: $id) { state } }',
      { id },
      owner,
    );
    console.info(`pg-boss start + first job: ${Math.round(performance.now() - started)} ms`);
    expect(run.data?.runScheduledReportNow.state).toBe('completed');
    const mails = await t.outbox('daily@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Daily sales');

    // The manager gets FINANCE, schedules a report, then loses FINANCE: the job sends nothing.
    const [manager] = await t.database.db.select().from(users).where(eq(users.email, DEMO.manager));
    await t.database.db
      .update(users)
      .set({ scopes: ['FINANCE'] })
      .where(eq(users.id, manager?.id ?? ''));
    const managerToken = await t.login(DEMO.manager);
    const theirs = await t.gql<{ createScheduledReport: { id: string } }>(
      `mutation { createScheduledReport(input: { name: "Manager daily", period: "DAILY", type: "SALES",
        recipients: ["manager-copy@example.com"] }) { id } }`,
      {},
      managerToken,
    );
    await t.database.db
      .update(users)
      .set({ scopes: ['MENUS'] })
      .where(eq(users.id, manager?.id ?? ''));
    const skipped = await t.gql<{ runScheduledReportNow: { state: string } }>(
      'mutation($id: ID!) { runScheduledReportNow(id: $id) { state } }',
      { id: theirs.data?.createScheduledReport.id },
      owner,
    );
    expect(skipped.data?.runScheduledReportNow.state).toBe('completed');
    expect(await t.outbox('manager-copy@example.com')).toHaveLength(0);

    const invalid = await t.gql(
      'mutation { createScheduledReport(input: { name: "x", period: "HOURLY", type: "SALES", recipients: [] }) { id } }',
      {},
      owner,
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
