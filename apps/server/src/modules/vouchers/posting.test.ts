import { accountingDayOf, addDays } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  integrationSecrets,
  integrations,
  sandboxAccountingVouchers,
  vouchers,
} from '../../platform/db/schema/index.ts';
import { createSandboxAccounting } from '../../platform/providers/accounting.ts';
import { encryptSecret } from '../../platform/secrets.ts';
import { issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';
import { dayVoucherInput } from './day-figures.ts';
import { closeVoucherDay, deliverVoucher, dueVoucherDays, type PostingBase } from './posting.service.ts';

let t: TestServer;
let owner = '';
let companyId = '';
let sodermalm = '';
let grunerlokka = '';

// Every account a Demo Bistro day posts to, from BAS.
const BAS = {
  'sales.25': '3001',
  'sales.12': '3002',
  'sales.6': '3003',
  'sales.0': '3004',
  'vat.25': '2611',
  'vat.12': '2621',
  'vat.6': '2631',
  'payment.CASH': '1910',
  'payment.CARD': '1580',
  'payment.SWISH': '1930',
  'payment.VIPPS': '1931',
  'payment.MOBILEPAY': '1932',
  'payment.INVOICE': '1510',
  'payment.GIFT_CARD': '2420',
  'payment.OTHER': '1933',
  tips: '2890',
  rounding: '3740',
  refunds: '3009',
  discounts: '3731',
};

const CLOSE = `mutation($v: ID!, $d: String!) { closeAccountingDay(venueId: $v, day: $d) {
  id status message attempts series number businessDay venueName lines { account key debit credit text } } }`;
type Voucher = {
  id: string;
  status: string;
  message: string | null;
  attempts: number;
  series: string | null;
  number: number | null;
  lines: { account: string; key: string; debit: number; credit: number }[];
};

const dayBack = (n: number) => addDays(accountingDayOf(new Date(), 'Europe/Stockholm'), -n);

async function enableFortnox(variables: Record<string, unknown> = {}, mapping: Record<string, string> = BAS) {
  const { db } = t.database;
  await db
    .insert(integrations)
    .values({
      id: 'int-fortnox',
      companyId,
      provider: 'fortnox',
      status: 'enabled',
      variables,
      accountMapping: mapping,
      connectedAt: new Date(),
      enabledAt: new Date(Date.now() - 40 * 86_400_000),
    })
    .onConflictDoUpdate({
      target: [integrations.companyId, integrations.provider],
      set: { status: 'enabled', variables, accountMapping: mapping },
    });
  const owner = 'integration:fortnox';
  await db
    .insert(integrationSecrets)
    .values({
      companyId,
      owner,
      ciphertext: encryptSecret(t.config.jwtSecret, `${companyId}:${owner}`, 'tok'),
    })
    .onConflictDoNothing();
}

const booked = async (ref: string) =>
  t.database.db
    .select()
    .from(sandboxAccountingVouchers)
    .where(eq(sandboxAccountingVouchers.externalRef, ref));

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const session = await t.gql<{ authorizeUser: { companyId: string } }>(
    'query { authorizeUser { companyId } }',
    {},
    owner,
  );
  companyId = session.data?.authorizeUser.companyId ?? '';
  const list = await t.gql<{ venues: { id: string; name: string }[] }>(
    'query { venues { id name } }',
    {},
    owner,
  );
  const ids = Object.fromEntries((list.data?.venues ?? []).map((v) => [v.name, v.id]));
  sodermalm = ids.Södermalm ?? '';
  grunerlokka = ids.Grünerløkka ?? '';
});
afterAll(() => t.close());

