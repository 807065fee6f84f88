import { addDays } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import type { Ctx } from '../../kernel/context.ts';
import { companies, reports } from '../../platform/db/schema/index.ts';
import { createSandboxPayments } from '../../platform/providers/payments.ts';
import { payoutReportPdfDocument } from './payout-pdf.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const SESSION = 'query { authorizeUser { balanceAccountId companyId } }';
const TRANSACTIONS = `query T($ba: ID!, $from: String!, $to: String!, $statuses: [PaymentStatus!], $search: String, $first: Int, $after: String) {
  paymentTransactions(balanceAccountId: $ba, from: $from, to: $to, statuses: $statuses, search: $search, first: $first, after: $after) {
    currency totals { count gross fees net } endCursor
    transactions { id merchantReference status amount payable net fees { total } payoutId } } }`;
const PAYOUTS = `query P($ba: ID!, $from: String!, $to: String!) {
  payouts(balanceAccountId: $ba, from: $from, to: $to) { id day status transactionCount gross fees net } }`;
const PAYOUT = `query D($ba: ID!, $id: ID!) {
  payout(balanceAccountId: $ba, id: $id) { payout { id net } transactions { id net payoutId } } }`;
const CREATE = `mutation C($input: CreatePayoutReportInput!) { createPayoutReport(input: $input) { success error reportId } }`;
const REPORTS = `query R($ba: ID!) { payoutReports(balanceAccountId: $ba) { id from to totals { count net } payouts { id net } } }`;

type Tx = { id: string; merchantReference: string; status: string; net: number; payoutId: string | null };

async function paula() {
  const token = await t.login(DEMO.payments);
  const session = await t.gql<{ authorizeUser: { balanceAccountId: string | null; companyId: string } }>(
    SESSION,
    {},
    token,
  );
  return {
    token,
    ba: session.data?.authorizeUser.balanceAccountId ?? '',
    session: session.data?.authorizeUser,
  };
}

