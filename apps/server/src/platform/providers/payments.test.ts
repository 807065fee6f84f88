import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  type BalanceAccount,
  createSandboxPayments,
  sandboxDayTransactions,
} from './payments.ts';

const entity = { id: 'le-1', name: 'Kafé Söder AB', country: 'SE', timezone: 'Europe/Stockholm' };
// A Saturday afternoon: today's sales are still authorised, last week's are paid out.
const now = new Date('2026-11-21T14:00:00Z');

async function account(): Promise<BalanceAccount> {
  const [first] = await createSandboxPayments().balanceAccounts(entity);
  if (!first) throw new Error('no balance account');
  return first;
}

describe('sandbox payments provider', () => {
  it('gives a legal entity one stable balance account in its country currency', async () => {
    const a = await account();
    expect(a.id).toMatch(/^BA[0-9A-Z]{23}$/);
    expect(a.currency).toBe('SEK');
    expect((await account()).id).toBe(a.id);
    const [other] = await createSandboxPayments().balanceAccounts({ ...entity, id: 'le-2' });
    expect(other?.id).not.toBe(a.id);
  });

  it('makes the same transactions every time, busier at weekends and at lunch and dinner', async () => {
    const a = await account();
    const provider = createSandboxPayments();
    const range = { from: '2026-10-01', to: '2026-10-31' };
    const first = await provider.transactions(a, range, now);
    expect(await provider.transactions(a, range, now)).toEqual(first);
    expect(new Set(first.map((t) => t.id)).size).toBe(first.length);
    expect(first.every((t) => t.amount > 0 && Number.isInteger(t.amount))).toBe(true);
    const perDay = (weekend: boolean) => {
      const days = new Map<string, number>();
      for (const t of first) {
        const w = new Date(`${t.day}T00:00:00Z`).getUTCDay();
        if ((w === 0 || w === 6) === weekend) days.set(t.day, (days.get(t.day) ?? 0) + 1);
      }
      return [...days.values()].reduce((s, n) => s + n, 0) / days.size;
    };
    expect(perDay(true)).toBeGreaterThan(perDay(false));
    const hourOf = (d: Date) =>
      Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', timeZone: a.timezone }).format(d));
    const at = (h: number) => first.filter((t) => hourOf(t.createdAt) === h).length;
    expect(at(12)).toBeGreaterThan(at(9));
    expect(at(19)).toBeGreaterThan(at(15));
    expect(new Set(first.map((t) => t.brand))).toEqual(new Set(['Visa', 'Mastercard', 'Amex', 'Maestro']));
    expect(new Set(first.map((t) => t.status))).toEqual(
      new Set(['Settled', 'Refunded', 'Refused', 'Chargeback']),
    );
  });

  it('adds the fees up and takes them off the net', async () => {
    const a = await account();
    const list = await createSandboxPayments().transactions(a, { from: '2026-11-01', to: '2026-11-21' }, now);
    for (const t of list) {
      expect(t.fees.total).toBe(t.fees.interchange + t.fees.scheme + t.fees.markup);
      expect(t.net).toBe(t.status === 'Refused' ? 0 : t.payable - t.fees.total);
      if (t.status === 'Refused') expect(t.fees.total).toBe(0);
      if (t.status === 'Settled') expect(t.fees.total).toBeGreaterThan(0);
    }
    // Today's sales are authorised only; sales of the last two business days are on their way.
    expect(
      list.filter((t) => t.day === '2026-11-21').every((t) => ['Authorised', 'Refused'].includes(t.status)),
    ).toBe(true);
    expect(list.some((t) => t.day === '2026-11-19' && t.status === 'SentForSettle')).toBe(true);
  });

  it('settles T+2 business days and pays out the settled net of each business day', async () => {
    expect(addBusinessDays('2026-11-19', 2)).toBe('2026-11-23'); // Thursday → Monday
    expect(addBusinessDays('2026-11-21', 2)).toBe('2026-11-24'); // Saturday → Tuesday
    const a = await account();
    const provider = createSandboxPayments();
    const payouts = await provider.payouts(a, { from: '2026-10-01', to: '2026-11-21' }, now);
    expect(payouts.length).toBeGreaterThan(30);
    expect(payouts.every((p) => ![0, 6].includes(new Date(`${p.day}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect(payouts[0]?.status).toBe('InTransit'); // Friday's, the day before
    expect(payouts.slice(3).every((p) => p.status === 'PaidOut' || p.status === 'Failed')).toBe(true);
    for (const p of payouts.slice(0, 10)) {
      const detail = await provider.payout(a, p.id, now);
      const txs = detail?.transactions ?? [];
      expect(detail?.payout).toEqual(p);
      expect(txs.length).toBe(p.transactionCount);
      expect(txs.every((t) => t.settlementDay === p.day && t.payoutId === p.id)).toBe(true);
      expect(txs.reduce((s, t) => s + t.net, 0)).toBe(p.net);
      expect(p.net).toBe(p.gross - p.fees);
      // Every settled transaction of the days settling on this payout's day is in it.
      const settled = sandboxDayTransactions(a, txs[0]?.day ?? '', now).filter((t) => t.status === 'Settled');
      expect(settled.every((t) => t.payoutId === p.id || t.settlementDay !== p.day)).toBe(true);
    }
    expect(await provider.payout(a, 'PO0000000000000000', now)).toBeNull();
  });

  it('answers a payout report over more than 366 days with an internal server error', async () => {
    const a = await account();
    const provider = createSandboxPayments();
    const report = await provider.payoutReport(a, { from: '2026-11-01', to: '2026-11-20' }, now);
    expect(report.ok).toBe(true);
    if (report.ok)
      expect(report.report.totals.net).toBe(report.report.payouts.reduce((s, p) => s + p.net, 0));
    const failed = await provider.payoutReport(a, { from: '2025-01-01', to: '2026-11-20' }, now);
    expect(failed).toEqual({
      ok: false,
      errors: ['Internal server error', expect.stringContaining('366 days')],
    });
  });
});