describe('closing an accounting day', () => {
  it('refuses without an enabled accounting integration, naming why', async () => {
    const result = await t.gql(CLOSE, { v: sodermalm, d: dayBack(5) }, owner);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result.errors?.[0]?.extensions)).toContain('accounting:errors.noIntegration');
  });

  it('posts one balanced voucher to the sandbox ledger, and answers the same voucher when closed again', async () => {
    await enableFortnox();
    const first = await t.gql<{ closeAccountingDay: Voucher }>(CLOSE, { v: sodermalm, d: dayBack(5) }, owner);
    expect(first.errors).toBeUndefined();
    const voucher = first.data?.closeAccountingDay as Voucher;
    expect(voucher).toMatchObject({ status: 'sent', message: null, attempts: 1, series: 'A' });
    const debit = voucher.lines.reduce((sum, l) => sum + l.debit, 0);
    const credit = voucher.lines.reduce((sum, l) => sum + l.credit, 0);
    expect(debit).toBe(credit);
    expect(debit).toBeGreaterThan(0);
    expect(voucher.lines.map((l) => l.account)).toEqual(expect.arrayContaining(['3001', '2611', '1580']));
    const again = await t.gql<{ closeAccountingDay: Voucher }>(CLOSE, { v: sodermalm, d: dayBack(5) }, owner);
    expect(again.data?.closeAccountingDay.id).toBe(voucher.id);
    expect(await booked(voucher.id)).toHaveLength(1);
  });

  it('books a day once under a concurrent burst of closes', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.gql<{ closeAccountingDay: Voucher }>(CLOSE, { v: grunerlokka, d: dayBack(6) }, owner),
      ),
    );
    const ids = new Set(results.map((r) => r.data?.closeAccountingDay.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.venueId, grunerlokka), eq(vouchers.businessDay, dayBack(6))));
    expect(rows).toHaveLength(1);
    expect(await booked(rows[0]?.id ?? '')).toHaveLength(1);
  });

  it('books a closed day as its Z-report froze it: a sale recorded for it later goes into the next day’s voucher', async () => {
    const day = dayBack(5);
    const next = dayBack(4);
    const company = { id: companyId, defaultCurrency: 'SEK', defaultLanguage: 'se' };
    const venue = { id: sodermalm, name: 'Södermalm' };
    const before = await dayVoucherInput(t.database.db, company, venue, day);
    const till = await issueTerminal(t, owner, sodermalm, 'Kassa sen');
    const late = await submit(
      t,
      till.credential,
      orderBody({
        clientOrderId: 'voucher-late',
        lines: [simpleLine(12_500, 2)],
        placedAt: `${day}T11:00:00.000Z`,
      }),
    );
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    // Re-sending the closed day's voucher books exactly what its Z-report froze.
    expect(await dayVoucherInput(t.database.db, company, venue, day)).toEqual(before);
    const gross = (lines: readonly { gross: number }[]) => lines.reduce((sum, l) => sum + l.gross, 0);
    const closed = await t.gql<{ closeAccountingDay: Voucher }>(CLOSE, { v: sodermalm, d: next }, owner);
    expect(closed.errors).toBeUndefined();
    const z = await t.gql<{ zReport: { vat: { gross: number }[]; late: { days: string[] } | null } }>(
      `query($v: ID!, $d: String!) { zReport(venueId: $v, day: $d) { vat { gross } late { days } } }`,
      { v: sodermalm, d: next },
      owner,
    );
    expect(z.data?.zReport.late?.days).toEqual([day]);
    const input = await dayVoucherInput(t.database.db, company, venue, next);
    expect(gross(input.sales)).toBe(gross(z.data?.zReport.vat ?? []) + 25_000);
  });

  it('refuses bad days, another company’s venue and a user without FINANCE or INTEGRATIONS, changing nothing', async () => {
    const before = (await t.database.db.select().from(vouchers)).length;
    for (const d of ['', '2026-13-45', 'x'.repeat(10_000), 'a\u0000b', addDays(dayBack(0), 2)]) {
      const result = await t.gql(CLOSE, { v: sodermalm, d }, owner);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const payments = await t.login(DEMO.payments);
    expect(
      (await t.gql(CLOSE, { v: sodermalm, d: dayBack(7) }, payments)).errors?.[0]?.extensions?.code,
    ).toMatch(/NOT_FOUND|FORBIDDEN/);
    const manager = await t.login(DEMO.manager);
    expect((await t.gql(CLOSE, { v: sodermalm, d: dayBack(7) }, manager)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(CLOSE, { v: '', d: dayBack(7) }, owner)).errors).toBeDefined();
    expect((await t.database.db.select().from(vouchers)).length).toBe(before);
  });
});

