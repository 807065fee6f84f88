// The guest ordering API over HTTP against the real database: the venue, its menu (ETag), quotes
// priced on the server, and orders with every refusal of the "bad input and safety" list.
import type { GuestMenu, GuestPlacedOrder, GuestQuote, GuestVenue } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  financeRollups,
  items,
  offers,
  onlineOrderingSettings,
  openingExceptions,
  orderPayments,
  orders,
  promoCodes,
  promoRedemptions,
  rateLimits,
  venues,
} from '../../platform/db/schema/index.ts';
import { tableReference } from '../online-ordering/table-ref.ts';
import { addTable, demoItem, enableOnlineOrdering, guest } from './guest-test-kit.ts';

let t: TestServer;
let companyId: string;
let venueId: string;
let cappuccino: Awaited<ReturnType<typeof demoItem>>;
let bun: Awaited<ReturnType<typeof demoItem>>;
const SLUG = 'guest-sodermalm';

beforeAll(async () => {
  t = await startTestServer();
  ({ companyId, venueId } = await enableOnlineOrdering(t, 'Södermalm', SLUG));
  cappuccino = await demoItem(t, companyId, 'Cappuccino');
  bun = await demoItem(t, companyId, 'Kanelbulle');
});
afterAll(() => t.close());

const coffeeLine = () => ({
  itemId: cappuccino.id,
  quantity: 1,
  modificationIds: [cappuccino.option('Oat'), cappuccino.option('Small')],
});
const bunLine = () => ({ itemId: bun.id, quantity: 2, modificationIds: [] });

async function firstSlot(): Promise<string> {
  const venue = await guest(t, 'GET', `/venues/${SLUG}`);
  return (venue.body as unknown as GuestVenue).pickupSlots[0] ?? '';
}

async function orderBody(over: Record<string, unknown> = {}) {
  // The address's order limit is not what these tests are about.
  await t.database.db.delete(rateLimits);
  const lines = (over.lines as unknown[]) ?? [coffeeLine(), bunLine()];
  const quote = await guest(t, 'POST', `/venues/${SLUG}/quote`, {
    serviceType: 'EAT_HERE',
    lines,
    promoCode: over.promoCode ?? null,
  });
  return {
    serviceType: 'EAT_HERE',
    lines,
    idempotencyKey: newId(),
    pickupAt: await firstSlot(),
    customer: { name: 'Alva Guest', email: 'alva@example.com', phone: '+46 70 123 45 67' },
    payment: 'CARD',
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    expectedTotal: (quote.body as unknown as GuestQuote).total,
    ...over,
  };
}

// The order id in a placed order's token.
const orderIdOf = (placed: unknown): string =>
  ((placed as GuestPlacedOrder | undefined)?.token ?? '').split('.')[0] ?? '';

const countOrders = async () =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.channel, 'APP'))).length;

