// Terminal orders' discounts over HTTP: the offer a line names is recorded and priced again with
// the engine; differences (amount, unknown or not applicable offer, manual discount over the
// staff member's cap) are listed for Monitoring while the order is kept as the till charged it;
// discounts roll up per offer and come back off on a full refund; bad discount fields are refused.
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { newId } from '../../lib/ids.ts';
import {
  accessLevels,
  discountDifferences,
  items,
  offerRollups,
  offerSchedules,
  offers,
  offerTargets,
  orderLines,
  orders,
  staff,
} from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from './terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let credential: string;
let companyId: string;
let venueId: string;
let coffee: { id: string; price: number };
let bun: { id: string; price: number };
let sandwich: { id: string; price: number };

const REFUND_ORDER = `mutation($id: ID!) { refundOrder(orderId: $id) { success order { status } } }`;

// An offer of the demo company, written directly (the offers API is another module's).
async function insertOffer(over: Partial<typeof offers.$inferInsert> & { itemIds?: string[] } = {}) {
  const id = newId();
  const { itemIds = [], ...columns } = over;
  await t.database.db.insert(offers).values({
    id,
    companyId,
    name: `Offer ${id.slice(-4)}`,
    type: 'ITEM_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: 20,
    ...columns,
  });
  if (itemIds.length > 0) {
    await t.database.db
      .insert(offerTargets)
      .values(itemIds.map((itemId, position) => ({ companyId, offerId: id, position, itemId })));
  }
  return id;
}

const line = (item: { id: string; price: number }, extra: Parameters<typeof simpleLine>[2] = {}) =>
  simpleLine(item.price, 1, { itemId: item.id, title: 'Item', ...extra });

const differencesOf = async (clientOrderId: string) => {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.clientOrderId, clientOrderId));
  if (!order) return [];
  return t.database.db
    .select({
      lineNo: discountDifferences.lineNo,
      kind: discountDifferences.kind,
      offerId: discountDifferences.offerId,
      offerName: discountDifferences.offerName,
      terminalAmount: discountDifferences.terminalAmount,
      expectedAmount: discountDifferences.expectedAmount,
    })
    .from(discountDifferences)
    .where(eq(discountDifferences.orderId, order.id))
    .orderBy(discountDifferences.lineNo);
};

// Stockholm is UTC+1 in November: 11:00Z is noon at the venue.
const NOON = '2026-11-20T11:00:00.000Z';
const AFTERNOON = '2026-11-20T14:00:00.000Z';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  venueId = demo.byName.Södermalm ?? '';
  ({ credential } = await issueTerminal(t, owner, venueId));
  const priced = await t.database.db
    .select({ id: items.id, price: items.defaultPrice })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false), gt(items.defaultPrice, 1000)))
    .orderBy(items.title)
    .limit(3);
  [coffee, bun, sandwich] = priced as [typeof coffee, typeof bun, typeof sandwich];
});
afterAll(() => t.close());

