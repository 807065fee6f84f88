// The till's side of online orders over HTTP: it lists the venue's online orders in progress,
// accepts and readies them (the guest sees it), hands over a card-paid one (the member earns) and
// takes payment for a pay-at-the-counter one with a full submission.
import type {
  GuestMemberSession,
  GuestOrderView,
  GuestPlacedOrder,
  GuestQuote,
  GuestVenue,
} from '@fika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { validate } from '../../../test/json-schema.ts';
import { newId } from '../../lib/ids.ts';
import {
  financeRollups,
  members,
  orderPayments,
  orders,
  voidJournal,
} from '../../platform/db/schema/index.ts';
import { issueTerminal, post } from '../orders/terminal-test-kit.ts';
import { demoItem, enableOnlineOrdering, guest } from './guest-test-kit.ts';
import type { TerminalOnlineOrder } from './terminal-online-orders.ts';

let t: TestServer;
let companyId: string;
let venueId: string;
let credential: string;
let bun: Awaited<ReturnType<typeof demoItem>>;
const SLUG = 'guest-till-sodermalm';

beforeAll(async () => {
  t = await startTestServer();
  ({ companyId, venueId } = await enableOnlineOrdering(t, 'Södermalm', SLUG));
  bun = await demoItem(t, companyId, 'Kanelbulle');
  const owner = await t.login(DEMO.owner);
  ({ credential } = await issueTerminal(t, owner, venueId));
});
afterAll(() => t.close());

async function place(payment: 'CARD' | 'COUNTER', memberToken?: string): Promise<GuestPlacedOrder> {
  const auth: Record<string, string> = memberToken ? { authorization: `Bearer ${memberToken}` } : {};
  const lines = [{ itemId: bun.id, quantity: 3, modificationIds: [] }];
  const quote = (await guest(t, 'POST', `/venues/${SLUG}/quote`, { serviceType: 'TAKE_AWAY', lines }, auth))
    .body as unknown as GuestQuote;
  const venue = (await guest(t, 'GET', `/venues/${SLUG}`)).body as unknown as GuestVenue;
  const placed = await guest(
    t,
    'POST',
    `/venues/${SLUG}/orders`,
    {
      serviceType: 'TAKE_AWAY',
      lines,
      idempotencyKey: newId(),
      pickupAt: venue.pickupSlots[0],
      customer: { name: 'Till Guest' },
      payment,
      card: payment === 'CARD' ? { number: '4242424242424242', expiry: '01/31', cvc: '999' } : null,
      expectedTotal: quote.total,
    },
    auth,
  );
  expect(placed.status).toBe(201);
  return placed.body as unknown as GuestPlacedOrder;
}

const list = async () =>
  ((await fetchTerminal('GET', '/terminal/v1/online-orders')).body as { orders: TerminalOnlineOrder[] })
    .orders;

async function fetchTerminal(method: string, path: string) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${credential}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const move = (clientOrderId: string, status: string) =>
  post(t, `/terminal/v1/orders/${clientOrderId}/status`, credential, {
    status,
    at: new Date().toISOString(),
  });

const view = async (token: string) =>
  (await guest(t, 'GET', `/orders/${token}`)).body as unknown as GuestOrderView;