describe('guest venue and menu', () => {
  it('answers the venue page head with its open state and pickup times', async () => {
    const { status, body } = await guest(t, 'GET', `/venues/${SLUG.toUpperCase()}`);
    expect(status).toBe(200);
    const venue = body as unknown as GuestVenue;
    expect(venue).toMatchObject({
      slug: SLUG,
      name: 'Södermalm',
      currency: 'SEK',
      serviceTypes: ['TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE'],
      payment: { card: true, counter: true },
      table: null,
    });
    expect(venue.state.acceptingOrders).toBe(true);
    expect(venue.pickupSlots.length).toBeGreaterThan(0);
    expect(Date.parse(venue.pickupSlots[0] ?? '')).toBeGreaterThanOrEqual(Date.now() + 10 * 60_000 - 1000);
  });

  it('refuses an unknown, malformed or disabled venue', async () => {
    for (const slug of ['no-such-venue', 'x'.repeat(90), 'Ö-bad', '-']) {
      const { status, body } = await guest(t, 'GET', `/venues/${encodeURIComponent(slug)}`);
      expect([slug, status, body.error?.code]).toEqual([slug, 404, 'venueNotFound']);
    }
    const nul = await guest(t, 'GET', '/venues/a%00b');
    expect([nul.status, nul.body.error?.code]).toEqual([400, 'badInput']);
    await enableOnlineOrdering(t, 'Grünerløkka', 'guest-grunerlokka-off', { enabled: false });
    const off = await guest(t, 'GET', '/venues/guest-grunerlokka-off');
    expect([off.status, off.body.error?.code]).toEqual([409, 'onlineOrderingOff']);
  });

  it('resolves a table of the venue and refuses a forged one or one of another venue', async () => {
    const [norway] = await t.database.db.select().from(venues).where(eq(venues.name, 'Grünerløkka'));
    const own = await addTable(t, companyId, venueId, 'G7');
    const other = await addTable(t, companyId, norway?.id ?? '', 'G8');
    const good = tableReference(t.config.jwtSecret, own);
    const ok = await guest(t, 'GET', `/venues/${SLUG}?table=${good}`);
    expect(ok.status).toBe(200);
    expect((ok.body as unknown as GuestVenue).table).toEqual({ code: 'G7', floorPlanName: 'Plan G7' });
    const foreign = tableReference(t.config.jwtSecret, other);
    const forged = `${own}.${'A'.repeat(22)}`;
    for (const ref of [foreign, forged, 'nonsense']) {
      const refused = await guest(t, 'GET', `/venues/${SLUG}?table=${ref}`);
      expect([refused.status, refused.body.error?.code]).toEqual([400, 'tableInvalid']);
    }
  });

  it('answers the service type’s menu with modification groups, translated, and 304 for its ETag', async () => {
    const first = await guest(t, 'GET', `/venues/${SLUG}/menu?serviceType=EAT_HERE&lang=en`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const menu = first.body as unknown as GuestMenu;
    const items = menu.categories.flatMap((c) => c.items);
    const coffee = items.find((i) => i.id === cappuccino.id);
    expect(coffee).toMatchObject({ name: 'Cappuccino', allergens: ['MILK'] });
    const milk = coffee?.modificationGroups.find((g) => g.name === 'Milk');
    expect(milk).toMatchObject({ min: 1, max: 1 });
    expect(milk?.options.map((o) => o.name)).toContain('Oat');
    expect(milk?.options.filter((o) => o.preselected).map((o) => o.name)).toEqual(['Standard']);
    expect(items.find((i) => i.id === bun.id)?.name).toBe('Cinnamon bun');

    const again = await fetch(`${t.url}/api/guest/v1/venues/${SLUG}/menu?serviceType=EAT_HERE&lang=en`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const sv = await guest(t, 'GET', `/venues/${SLUG}/menu?serviceType=EAT_HERE&lang=sv`);
    expect(sv.headers.get('etag')).not.toBe(etag);

    const notOffered = await guest(t, 'GET', `/venues/${SLUG}/menu?serviceType=DELIVERY`);
    expect([notOffered.status, notOffered.body.error?.code]).toEqual([400, 'serviceTypeNotOffered']);
  });
});

describe('open-amount items', () => {
  it('leaves an item priced at the till off the guest menu and refuses it in a quote', async () => {
    const setManual = (manualPrice: boolean) =>
      t.database.db.update(items).set({ manualPrice }).where(eq(items.id, bun.id));
    await setManual(true);
    try {
      const menu = (await guest(t, 'GET', `/venues/${SLUG}/menu?serviceType=EAT_HERE&lang=en`))
        .body as unknown as GuestMenu;
      const ids = menu.categories.flatMap((c) => c.items.map((i) => i.id));
      expect(ids).toContain(cappuccino.id);
      expect(ids).not.toContain(bun.id);
      const quote = await guest(t, 'POST', `/venues/${SLUG}/quote`, {
        serviceType: 'EAT_HERE',
        lines: [bunLine()],
      });
      expect([quote.status, quote.body.error?.code]).toEqual([409, 'itemUnavailable']);
    } finally {
      await setManual(false);
    }
  });
});

describe('guest quotes', () => {
  it('prices from the menu, never from the browser', async () => {
    const { status, body } = await guest(t, 'POST', `/venues/${SLUG}/quote?lang=en`, {
      serviceType: 'EAT_HERE',
      lines: [{ ...coffeeLine(), price: 1 }, bunLine()],
    });
    expect(status).toBe(200);
    const quote = body as unknown as GuestQuote;
    const [coffee, buns] = quote.lines;
    expect(coffee).toMatchObject({ name: 'Cappuccino', unitPrice: cappuccino.price + 500, quantity: 1 });
    expect(buns).toMatchObject({ name: 'Cinnamon bun', gross: bun.price * 2 });
    expect(quote.total).toBe(quote.subtotal - quote.discountTotal);
    expect(quote.vatTotal).toBeGreaterThan(0);
    expect(quote.meetsMinimum).toBe(true);
  });

  it('refuses an item not on the menu and broken modification rules', async () => {
    const missing = await guest(t, 'POST', `/venues/${SLUG}/quote`, {
      serviceType: 'EAT_HERE',
      lines: [{ itemId: newId(), quantity: 1, modificationIds: [] }],
    });
    expect([missing.status, missing.body.error?.code]).toEqual([409, 'itemUnavailable']);
    for (const modificationIds of [
      [],
      [cappuccino.option('Oat'), cappuccino.option('Lactose-free'), cappuccino.option('Small')],
      [cappuccino.option('Oat'), cappuccino.option('Small'), bun.id],
    ]) {
      const broken = await guest(t, 'POST', `/venues/${SLUG}/quote`, {
        serviceType: 'EAT_HERE',
        lines: [{ itemId: cappuccino.id, quantity: 1, modificationIds }],
      });
      expect([broken.status, broken.body.error?.code]).toEqual([400, 'modificationInvalid']);
    }
  });

  it('answers bad input with field errors', async () => {
    const bad = [
      { serviceType: 'EAT_HERE', lines: [] },
      { serviceType: 'EAT_HERE', lines: [{ itemId: '', quantity: 1 }] },
      { serviceType: 'EAT_HERE', lines: [{ itemId: cappuccino.id, quantity: 1e9 }] },
      { serviceType: 'EAT_HERE', lines: [coffeeLine()], promoCode: 'x'.repeat(5000) },
      { serviceType: 'EAT_HERE', lines: [coffeeLine()], promoCode: 'A\u0000B' },
      'not json at all',
    ];
    for (const body of bad) {
      const answer = await guest(t, 'POST', `/venues/${SLUG}/quote`, body);
      expect([JSON.stringify(body).slice(0, 40), answer.status, answer.body.error?.code]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
        'badInput',
      ]);
    }
  });
});

describe('guest orders', () => {
  it('places a card order: channel APP, PENDING, paid, in the rollups at once; same key, same order', async () => {
    const before = await t.database.db
      .select()
      .from(financeRollups)
      .where(and(eq(financeRollups.companyId, companyId), eq(financeRollups.channel, 'APP')));
    const body = await orderBody();
    const placed = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
    expect(placed.status).toBe(201);
    const answer = placed.body as unknown as GuestPlacedOrder;
    expect(answer).toMatchObject({ status: 'PENDING', total: body.expectedTotal });
    expect(answer.token).toMatch(/^[a-z0-9]+\.[A-Za-z0-9_-]{22}$/);

    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIdOf(answer)));
    expect(order).toMatchObject({
      channel: 'APP',
      serviceType: 'EAT_HERE',
      status: 'PENDING',
      customerName: 'Alva Guest',
      customerPhone: '+46 70 123 45 67',
      totalAmount: body.expectedTotal,
      terminalId: null,
    });
    expect(order?.closedAt).not.toBeNull();
    expect(order?.pickupAt?.toISOString()).toBe(body.pickupAt);
    const payments = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? ''));
    expect(payments).toMatchObject([{ method: 'CARD', amount: body.expectedTotal, cardBrand: 'Visa' }]);
    const after = await t.database.db
      .select()
      .from(financeRollups)
      .where(and(eq(financeRollups.companyId, companyId), eq(financeRollups.channel, 'APP')));
    const sum = (rows: typeof after) => rows.reduce((s, r) => s + r.salesAmount, 0);
    expect(sum(after) - sum(before)).toBe(body.expectedTotal);

    const replay = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(placed.body);
  });

  it('keeps a tip beside the sale: the card is charged both, the payment and the sales figures split them', async () => {
    await t.database.db
      .update(onlineOrderingSettings)
      .set({ tipsEnabled: true })
      .where(eq(onlineOrderingSettings.venueId, venueId));
    try {
      const body = await orderBody({ tipAmount: 500 });
      const placed = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
      expect(placed.status).toBe(201);
      const id = orderIdOf(placed.body);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ totalAmount: body.expectedTotal, tipAmount: 500 });
      const payments = await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, id));
      expect(payments).toMatchObject([{ method: 'CARD', amount: body.expectedTotal, tipAmount: 500 }]);
    } finally {
      await t.database.db
        .update(onlineOrderingSettings)
        .set({ tipsEnabled: false })
        .where(eq(onlineOrderingSettings.venueId, venueId));
    }
  });

  it('creates one order from a concurrent double submit', async () => {
    const body = await orderBody({ payment: 'COUNTER', card: null });
    const before = await countOrders();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => guest(t, 'POST', `/venues/${SLUG}/orders`, body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => (a.body as unknown as GuestPlacedOrder).token)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIdOf(answers[0]?.body)));
    // Paid at the counter: open until the till takes payment.
    expect(order?.closedAt).toBeNull();
  });

  it('refuses, storing nothing: a declined card, a changed price, a bad pickup time, a forged table', async () => {
    const before = await countOrders();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' } }, 402, 'cardDeclined'],
      [{ expectedTotal: 100 }, 409, 'priceChanged'],
      [{ pickupAt: new Date(Date.now() + 60_000).toISOString() }, 400, 'pickupTimeInvalid'],
      [{ pickupAt: '2020-01-01T10:00:00.000Z' }, 400, 'pickupTimeInvalid'],
      [{ tableRef: `${newId()}.${'A'.repeat(22)}` }, 400, 'tableInvalid'],
      [{ serviceType: 'TABLE_SERVICE' }, 400, 'tableInvalid'],
      [{ lines: [{ itemId: newId(), quantity: 1, modificationIds: [] }] }, 409, 'itemUnavailable'],
      [{ customer: { name: '' } }, 400, 'badInput'],
      [{ customer: { name: 'x'.repeat(10_000) } }, 400, 'badInput'],
      [{ customer: { name: 'A\u0000' } }, 400, 'badInput'],
      [{ idempotencyKey: '' }, 400, 'badInput'],
      [{ payment: 'CARD', card: null }, 400, 'badInput'],
      [{ tipAmount: 500 }, 400, 'badInput'],
      [{ promoCode: 'NO-SUCH-CODE' }, 400, 'promoUnknown'],
    ];
    for (const [over, status, code] of cases) {
      const body = { ...(await orderBody()), ...over };
      const answer = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
      expect([JSON.stringify(over).slice(0, 60), answer.status, answer.body.error?.code]).toEqual([
        JSON.stringify(over).slice(0, 60),
        status,
        code,
      ]);
    }
    expect(await countOrders()).toBe(before);
  });

  it('refuses a paused venue, a disabled one and an order below the minimum', async () => {
    const before = await countOrders();
    const body = await orderBody();
    await enableOnlineOrdering(t, 'Södermalm', SLUG, { pausedUntil: new Date(Date.now() + 30 * 60_000) });
    const paused = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
    expect([paused.status, paused.body.error?.code]).toEqual([409, 'venuePaused']);
    const venue = await guest(t, 'GET', `/venues/${SLUG}`);
    expect((venue.body as unknown as GuestVenue).state).toMatchObject({ acceptingOrders: false });
    await enableOnlineOrdering(t, 'Södermalm', SLUG, { enabled: false });
    const off = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
    expect([off.status, off.body.error?.code]).toEqual([409, 'onlineOrderingOff']);
    await enableOnlineOrdering(t, 'Södermalm', SLUG, { minOrderAmount: 1_000_000 });
    const small = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
    expect([small.status, small.body.error?.code]).toEqual([400, 'belowMinimum']);
    // Closed: no opening hours today (a holiday), whatever the week says.
    await enableOnlineOrdering(t, 'Södermalm', SLUG);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const holiday = { id: newId(), companyId, venueId, date: today, closed: true };
    await t.database.db.insert(openingExceptions).values(holiday);
    const closedVenue = await guest(t, 'GET', `/venues/${SLUG}`);
    expect((closedVenue.body as unknown as GuestVenue).state).toMatchObject({
      open: false,
      acceptingOrders: false,
    });
    expect((closedVenue.body as unknown as GuestVenue).pickupSlots).toEqual([]);
    const closed = await guest(t, 'POST', `/venues/${SLUG}/orders`, body);
    expect([closed.status, closed.body.error?.code]).toEqual([409, 'venueClosed']);
    await t.database.db.delete(openingExceptions).where(eq(openingExceptions.id, holiday.id));
    expect(await countOrders()).toBe(before);
  });

  it('redeems a promo code exactly as often as it may be used, also at the same moment', async () => {
    const db = t.database.db;
    const id = newId();
    // A code grants something: here one of the demo's offers.
    const [offer] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.companyId, companyId))
      .limit(1);
    await db.insert(promoCodes).values({
      id,
      companyId,
      code: 'BURST5',
      title: { en: 'Burst' },
      offerId: offer?.id,
      maxUses: 5,
      uses: 0,
    });
    const bodies = await Promise.all(Array.from({ length: 12 }, () => orderBody({ promoCode: 'burst5' })));
    const answers = await Promise.all(bodies.map((b) => guest(t, 'POST', `/venues/${SLUG}/orders`, b)));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect([refused.status, refused.body.error?.code]).toEqual([409, 'promoUsedUp']);
    }
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(code?.uses).toBe(5);
    const redemptions = await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, id));
    expect(redemptions).toHaveLength(5);
    const withCode = await db.select().from(orders).where(eq(orders.promoCodeId, id));
    expect(withCode).toHaveLength(5);
  });
});

