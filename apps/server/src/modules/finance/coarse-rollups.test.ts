// The coarse rollups (day, hour, VAT and items per day, and sales, VAT and items per month) are the fine ones added up: after a random mix of
// orders with voided lines, refunds of whole orders and of single payments — most of them refunded
// on a later accounting day than the sale — every coarse row equals the fine rows it covers, and
// every read answers the same from the coarse tables as from the fine ones.
import { metricsOf, orderTotals, previousPeriod } from '@fika/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { staff, venues } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, type KitLine, orderBody, submit } from '../orders/terminal-test-kit.ts';
import {
  type FinanceDimension,
  type FinanceFilter,
  readLastUpdated,
  readSums,
  readSumsSets,
  readTop,
  readVat,
  splitByMonth,
} from './read.ts';

let t: TestServer;
let owner: string;
let credential: string;
let companyId: string;
let staffIds: (string | null)[] = [null];
const VENUE = 'venue-coarse';
const FROM = '2026-10-30';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  ({ companyId } = await demoVenues(t));
  // A venue of its own, so the rollups compared hold nothing but this file's orders.
  await t.database.db.insert(venues).values({ id: VENUE, companyId, name: 'Coarse Lab' });
  ({ credential } = await issueTerminal(t, owner, VENUE));
  const people = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.companyId, companyId));
  staffIds = [null, ...people.slice(0, 2).map((p) => p.id)];
});
afterAll(() => t.close());

const REFUND_ORDER = 'mutation($id: ID!) { refundOrder(orderId: $id) { success error } }';
const REFUND_PAYMENT = 'mutation($id: ID!) { refundPayment(paymentId: $id) { success error } }';

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

async function recordMix(seed: number, rounds: number) {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const completed: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const action = random();
    if (action < 0.7 || completed.length === 0) {
      const lines: KitLine[] = Array.from({ length: int(1, 4) }, (_, i) => ({
        title: pick(['Kaffe', 'Bulle', 'Lax', 'Öl']),
        quantity: int(1, 3),
        unitPrice: int(1, 40) * 500 + int(0, 99),
        modifications: [],
        discountAmount: random() < 0.25 ? int(0, 300) : 0,
        vatRate: pick([6, 12, 25]),
        voided: i > 0 && random() < 0.2,
        voidReason: 'Mistake',
      }));
      const total = orderTotals(lines).total;
      if (total <= 0) continue;
      const split = random() < 0.4 && total > 1 ? int(1, total - 1) : total;
      const payments = [
        {
          method: pick(['CARD', 'CASH', 'SWISH']),
          amount: split,
          tipAmount: random() < 0.4 ? int(0, 900) : 0,
        },
        ...(split < total ? [{ method: pick(['CARD', 'CASH']), amount: total - split, tipAmount: 0 }] : []),
      ];
      // Sales over a week in the past: every refund below is a late one, on today's accounting day.
      const closedAt = new Date(Date.UTC(2026, 9, 30 + int(0, 6), int(0, 23), int(0, 59))).toISOString();
      const answer = await submit(
        t,
        credential,
        orderBody({
          clientOrderId: `coarse-${seed}-${round}`,
          lines,
          payments,
          placedAt: closedAt,
          closedAt,
          channel: pick(['POS', 'APP', 'EXPRESS']),
          serviceType: pick(['EAT_HERE', 'TAKE_AWAY']),
          staffId: pick(staffIds),
          staffName: 'Sara',
        }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      completed.push(String(answer.body.id));
    } else if (action < 0.85) {
      await t.gql(REFUND_ORDER, { id: pick(completed) }, owner);
    } else {
      const rows = await t.database.db.execute(
        sql`select id from order_payments where order_id = ${pick(completed)} and refunded_at is null`,
      );
      const [payment] = rowsOf<{ id: string }>(rows);
      if (payment) await t.gql(REFUND_PAYMENT, { id: payment.id }, owner);
    }
  }
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const MEASURES = [
  'order_count',
  'sales_amount',
  'vat_amount',
  'discount_amount',
  'payment_count',
  'payment_amount',
  'tip_count',
  'tip_amount',
  'refund_count',
  'refund_amount',
];

// Rows as "key → measures" text, sorted: the fine table summed over `keys` against the coarse table.
// A month table's key `month` is the fine accounting day's month.
async function compare(fine: string, coarse: string, keys: string[], measures: string[]) {
  const sums = measures.map((m) => `sum(${m})::float8 as ${m}`).join(', ');
  const plain = measures.map((m) => `${m}::float8 as ${m}`).join(', ');
  const list = keys.join(', ');
  const fineList = keys
    .map((k) => (k === 'month' ? `to_char(accounting_day, 'YYYY-MM-01')::date as month` : k))
    .join(', ');
  const read = async (text: string) =>
    rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(text)))
      .map((r) => JSON.stringify([...keys, ...measures].map((k) => String(r[k]))))
      .sort();
  const fromFine = await read(
    `select ${fineList}, ${sums} from ${fine} where venue_id = '${VENUE}' group by ${keys.map((_, i) => i + 1).join(', ')}`,
  );
  const fromCoarse = await read(`select ${list}, ${plain} from ${coarse} where venue_id = '${VENUE}'`);
  return { fromFine, fromCoarse };
}

