import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { newId } from '../../lib/ids.ts';
import {
  auditEntries,
  companies,
  memberPoints,
  members,
  membershipLevels,
  orders,
} from '../../platform/db/schema/index.ts';
import {
  codeOf,
  dataOf,
  fieldErrorsOf,
  setPermissions,
} from '../modifications/modifications.test-helpers.ts';

let t: TestServer;
let owner: string;
let companyId: string;
const other = { token: '', companyId: '', levelId: '', memberId: '' };

const LEVEL =
  'id title { en se es no } description { en } discountPercentage pointsRequired primaryColor secondaryColor imageId isDefault memberCount';
const LEVELS = `query { membershipLevels { ${LEVEL} } }`;
const CREATE_LEVEL = `mutation($input: MembershipLevelInput!) { createMembershipLevel(input: $input) { ${LEVEL} } }`;
const UPDATE_LEVEL = `mutation($id: ID!, $input: MembershipLevelInput!) { updateMembershipLevel(id: $id, input: $input) { ${LEVEL} } }`;
const DELETE_LEVEL = 'mutation($id: ID!) { deleteMembershipLevel(id: $id) { success } }';
const MEMBER = 'id email name phone membershipLevelId points orderCount joinedAt';
const LIST = `query($filter: MemberFilterInput, $first: Int, $after: String) {
  members(filter: $filter, first: $first, after: $after) { nodes { ${MEMBER} } pageInfo { hasNextPage endCursor } totalCount } }`;
const ONE = `query($id: ID!) { member(id: $id) { ${MEMBER}
  pointsHistory { kind amount balanceAfter reason actorName orderId }
  stampCards { name stamps } recentOrders { id orderNumber venueName totalAmount currency } } }`;
const ASSIGN = `mutation($m: ID!, $l: ID!) { assignMembership(userId: $m, membershipLevelId: $l) { ${MEMBER} } }`;
const POINTS = `mutation($m: ID!, $a: Int!, $r: String!) { assignMembershipPoints(easyId: $m, amount: $a, reason: $r) {
  ${MEMBER} pointsHistory { kind amount balanceAfter reason actorName } } }`;
const EXPORT = 'query($id: ID!) { exportMemberData(id: $id) }';
const DELETE = 'mutation($id: ID!) { deleteMember(id: $id) { success } }';

type Level = {
  id: string;
  isDefault: boolean;
  pointsRequired: number;
  memberCount: number;
  title: { en: string | null };
};
type Member = { id: string; email: string; points: number; membershipLevelId: string | null };

async function levels(token = owner): Promise<Level[]> {
  return dataOf(await t.gql<{ membershipLevels: Level[] }>(LEVELS, {}, token)).membershipLevels;
}

async function createLevel(input: Record<string, unknown>, token = owner): Promise<Level> {
  return dataOf(await t.gql<{ createMembershipLevel: Level }>(CREATE_LEVEL, { input }, token))
    .createMembershipLevel;
}

async function addMember(
  values: Partial<typeof members.$inferInsert> = {},
  company = companyId,
): Promise<string> {
  const id = newId();
  await t.database.db.insert(members).values({
    id,
    companyId: company,
    email: `${id}@guest.test`,
    ...values,
  });
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const [company] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
  companyId = company?.id ?? '';
  // A clean programme: the tests make their own levels and members.
  await t.database.db.delete(members).where(eq(members.companyId, companyId));
  await t.database.db.delete(membershipLevels).where(eq(membershipLevels.companyId, companyId));
  const b = await signUpOtherCompany(t);
  other.token = b.token;
  other.companyId = b.companyId;
  other.levelId = (await createLevel({ title: { en: 'B level' } }, b.token)).id;
  other.memberId = await addMember({ email: 'guest@b.test', points: 40 }, b.companyId);
});
afterAll(() => t.close());

