import { accountingDayOf, addDays } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type GraphQLResponse, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  competitions,
  itemCategories,
  items,
  staff,
  staffItemRollups,
  users,
  venues,
} from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, type KitLine, orderBody, submit } from '../orders/terminal-test-kit.ts';

// Staff competitions over HTTP: the staff × item rollup the terminal intake and refunds keep, the
// leaderboard it answers (metric, targets, staff, venues), the frozen result of a finished
// competition, validation and tenancy. Two venues of their own keep other files' orders out.

let t: TestServer;
let owner: string;
let companyId: string;
const V1 = 'venue-contest-1';
const V2 = 'venue-contest-2';
let till1: string;
let till2: string;
let people: { id: string; name: string }[];
// Two items of one category (bun, bun2) and one of another (coffee).
const goods = { bun: '', bun2: '', coffee: '', buns: '', drinks: '' };
const TODAY = accountingDayOf(new Date(), 'Europe/Stockholm');

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  ({ companyId } = await demoVenues(t));
  await t.database.db.insert(venues).values([
    { id: V1, companyId, name: 'Contest One' },
    { id: V2, companyId, name: 'Contest Two' },
  ]);
  ({ credential: till1 } = await issueTerminal(t, owner, V1));
  ({ credential: till2 } = await issueTerminal(t, owner, V2));
  people = await t.database.db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.companyId, companyId))
    .orderBy(staff.name);
  const placed = await t.database.db
    .select({ item: items.id, category: itemCategories.categoryId })
    .from(items)
    .innerJoin(itemCategories, eq(itemCategories.itemId, items.id))
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false)))
    .orderBy(itemCategories.categoryId, items.id);
  const byCategory = new Map<string, string[]>();
  for (const p of placed) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p.item]);
  const [first, second] = [...byCategory.entries()].filter(([, list]) => list.length >= 2);
  goods.buns = first?.[0] ?? '';
  goods.bun = first?.[1][0] ?? '';
  goods.bun2 = first?.[1][1] ?? '';
  goods.drinks = second?.[0] ?? '';
  goods.coffee = second?.[1][0] ?? '';
});
afterAll(() => t.close());

const line = (itemId: string, categoryId: string, quantity: number, unitPrice: number): KitLine =>
  ({
    itemId,
    categoryId,
    title: itemId,
    quantity,
    unitPrice,
    modifications: [],
    discountAmount: 0,
    vatRate: 12,
  }) as KitLine;