describe('coarse rollups', () => {
  it('equal the fine rollups added up after orders, voided lines, refunds and late refunds', async () => {
    await recordMix(20261124, 45);
    const refunds = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from order_payments p join orders o on o.id = p.order_id
            where o.venue_id = ${VENUE} and p.refunded_at is not null`,
      ),
    );
    expect(Number(refunds[0]?.n)).toBeGreaterThan(3);

    const day = await compare(
      'finance_rollups',
      'finance_day_rollups',
      ['company_id', 'venue_id', 'accounting_day', 'channel', 'service_type', 'payment_method'],
      MEASURES,
    );
    expect(day.fromCoarse).toEqual(day.fromFine);
    expect(day.fromCoarse.length).toBeGreaterThan(10);
    const hour = await compare(
      'finance_rollups',
      'finance_hour_rollups',
      ['company_id', 'venue_id', 'accounting_day', 'hour'],
      MEASURES,
    );
    expect(hour.fromCoarse).toEqual(hour.fromFine);
    const vat = await compare(
      'vat_rollups',
      'vat_day_rollups',
      ['company_id', 'venue_id', 'accounting_day', 'channel', 'service_type', 'vat_rate'],
      ['gross_amount', 'vat_amount'],
    );
    expect(vat.fromCoarse).toEqual(vat.fromFine);
    const ITEM = ['quantity', 'sales_amount'];
    const items = await compare(
      'item_rollups',
      'item_day_rollups',
      ['company_id', 'venue_id', 'accounting_day', 'item_key'],
      ITEM,
    );
    expect(items.fromCoarse).toEqual(items.fromFine);
    expect(items.fromCoarse.length).toBeGreaterThan(10);
    // The month rollups, against the fine rows of the month (the late refunds fall in another month).
    const PLACE = ['company_id', 'venue_id', 'month', 'channel', 'service_type'];
    for (const [fine, coarse, keys, measures] of [
      ['finance_rollups', 'finance_month_rollups', [...PLACE, 'payment_method'], MEASURES],
      ['vat_rollups', 'vat_month_rollups', [...PLACE, 'vat_rate'], ['gross_amount', 'vat_amount']],
      ['item_rollups', 'item_month_rollups', ['company_id', 'venue_id', 'month', 'item_key'], ITEM],
    ] as const) {
      const month = await compare(fine, coarse, [...keys], [...measures]);
      expect(month.fromCoarse, coarse).toEqual(month.fromFine);
      expect(new Set(month.fromCoarse.map((r) => JSON.parse(r)[2])).size, coarse).toBeGreaterThan(1);
    }
  });

  it('cut a period into whole calendar months and the days outside them', () => {
    expect(splitByMonth([{ from: '2025-12-15', to: '2026-02-10' }])).toEqual({
      months: [{ from: '2026-01-01', to: '2026-01-31' }],
      days: [
        { from: '2025-12-15', to: '2025-12-31' },
        { from: '2026-02-01', to: '2026-02-10' },
      ],
    });
    expect(splitByMonth([{ from: '2026-02-01', to: '2026-02-28' }])).toEqual({
      months: [{ from: '2026-02-01', to: '2026-02-28' }],
      days: [],
    });
    expect(splitByMonth([{ from: '2026-01-31', to: '2026-02-27' }])).toEqual({
      months: [],
      days: [{ from: '2026-01-31', to: '2026-02-27' }],
    });
    // Leap February, and a year of whole months.
    expect(splitByMonth([{ from: '2028-02-01', to: '2028-02-29' }]).months).toEqual([
      { from: '2028-02-01', to: '2028-02-29' },
    ]);
    expect(splitByMonth([{ from: '2025-11-01', to: '2026-10-31' }])).toEqual({
      months: [{ from: '2025-11-01', to: '2026-10-31' }],
      days: [],
    });
  });

  it('answer reads over whole months, mid-month edges and a year boundary as the fine rollups do', async () => {
    const db = t.database.db;
    const ranges = [
      ['2026-10-01', '2026-11-30'],
      ['2026-10-15', '2026-11-30'],
      ['2026-10-01', '2026-11-03'],
      ['2026-10-31', '2026-11-02'],
      ['2026-11-01', '2026-11-30'],
      ['2025-12-15', '2026-11-26'],
    ];
    for (const [from = '', to = ''] of ranges) {
      const filter: FinanceFilter = { venueIds: [VENUE], from, to };
      const label = `${from}..${to}`;
      for (const groupBy of [
        [],
        ['channel'],
        ['paymentMethod'],
        ['serviceType'],
        ['venue'],
      ] as FinanceDimension[][]) {
        expect(await readSums(db, companyId, filter, groupBy), `${label} ${groupBy.join()}`).toEqual(
          await readSums(db, companyId, filter, groupBy, { grain: 'fine' }),
        );
      }
      const filtered = { ...filter, channels: ['POS', 'APP'], paymentMethods: ['CARD'] };
      expect(await readSums(db, companyId, filtered, ['serviceType']), label).toEqual(
        await readSums(db, companyId, filtered, ['serviceType'], { grain: 'fine' }),
      );
      expect(await readVat(db, companyId, filter), label).toEqual(
        await readVat(db, companyId, filter, { grain: 'fine' }),
      );
      for (const by of ['item', 'category'] as const) {
        expect(await readTop(db, companyId, filter, by, 50), `${label} ${by}`).toEqual(
          await readTop(db, companyId, filter, by, 50, { grain: 'fine' }),
        );
      }
      const [fineLatest] = rowsOf<{ at: string | Date | null }>(
        await db.execute(
          sql`select max(updated_at) as at from finance_rollups where venue_id = ${VENUE}
              and accounting_day between ${from} and ${to}`,
        ),
      );
      expect((await readLastUpdated(db, companyId, filter))?.getTime(), label).toBe(
        fineLatest?.at ? new Date(fineLatest.at).getTime() : undefined,
      );
    }
    const [whole] = await readSums(db, companyId, {
      venueIds: [VENUE],
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(whole?.sums.orderCount).toBeGreaterThan(10);
    expect(whole?.sums.refundCount).toBeGreaterThan(3);

    // The previous period folded into a month-grain scan: November against October 2–31.
    const period = { venueIds: [VENUE], from: '2026-11-01', to: '2026-11-30' };
    const before = previousPeriod(period.from, period.to);
    const sets: FinanceDimension[][] = [[], ['channel'], ['paymentMethod'], ['serviceType']];
    const folded = await readSumsSets(db, companyId, period, sets, { previous: before });
    const [previousTotal] = await readSums(db, companyId, { ...period, ...before }, [], { grain: 'fine' });
    expect(folded.previous).toEqual(previousTotal?.sums);
    for (const [i, set] of sets.entries()) {
      expect(folded.sets[i], set.join()).toEqual(
        await readSums(db, companyId, period, set, { grain: 'fine' }),
      );
    }
  });

  it('answer every read the same as the fine rollups, with and without filters', async () => {
    const db = t.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const filter: FinanceFilter = { venueIds: [VENUE], from: FROM, to: today };
    const groupings: FinanceDimension[][] = [
      [],
      ['day'],
      ['hour'],
      ['channel'],
      ['paymentMethod'],
      ['serviceType'],
      ['day', 'paymentMethod'],
      ['venue', 'day'],
    ];
    for (const groupBy of groupings) {
      expect(await readSums(db, companyId, filter, groupBy), groupBy.join()).toEqual(
        await readSums(db, companyId, filter, groupBy, { grain: 'fine' }),
      );
    }
    const filtered = { ...filter, channels: ['POS', 'APP'], serviceTypes: ['TAKE_AWAY'] };
    expect(await readSums(db, companyId, filtered, ['day'])).toEqual(
      await readSums(db, companyId, filtered, ['day'], { grain: 'fine' }),
    );
    expect(await readSums(db, companyId, { ...filter, hours: [10, 11, 12] }, ['day'])).toEqual(
      await readSums(db, companyId, { ...filter, hours: [10, 11, 12] }, ['day'], { grain: 'fine' }),
    );
    expect(await readVat(db, companyId, filtered)).toEqual(
      await readVat(db, companyId, filtered, { grain: 'fine' }),
    );
    expect(await readVat(db, companyId, filter)).toEqual(
      await readVat(db, companyId, filter, { grain: 'fine' }),
    );

    // One scan with the previous period folded in answers what separate reads answer.
    const period = { ...filter, from: '2026-11-02', to: '2026-11-05' };
    const before = previousPeriod(period.from, period.to);
    const sets: FinanceDimension[][] = [[], ['day'], ['channel'], ['paymentMethod'], ['serviceType']];
    for (const grain of ['day', 'fine'] as const) {
      const folded = await readSumsSets(db, companyId, period, sets, { previous: before, grain });
      const [previousTotal] = await readSums(db, companyId, { ...period, ...before });
      expect(folded.previous).toEqual(previousTotal?.sums);
      expect(folded.previous?.orderCount).toBeGreaterThan(0);
      for (const [i, set] of sets.entries()) {
        expect(folded.sets[i], `${grain} ${set.join()}`).toEqual(
          await readSums(db, companyId, period, set, { grain: 'fine' }),
        );
      }
    }
  });

  it('show the same dashboard for a long period (coarse rollups) as the fine rollups add up to', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = await t.gql<{
      financeDashboard: {
        totals: { salesAmount: number; salesCount: number; refundAmount: number };
        previous: { salesAmount: number; salesCount: number };
        byHour: { key: string; metrics: { salesAmount: number } }[];
        vat: { rate: number; gross: number; vat: number }[];
      };
    }>(
      `query($v: [ID!], $from: String!, $to: String!) { financeDashboard(venueIds: $v, from: $from, to: $to) {
        totals { salesAmount salesCount refundAmount } previous { salesAmount salesCount }
        byHour { key metrics { salesAmount } } vat { rate gross vat } } }`,
      { v: [VENUE], from: FROM, to: today },
      owner,
    );
    const dashboard = result.data?.financeDashboard;
    const db = t.database.db;
    const filter: FinanceFilter = { venueIds: [VENUE], from: FROM, to: today };
    const [fine] = await readSums(db, companyId, filter, [], { grain: 'fine' });
    const totals = fine ? metricsOf(fine.sums) : null;
    expect(totals?.salesCount).toBeGreaterThan(10);
    expect(dashboard?.totals).toEqual({
      salesAmount: totals?.salesAmount,
      salesCount: totals?.salesCount,
      refundAmount: totals?.refundAmount,
    });
    const hours = await readSums(db, companyId, filter, ['hour'], { grain: 'fine' });
    for (const h of hours) {
      expect(dashboard?.byHour.find((b) => b.key === String(h.key.hour))?.metrics.salesAmount).toBe(
        metricsOf(h.sums).salesAmount,
      );
    }
    expect(dashboard?.vat).toEqual(await readVat(db, companyId, filter, { grain: 'fine' }));
  });
});