describe('membership levels', () => {
  let bronze: Level;
  let silver: Level;
  let gold: Level;

  it('makes the first level the default and keeps exactly one default', async () => {
    bronze = await createLevel({ title: { en: 'Bronze', se: 'Brons' }, pointsRequired: 0 });
    expect(bronze.isDefault).toBe(true);
    silver = await createLevel({
      title: { en: 'Silver' },
      pointsRequired: 500,
      discountPercentage: 5,
      primaryColor: '#C0C0C0',
    });
    expect(silver).toMatchObject({ isDefault: false, primaryColor: '#c0c0c0', discountPercentage: 5 });
    gold = await createLevel({ title: { se: 'Guld' }, pointsRequired: 2000, isDefault: true });
    expect((await levels()).filter((l) => l.isDefault).map((l) => l.id)).toEqual([gold.id]);
    // Unsetting the default is refused: another level must become it.
    const unset = await t.gql(
      UPDATE_LEVEL,
      { id: gold.id, input: { title: { se: 'Guld' }, pointsRequired: 2000, isDefault: false } },
      owner,
    );
    expect(fieldErrorsOf(unset)).toEqual([{ field: 'isDefault', message: 'validation.defaultLevel' }]);
    await t.gql(
      UPDATE_LEVEL,
      { id: bronze.id, input: { title: { en: 'Bronze' }, pointsRequired: 0, isDefault: true } },
      owner,
    );
    expect((await levels()).filter((l) => l.isDefault).map((l) => l.id)).toEqual([bronze.id]);
  });

  it('keeps points unique and refuses bad input with field errors, changing nothing', async () => {
    const before = await levels();
    const taken = await t.gql(CREATE_LEVEL, { input: { title: { en: 'Dup' }, pointsRequired: 500 } }, owner);
    expect(fieldErrorsOf(taken)).toEqual([{ field: 'pointsRequired', message: 'validation.pointsTaken' }]);
    const bad = await t.gql(
      CREATE_LEVEL,
      { input: { title: { en: '' }, discountPercentage: 120, primaryColor: 'blue', pointsRequired: -1 } },
      owner,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(
      fieldErrorsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['discountPercentage', 'pointsRequired', 'primaryColor', 'title.en']);
    const nul = await t.gql(CREATE_LEVEL, { input: { title: { en: 'a\u0000b' } } }, owner);
    expect(codeOf(nul)).toBe('BAD_USER_INPUT');
    const huge = await t.gql(CREATE_LEVEL, { input: { title: { en: 'x'.repeat(100_000) } } }, owner);
    expect(fieldErrorsOf(huge)).toEqual([{ field: 'title.en', message: 'validation.tooLong' }]);
    const image = await t.gql(
      CREATE_LEVEL,
      { input: { title: { en: 'Img' }, pointsRequired: 7, imageId: 'not-an-image' } },
      owner,
    );
    expect(fieldErrorsOf(image)).toEqual([{ field: 'imageId', message: 'validation.invalid' }]);
    expect(await levels()).toEqual(before);
  });

  it('refuses to delete the default and moves a deleted level’s members to the default', async () => {
    const refused = await t.gql(DELETE_LEVEL, { id: bronze.id }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    const onGold = await addMember({ membershipLevelId: gold.id });
    dataOf(await t.gql(DELETE_LEVEL, { id: gold.id }, owner));
    const [row] = await t.database.db.select().from(members).where(eq(members.id, onGold));
    expect(row?.membershipLevelId).toBe(bronze.id);
    gold = await createLevel({ title: { en: 'Gold' }, pointsRequired: 2000 });
  });

  it('keeps one default when two levels are made default at the same moment', async () => {
    const a = await createLevel({ title: { en: 'A' }, pointsRequired: 10 });
    const b = await createLevel({ title: { en: 'B' }, pointsRequired: 20 });
    const input = (title: string, points: number) => ({
      title: { en: title },
      pointsRequired: points,
      isDefault: true,
    });
    await Promise.all([
      t.gql(UPDATE_LEVEL, { id: a.id, input: input('A', 10) }, owner),
      t.gql(UPDATE_LEVEL, { id: b.id, input: input('B', 20) }, owner),
    ]);
    expect((await levels()).filter((l) => l.isDefault)).toHaveLength(1);
    await t.gql(
      UPDATE_LEVEL,
      { id: bronze.id, input: { title: { en: 'Bronze' }, pointsRequired: 0, isDefault: true } },
      owner,
    );
    dataOf(await t.gql(DELETE_LEVEL, { id: a.id }, owner));
    dataOf(await t.gql(DELETE_LEVEL, { id: b.id }, owner));
  });

  describe('members', () => {
    let anna: string;

    it('lists members newest first a page at a time, searching any word of name, e-mail and phone', async () => {
      anna = await addMember({
        name: 'Anna Andersson',
        email: 'anna@example.se',
        phone: '+46 70 123 45 67',
        membershipLevelId: bronze.id,
        joinedAt: new Date('2026-01-03'),
      });
      await addMember({
        name: 'Bo Berg',
        email: 'bo@example.se',
        membershipLevelId: silver.id,
        joinedAt: new Date('2026-01-02'),
      });
      await addMember({
        name: 'Cecilia Ek',
        email: 'cissi@mail.test',
        membershipLevelId: bronze.id,
        joinedAt: new Date('2026-01-01'),
      });
      const byWord = dataOf(
        await t.gql<{ members: { nodes: Member[] } }>(LIST, { filter: { search: 'ANDERS' } }, owner),
      );
      expect(byWord.members.nodes.map((m) => m.id)).toEqual([anna]);
      const phone = dataOf(
        await t.gql<{ members: { nodes: Member[] } }>(LIST, { filter: { search: '123 45' } }, owner),
      );
      expect(phone.members.nodes.map((m) => m.id)).toEqual([anna]);
      const pct = dataOf(
        await t.gql<{ members: { nodes: Member[] } }>(LIST, { filter: { search: '%' } }, owner),
      );
      expect(pct.members.nodes).toEqual([]);
      const level = dataOf(
        await t.gql<{ members: { nodes: Member[]; totalCount: number } }>(
          LIST,
          { filter: { membershipLevelId: silver.id } },
          owner,
        ),
      );
      expect(level.members.nodes.map((m) => m.email)).toEqual(['bo@example.se']);
      const emails: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 5; page++) {
        const result: {
          members: { nodes: Member[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
        } = dataOf(await t.gql(LIST, { filter: { search: 'example.se' }, first: 1, after }, owner));
        emails.push(...result.members.nodes.map((m) => m.email));
        after = result.members.pageInfo.endCursor;
        if (!result.members.pageInfo.hasNextPage) break;
      }
      expect(emails).toEqual(['anna@example.se', 'bo@example.se']);
      const badCursor = await t.gql(LIST, { after: 'garbage' }, owner);
      expect(fieldErrorsOf(badCursor)).toEqual([{ field: 'after', message: 'validation.invalid' }]);
      const badFirst = await t.gql(LIST, { first: 100_000 }, owner);
      expect(fieldErrorsOf(badFirst)).toEqual([{ field: 'first', message: 'validation.invalid' }]);
    });

    it('gives points with a reason, moves the member up, and refuses going below zero', async () => {
      const given = dataOf(
        await t.gql<{ assignMembershipPoints: Member & { pointsHistory: unknown[] } }>(
          POINTS,
          { m: anna, a: 600, r: 'Birthday' },
          owner,
        ),
      );
      expect(given.assignMembershipPoints).toMatchObject({ points: 600, membershipLevelId: silver.id });
      expect(given.assignMembershipPoints.pointsHistory).toEqual([
        { kind: 'MANUAL', amount: 600, balanceAfter: 600, reason: 'Birthday', actorName: expect.any(String) },
      ]);
      const negative = await t.gql(POINTS, { m: anna, a: -601, r: 'Too much' }, owner);
      expect(fieldErrorsOf(negative)).toEqual([{ field: 'amount', message: 'validation.pointsNegative' }]);
      const noReason = await t.gql(POINTS, { m: anna, a: 5, r: '  ' }, owner);
      expect(fieldErrorsOf(noReason)).toEqual([{ field: 'reason', message: 'validation.required' }]);
      const zero = await t.gql(POINTS, { m: anna, a: 0, r: 'x' }, owner);
      expect(fieldErrorsOf(zero)).toEqual([{ field: 'amount', message: 'validation.pointsAmount' }]);
      const [row] = await t.database.db.select().from(members).where(eq(members.id, anna));
      expect(row?.points).toBe(600);
    });

    it('holds the balance under a concurrent burst of takes over HTTP', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => t.gql(POINTS, { m: anna, a: -100, r: 'burst' }, owner)),
      );
      expect(results.filter((r) => !r.errors)).toHaveLength(6);
      const [row] = await t.database.db.select().from(members).where(eq(members.id, anna));
      expect(row?.points).toBe(0);
      expect(row?.membershipLevelId).toBe(silver.id);
    });

    it('assigns a level of the company, never another company’s', async () => {
      const assigned = dataOf(
        await t.gql<{ assignMembership: Member }>(ASSIGN, { m: anna, l: gold.id }, owner),
      );
      expect(assigned.assignMembership.membershipLevelId).toBe(gold.id);
      const foreign = await t.gql(ASSIGN, { m: anna, l: other.levelId }, owner);
      expect(fieldErrorsOf(foreign)).toEqual([{ field: 'membershipLevelId', message: 'validation.level' }]);
      const empty = await t.gql(ASSIGN, { m: anna, l: '' }, owner);
      expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    });

    it('shows a member with history and orders, exports everything and deletes them', async () => {
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.companyId, companyId))
        .limit(1);
      await t.database.db
        .update(orders)
        .set({
          memberId: anna,
          customerEmail: 'anna@example.se',
          customerName: 'Anna',
          customerPhone: '+46701234567',
        })
        .where(eq(orders.id, order?.id ?? ''));
      const detail = dataOf(
        await t.gql<{ member: { recentOrders: { id: string }[]; pointsHistory: unknown[] } }>(
          ONE,
          { id: anna },
          owner,
        ),
      );
      expect(detail.member.recentOrders.map((o) => o.id)).toEqual([order?.id]);
      expect(detail.member.pointsHistory.length).toBeGreaterThan(1);
      const exported = JSON.parse(
        dataOf(await t.gql<{ exportMemberData: string }>(EXPORT, { id: anna }, owner)).exportMemberData,
      );
      expect(exported.member).toMatchObject({ email: 'anna@example.se', name: 'Anna Andersson' });
      expect(exported.orders.map((o: { id: string }) => o.id)).toEqual([order?.id]);
      expect(exported.pointsHistory.length).toBe(detail.member.pointsHistory.length);

      dataOf(await t.gql(DELETE, { id: anna }, owner));
      expect(await t.database.db.select().from(members).where(eq(members.id, anna))).toEqual([]);
      expect(await t.database.db.select().from(memberPoints).where(eq(memberPoints.memberId, anna))).toEqual(
        [],
      );
      const [kept] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order?.id ?? ''));
      expect(kept).toMatchObject({
        memberId: null,
        customerEmail: null,
        customerName: null,
        customerPhone: null,
        totalAmount: order?.totalAmount,
      });
      // The journal says who deleted a member, and holds no personal data of theirs.
      const journal = await t.database.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.companyId, companyId), eq(auditEntries.objectId, anna)));
      expect(journal).toMatchObject([
        { objectType: 'members', action: 'DELETE', userId: expect.any(String), before: null },
      ]);
      const orderJournal = JSON.stringify(
        await t.database.db
          .select()
          .from(auditEntries)
          .where(eq(auditEntries.objectId, order?.id ?? '')),
      );
      expect(orderJournal).not.toContain('anna@example.se');
      expect(codeOf(await t.gql(ONE, { id: anna }, owner))).toBe('NOT_FOUND');
    });
  });
});

