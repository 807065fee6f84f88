// Floor plans over HTTP: create, rename, the editor's atomic save (new, moved, swapped and left-out
// tables), the version check under a real burst of saves, bad input that changes nothing, deleteNode
// with the tables as dependents, the terminal feed's floorPlans list, and the 200-table save budget.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type GraphQLResponse, startTestServer, type TestServer } from '../../../test/harness.ts';
import { diningTables } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let companyId: string;
let venueId: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  venueId = demo.byName.Södermalm ?? '';
});
afterAll(() => t.close());

const PLAN = `id venueId name position width height version
  areas { id label posX posY width height rotation }
  tables { id code seats shape width height posX posY rotation section active }`;

type TableRow = {
  id: string;
  code: string;
  seats: number;
  shape: string;
  width: number;
  height: number;
  posX: number;
  posY: number;
  rotation: number;
  section: string;
  active: boolean;
};
interface Plan {
  id: string;
  name: string;
  position: number;
  width: number;
  height: number;
  version: number;
  areas: { id: string; label: string; posX: number; posY: number }[];
  tables: TableRow[];
}

const codeOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.fieldErrors;

function dataOf<T>(r: GraphQLResponse<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const create = (name: string, extra: Record<string, unknown> = {}, token = owner) =>
  t.gql<{ createFloorPlan: Plan }>(
    `mutation($v: ID!, $i: FloorPlanInput!) { createFloorPlan(venueId: $v, input: $i) { ${PLAN} } }`,
    { v: venueId, i: { name, ...extra } },
    token,
  );

const save = (id: string, input: Record<string, unknown>, token = owner) =>
  t.gql<{ saveFloorPlan: Plan }>(
    `mutation($id: ID!, $i: FloorPlanSaveInput!) { saveFloorPlan(id: $id, input: $i) { ${PLAN} } }`,
    { id, i: input },
    token,
  );

const read = async (id: string) =>
  dataOf(
    await t.gql<{ floorPlan: Plan }>(`query($id: ID!) { floorPlan(id: $id) { ${PLAN} } }`, { id }, owner),
  ).floorPlan;

// What the editor sends back for a plan it loaded: every table with its id, the areas as they are.
const asInput = (plan: Plan, tables: Record<string, unknown>[] = plan.tables) => ({
  expectedVersion: plan.version,
  width: plan.width,
  height: plan.height,
  tables,
  areas: plan.areas.map(({ id, label, posX, posY }) => ({ id, label, posX, posY, width: 2, height: 1 })),
});

async function planWith(name: string, codes: string[]): Promise<Plan> {
  const plan = dataOf(await create(name)).createFloorPlan;
  const tables = codes.map((code, i) => ({ code, posX: i * 3, posY: 0 }));
  return dataOf(await save(plan.id, { ...asInput(plan, tables) })).saveFloorPlan;
}

describe('floor plans', () => {
  it('creates plans in tab order with the default grid, lists them per venue and renames one', async () => {
    const inside = dataOf(await create('Inside')).createFloorPlan;
    const terrace = dataOf(await create(' Terrace ', { width: 30, height: 12 })).createFloorPlan;
    expect(inside).toMatchObject({
      name: 'Inside',
      width: 40,
      height: 24,
      version: 1,
      tables: [],
      areas: [],
    });
    expect(terrace).toMatchObject({ name: 'Terrace', width: 30, height: 12, position: inside.position + 1 });
    const list = dataOf(
      await t.gql<{ floorPlans: Plan[] }>(
        'query($v: ID!) { floorPlans(venueId: $v) { id name } }',
        { v: venueId },
        owner,
      ),
    ).floorPlans;
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(['Inside', 'Terrace']));
    const renamed = dataOf(
      await t.gql<{ renameFloorPlan: Plan }>(
        'mutation($id: ID!, $n: String!) { renameFloorPlan(id: $id, name: $n) { name version } }',
        { id: terrace.id, n: 'Garden' },
        owner,
      ),
    ).renameFloorPlan;
    expect(renamed).toEqual({ name: 'Garden', version: 1 });
  });

  it('refuses a second plan of the same name in the venue, ignoring case, and bad names and grids', async () => {
    dataOf(await create('Bar room'));
    const again = await create('BAR ROOM');
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(again)).toEqual([{ field: 'name', message: 'validation.nameTaken' }]);
    expect(fieldErrorsOf(await create('x\u0000y'))).toEqual([
      { field: 'name', message: 'validation.unsupportedCharacter' },
    ]);
    expect(fieldErrorsOf(await create('y'.repeat(10_000)))).toEqual([
      { field: 'name', message: 'validation.tooLong' },
    ]);
    expect(fieldErrorsOf(await create('Big', { width: 201 }))).toEqual([
      { field: 'width', message: 'validation.planSize' },
    ]);
  });

  it('saves new tables and areas, then moves, rotates, edits and deletes them in one save', async () => {
    const plan = dataOf(await create('Main hall')).createFloorPlan;
    const first = dataOf(
      await save(plan.id, {
        expectedVersion: 1,
        width: 20,
        height: 10,
        tables: [
          { code: 'T1', posX: 0, posY: 0 },
          {
            code: 'T2',
            posX: 3,
            posY: 0,
            seats: 6,
            shape: 'RECTANGLE',
            width: 4,
            height: 2,
            section: 'Window',
          },
          { code: 'T10', posX: 8, posY: 0, shape: 'ROUND' },
        ],
        areas: [{ label: 'Bar', posX: 0, posY: 8, width: 6, height: 2 }],
      }),
    ).saveFloorPlan;
    expect(first.version).toBe(2);
    expect(first.width).toBe(20);
    expect(first.tables.map((x) => x.code)).toEqual(['T1', 'T2', 'T10']);
    expect(first.tables[1]).toMatchObject({
      seats: 6,
      shape: 'RECTANGLE',
      width: 4,
      section: 'Window',
      rotation: 0,
    });
    expect(first.areas).toEqual([expect.objectContaining({ label: 'Bar', posX: 0, posY: 8 })]);
    const [t1, t2, t10] = first.tables as [TableRow, TableRow, TableRow];
    const second = dataOf(
      await save(
        plan.id,
        asInput(first, [
          { ...t1, posX: 5, posY: 5, rotation: 45 },
          { ...t2, seats: 8 },
          // T10 left out: deleted.
          { code: 'T3', posX: 12, posY: 4 },
        ]),
      ),
    ).saveFloorPlan;
    expect(second.version).toBe(3);
    expect(second.tables.map((x) => x.code)).toEqual(['T1', 'T2', 'T3']);
    expect(second.tables[0]).toMatchObject({ id: t1.id, posX: 5, posY: 5, rotation: 45 });
    expect(second.tables[1]).toMatchObject({ id: t2.id, seats: 8 });
    expect(second.areas[0]?.id).toBe(first.areas[0]?.id);
    // The deleted table keeps its row (past orders keep its code).
    const [gone] = await t.database.db
      .select({ deleted: diningTables.deleted })
      .from(diningTables)
      .where(and(eq(diningTables.companyId, companyId), eq(diningTables.id, t10.id)));
    expect(gone?.deleted).toBe(true);
  });

  it('swaps two codes in one save and takes a deleted table’s code for a new one', async () => {
    const plan = await planWith('Swap room', ['A', 'B', 'C']);
    const [a, b, c] = plan.tables as [TableRow, TableRow, TableRow];
    const swapped = dataOf(
      await save(
        plan.id,
        asInput(plan, [
          { ...a, code: 'b' },
          { ...b, code: 'A' },
          { code: 'C', posX: 20, posY: 5 },
        ]),
      ),
    ).saveFloorPlan;
    const byId = new Map(swapped.tables.map((x) => [x.id, x.code]));
    expect(byId.get(a.id)).toBe('b');
    expect(byId.get(b.id)).toBe('A');
    expect(byId.has(c.id)).toBe(false);
    expect(swapped.tables.map((x) => x.code)).toEqual(['A', 'b', 'C']);
  });

  it('refuses a code used twice, a table outside the plan and a bad rotation, storing nothing', async () => {
    const plan = await planWith('Checks', ['1', '2']);
    const [one, two] = plan.tables as [TableRow, TableRow];
    const elsewhere = (await planWith('Elsewhere', ['E1'])).tables[0]?.id;
    const attempts: [Record<string, unknown>[], unknown][] = [
      [[one, { ...two, code: ' 1 ' }], [{ field: 'tables.1.code', message: 'validation.codeTaken' }]],
      [[one, { ...two, posX: 39 }], [{ field: 'tables.1.posX', message: 'validation.outsidePlan' }]],
      [
        [one, { ...two, width: 4, height: 1, rotation: 90 }],
        [{ field: 'tables.1.posX', message: 'validation.outsidePlan' }],
      ],
      [[one, { ...two, rotation: 10 }], [{ field: 'tables.1.rotation', message: 'validation.rotation' }]],
      [[one, { ...two, rotation: 22.5 }], [{ field: 'tables.1.rotation', message: 'validation.rotation' }]],
      // Not a number at all: GraphQL's own type check refuses it, still as a field error.
      [[one, { ...two, rotation: 'abc' }], [{ field: 'tables.1.rotation', message: 'validation.invalid' }]],
      [[one, { ...two, code: '' }], [{ field: 'tables.1.code', message: 'validation.required' }]],
      [
        [one, { ...two, code: 'T\u00002' }],
        [{ field: 'tables.1.code', message: 'validation.unsupportedCharacter' }],
      ],
      [
        [one, { ...two, code: 'x'.repeat(100_000) }],
        [{ field: 'tables.1.code', message: 'validation.tooLong' }],
      ],
      [[one, { ...two, seats: 500 }], [{ field: 'tables.1.seats', message: 'validation.seats' }]],
      [[one, { ...two, shape: 'HEXAGON' }], [{ field: 'tables.1.shape', message: 'validation.shape' }]],
      // An empty or malformed id never reaches the service (the kernel's id check names the field).
      [[one, { ...two, id: '' }], [{ field: 'id', message: 'validation.invalid' }]],
      [[one, { ...two, id: elsewhere }], [{ field: 'tables.1.id', message: 'validation.invalid' }]],
    ];
    for (const [tables, expected] of attempts) {
      const result = await save(plan.id, asInput(plan, tables));
      expect(codeOf(result), JSON.stringify(tables[1])).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(result)).toEqual(expected);
    }
    const after = await read(plan.id);
    expect(after.version).toBe(plan.version);
    expect(after.tables).toEqual(plan.tables);
  });

  it('accepts a long table turned 90° along the top edge when it lies on the plan', async () => {
    const plan = await planWith('Turned', ['L']);
    const [l] = plan.tables as [TableRow];
    const turned = dataOf(
      await save(plan.id, asInput(plan, [{ ...l, posX: 2, posY: 0, width: 1, height: 4, rotation: 90 }])),
    ).saveFloorPlan;
    expect(turned.tables[0]).toMatchObject({ width: 1, height: 4, rotation: 90 });
  });

  it('tells the second of two saves of the same version that the plan changed (a real burst)', async () => {
    const plan = await planWith('Burst', ['B1']);
    const [b1] = plan.tables as [TableRow];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(plan.id, asInput(plan, [{ ...b1, posX: i, posY: i }]))),
    );
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map(codeOf)).toEqual(Array(5).fill('CONFLICT'));
    expect(lost[0]?.errors?.[0]?.extensions?.messageKey).toBe('errors.floorPlanChanged');
    const after = await read(plan.id);
    expect(after.version).toBe(plan.version + 1);
    expect(after.tables[0]).toMatchObject(won[0]?.data?.saveFloorPlan.tables[0] ?? {});
  });

  it('refuses a stale save after someone else saved', async () => {
    const plan = await planWith('Stale', ['S1']);
    dataOf(await save(plan.id, asInput(plan)));
    const stale = await save(plan.id, asInput(plan, []));
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((await read(plan.id)).tables).toHaveLength(1);
  });

  it('deletes a plan through deleteNode, naming its tables, and with force takes them along', async () => {
    const plan = await planWith('Old terrace', ['O1', 'O2']);
    const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';
    const refused = await t.gql(DELETE, { id: plan.id }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.dependents).toEqual([{ kind: 'TABLES', count: 2 }]);
    dataOf(await t.gql(DELETE, { id: plan.id, force: true }, owner));
    expect(codeOf(await t.gql(`query($id: ID!) { floorPlan(id: $id) { id } }`, { id: plan.id }, owner))).toBe(
      'NOT_FOUND',
    );
    const rows = await t.database.db
      .select({ deleted: diningTables.deleted })
      .from(diningTables)
      .where(and(eq(diningTables.companyId, companyId), eq(diningTables.floorPlanId, plan.id)));
    expect(rows.map((r) => r.deleted)).toEqual([true, true]);
    // The name is free again.
    dataOf(await create('Old terrace'));
  });

  it('sends the venue’s plans with their tables in the terminal feed, and a table change as a delta', async () => {
    const plan = await planWith('Feed room', ['F1', 'F2']);
    const { credential } = await issueTerminal(t, owner, venueId, 'Plan till');
    const feed = async (query = '') =>
      (await (
        await fetch(`${t.url}/terminal/v1/config${query}`, {
          headers: { authorization: `Bearer ${credential}` },
        })
      ).json()) as { version: number; floorPlans: Plan[]; deleted?: Record<string, string[]> };
    const full = await feed();
    const sent = full.floorPlans.find((p) => p.id === plan.id);
    expect(sent?.tables.map((x) => x.code)).toEqual(['F1', 'F2']);
    expect(sent).toMatchObject({ name: 'Feed room', width: 40, height: 24 });
    const [f1, f2] = plan.tables as [TableRow, TableRow];
    dataOf(await save(plan.id, asInput(plan, [{ ...f1, posX: 10 }, f2])));
    const delta = await feed(`?since=${full.version}`);
    expect(delta.floorPlans.map((p) => p.id)).toEqual([plan.id]);
    expect(delta.floorPlans[0]?.tables[0]).toMatchObject({ code: 'F1', posX: 10 });
  });

  it('gives /monitoring/tables the venue’s plans beside its open orders', async () => {
    const plan = await planWith('Monitor room', ['M1']);
    const result = dataOf(
      await t.gql<{
        openTables: { venueId: string; floorPlans: { id: string; tables: { code: string }[] }[] }[];
      }>(
        'query($v: [ID!]) { openTables(venueIds: $v) { venueId floorPlans { id tables { code } } } }',
        { v: [venueId] },
        owner,
      ),
    );
    const venue = result.openTables.find((v) => v.venueId === venueId);
    expect(venue?.floorPlans.find((p) => p.id === plan.id)?.tables).toEqual([{ code: 'M1' }]);
  });

  it('saves 200 tables within the API budget', async () => {
    const plan = dataOf(await create('Banquet', { width: 200, height: 200 })).createFloorPlan;
    const tables = Array.from({ length: 200 }, (_, i) => ({
      code: `B${i + 1}`,
      posX: (i % 20) * 4,
      posY: Math.floor(i / 20) * 4,
    }));
    const created = dataOf(await save(plan.id, asInput(plan, tables))).saveFloorPlan;
    expect(created.tables).toHaveLength(200);
    // Every table moved: the heaviest save the editor sends. Timed over HTTP, best of three.
    let current = created;
    const times: number[] = [];
    for (let round = 1; round <= 3; round++) {
      const moved = current.tables.map((x) => ({ ...x, posX: x.posX + 1 }));
      const started = performance.now();
      current = dataOf(await save(plan.id, asInput(current, moved))).saveFloorPlan;
      times.push(performance.now() - started);
    }
    expect(current.tables.every((x) => x.posX % 4 === 3)).toBe(true);
    // The budget is 100 ms (npm run bench:floor-plan-save measures it on the built server); this
    // only catches a save that went per-row, with slack for a loaded shared test machine.
    expect(Math.min(...times)).toBeLessThan(1500);
  });
});