describe('online orders at the till', () => {
  it('lists a card order, accepts and readies it live for the guest, hands it over and the member earns', async () => {
    // A member places it.
    await guest(t, 'POST', '/members/code', { venueSlug: SLUG, email: 'till@example.com' });
    const [mail] = await t.outbox('till@example.com');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const session = (
      await guest(t, 'POST', '/members/session', { venueSlug: SLUG, email: 'till@example.com', code })
    ).body as unknown as GuestMemberSession;
    const placed = await place('CARD', session.token);

    const doc = (await (await fetch(`${t.url}/terminal/v1/openapi.json`)).json()) as Record<string, unknown>;
    const listed = await fetchTerminal('GET', '/terminal/v1/online-orders');
    expect(
      validate(
        doc,
        { $ref: '#/components/schemas/OnlineOrder' },
        (listed.body as { orders: unknown[] }).orders[0],
      ),
    ).toEqual([]);
    const entry = (await list()).find((o) => o.orderNumber === placed.orderNumber);
    expect(entry).toMatchObject({
      status: 'PENDING',
      paid: true,
      customerName: 'Till Guest',
      serviceType: 'TAKE_AWAY',
    });
    expect(entry?.lines).toMatchObject([{ itemId: bun.id, quantity: 3 }]);

    // The guest's stream sees the status move.
    const events = await fetch(`${t.url}/api/guest/v1/orders/${placed.token}/events`);
    const reader = events.body?.getReader();
    const seen: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      while (!seen.includes('READY')) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        for (const m of decoder.decode(chunk.value).matchAll(/"status":"([A-Z]+)"/g)) seen.push(m[1] ?? '');
      }
    })();
    expect((await move(entry?.clientOrderId ?? '', 'ACCEPTED')).status).toBe(200);
    expect((await view(placed.token)).status).toBe('ACCEPTED');
    // The stream polls: wait for it to pass ACCEPTED on before the order moves again.
    for (let i = 0; i < 50 && !seen.includes('ACCEPTED'); i++) await new Promise((r) => setTimeout(r, 100));
    expect((await move(entry?.clientOrderId ?? '', 'READY')).status).toBe(200);
    await reading;
    await reader?.cancel();
    expect(seen).toEqual(['PENDING', 'ACCEPTED', 'READY']);

    expect((await move(entry?.clientOrderId ?? '', 'COMPLETED')).status).toBe(200);
    expect((await view(placed.token)).status).toBe('COMPLETED');
    expect((await list()).some((o) => o.orderNumber === placed.orderNumber)).toBe(false);
    const [member] = await t.database.db.select().from(members).where(eq(members.email, 'till@example.com'));
    expect(member?.points).toBe(Math.floor((entry?.totalAmount ?? 0) / 100));
  });

  it('takes payment for a pay-at-the-counter order with a full submission, not with a status', async () => {
    const placed = await place('COUNTER');
    const entry = (await list()).find((o) => o.orderNumber === placed.orderNumber);
    expect(entry?.paid).toBe(false);
    const refused = await move(entry?.clientOrderId ?? '', 'COMPLETED');
    expect(refused.status).toBe(409);
    const now = new Date().toISOString();
    const paid = await post(t, '/terminal/v1/orders', credential, {
      clientOrderId: entry?.clientOrderId,
      channel: 'APP',
      serviceType: 'TAKE_AWAY',
      status: 'COMPLETED',
      placedAt: entry?.placedAt,
      closedAt: now,
      currency: 'SEK',
      lines: entry?.lines.map(({ totalAmount: _total, ...line }) => line),
      payments: [{ method: 'CASH', amount: entry?.totalAmount, tipAmount: 0 }],
      totals: { totalAmount: entry?.totalAmount, vatAmount: entry?.vatAmount },
    });
    // The online order already exists: completing it is an update, answered 200 as the OpenAPI says.
    expect(paid.status).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.clientOrderId, entry?.clientOrderId ?? ''));
    expect(order).toMatchObject({ status: 'COMPLETED', channel: 'APP', customerName: 'Till Guest' });
    expect(order?.closedAt).not.toBeNull();
    expect((await view(placed.token)).status).toBe('COMPLETED');
  });

  it('refunds a card-paid order the venue rejects: the card, the sales and the void journal', async () => {
    const placed = await place('CARD');
    const entry = (await list()).find((o) => o.orderNumber === placed.orderNumber);
    expect(entry?.paid).toBe(true);
    const salesOf = async () =>
      (
        await t.database.db
          .select({ sales: financeRollups.salesAmount, refunds: financeRollups.refundAmount })
          .from(financeRollups)
          .where(eq(financeRollups.venueId, venueId))
      ).reduce((sum, r) => sum + r.sales - r.refunds, 0);
    const before = await salesOf();

    const rejected = await post(t, `/terminal/v1/orders/${entry?.clientOrderId}/status`, credential, {
      status: 'REJECTED',
      at: new Date().toISOString(),
      staffName: 'Kim',
      reason: 'Out of buns',
    });
    expect(rejected.status).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.clientOrderId, entry?.clientOrderId ?? ''));
    // The order keeps the status that withdrew it, with its whole amount refunded.
    expect(order).toMatchObject({ status: 'REJECTED', refundedAmount: entry?.totalAmount });
    const payments = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? ''));
    expect(payments.every((p) => p.refundedAt !== null && p.refundedBy === 'Kim')).toBe(true);
    const journal = await t.database.db
      .select({ kind: voidJournal.kind, amount: voidJournal.amount, reason: voidJournal.reason })
      .from(voidJournal)
      .where(eq(voidJournal.orderId, order?.id ?? ''));
    expect(journal).toEqual([{ kind: 'REFUND_ORDER', amount: entry?.totalAmount, reason: 'Out of buns' }]);
    expect(await salesOf()).toBe(before - (entry?.totalAmount ?? 0));
    expect((await view(placed.token)).status).toBe('REJECTED');

    // Rejecting again is a replay: nothing is refunded twice.
    const again = await move(entry?.clientOrderId ?? '', 'REJECTED');
    expect(again.status).toBe(200);
    expect(await salesOf()).toBe(before - (entry?.totalAmount ?? 0));
  });
});