describe('who may see members', () => {
  it('refuses every member operation without ORDERS, and another company’s members', async () => {
    const member = await addMember({ email: 'scoped@example.se' });
    await setPermissions(t, DEMO.manager, ['MENUS'], []);
    const manager = await t.login(DEMO.manager);
    const [level] = await levels();
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id: member }],
      [EXPORT, { id: member }],
      [ASSIGN, { m: member, l: level?.id }],
      [POINTS, { m: member, a: 5, r: 'x' }],
      [DELETE, { id: member }],
    ] as const) {
      expect(codeOf(await t.gql(query, variables, manager)), query).toBe('FORBIDDEN');
    }
    // Levels are the programme's setup: readable without ORDERS.
    expect((await levels(manager)).length).toBeGreaterThan(0);

    for (const [query, variables] of [
      [ONE, { id: other.memberId }],
      [EXPORT, { id: other.memberId }],
      [ASSIGN, { m: other.memberId, l: level?.id }],
      [POINTS, { m: other.memberId, a: 5, r: 'x' }],
      [DELETE, { id: other.memberId }],
      ['query($id: ID!) { membershipLevel(id: $id) { id } }', { id: other.levelId }],
      [UPDATE_LEVEL, { id: other.levelId, input: { title: { en: 'Mine' } } }],
      [DELETE_LEVEL, { id: other.levelId }],
    ] as const) {
      expect(codeOf(await t.gql(query, variables, owner)), query).toBe('NOT_FOUND');
    }
    const list = dataOf(
      await t.gql<{ members: { nodes: Member[] } }>(LIST, { filter: { search: 'guest@b.test' } }, owner),
    );
    expect(list.members.nodes).toEqual([]);
    const [untouched] = await t.database.db.select().from(members).where(eq(members.id, other.memberId));
    expect(untouched).toMatchObject({ points: 40, email: 'guest@b.test' });
    expect((await levels(other.token)).map((l) => l.title.en)).toEqual(['B level']);
  });
});
