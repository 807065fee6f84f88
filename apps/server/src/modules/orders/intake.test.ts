import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  financeRollups,
  itemRollups,
  items,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  vatRollups,
  voidJournal,
} from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, post, simpleLine, submit } from './terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let credential: string;
let venueId: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  venueId = demo.byName.Södermalm ?? '';
  ({ credential } = await issueTerminal(t, owner, venueId));
});
afterAll(() => t.close());

async function counts() {
  const db = t.database.db;
  const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n);
  return {
    orders: await one(db.select({ n: sql<number>`count(*)` }).from(orders)),
    lines: await one(db.select({ n: sql<number>`count(*)` }).from(orderLines)),
    payments: await one(db.select({ n: sql<number>`count(*)` }).from(orderPayments)),
    journal: await one(db.select({ n: sql<number>`count(*)` }).from(voidJournal)),
    finance: await one(
      db
        .select({ n: sql<number>`coalesce(sum(order_count + sales_amount + payment_amount), 0)` })
        .from(financeRollups),
    ),
    vat: await one(db.select({ n: sql<number>`coalesce(sum(gross_amount), 0)` }).from(vatRollups)),
    items: await one(db.select({ n: sql<number>`coalesce(sum(quantity), 0)` }).from(itemRollups)),
  };
}

const orderRow = async (clientOrderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.clientOrderId, clientOrderId)))[0];