describe('payments-only account', () => {
  it('lists transactions newest first by time, across days and within each day', async () => {
    const { token, ba } = await paula();
    const result = await t.gql<{
      paymentTransactions: { transactions: { createdAt: string; merchantReference: string }[] };
    }>(
      `query T($ba: ID!, $from: String!, $to: String!) { paymentTransactions(balanceAccountId: $ba, from: $from, to: $to, first: 500) {
        transactions { createdAt merchantReference } } }`,
      { ba, from: addDays(today, -6), to: today },
      token,
    );
    const list = result.data?.paymentTransactions.transactions ?? [];
    expect(list.length).toBeGreaterThan(50);
    const times = list.map((tx) => Date.parse(tx.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The till numbers its sales in time order, so the references run down with the times.
    const sameDay = list.filter((tx) =>
      tx.merchantReference.startsWith(list[0]?.merchantReference.slice(0, 8) ?? ''),
    );
    const references = sameDay.map((tx) => tx.merchantReference);
    expect(references).toEqual([...references].sort().reverse());
  });

  it('has a balance account in its session and sees its transactions with totals, paged and filtered', async () => {
    const { token, ba } = await paula();
    expect(ba).toMatch(/^BA[0-9A-Z]{23}$/);
    const vars = { ba, from: addDays(today, -13), to: today };
    const all = await t.gql<{
      paymentTransactions: {
        currency: string;
        totals: { count: number; gross: number; fees: number; net: number };
        endCursor: string | null;
        transactions: Tx[];
      };
    }>(TRANSACTIONS, { ...vars, first: 50 }, token);
    const page = all.data?.paymentTransactions;
    expect(page?.currency).toBe('SEK');
    expect(page?.transactions).toHaveLength(50);
    expect(page?.totals.count).toBeGreaterThan(100);
    expect(page?.totals.net).toBe((page?.totals.gross ?? 0) - (page?.totals.fees ?? 0));
    const next = await t.gql<{ paymentTransactions: { transactions: Tx[] } }>(
      TRANSACTIONS,
      { ...vars, first: 50, after: page?.endCursor },
      token,
    );
    const ids = new Set(
      [...(page?.transactions ?? []), ...(next.data?.paymentTransactions.transactions ?? [])].map(
        (x) => x.id,
      ),
    );
    expect(ids.size).toBe(100);
    const refused = await t.gql<{ paymentTransactions: { totals: { net: number }; transactions: Tx[] } }>(
      TRANSACTIONS,
      { ...vars, statuses: ['Refused'] },
      token,
    );
    expect(refused.data?.paymentTransactions.transactions.every((x) => x.status === 'Refused')).toBe(true);
    expect(refused.data?.paymentTransactions.totals.net).toBe(0);
    const one = page?.transactions[3];
    const found = await t.gql<{ paymentTransactions: { transactions: Tx[] } }>(
      TRANSACTIONS,
      { ...vars, search: one?.id.slice(2, 12).toLowerCase() },
      token,
    );
    expect(found.data?.paymentTransactions.transactions.map((x) => x.id)).toContain(one?.id);
    const tooLong = await t.gql(TRANSACTIONS, { ...vars, from: addDays(today, -200) }, token);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sees payouts and a payout with the transactions it paid', async () => {
    const { token, ba } = await paula();
    const list = await t.gql<{
      payouts: { id: string; net: number; gross: number; fees: number; transactionCount: number }[];
    }>(PAYOUTS, { ba, from: addDays(today, -30), to: today }, token);
    const payouts = list.data?.payouts ?? [];
    expect(payouts.length).toBeGreaterThan(15);
    const chosen = payouts[4];
    const detail = await t.gql<{ payout: { payout: { id: string; net: number }; transactions: Tx[] } }>(
      PAYOUT,
      { ba, id: chosen?.id },
      token,
    );
    const txs = detail.data?.payout.transactions ?? [];
    expect(txs).toHaveLength(chosen?.transactionCount ?? -1);
    expect(txs.reduce((s, x) => s + x.net, 0)).toBe(chosen?.net);
    expect(txs.every((x) => x.payoutId === chosen?.id)).toBe(true);
  });

  it("refuses another company's balance account and a user without rights", async () => {
    const { ba } = await paula();
    const owner = await t.login(DEMO.owner);
    const other = await t.gql(TRANSACTIONS, { ba, from: today, to: today }, owner);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherPayout = await t.gql(PAYOUTS, { ba, from: today, to: today }, owner);
    expect(otherPayout.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const manager = await t.login(DEMO.manager);
    const refused = await t.gql(PAYOUTS, { ba, from: today, to: today }, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { token } = await paula();
    const bogus = await t.gql(PAYOUTS, { ba: 'BA0000000000000000000000', from: today, to: today }, token);
    expect(bogus.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('creates a frozen payout report, and returns the provider error joined for an unreasonable range', async () => {
    const { token, ba, session } = await paula();
    const from = addDays(today, -30);
    const created = await t.gql<{
      createPayoutReport: { success: boolean; error: string | null; reportId: string };
    }>(CREATE, { input: { balanceAccountId: ba, from, to: today } }, token);
    expect(created.data?.createPayoutReport).toMatchObject({ success: true, error: null });
    const reportId = created.data?.createPayoutReport.reportId ?? '';
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row?.type).toBe('PAYOUTS');
    expect(row?.companyId).toBe(session?.companyId);
    const listed = await t.gql<{
      payoutReports: { id: string; totals: { count: number; net: number }; payouts: { net: number }[] }[];
    }>(REPORTS, { ba }, token);
    const report = listed.data?.payoutReports.find((r) => r.id === reportId);
    expect(report?.totals.count).toBeGreaterThan(15);
    expect(report?.totals.net).toBe(report?.payouts.reduce((s, p) => s + p.net, 0));

    const failed = await t.gql<{
      createPayoutReport: { success: boolean; error: string | null; reportId: string | null };
    }>(CREATE, { input: { balanceAccountId: ba, from: addDays(today, -400), to: today } }, token);
    expect(failed.errors).toBeUndefined();
    expect(failed.data?.createPayoutReport.success).toBe(false);
    expect(failed.data?.createPayoutReport.reportId).toBeNull();
    expect(failed.data?.createPayoutReport.error).toMatch(
      /^Internal server error: Payout report for BA.* exceeds 366 days$/,
    );
    const stored = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.companyId, session?.companyId ?? ''), eq(reports.type, 'PAYOUTS')));
    expect(stored).toHaveLength(1);

    const bad = await t.gql(CREATE, { input: { balanceAccountId: ba, from: today, to: from } }, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('describes a payout report as a PDF document for generatePdfReport', async () => {
    const { token, ba } = await paula();
    const created = await t.gql<{ createPayoutReport: { reportId: string } }>(
      CREATE,
      { input: { balanceAccountId: ba, from: addDays(today, -10), to: today } },
      token,
    );
    const [row] = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, created.data?.createPayoutReport.reportId ?? ''));
    const listed = await t.gql<{ payoutReports: { id: string; payouts: { id: string }[] }[] }>(
      REPORTS,
      { ba },
      token,
    );
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, row?.companyId ?? ''));
    const ctx = {
      db: t.database.db,
      providers: { payments: createSandboxPayments() },
      principal: {
        kind: 'user',
        userId: row?.createdBy,
        companyId: row?.companyId,
        company,
        permissions: { scopes: [], venueIds: [] },
        isPaymentsOnly: true,
      },
    } as unknown as Ctx;
    const doc = await payoutReportPdfDocument(ctx, row?.id ?? '', ba);
    expect(doc.title).toBe('Payout report');
    const table = doc.sections[1];
    expect(table && 'table' in table ? table.table.rows.length : -1).toBe(
      listed.data?.payoutReports.find((r) => r.id === row?.id)?.payouts.length,
    );
  });
});