describe('terminal order discounts', () => {
  it('records the named offer; a wrong amount is kept as charged and listed once, also under a retry storm', async () => {
    const offerId = await insertOffer({ name: 'Kaffe −20 %', automatic: false, itemIds: [coffee.id] });
    const right = Math.floor((2 * coffee.price * 20 + 100) / 200);
    const good = orderBody({
      clientOrderId: 'disc-good',
      lines: [line(coffee, { discountKind: 'OFFER', offerId, discountAmount: right })],
    });
    expect((await submit(t, credential, good)).status).toBe(201);
    expect(await differencesOf('disc-good')).toEqual([]);
    const [stored] = await t.database.db
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.clientOrderId, 'disc-good'));
    expect(stored?.order_lines).toMatchObject({
      discountKind: 'OFFER',
      offerId,
      offerName: 'Kaffe −20 %',
      discountAmount: right,
    });

    const wrong = orderBody({
      clientOrderId: 'disc-wrong',
      lines: [line(coffee, { discountKind: 'OFFER', offerId, discountAmount: right + 100 })],
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(t, credential, wrong)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await differencesOf('disc-wrong')).toEqual([
      {
        lineNo: 1,
        kind: 'OFFER_MISMATCH',
        offerId,
        offerName: 'Kaffe −20 %',
        terminalAmount: right + 100,
        expectedAmount: right,
      },
    ]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.clientOrderId, 'disc-wrong'));
    expect(order?.totalAmount).toBe(coffee.price - right - 100);
  });

  it('lists an unknown offer, another company’s, an inactive one and one outside its hours', async () => {
    const lunch = await insertOffer({ name: 'Lunch', automatic: false, itemIds: [bun.id] });
    await t.database.db.insert(offerSchedules).values(
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((weekday, position) => ({
        companyId,
        offerId: lunch,
        position,
        weekday,
        startMinute: 11 * 60,
        endMinute: 14 * 60,
      })),
    );
    const inactive = await insertOffer({ name: 'Old', automatic: false, active: false, itemIds: [bun.id] });
    const other = await signUpOtherCompany(t);
    const theirs = newId();
    await t.database.db.insert(offers).values({
      id: theirs,
      companyId: other.companyId,
      name: 'Secret offer',
      type: 'ITEM_DISCOUNT',
      discountType: 'PERCENTAGE',
      value: 50,
    });
    const named = (offerId: string, amount: number) =>
      line(bun, { discountKind: 'OFFER', offerId, discountAmount: amount });
    const body = orderBody({
      clientOrderId: 'disc-named',
      placedAt: AFTERNOON,
      lines: [named('made-up', 100), named(theirs, 200), named(inactive, 300), named(lunch, 400)],
    });
    expect((await submit(t, credential, body)).status).toBe(201);
    expect(await differencesOf('disc-named')).toEqual([
      expect.objectContaining({ lineNo: 1, kind: 'OFFER_UNKNOWN', offerId: 'made-up', offerName: null }),
      // Another company's offer reads as unknown: its name never shows here.
      expect.objectContaining({ lineNo: 2, kind: 'OFFER_UNKNOWN', offerId: theirs, offerName: null }),
      expect.objectContaining({
        lineNo: 3,
        kind: 'OFFER_NOT_APPLICABLE',
        offerName: 'Old',
        expectedAmount: 0,
      }),
      expect.objectContaining({
        lineNo: 4,
        kind: 'OFFER_NOT_APPLICABLE',
        offerName: 'Lunch',
        expectedAmount: 0,
      }),
    ]);
    // At noon the lunch offer applies.
    const right = Math.floor((2 * bun.price * 20 + 100) / 200);
    const atNoon = orderBody({ clientOrderId: 'disc-noon', placedAt: NOON, lines: [named(lunch, right)] });
    expect((await submit(t, credential, atNoon)).status).toBe(201);
    expect(await differencesOf('disc-noon')).toEqual([]);
  });

  it('lists an automatic offer the till did not give, and sees an offer change at once', async () => {
    const automatic = await insertOffer({ name: 'Smörgås −10 %', value: 10, itemIds: [sandwich.id] });
    const expected = Math.floor((2 * sandwich.price * 10 + 100) / 200);
    const missed = orderBody({ clientOrderId: 'disc-missed', lines: [line(sandwich)] });
    expect((await submit(t, credential, missed)).status).toBe(201);
    expect(await differencesOf('disc-missed')).toEqual([
      {
        lineNo: 1,
        kind: 'OFFER_MISMATCH',
        offerId: automatic,
        offerName: 'Smörgås −10 %',
        terminalAmount: 0,
        expectedAmount: expected,
      },
    ]);
    // Deactivated: the next order is priced without it (the intake cache follows the feed version).
    await t.database.db.update(offers).set({ active: false }).where(eq(offers.id, automatic));
    const after = orderBody({ clientOrderId: 'disc-after', lines: [line(sandwich)] });
    expect((await submit(t, credential, after)).status).toBe(201);
    expect(await differencesOf('disc-after')).toEqual([]);
  });

  it('holds manual discounts to the staff member’s cap at the venue', async () => {
    const [person] = await t.database.db
      .select({ id: staff.id, name: staff.name, levelId: staff.accessLevelId })
      .from(staff)
      .where(and(eq(staff.companyId, companyId), eq(staff.name, 'Sara Nilsson')));
    if (!person?.levelId) throw new Error('no demo cashier');
    const setLevel = (permissions: string[], cap: number | null) =>
      t.database.db
        .update(accessLevels)
        .set({ permissions, manualDiscountCap: cap })
        .where(eq(accessLevels.id, person.levelId ?? ''));
    const manual = (clientOrderId: string, amount: number, percent?: number) =>
      orderBody({
        clientOrderId,
        staffId: person.id,
        staffName: person.name,
        lines: [
          simpleLine(10_000, 1, {
            discountKind: 'MANUAL',
            discountAmount: amount,
            ...(percent === undefined ? {} : { manualDiscountPercent: percent }),
          }),
        ],
      });
    await setLevel(['MAKE_PAYMENT', 'MANUAL_DISCOUNT'], 10);
    expect((await submit(t, credential, manual('cap-ok', 1000))).status).toBe(201);
    expect(await differencesOf('cap-ok')).toEqual([]);
    expect((await submit(t, credential, manual('cap-over', 1500))).status).toBe(201);
    expect(await differencesOf('cap-over')).toEqual([
      expect.objectContaining({
        kind: 'CAP_EXCEEDED',
        terminalAmount: 1500,
        expectedAmount: 1000,
        offerId: null,
      }),
    ]);
    expect((await submit(t, credential, manual('cap-percent', 1000, 15))).status).toBe(201);
    expect(await differencesOf('cap-percent')).toEqual([
      expect.objectContaining({ kind: 'CAP_EXCEEDED', terminalAmount: 1000, expectedAmount: 1000 }),
    ]);
    await setLevel(['MAKE_PAYMENT', 'MANUAL_DISCOUNT'], null);
    expect((await submit(t, credential, manual('cap-none', 9000))).status).toBe(201);
    expect(await differencesOf('cap-none')).toEqual([]);
    // Without the permission any manual discount is over the cap: the most allowed is 0.
    await setLevel(['MAKE_PAYMENT'], 50);
    expect((await submit(t, credential, manual('cap-denied', 500))).status).toBe(201);
    expect(await differencesOf('cap-denied')).toEqual([
      expect.objectContaining({ kind: 'CAP_EXCEEDED', terminalAmount: 500, expectedAmount: 0 }),
    ]);
    const [stored] = await t.database.db
      .select({ staffName: discountDifferences.staffName })
      .from(discountDifferences)
      .where(eq(discountDifferences.kind, 'CAP_EXCEEDED'))
      .limit(1);
    expect(stored?.staffName).toBe(person.name);
  });

  it('an open order resubmitted is checked again as a whole', async () => {
    const offerId = await insertOffer({ name: 'Bulle −20 %', automatic: false, itemIds: [bun.id] });
    const right = Math.floor((2 * bun.price * 20 + 100) / 200);
    const open = (amount: number) =>
      orderBody({
        clientOrderId: 'disc-open',
        status: 'PENDING',
        lines: [line(bun, { discountKind: 'OFFER', offerId, discountAmount: amount })],
      });
    expect((await submit(t, credential, open(right + 1))).status).toBe(201);
    expect(await differencesOf('disc-open')).toHaveLength(1);
    expect((await submit(t, credential, open(right))).body).toMatchObject({ replayed: false });
    expect(await differencesOf('disc-open')).toEqual([]);
  });

  it('rolls discounts up per offer and manual in the order’s transaction, and takes them back on a full refund', async () => {
    const offerId = await insertOffer({ name: 'Rollup offer', automatic: false, itemIds: [coffee.id] });
    const right = Math.floor((2 * coffee.price * 20 + 100) / 200);
    // A day of its own, outside the demo data, so its rollups hold this order alone.
    const placedAt = '2025-03-05T10:00:00.000Z';
    const body = orderBody({
      clientOrderId: 'disc-rollup',
      placedAt,
      lines: [
        line(coffee, { discountKind: 'OFFER', offerId, discountAmount: right }),
        simpleLine(5000, 1, { discountAmount: 500 }),
        simpleLine(5000, 1, { discountKind: 'MANUAL', discountAmount: 700 }),
      ],
    });
    const answers = await Promise.all([submit(t, credential, body), submit(t, credential, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const rollups = () =>
      t.database.db
        .select({
          day: offerRollups.accountingDay,
          key: offerRollups.offerKey,
          offerId: offerRollups.offerId,
          name: offerRollups.offerName,
          uses: offerRollups.useCount,
          amount: offerRollups.discountAmount,
        })
        .from(offerRollups)
        .where(and(eq(offerRollups.venueId, venueId), eq(offerRollups.accountingDay, '2025-03-05')))
        .orderBy(offerRollups.offerKey);
    expect(await rollups()).toEqual(
      [
        { day: '2025-03-05', key: offerId, offerId, name: 'Rollup offer', uses: 1, amount: right },
        { day: '2025-03-05', key: 'manual', offerId: null, name: 'manual', uses: 2, amount: 1200 },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
    );
    const refund = await t.gql(REFUND_ORDER, { id: answers.find((a) => a.status === 201)?.body.id }, owner);
    expect(refund.errors).toBeUndefined();
    // Taken back on the refund's own day: the sums over all days come to nothing.
    const [total] = await t.database.db
      .select({
        uses: sql<number>`sum(${offerRollups.useCount})`,
        amount: sql<number>`sum(${offerRollups.discountAmount})`,
      })
      .from(offerRollups)
      .where(and(eq(offerRollups.venueId, venueId), eq(offerRollups.offerKey, offerId)));
    expect({ uses: Number(total?.uses), amount: Number(total?.amount) }).toEqual({ uses: 0, amount: 0 });
  });

  it('refuses bad discount fields with field errors and stores nothing', async () => {
    const count = async () =>
      Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(orders))[0]?.n);
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discountKind: 'BOGUS' }, 'lines.0.discountKind', 'validation.invalid'],
      [{ discountKind: 'OFFER' }, 'lines.0.offerId', 'validation.required'],
      [{ discountKind: 'OFFER', offerId: '' }, 'lines.0.offerId', 'validation.required'],
      [{ discountKind: 'MANUAL', offerId: 'x' }, 'lines.0.discountKind', 'validation.invalid'],
      [{ manualDiscountPercent: 10 }, 'lines.0.discountKind', 'validation.invalid'],
      [
        { discountKind: 'MANUAL', manualDiscountPercent: 101 },
        'lines.0.manualDiscountPercent',
        'orders.errors.tooLarge',
      ],
      [
        { discountKind: 'MANUAL', manualDiscountPercent: -1 },
        'lines.0.manualDiscountPercent',
        'orders.errors.negative',
      ],
      [
        { discountKind: 'MANUAL', manualDiscountPercent: '10' },
        'lines.0.manualDiscountPercent',
        'validation.invalid',
      ],
      [{ discountKind: 'OFFER', offerId: 'x'.repeat(101) }, 'lines.0.offerId', 'validation.tooLong'],
      [
        { discountKind: 'OFFER', offerId: 'of\u0000fer' },
        'lines.0.offerId',
        'validation.unsupportedCharacter',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const body = orderBody({ clientOrderId: 'disc-bad', lines: [{ ...simpleLine(3000), ...extra }] });
      const answer = await submit(t, credential, body);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      const error = answer.body.error as { fieldErrors: { field: string; message: string }[] };
      expect(error.fieldErrors, JSON.stringify(extra)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
    expect(await count()).toBe(before);
  });
});