describe('terminal order intake', () => {
  it('records an order and answers a retry as a replay', async () => {
    const body = orderBody({ clientOrderId: 'smoke-1', lines: [simpleLine(3500, 2)] });
    const first = await submit(t, credential, body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'COMPLETED', replayed: false });
    const again = await submit(t, credential, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: first.body.id,
      orderNumber: first.body.orderNumber,
      replayed: true,
    });
  });

  it('creates exactly one order from 10 identical submissions sent at once', async () => {
    const body = orderBody({
      clientOrderId: 'retry-storm',
      // Outside the demo data's 90 days, so the day's rollup holds this order alone.
      placedAt: '2025-06-18T10:15:00.000Z',
      lines: [simpleLine(4200, 1), simpleLine(2900, 3, { vatRate: 25, title: 'Öl' })],
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(t, credential, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const stored = await t.database.db.select().from(orders).where(eq(orders.clientOrderId, 'retry-storm'));
    expect(stored).toHaveLength(1);
    const [rollup] = await t.database.db
      .select({ n: sql<number>`sum(order_count)`, sales: sql<number>`sum(sales_amount)` })
      .from(financeRollups)
      .where(and(eq(financeRollups.venueId, venueId), eq(financeRollups.accountingDay, '2025-06-18')));
    expect(Number(rollup?.n)).toBe(1);
    expect(Number(rollup?.sales)).toBe(4200 + 3 * 2900);
  });

  it('numbers a burst of different orders on one venue without gaps or repeats, each with its contents and rollups', async () => {
    const day = '2025-06-19';
    const bodies = Array.from({ length: 12 }, (_, i) =>
      orderBody({
        clientOrderId: `burst-${i}`,
        placedAt: `${day}T10:${String(10 + i).padStart(2, '0')}:00.000Z`,
        lines: [simpleLine(1000 + i * 100, 1), simpleLine(2500, 2, { vatRate: 25, title: 'Öl' })],
      }),
    );
    const answers = await Promise.all(bodies.map((body) => submit(t, credential, body)));
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 201));
    const numbers = answers.map((a) => Number(a.body.orderNumber)).sort((a, b) => a - b);
    const [counter] = await t.database.db
      .select({ n: sql<number>`max(order_number)` })
      .from(orders)
      .where(eq(orders.venueId, venueId));
    // The burst took the venue's last 12 numbers, each once.
    expect(numbers).toEqual(numbers.map((_, i) => Number(counter?.n) - 11 + i));
    const stored = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.clientOrderId} like 'burst-%'`);
    expect(stored).toHaveLength(12);
    const lines = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(orderLines)
      .where(sql`${orderLines.orderId} in (select id from orders where client_order_id like 'burst-%')`);
    expect(Number(lines[0]?.n)).toBe(24);
    const events = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(orderEvents)
      .where(sql`${orderEvents.orderId} in (select id from orders where client_order_id like 'burst-%')`);
    expect(Number(events[0]?.n)).toBe(12);
    const [rollup] = await t.database.db
      .select({ n: sql<number>`sum(order_count)`, sales: sql<number>`sum(sales_amount)` })
      .from(financeRollups)
      .where(and(eq(financeRollups.venueId, venueId), eq(financeRollups.accountingDay, day)));
    expect(Number(rollup?.n)).toBe(12);
    expect(Number(rollup?.sales)).toBe(bodies.reduce((sum, b) => sum + b.totals.totalAmount, 0));
  });

  it('refuses a bad order with a clear error and stores nothing', async () => {
    const before = await counts();
    const good = orderBody({ clientOrderId: 'bad-1', lines: [simpleLine(5000, 1)] });
    const offByOne = await submit(t, credential, { ...good, totals: { totalAmount: 5001, vatAmount: 536 } });
    expect(offByOne.status).toBe(400);
    const error = offByOne.body.error as {
      code: string;
      messageKey: string;
      fieldErrors: { field: string; detail: string }[];
    };
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.messageKey).toBe('orders.errors.totalsMismatch');
    expect(error.fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'totals.totalAmount', detail: 'computed 5000, given 5001' }),
    );

    const negative = orderBody({
      clientOrderId: 'bad-2',
      lines: [simpleLine(1000, 1, { discountAmount: 1500 })],
      payments: [{ method: 'CARD', amount: 1, tipAmount: 0 }],
    });
    const negativeAnswer = await submit(t, credential, negative);
    expect(negativeAnswer.status).toBe(400);
    expect(JSON.stringify(negativeAnswer.body)).toContain('orders.errors.negativeLine');

    const fractional = await submit(t, credential, {
      ...good,
      clientOrderId: 'bad-3',
      lines: [{ ...simpleLine(1000), unitPrice: 10.5 }],
    });
    expect(fractional.status).toBe(400);
    expect(JSON.stringify(fractional.body)).toContain('lines.0.unitPrice');

    const other = await signUpOtherCompany(t);
    await t.database.db
      .insert(items)
      .values({ id: 'item-of-company-b', companyId: other.companyId, title: 'Smørrebrød', vatRate: 25 });
    const foreign = await submit(t, credential, {
      ...good,
      clientOrderId: 'bad-4',
      lines: [simpleLine(5000, 1, { itemId: 'item-of-company-b' })],
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('orders.errors.unknownItem');

    const unpaid = await submit(t, credential, {
      ...good,
      clientOrderId: 'bad-5',
      payments: [{ method: 'CASH', amount: 4000 }],
    });
    expect(unpaid.status).toBe(400);
    const wrongVat = await submit(t, credential, {
      ...orderBody({ clientOrderId: 'bad-6', lines: [simpleLine(5000, 1, { vatRate: 7 })] }),
    });
    expect(wrongVat.status).toBe(400);
    expect(JSON.stringify(wrongVat.body)).toContain('orders.errors.vatRate');

    const backwards = await submit(t, credential, {
      ...good,
      clientOrderId: 'bad-7',
      closedAt: '2026-11-20T10:59:59.000Z',
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('orders.errors.closedBeforePlaced');

    expect(await counts()).toEqual(before);
  });

  it('refuses order times before the start of all time or more than a day ahead, field by field', async () => {
    const before = await counts();
    const base = orderBody({ clientOrderId: 'when-1', lines: [simpleLine(3500, 1)] });
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await submit(t, credential, body);
      expect(answer.status).toBe(400);
      const error = answer.body.error as { code: string; fieldErrors: { field: string; message: string }[] };
      expect(error.code).toBe('BAD_USER_INPUT');
      return error.fieldErrors.map(({ field, message }) => ({ field, message }));
    };
    const year9999 = { ...base, placedAt: '9999-12-31T12:00:00.000Z', closedAt: '9999-12-31T12:05:00.000Z' };
    expect(await refusal(year9999)).toEqual([
      { field: 'placedAt', message: 'orders.errors.tooFarAhead' },
      { field: 'closedAt', message: 'orders.errors.tooFarAhead' },
    ]);
    const ancient = { ...base, placedAt: '2017-03-31T10:00:00.000Z', closedAt: '2017-03-31T10:05:00.000Z' };
    expect(await refusal(ancient)).toEqual([
      { field: 'placedAt', message: 'orders.errors.beforeAllTime' },
      { field: 'closedAt', message: 'orders.errors.beforeAllTime' },
    ]);
    const twoDaysAhead = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const paidLater = {
      ...base,
      payments: [{ method: 'CARD', amount: 3500, tipAmount: 0, paidAt: twoDaysAhead }],
    };
    expect(await refusal(paidLater)).toEqual([
      { field: 'payments.0.paidAt', message: 'orders.errors.tooFarAhead' },
    ]);
    expect(await counts()).toEqual(before);

    // A till whose clock runs a few hours fast is still accepted.
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const fast = await submit(t, credential, { ...base, placedAt: soon, closedAt: soon });
    expect(fast.status).toBe(201);

    // The status endpoint checks its time the same way.
    const open = orderBody({ clientOrderId: 'when-2', status: 'PENDING', lines: [simpleLine(3500, 1)] });
    expect((await submit(t, credential, open)).status).toBe(201);
    const change = await post(t, '/terminal/v1/orders/when-2/status', credential, {
      status: 'READY',
      at: '9999-12-31T00:00:00.000Z',
    });
    expect(change.status).toBe(400);
    expect(change.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [expect.objectContaining({ field: 'at', message: 'orders.errors.tooFarAhead' })],
    });
  });

  it('files an order on the accounting day and local hour of its payment (05:30 Stockholm, DST nights)', async () => {
    const cases: [string, string, string, number][] = [
      ['day-a', '2026-11-20T04:29:59.000Z', '2026-11-19', 5],
      ['day-b', '2026-11-20T04:30:00.000Z', '2026-11-20', 5],
      // 29 March 2026: clocks jump from 02:00 to 03:00; 01:30Z is 03:30 CEST.
      ['dst-spring-1', '2026-03-29T00:59:00.000Z', '2026-03-28', 1],
      ['dst-spring-2', '2026-03-29T01:30:00.000Z', '2026-03-28', 3],
      ['dst-spring-3', '2026-03-29T03:29:59.000Z', '2026-03-28', 5],
      ['dst-spring-4', '2026-03-29T03:30:00.000Z', '2026-03-29', 5],
      // 25 October 2026: 02:30 happens twice (CEST, then CET); 05:30 CET is 04:30Z.
      ['dst-autumn-1', '2026-10-25T00:30:00.000Z', '2026-10-24', 2],
      ['dst-autumn-2', '2026-10-25T01:30:00.000Z', '2026-10-24', 2],
      ['dst-autumn-3', '2026-10-25T04:29:59.000Z', '2026-10-24', 5],
      ['dst-autumn-4', '2026-10-25T04:30:00.000Z', '2026-10-25', 5],
    ];
    for (const [id, closedAt, day, hour] of cases) {
      const answer = await submit(
        t,
        credential,
        orderBody({
          clientOrderId: id,
          placedAt: '2026-01-01T12:00:00.000Z',
          closedAt,
          lines: [simpleLine(1000 + hour)],
        }),
      );
      expect(answer.status, id).toBe(201);
      const row = await orderRow(id);
      expect([row?.accountingDay, row?.hour], id).toEqual([day, hour]);
      const [rollup] = await t.database.db
        .select({ sales: sql<number>`sum(sales_amount)` })
        .from(financeRollups)
        .where(
          and(
            eq(financeRollups.venueId, venueId),
            eq(financeRollups.accountingDay, day),
            eq(financeRollups.hour, hour),
          ),
        );
      expect(Number(rollup?.sales), id).toBeGreaterThanOrEqual(1000 + hour);
    }
  });

  it('keeps an open order changeable until it is paid, journals voids once and refuses changes after', async () => {
    const lines = [
      simpleLine(3000, 2),
      simpleLine(1500, 1, { voided: true, voidReason: 'Wrong item', title: 'Te' }),
    ];
    const open = orderBody({ clientOrderId: 'table-7', status: 'PENDING', lines, staffName: 'Sara' });
    expect((await submit(t, credential, open)).status).toBe(201);
    const withMore = orderBody({
      clientOrderId: 'table-7',
      status: 'ACCEPTED',
      lines: [...lines, simpleLine(2500, 1, { title: 'Kaffe' })],
      staffName: 'Sara',
    });
    expect((await submit(t, credential, withMore)).body).toMatchObject({
      replayed: false,
      status: 'ACCEPTED',
    });
    const ready = await post(t, '/terminal/v1/orders/table-7/status', credential, {
      status: 'READY',
      at: '2026-11-20T11:10:00Z',
    });
    expect(ready.status).toBe(200);
    const paid = orderBody({
      clientOrderId: 'table-7',
      status: 'COMPLETED',
      closedAt: '2026-11-20T11:30:00.000Z',
      lines: withMore.lines,
      staffName: 'Sara',
    });
    // Paying the open order updates it: 200, as the OpenAPI says (201 is for a new order).
    expect((await submit(t, credential, paid)).status).toBe(200);
    const row = await orderRow('table-7');
    expect(row).toMatchObject({ status: 'COMPLETED', totalAmount: 8500, orderNumber: expect.any(Number) });
    expect(
      await t.database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row?.id ?? '')),
    ).toHaveLength(3);
    const voids = await t.database.db
      .select()
      .from(voidJournal)
      .where(eq(voidJournal.orderId, row?.id ?? ''));
    expect(voids.map((v) => [v.kind, v.amount, v.reason])).toEqual([['VOID_LINE', 1500, 'Wrong item']]);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? ''));
    expect(events.map((e) => e.status).sort()).toEqual(['ACCEPTED', 'COMPLETED', 'PENDING', 'READY']);

    const changed = await submit(t, credential, { ...paid, lines: [simpleLine(8500)] });
    expect(changed.status).toBe(409);
    const cancel = await post(t, '/terminal/v1/orders/table-7/status', credential, {
      status: 'CANCELLED',
      at: '2026-11-20T12:00:00Z',
    });
    expect(cancel.status).toBe(409);
  });

  it('cancels an open order with a void journal entry', async () => {
    await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'walkout', status: 'PENDING', lines: [simpleLine(6400)] }),
    );
    const cancel = await post(t, '/terminal/v1/orders/walkout/status', credential, {
      status: 'CANCELLED',
      at: '2026-11-20T12:00:00Z',
      staffName: 'Ali',
      reason: 'Guest left',
    });
    expect(cancel).toMatchObject({ status: 200, body: { status: 'CANCELLED', replayed: false } });
    const row = await orderRow('walkout');
    const journal = await t.database.db
      .select()
      .from(voidJournal)
      .where(eq(voidJournal.orderId, row?.id ?? ''));
    expect(journal.map((j) => [j.kind, j.amount, j.reason, j.actorName])).toEqual([
      ['CANCEL_ORDER', 6400, 'Guest left', 'Ali'],
    ]);
  });

  it('refuses a missing, wrong or revoked credential with 401', async () => {
    const body = orderBody({ clientOrderId: 'auth-1', lines: [simpleLine(1000)] });
    expect((await submit(t, '', body)).status).toBe(401);
    expect((await submit(t, `${credential}x`, body)).status).toBe(401);
    expect((await submit(t, 'nodot', body)).status).toBe(401);
    const { credential: second, id } = await issueTerminal(t, owner, venueId, 'Till 2');
    expect((await submit(t, second, body)).status).toBe(201);
    const revoked = await t.gql(
      'mutation($id: ID!) { revokeTerminal(id: $id) { revokedAt } }',
      { id },
      owner,
    );
    expect(revoked.errors).toBeUndefined();
    const after = await submit(t, second, { ...body, clientOrderId: 'auth-2' });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('answers malformed JSON and unknown orders in the API’s error shape', async () => {
    const response = await fetch(`${t.url}/terminal/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
      body: '{"clientOrderId":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'BAD_USER_INPUT', fieldErrors: [] } });
    const unknown = await post(t, '/terminal/v1/orders/nope/status', credential, {
      status: 'READY',
      at: '2026-11-20T10:00:00Z',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('lists terminals per venue for SETTINGS only, and hides other companies’ terminals', async () => {
    const list = await t.gql<{ terminals: { name: string; lastSeenAt: string | null }[] }>(
      'query($v: ID!) { terminals(venueId: $v) { name lastSeenAt revokedAt } }',
      { v: venueId },
      owner,
    );
    expect(list.data?.terminals.map((x) => x.name)).toEqual(['Till 2', 'Till 1']);
    expect(list.data?.terminals[1]?.lastSeenAt).not.toBeNull();
    const manager = await t.login(DEMO.manager);
    const refused = await t.gql(
      'query($v: ID!) { terminals(venueId: $v) { name } }',
      { v: venueId },
      manager,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
