import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  companies,
  memberPoints,
  members,
  membershipLevels,
  orders,
} from '../../platform/db/schema/index.ts';
import { applyPointsChange, type PointsChange } from './points.ts';

let t: TestServer;
let companyId: string;
const levels = { bronze: newId(), silver: newId(), gold: newId() };

beforeAll(async () => {
  t = await startTestServer();
  const [company] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
  companyId = company?.id ?? '';
  // Levels of its own so the test does not depend on the demo seed's.
  await t.database.db.delete(members).where(eq(members.companyId, companyId));
  await t.database.db.delete(membershipLevels).where(eq(membershipLevels.companyId, companyId));
  await t.database.db.insert(membershipLevels).values([
    { id: levels.bronze, companyId, title: { en: 'Bronze' }, pointsRequired: 0, isDefault: true },
    { id: levels.silver, companyId, title: { en: 'Silver' }, pointsRequired: 500 },
    { id: levels.gold, companyId, title: { en: 'Gold' }, pointsRequired: 2000 },
  ]);
});
afterAll(() => t.close());

async function addMember(points = 0, levelId: string = levels.bronze): Promise<string> {
  const id = newId();
  await t.database.db
    .insert(members)
    .values({ id, companyId, email: `${id}@guest.test`, points, membershipLevelId: levelId });
  return id;
}

async function change(input: Omit<PointsChange, 'companyId'>) {
  return t.database.db.transaction((tx) => applyPointsChange(tx, { companyId, ...input }));
}

async function memberRow(id: string) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row;
}

async function history(id: string) {
  return t.database.db
    .select()
    .from(memberPoints)
    .where(eq(memberPoints.memberId, id))
    .orderBy(asc(memberPoints.at), asc(memberPoints.balanceAfter));
}

async function anOrder(): Promise<string> {
  const [order] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .limit(1);
  return order?.id ?? '';
}

describe('applyPointsChange', () => {
  it('adds points with a history row and moves the member up, never down', async () => {
    const id = await addMember(450);
    const result = await change({
      memberId: id,
      amount: 100,
      kind: 'MANUAL',
      reason: 'Goodwill',
      actorName: 'Olle',
    });
    expect(result).toMatchObject({
      applied: true,
      amount: 100,
      balanceAfter: 550,
      membershipLevelId: levels.silver,
    });
    expect(await memberRow(id)).toMatchObject({ points: 550, membershipLevelId: levels.silver });
    await change({ memberId: id, amount: -500, kind: 'MANUAL', reason: 'Correction' });
    expect(await memberRow(id)).toMatchObject({ points: 50, membershipLevelId: levels.silver });
    expect((await history(id)).map((h) => [h.kind, h.amount, h.balanceAfter, h.reason])).toEqual([
      ['MANUAL', 100, 550, 'Goodwill'],
      ['MANUAL', -500, 50, 'Correction'],
    ]);
  });

  it('refuses a change below zero and changes nothing', async () => {
    const id = await addMember(30);
    await expect(change({ memberId: id, amount: -31, kind: 'MANUAL', reason: 'x' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'amount', message: 'validation.pointsNegative' }],
    });
    expect((await memberRow(id))?.points).toBe(30);
    expect(await history(id)).toEqual([]);
  });

  it('applies an order once per kind, and a reversal takes only what is left', async () => {
    const id = await addMember(0);
    const orderId = await anOrder();
    const earned = await change({ memberId: id, amount: 120, kind: 'EARN', orderId });
    expect(earned.applied).toBe(true);
    expect((await change({ memberId: id, amount: 120, kind: 'EARN', orderId })).applied).toBe(false);
    await change({ memberId: id, amount: -100, kind: 'MANUAL', reason: 'Spent' });
    const reversed = await change({ memberId: id, amount: -120, kind: 'REVERSE', orderId });
    expect(reversed).toMatchObject({ applied: true, amount: -20, balanceAfter: 0 });
    expect((await change({ memberId: id, amount: -120, kind: 'REVERSE', orderId })).applied).toBe(false);
    const rows = await history(id);
    expect(rows.map((h) => [h.kind, h.amount, h.balanceAfter])).toEqual([
      ['EARN', 120, 120],
      ['MANUAL', -100, 20],
      ['REVERSE', -20, 0],
    ]);
    expect(rows[2]?.reason).toContain('120');
  });

  it('ignores an amount of zero and refuses another company’s member', async () => {
    const id = await addMember(10);
    expect((await change({ memberId: id, amount: 0, kind: 'EARN' })).applied).toBe(false);
    await expect(
      t.database.db.transaction((tx) =>
        applyPointsChange(tx, { companyId: 'another-company', memberId: id, amount: 5, kind: 'MANUAL' }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the balance right under a concurrent burst of changes', async () => {
    const id = await addMember(100);
    // 20 takes of 10 from 100 at once: exactly 10 succeed, the balance ends at 0 and never below.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        change({ memberId: id, amount: -10, kind: 'MANUAL', reason: 'burst' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await memberRow(id))?.points).toBe(0);
    const rows = await history(id);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    const same = await t.database.db
      .select()
      .from(memberPoints)
      .where(and(eq(memberPoints.memberId, id), eq(memberPoints.kind, 'EARN')));
    expect(same).toEqual([]);
  });
});