describe('a till closes its day (POST /terminal/v1/day-close)', () => {
  it('posts the venue’s day once, answers it again, and refuses a bad credential or day', async () => {
    const created = await t.gql<{ createTerminal: { credential: string } }>(
      'mutation($v: ID!, $n: String!) { createTerminal(venueId: $v, name: $n) { credential } }',
      { v: grunerlokka, n: 'Kassa dagslut' },
      owner,
    );
    const credential = created.data?.createTerminal.credential ?? '';
    const close = (body: unknown, auth = credential) =>
      fetch(`${t.url}/terminal/v1/day-close`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const day = addDays(accountingDayOf(new Date(), 'Europe/Oslo'), -11);
    const first = await close({ day });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { voucher: { id: string; status: string; day: string } };
    expect(answer.voucher).toMatchObject({ status: 'sent', day });
    const again = (await (await close({ day })).json()) as { voucher: { id: string } };
    expect(again.voucher.id).toBe(answer.voucher.id);
    expect(await booked(answer.voucher.id)).toHaveLength(1);
    expect((await close({ day }, 'nope.nope')).status).toBe(401);
    expect((await close({ day: 42 })).status).toBe(400);
    expect((await close({ day: '2099-01-01' })).status).toBe(400);
  });
});

describe('posting with retries', () => {
  it('a provider that fails twice and then accepts: exactly one voucher sent', async () => {
    await enableFortnox({ sandboxFailTimes: 2 });
    const base: PostingBase = {
      db: t.database.db,
      config: t.config,
      providers: { accounting: createSandboxAccounting(t.database.db) } as PostingBase['providers'],
    };
    const closed = await closeVoucherDay(t.database.db, companyId, sodermalm, dayBack(8));
    if (closed.kind !== 'created') throw new Error(closed.kind);
    expect(await deliverVoucher(base, closed.voucherId)).toBe('retry');
    const [pending] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, closed.voucherId));
    expect(pending).toMatchObject({ status: 'pending', message: expect.stringContaining('503') });
    expect(await deliverVoucher(base, closed.voucherId)).toBe('retry');
    expect(await deliverVoucher(base, closed.voucherId)).toBe('sent');
    // A late duplicate job finds it sent and sends nothing.
    expect(await deliverVoucher(base, closed.voucherId)).toBe('sent');
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, closed.voucherId));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, message: null });
    expect(await booked(closed.voucherId)).toHaveLength(1);
    await enableFortnox();
  });

  it('an account the ledger lacks fails with its message and raises the bell; Retry after the fix sends it', async () => {
    await enableFortnox({}, { ...BAS, 'payment.CARD': '9999' });
    const failed = await t.gql<{ closeAccountingDay: Voucher }>(
      CLOSE,
      { v: sodermalm, d: dayBack(9) },
      owner,
    );
    expect(failed.data?.closeAccountingDay).toMatchObject({
      status: 'failed',
      message: 'The account 9999 does not exist in the chart of accounts.',
    });
    const bell = await t.gql<{ failedVoucherAlerts: { venueId: string; failedCount: number }[] }>(
      'query { failedVoucherAlerts { venueId failedCount } }',
      {},
      owner,
    );
    expect(bell.data?.failedVoucherAlerts.find((a) => a.venueId === sodermalm)?.failedCount).toBe(2);
    const id = failed.data?.closeAccountingDay.id;
    await enableFortnox();
    const retried = await t.gql<{ retryVoucher: Voucher }>(
      'mutation($id: ID!) { retryVoucher(id: $id) { status message attempts } }',
      { id },
      owner,
    );
    expect(retried.data?.retryVoucher).toMatchObject({ status: 'sent', message: null, attempts: 2 });
    const again = await t.gql('mutation($id: ID!) { retryVoucher(id: $id) { status } }', { id }, owner);
    expect(JSON.stringify(again.errors?.[0]?.extensions)).toContain('accounting:errors.alreadySent');
    const resent = await t.gql<{ resendVoucher: Voucher }>(
      'mutation($id: ID!) { resendVoucher(id: $id) { status number } }',
      { id },
      owner,
    );
    expect(resent.data?.resendVoucher.status).toBe('sent');
    expect(await booked(String(id))).toHaveLength(1);
  });

  it('a mapping without an account the day needs fails naming the key', async () => {
    const { tips: _, ...withoutTips } = BAS;
    await enableFortnox({}, withoutTips);
    const result = await t.gql<{ closeAccountingDay: Voucher }>(
      CLOSE,
      { v: sodermalm, d: dayBack(10) },
      owner,
    );
    expect(result.data?.closeAccountingDay).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('tips'),
    });
    await enableFortnox();
  });

  it('the job closes each finished day since the integration was enabled, a week back at most, once', async () => {
    const now = new Date();
    const due = await dueVoucherDays(t.database.db, now);
    const mine = due.filter((d) => d.companyId === companyId);
    const days = new Set(mine.map((d) => d.day));
    expect(days.has(dayBack(0))).toBe(false);
    expect(mine.some((d) => d.venueId === sodermalm && d.day === dayBack(5))).toBe(false);
    expect(mine.some((d) => d.venueId === sodermalm && d.day === dayBack(1))).toBe(true);
    expect([...days].every((d) => d >= dayBack(8))).toBe(true);
  });
});

