import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  items,
  memberPoints,
  memberStamps,
  members,
  orders,
  stampCards,
  stampCardTargets,
  venues,
} from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';
import { earnForOrder, reverseForOrder } from './earning.ts';

let t: TestServer;
let owner = '';
let credential = '';
let companyId = '';
let bunId = '';
const cardId = newId();

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  ({ companyId } = await demoVenues(t));
  const db = t.database.db;
  await db.insert(venues).values({ id: 'venue-earning', companyId, name: 'Earning Lab' });
  ({ credential } = await issueTerminal(t, owner, 'venue-earning'));
  const [bun] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.title, 'Kanelbulle')));
  bunId = bun?.id ?? '';
  await db.insert(stampCards).values({
    id: cardId,
    companyId,
    name: 'Bun card',
    stampsRequired: 3,
    rewardKind: 'ITEM',
    rewardItemId: bunId,
  });
  await db.insert(stampCardTargets).values({ id: newId(), companyId, stampCardId: cardId, itemId: bunId });
});
afterAll(() => t.close());

async function newMember(points = 0) {
  const id = newId();
  await t.database.db.insert(members).values({ id, companyId, email: `earn-${id}@example.com`, points });
  return id;
}

const memberOf = async (id: string) =>
  (await t.database.db.select().from(members).where(eq(members.id, id)))[0];
const stampsOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(memberStamps)
      .where(and(eq(memberStamps.memberId, id), eq(memberStamps.stampCardId, cardId)))
  )[0];

// An open order of two buns (2 × 35.00 SEK) placed as the member, then paid by the till.
async function paidMemberOrder(clientOrderId: string, memberId: string) {
  const lines = [simpleLine(3500, 2, { itemId: bunId })];
  const open = await submit(t, credential, orderBody({ clientOrderId, lines, status: 'ACCEPTED' }));
  expect(open.status).toBe(201);
  const orderId = String(open.body.id);
  await t.database.db.update(orders).set({ memberId }).where(eq(orders.id, orderId));
  const paid = await submit(t, credential, orderBody({ clientOrderId, lines }));
  expect(paid.status).toBeLessThan(300);
  return orderId;
}

const REFUND_ORDER = `mutation($id: ID!) { refundOrder(orderId: $id, reason: "Cold") { success order { status } } }`;

describe('earning and reversal', () => {
  it('a member’s order earns points and stamps once when the till is paid', async () => {
    const memberId = await newMember();
    const orderId = await paidMemberOrder('earn-1', memberId);
    expect((await memberOf(memberId))?.points).toBe(70);
    expect(await stampsOf(memberId)).toMatchObject({ stamps: 2, rewardsAvailable: 0 });
    // Again (a retried completion): nothing more.
    const again = await t.database.db.transaction((tx) => earnForOrder(tx, companyId, orderId));
    expect(again).toMatchObject({ points: 0, stamps: [] });
    expect((await memberOf(memberId))?.points).toBe(70);
    const history = await t.database.db
      .select()
      .from(memberPoints)
      .where(eq(memberPoints.memberId, memberId));
    expect(history).toMatchObject([{ kind: 'EARN', amount: 70, balanceAfter: 70, orderId }]);
  });

  it('a full card becomes a reward and the extra stamps carry over', async () => {
    const memberId = await newMember();
    await paidMemberOrder('earn-2a', memberId);
    await paidMemberOrder('earn-2b', memberId);
    expect(await stampsOf(memberId)).toMatchObject({ stamps: 1, rewardsAvailable: 1, rewardsEarned: 1 });
  });

  it('a refund takes the points and stamps back once', async () => {
    const memberId = await newMember();
    const orderId = await paidMemberOrder('earn-3', memberId);
    const refund = await t.gql<{ refundOrder: { order: { status: string } } }>(
      REFUND_ORDER,
      { id: orderId },
      owner,
    );
    expect(refund.data?.refundOrder.order.status).toBe('REFUNDED');
    expect((await memberOf(memberId))?.points).toBe(0);
    expect(await stampsOf(memberId)).toMatchObject({ stamps: 0, rewardsAvailable: 0 });
    const again = await t.database.db.transaction((tx) => reverseForOrder(tx, companyId, orderId));
    expect(again).toMatchObject({ points: 0, stamps: [] });
    const history = await t.database.db
      .select()
      .from(memberPoints)
      .where(eq(memberPoints.memberId, memberId));
    expect(history.map((h) => [h.kind, h.amount, h.balanceAfter])).toEqual([
      ['EARN', 70, 70],
      ['REVERSE', -70, 0],
    ]);
  });

  it('a reversal never takes the balance below zero: it takes what is left and notes it', async () => {
    const memberId = await newMember();
    const orderId = await paidMemberOrder('earn-4', memberId);
    await t.database.db.update(members).set({ points: 20 }).where(eq(members.id, memberId));
    await t.gql(REFUND_ORDER, { id: orderId }, owner);
    expect((await memberOf(memberId))?.points).toBe(0);
    const [reverse] = await t.database.db
      .select()
      .from(memberPoints)
      .where(and(eq(memberPoints.memberId, memberId), eq(memberPoints.kind, 'REVERSE')));
    expect(reverse).toMatchObject({ amount: -20, balanceAfter: 0 });
  });

  it('an order without a member earns nothing', async () => {
    const answer = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'earn-5', lines: [simpleLine(3500, 1, { itemId: bunId })] }),
    );
    const orderId = String(answer.body.id);
    const result = await t.database.db.transaction((tx) => earnForOrder(tx, companyId, orderId));
    expect(result).toEqual({ memberId: null, points: 0, stamps: [] });
    // Another company's order id: nothing either.
    const foreign = await t.database.db.transaction((tx) => earnForOrder(tx, 'other-company', orderId));
    expect(foreign.memberId).toBeNull();
  });
});