describe('guest order status', () => {
  it('shows the order by its token, and nothing for a forged one', async () => {
    const placed = await guest(t, 'POST', `/venues/${SLUG}/orders`, await orderBody());
    const token = (placed.body as unknown as GuestPlacedOrder).token;
    const view = await guest(t, 'GET', `/orders/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      token,
      venueSlug: SLUG,
      status: 'PENDING',
      serviceType: 'EAT_HERE',
      payment: 'CARD',
      currency: 'SEK',
    });
    expect((view.body.lines as { name: string; modifications: string[] }[])[0]?.modifications).toContain(
      'Havre',
    );
    const [id] = token.split('.');
    for (const forged of [id, `${id}.${'B'.repeat(22)}`, 'x']) {
      const refused = await guest(t, 'GET', `/orders/${forged}`);
      expect(refused.status).toBe(400);
    }
  });

  it('streams the status as server-sent events', async () => {
    const placed = await guest(t, 'POST', `/venues/${SLUG}/orders`, await orderBody());
    const token = (placed.body as unknown as GuestPlacedOrder).token;
    const controller = new AbortController();
    const response = await fetch(`${t.url}/api/guest/v1/orders/${token}/events`, {
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    const chunk = await reader?.read();
    const text = new TextDecoder().decode(chunk?.value);
    expect(text).toContain('event: status');
    expect(text).toContain('"status":"PENDING"');
    controller.abort();
  });
});