describe('the accounting page', () => {
  it('lists the integration and the last 30 days’ vouchers with their lines', async () => {
    const result = await t.gql<{
      accountingOverview: {
        integration: { provider: string; name: string } | null;
        vouchers: { status: string; businessDay: string | null; venueName: string; lines: unknown[] }[];
      };
    }>(
      'query { accountingOverview { integration { provider name } vouchers { status businessDay venueName lines { account } } } }',
      {},
      owner,
    );
    expect(result.data?.accountingOverview.integration).toEqual({ provider: 'fortnox', name: 'Fortnox' });
    const list = result.data?.accountingOverview.vouchers ?? [];
    expect(list.some((v) => v.businessDay === dayBack(5) && v.status === 'sent' && v.lines.length > 0)).toBe(
      true,
    );
    expect(list.some((v) => v.status === 'failed')).toBe(true);
  });

  it('exports SIE 4 in PC8 and a journal CSV for any range', async () => {
    const EXPORT = `query($f: String!, $to: String!, $fmt: VoucherExportFormat, $l: String) {
      voucherExport(from: $f, to: $to, format: $fmt, language: $l) { filename contentType base64 voucherCount } }`;
    const sie = await t.gql<{ voucherExport: { filename: string; base64: string; voucherCount: number } }>(
      EXPORT,
      { f: dayBack(30), to: dayBack(0) },
      owner,
    );
    expect(sie.errors).toBeUndefined();
    const bytes = Buffer.from(sie.data?.voucherExport.base64 ?? '', 'base64');
    const text = bytes.toString('latin1');
    expect(text.startsWith('#FLAGGA 0\r\n#FORMAT PC8\r\n#SIETYP 4\r\n')).toBe(true);
    expect(text).toContain('#VER "A" ');
    expect(sie.data?.voucherExport.filename).toMatch(/\.se$/);
    expect(sie.data?.voucherExport.voucherCount).toBeGreaterThanOrEqual(3);
    // 'ö' of Södermalm as code page 437's 0x94, never UTF-8.
    expect(bytes.includes(0x94)).toBe(true);
    const csv = await t.gql<{ voucherExport: { base64: string } }>(
      EXPORT,
      { f: dayBack(30), to: dayBack(0), fmt: 'CSV', l: 'sv' },
      owner,
    );
    const csvText = Buffer.from(csv.data?.voucherExport.base64 ?? '', 'base64').toString('utf8');
    expect(csvText.startsWith('\uFEFFDatum;Enhet;Verifikation')).toBe(true);
    const reversed = await t.gql(EXPORT, { f: dayBack(0), to: dayBack(3) }, owner);
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