let orderNo = 0;
async function sell(till: string, staffIndex: number | null, lines: KitLine[], day = TODAY) {
  const who = staffIndex === null ? null : (people[staffIndex] ?? null);
  const answer = await submit(
    t,
    till,
    orderBody({
      clientOrderId: `contest-${++orderNo}`,
      lines,
      staffId: who?.id ?? null,
      staffName: who?.name ?? null,
      // Midday local time of the day: inside its accounting day.
      placedAt: `${day}T11:00:00.000Z`,
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.id);
}

async function gql<T>(query: string, variables: Record<string, unknown>, token = owner): Promise<T> {
  const result = await t.gql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

const BOARD = `query($id: ID!) { competition(id: $id) { id name status frozenAt
  leader { name value }
  leaderboard { rank staffId name quantity amount value progress } } }`;
const CREATE = `mutation($input: CompetitionInput!) { createCompetition(input: $input) {
  id name metric startsOn endsOn goal prize status venues { id name } staff { id } items { id name }
  categories { id name } } }`;
const UPDATE = `mutation($id: ID!, $input: CompetitionInput!) { updateCompetition(id: $id, input: $input) {
  id name goal } }`;

type Board = {
  competition: {
    status: string;
    frozenAt: string | null;
    leader: { name: string; value: number } | null;
    leaderboard: {
      rank: number;
      staffId: string;
      name: string;
      quantity: number;
      amount: number;
      value: number;
      progress: number | null;
    }[];
  };
};

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Bun week',
  startsOn: addDays(TODAY, -3),
  endsOn: addDays(TODAY, 3),
  metric: 'QUANTITY',
  goal: 10,
  prize: 'Cinema tickets',
  venueIds: [V1],
  itemIds: [goods.bun],
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  return (await gql<{ createCompetition: { id: string; status: string } }>(CREATE, { input: input(over) }))
    .createCompetition;
}

const board = async (id: string) => (await gql<Board>(BOARD, { id })).competition;
const fieldErrorsOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.fieldErrors;

describe('the staff × item rollup', () => {
  it('equals a recomputation from the orders after sales and refunds', async () => {
    await sell(till1, 0, [line(goods.bun, goods.buns, 2, 3000), line(goods.coffee, goods.drinks, 1, 2500)]);
    await sell(till1, 1, [line(goods.bun, goods.buns, 1, 3000)]);
    const refunded = await sell(till1, 1, [line(goods.bun2, goods.buns, 4, 2000)]);
    await sell(till1, null, [line(goods.bun, goods.buns, 7, 3000)]);
    const result = await t.gql(
      'mutation($id: ID!) { refundOrder(orderId: $id, reason: "Wrong") { success } }',
      { id: refunded },
      owner,
    );
    expect(result.errors).toBeUndefined();

    // Sales on the order's day, refunded orders taken back on the day of their refund.
    const recomputed = (await t.database.db.execute(sql`
      with moves as (
        select o.venue_id, o.accounting_day::text as day, coalesce(o.staff_id, '') as staff_id,
               coalesce(l.item_id, 'title:' || l.title) as item_key, l.quantity, l.total_amount
          from orders o join order_lines l on l.order_id = o.id
         where o.venue_id = ${V1} and o.closed_at is not null and not l.voided
        union all
        select o.venue_id, j.accounting_day::text, coalesce(o.staff_id, ''),
               coalesce(l.item_id, 'title:' || l.title), -l.quantity, -l.total_amount
          from orders o join order_lines l on l.order_id = o.id
          join void_journal j on j.order_id = o.id and j.kind = 'REFUND_ORDER'
         where o.venue_id = ${V1} and o.status = 'REFUNDED' and not l.voided)
      select venue_id, day, staff_id, item_key, sum(quantity)::int as quantity, sum(total_amount)::int as amount
        from moves group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] };
    const rolled = await t.database.db
      .select({
        venue_id: staffItemRollups.venueId,
        day: staffItemRollups.accountingDay,
        staff_id: staffItemRollups.staffId,
        item_key: staffItemRollups.itemKey,
        quantity: staffItemRollups.quantity,
        amount: staffItemRollups.salesAmount,
      })
      .from(staffItemRollups)
      .where(eq(staffItemRollups.venueId, V1))
      .orderBy(
        staffItemRollups.venueId,
        staffItemRollups.accountingDay,
        staffItemRollups.staffId,
        staffItemRollups.itemKey,
      );
    expect(rolled.length).toBeGreaterThanOrEqual(4);
    expect(rolled).toEqual(recomputed.rows);
    // The refunded order's lines are gone again.
    expect(rolled.find((r) => r.item_key === goods.bun2)?.quantity ?? 0).toBe(0);
  });
});

describe('leaderboards', () => {
  it('ranks by quantity or amount, with progress to the goal; no-staff sales are left out', async () => {
    // Anna (0): 2 buns at 30; Erik (1): 1 bun at 30 — from the rollup test above.
    const byQuantity = await create({ itemIds: [goods.bun] });
    expect(byQuantity.status).toBe('RUNNING');
    const q = await board(byQuantity.id);
    expect(q.leaderboard.map((e) => [e.rank, e.name, e.quantity, e.amount, e.progress])).toEqual([
      [1, people[0]?.name, 2, 6000, 0.2],
      [2, people[1]?.name, 1, 3000, 0.1],
    ]);
    expect(q.leader).toEqual({ name: people[0]?.name, value: 2 });

    // By amount the coffee counts too when its item is a target.
    const byAmount = await create({ metric: 'AMOUNT', goal: 12_000, itemIds: [goods.bun, goods.coffee] });
    const a = await board(byAmount.id);
    expect(a.leaderboard.map((e) => [e.name, e.value, e.progress])).toEqual([
      [people[0]?.name, 8500, 8500 / 12_000],
      [people[1]?.name, 3000, 0.25],
    ]);
  });

  it('counts a category’s items, only the chosen staff and only the chosen venues', async () => {
    await sell(till2, 2, [line(goods.bun, goods.buns, 5, 3000)]);
    await sell(till1, 2, [line(goods.bun2, goods.buns, 1, 2000)]);
    const byCategory = await create({ itemIds: [], categoryIds: [goods.buns] });
    expect((await board(byCategory.id)).leaderboard.map((e) => [e.name, e.quantity])).toEqual([
      [people[0]?.name, 2],
      [people[1]?.name, 1],
      [people[2]?.name, 1],
    ]);
    const bothVenues = await create({ itemIds: [], categoryIds: [goods.buns], venueIds: [V1, V2] });
    expect((await board(bothVenues.id)).leaderboard[0]).toMatchObject({ name: people[2]?.name, quantity: 6 });
    const twoPeople = await create({
      itemIds: [],
      categoryIds: [goods.buns],
      venueIds: [V1, V2],
      staffIds: [people[1]?.id, people[2]?.id],
    });
    expect((await board(twoPeople.id)).leaderboard.map((e) => e.name)).toEqual([
      people[2]?.name,
      people[1]?.name,
    ]);
  });

  it('shows a terminal sale on the running board at once', async () => {
    const running = await create({ itemIds: [goods.coffee], staffIds: [people[3]?.id] });
    expect((await board(running.id)).leaderboard).toEqual([]);
    await sell(till1, 3, [line(goods.coffee, goods.drinks, 3, 2500)]);
    expect((await board(running.id)).leaderboard).toMatchObject([{ name: people[3]?.name, quantity: 3 }]);
  });
});

describe('finished competitions', () => {
  it('keep their result: a later rename or late sale does not change the frozen board', async () => {
    const day = addDays(TODAY, -10);
    await sell(till1, 4, [line(goods.coffee, goods.drinks, 2, 2500)], day);
    const past = await create({ startsOn: addDays(day, -1), endsOn: day, itemIds: [goods.coffee] });
    expect(past.status).toBe('FINISHED');
    const first = await board(past.id);
    expect(first.frozenAt).not.toBeNull();
    expect(first.leaderboard).toMatchObject([{ name: people[4]?.name, quantity: 2 }]);

    await t.database.db
      .update(staff)
      .set({ name: 'Renamed Person' })
      .where(eq(staff.id, people[4]?.id ?? ''));
    await sell(till1, 4, [line(goods.coffee, goods.drinks, 5, 2500)], day);
    const later = await board(past.id);
    expect(later).toEqual(first);

    // A new name or prize keeps the board; a changed rule freezes it again from the rollup.
    await gql(UPDATE, {
      id: past.id,
      input: input({ startsOn: addDays(day, -1), endsOn: day, itemIds: [goods.coffee], name: 'Coffee days' }),
    });
    expect((await board(past.id)).leaderboard).toEqual(first.leaderboard);
    await gql(UPDATE, {
      id: past.id,
      input: input({ startsOn: addDays(day, -1), endsOn: day, itemIds: [goods.coffee], goal: 4 }),
    });
    expect((await board(past.id)).leaderboard).toMatchObject([
      { name: 'Renamed Person', quantity: 7, progress: 1 },
    ]);
  });

  it('lists competitions with status and leader, and deleteNode removes one', async () => {
    const upcoming = await create({
      name: 'Next month',
      startsOn: addDays(TODAY, 20),
      endsOn: addDays(TODAY, 30),
    });
    const list = await gql<{
      competitions: { id: string; status: string; leader: { name: string } | null }[];
    }>('query { competitions { id status leader { name } } }', {});
    expect(list.competitions.find((c) => c.id === upcoming.id)).toEqual({
      id: upcoming.id,
      status: 'UPCOMING',
      leader: null,
    });
    await gql('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: upcoming.id });
    const after = await gql<{ competitions: { id: string }[] }>('query { competitions { id } }', {});
    expect(after.competitions.map((c) => c.id)).not.toContain(upcoming.id);
  });
});

describe('validation', () => {
  it('refuses bad input with translated field errors and writes nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(competitions);
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ name: '' }, { field: 'name', message: 'validation.required' }],
      [{ name: 'x'.repeat(5000) }, { field: 'name', message: 'validation.tooLong' }],
      [{ name: 'Bun\u0000week' }, { field: 'name', message: 'validation.unsupportedCharacter' }],
      [{ endsOn: addDays(TODAY, -5) }, { field: 'endsOn', message: 'validation.periodOrder' }],
      [{ endsOn: addDays(TODAY, 400) }, { field: 'endsOn', message: 'validation.periodTooLong' }],
      [{ startsOn: '2026-02-30' }, { field: 'startsOn', message: 'validation.date' }],
      [{ metric: 'PROFIT' }, { field: 'metric', message: 'validation.invalid' }],
      [{ goal: -5 }, { field: 'goal', message: 'validation.goal' }],
      [{ goal: 2.5 }, { field: 'goal', message: 'validation.goal' }],
      [{ prize: 'p'.repeat(301) }, { field: 'prize', message: 'validation.tooLong' }],
      [{ venueIds: [] }, { field: 'venueIds', message: 'validation.noVenues' }],
      [{ itemIds: [] }, { field: 'itemIds', message: 'validation.noTargets' }],
      [{ itemIds: ['no-such-item'] }, { field: 'itemIds', message: 'validation.unknownItem' }],
      [
        { categoryIds: ['no-such-category'] },
        { field: 'categoryIds', message: 'validation.unknownCategory' },
      ],
      [{ staffIds: ['no-such-staff'] }, { field: 'staffIds', message: 'validation.unknownStaff' }],
      [{ venueIds: ['no-such-venue'] }, { field: 'venueIds', message: 'validation.unknownVenue' }],
    ];
    for (const [over, expected] of cases) {
      const result = await t.gql(CREATE, { input: input(over) }, owner);
      expect(fieldErrorsOf(result), JSON.stringify(over).slice(0, 80)).toContainEqual(
        expect.objectContaining(expected),
      );
    }
    const [{ n: after } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(competitions);
    expect(after).toBe(before);
  });
});

describe('tenancy and venues', () => {
  it('company B can neither read, change nor delete A’s competitions, nor use A’s ids', async () => {
    const mine = await create({ name: 'A only' });
    const other = await signUpOtherCompany(t);
    const asB = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, other.token);
    expect((await asB(BOARD, { id: mine.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await asB(UPDATE, { id: mine.id, input: input({ venueIds: [other.venueId], name: 'Hijacked' }) }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await asB('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: mine.id })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    const list = await asB('query { competitions { id } }', {});
    expect(list.data).toEqual({ competitions: [] });
    // B naming A's venue, items, categories and staff: field errors, nothing created.
    const stolen = await asB(CREATE, {
      input: input({ venueIds: [V1], staffIds: [people[0]?.id], categoryIds: [goods.buns] }),
    });
    expect(fieldErrorsOf(stolen)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'venueIds', message: 'validation.unknownVenue' }),
        expect.objectContaining({ field: 'staffIds', message: 'validation.unknownStaff' }),
        expect.objectContaining({ field: 'itemIds', message: 'validation.unknownItem' }),
        expect.objectContaining({ field: 'categoryIds', message: 'validation.unknownCategory' }),
      ]),
    );
    expect((await board(mine.id)).leaderboard).toBeDefined();
    expect((await gql<{ competition: { name: string } }>(BOARD, { id: mine.id })).competition.name).toBe(
      'A only',
    );
  });

  it('a venue-restricted manager sees and edits only competitions wholly at their venues', async () => {
    const { byName } = await demoVenues(t);
    const sodermalm = byName.Södermalm ?? '';
    await t.database.db
      .update(users)
      .set({ scopes: ['POS_CUSTOMIZATION', 'MENUS', 'STAFF'] })
      .where(eq(users.username, DEMO.manager));
    const manager = await t.login(DEMO.manager);
    const theirs = await create({ name: 'Södermalm only', venueIds: [sodermalm] });
    const wider = await create({ name: 'Everywhere', venueIds: [sodermalm, V1] });
    const list = await gql<{ competitions: { id: string }[] }>('query { competitions { id } }', {}, manager);
    expect(list.competitions.map((c) => c.id)).toEqual([theirs.id]);
    expect((await t.gql(BOARD, { id: wider.id }, manager)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const widen = await t.gql(
      UPDATE,
      { id: theirs.id, input: input({ venueIds: [sodermalm, V1] }) },
      manager,
    );
    expect(fieldErrorsOf(widen)).toContainEqual(expect.objectContaining({ field: 'venueIds' }));
    expect(
      (await t.gql('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: wider.id }, manager))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });
});
