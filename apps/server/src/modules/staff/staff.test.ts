import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  accessLevels,
  companies,
  orders,
  staff,
  staffVenues,
  users,
  venues,
} from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner = '';
let companyId = '';
let sodermalm = '';
let grunerlokka = '';
let cashier = '';
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName['Södermalm'] ?? '';
  grunerlokka = demo.byName['Grünerløkka'] ?? '';
  // Levels come from their own module; the staff rules need only a row to point at.
  cashier = newId();
  await t.database.db
    .insert(accessLevels)
    .values({ id: cashier, companyId, name: 'Test cashier', permissions: ['MAKE_PAYMENT'] });
});
afterAll(() => t.close());

const STAFFS = 'query { staffs { id name active accessLevelId } }';
type Staffs = { staffs: { id: string; name: string; active: boolean; accessLevelId: string | null }[] };

const MEMBER = 'id name active accessLevelId accessLevel { id name } venueIds phone email hasPin pinSetAt';
interface Member {
  id: string;
  name: string;
  active: boolean;
  accessLevelId: string | null;
  accessLevel: { id: string; name: string } | null;
  venueIds: string[];
  phone: string | null;
  email: string | null;
  hasPin: boolean;
  pinSetAt: string | null;
}
const CREATE = `mutation($input: StaffInput!) { createStaff(input: $input) { ${MEMBER} } }`;
const UPDATE = `mutation($id: ID!, $input: StaffInput!) { updateStaff(id: $id, input: $input) { ${MEMBER} } }`;
const GET = `query($id: ID!) { staff(id: $id) { ${MEMBER} } }`;
const LIST = `query($filter: StaffFilterInput, $first: Int, $after: String) {
  staffList(filter: $filter, first: $first, after: $after) { nodes { ${MEMBER} } pageInfo { hasNextPage endCursor } totalCount }
}`;
type List = {
  staffList: {
    nodes: Member[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
};

let seq = 0;
const input = (over: Record<string, unknown> = {}) => ({
  name: `Test Person ${++seq}`,
  venueIds: [sodermalm],
  ...over,
});

async function create(over: Record<string, unknown> = {}, token = owner): Promise<Member> {
  const result = await t.gql<{ createStaff: Member }>(CREATE, { input: input(over) }, token);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createStaff;
}

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;

async function staffCount(): Promise<number> {
  return (await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.companyId, companyId)))
    .length;
}

describe('staffs', () => {
  it('lists the company’s POS staff by name, with their level, and hides deleted ones', async () => {
    const { data } = await t.gql<Staffs>(STAFFS, {}, owner);
    expect(data?.staffs.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Anna Lindqvist', 'Erik Johansson', 'Johan Berg', 'Maja Ek', 'Sara Nilsson']),
    );
    const names = data?.staffs.map((s) => s.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const made = await create({ name: 'Deleted Dora' });
    await t.gql('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: made.id }, owner);
    const after = await t.gql<Staffs>(STAFFS, {}, owner);
    expect(after.data?.staffs.map((s) => s.name)).not.toContain('Deleted Dora');
  });

  it('needs the STAFF scope, and shows another company nothing', async () => {
    const manager = await t.login(DEMO.manager);
    const refused = await t.gql(STAFFS, {}, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    const payments = await t.login(DEMO.payments);
    expect((await t.gql<Staffs>(STAFFS, {}, payments)).data?.staffs).toEqual([]);
    expect((await t.gql(STAFFS, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const query of [LIST, GET, CREATE]) {
      const result = await t.gql(query, { id: 'x', input: input() }, manager);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('createStaff and updateStaff', () => {
  it('creates a staff member with a PIN that is stored hashed and never returned', async () => {
    const made = await create({
      name: '  Nora Nyström ',
      pin: '7391',
      accessLevelId: cashier,
      venueIds: [sodermalm, grunerlokka],
      phone: '+46 70 111 22 33',
      email: 'Nora@Example.com',
    });
    expect(made).toMatchObject({
      name: 'Nora Nyström',
      active: true,
      accessLevelId: cashier,
      accessLevel: { id: cashier, name: 'Test cashier' },
      phone: '+46 70 111 22 33',
      email: 'nora@example.com',
      hasPin: true,
    });
    expect([...made.venueIds].sort()).toEqual([sodermalm, grunerlokka].sort());
    expect(new Date(made.pinSetAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, made.id));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinHash).not.toContain('7391');
    expect(row?.pinLookup).toBeTruthy();
    // No field of the API carries the PIN or its hash.
    const read = await t.gql<{ staff: Member }>(GET, { id: made.id }, owner);
    expect(JSON.stringify(read.data)).not.toMatch(/7391|argon2/);
  });

  it('updates fields, keeps the PIN when none is sent and resets it when one is', async () => {
    const made = await create({ pin: '8102' });
    const [before] = await t.database.db.select().from(staff).where(eq(staff.id, made.id));
    const kept = await t.gql<{ updateStaff: Member }>(
      UPDATE,
      { id: made.id, input: { name: 'Renamed', venueIds: [grunerlokka], pin: '', active: false } },
      owner,
    );
    expect(kept.data?.updateStaff).toMatchObject({
      name: 'Renamed',
      venueIds: [grunerlokka],
      active: false,
      hasPin: true,
    });
    const [same] = await t.database.db.select().from(staff).where(eq(staff.id, made.id));
    expect(same?.pinHash).toBe(before?.pinHash);
    const reset = await t.gql<{ updateStaff: Member }>(
      UPDATE,
      { id: made.id, input: { name: 'Renamed', venueIds: [grunerlokka], pin: '8103' } },
      owner,
    );
    expect(reset.data?.updateStaff.active).toBe(true);
    const [after] = await t.database.db.select().from(staff).where(eq(staff.id, made.id));
    expect(after?.pinHash).not.toBe(before?.pinHash);
    expect(after?.pinLookup).not.toBe(before?.pinLookup);
  });

  it('refuses a PIN another active staff member has, but not one of an inactive or deleted one', async () => {
    await create({ pin: '4455' });
    const count = await staffCount();
    const taken = await t.gql(CREATE, { input: input({ pin: '4455' }) }, owner);
    expect(fieldErrors(taken)).toEqual([{ field: 'pin', message: 'validation.pinTaken' }]);
    expect(await staffCount()).toBe(count);
    // The demo staff's PINs count too (the seed fingerprints them with the server secret).
    const demoPin = await t.gql(CREATE, { input: input({ pin: '1234' }) }, owner);
    expect(fieldErrors(demoPin)).toEqual([{ field: 'pin', message: 'validation.pinTaken' }]);
    const other = await create({ pin: '4456' });
    const update = await t.gql(UPDATE, { id: other.id, input: input({ pin: '4455' }) }, owner);
    expect(fieldErrors(update)).toEqual([{ field: 'pin', message: 'validation.pinTaken' }]);
    const inactive = await create({ pin: '4457', active: false });
    expect((await t.gql(CREATE, { input: input({ pin: '4457' }) }, owner)).errors).toBeUndefined();
    // Reactivating the inactive one would give two active staff one PIN: refused on the PIN.
    const reactivate = await t.gql(UPDATE, { id: inactive.id, input: input({ active: true }) }, owner);
    expect(fieldErrors(reactivate)).toEqual([{ field: 'pin', message: 'validation.pinTaken' }]);
    const gone = await create({ pin: '4458' });
    await t.gql('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: gone.id }, owner);
    expect((await t.gql(CREATE, { input: input({ pin: '4458' }) }, owner)).errors).toBeUndefined();
  });

  it('lets only one of a concurrent burst of creates with one PIN through', async () => {
    const count = await staffCount();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.gql(CREATE, { input: input({ name: `Burst ${i}`, pin: '90210' }) }, owner),
      ),
    );
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) {
      expect(fieldErrors(r)).toEqual([{ field: 'pin', message: 'validation.pinTaken' }]);
    }
    expect(await staffCount()).toBe(count + 1);
    const links = await t.database.db
      .select({ staffId: staffVenues.staffId })
      .from(staffVenues)
      .innerJoin(staff, eq(staff.id, staffVenues.staffId))
      .where(and(eq(staff.companyId, companyId), eq(staff.name, 'Burst 0')));
    expect(links.length).toBeLessThanOrEqual(1);
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const count = await staffCount();
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [{ pin: '123' }, [{ field: 'pin', message: 'validation.pin' }]],
      [{ pin: '1234567' }, [{ field: 'pin', message: 'validation.pin' }]],
      [{ pin: '12 34' }, [{ field: 'pin', message: 'validation.pin' }]],
      [{ pin: '١٢٣٤' }, [{ field: 'pin', message: 'validation.pin' }]],
      [{ name: '   ' }, [{ field: 'name', message: 'validation.required' }]],
      [{ name: 'x'.repeat(100_000) }, [{ field: 'name', message: 'validation.tooLong' }]],
      [{ venueIds: [] }, [{ field: 'venueIds', message: 'validation.venuesRequired' }]],
      [{ email: 'nope' }, [{ field: 'email', message: 'validation.email' }]],
      [{ phone: 'call me maybe' }, [{ field: 'phone', message: 'validation.phone' }]],
      [{ venueIds: ['venue-of-nobody'] }, [{ field: 'venueIds', message: 'validation.venue.unknown' }]],
      [
        { accessLevelId: 'level-of-nobody' },
        [{ field: 'accessLevelId', message: 'validation.accessLevel.unknown' }],
      ],
    ];
    for (const [over, expected] of cases) {
      const result = await t.gql(CREATE, { input: input(over) }, owner);
      expect([over, fieldErrors(result)]).toEqual([over, expected]);
    }
    const nul = await t.gql(CREATE, { input: input({ name: 'Ann\u0000a' }) }, owner);
    expect(nul.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nulPin = await t.gql(CREATE, { input: input({ pin: '12\u000034' }) }, owner);
    expect(nulPin.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await staffCount()).toBe(count);
  });

  it('refuses an access level or venue of another company with a field error', async () => {
    // Demo Payments AB: another company of the demo.
    const [other] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Demo Payments AB'));
    const otherCompany = other?.id ?? '';
    await t.database.db
      .insert(venues)
      .values({ id: 'venue-elsewhere', companyId: otherCompany, name: 'Elsewhere' });
    await t.database.db
      .insert(accessLevels)
      .values({ id: 'level-elsewhere', companyId: otherCompany, name: 'Boss' });
    const count = await staffCount();
    const level = await t.gql(CREATE, { input: input({ accessLevelId: 'level-elsewhere' }) }, owner);
    expect(fieldErrors(level)).toEqual([
      { field: 'accessLevelId', message: 'validation.accessLevel.unknown' },
    ]);
    const venue = await t.gql(CREATE, { input: input({ venueIds: ['venue-elsewhere'] }) }, owner);
    expect(fieldErrors(venue)).toEqual([{ field: 'venueIds', message: 'validation.venue.unknown' }]);
    expect(await staffCount()).toBe(count);
    // Their ids read as missing on every id-taking operation.
    await t.database.db
      .insert(staff)
      .values({ id: 'staff-elsewhere', companyId: otherCompany, name: 'Stranger' });
    for (const [query, variables] of [
      [GET, { id: 'staff-elsewhere' }],
      [UPDATE, { id: 'staff-elsewhere', input: input() }],
      ['mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: 'staff-elsewhere' }],
    ] as const) {
      expect((await t.gql(query, variables, owner)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const [stranger] = await t.database.db.select().from(staff).where(eq(staff.id, 'staff-elsewhere'));
    expect(stranger).toMatchObject({ name: 'Stranger', deleted: false });
    const list = await t.gql<List>(LIST, { filter: { accessLevelId: 'level-elsewhere' } }, owner);
    expect(list.data?.staffList.nodes).toEqual([]);
  });
});

describe('a venue-restricted manager with STAFF', () => {
  let manager = '';
  beforeAll(async () => {
    await t.database.db
      .update(users)
      .set({ scopes: ['POS_CUSTOMIZATION', 'MENUS', 'STAFF'] })
      .where(eq(users.username, DEMO.manager));
    manager = await t.login(DEMO.manager);
  });

  it('sees and edits only staff of their venues, and leaves the other venues alone', async () => {
    const both = await create({ name: 'Both Venues', venueIds: [sodermalm, grunerlokka] });
    const oslo = await create({ name: 'Only Oslo', venueIds: [grunerlokka] });
    const names = (await t.gql<Staffs>(STAFFS, {}, manager)).data?.staffs.map((s) => s.name) ?? [];
    expect(names).toContain('Both Venues');
    expect(names).not.toContain('Only Oslo');
    expect(names).not.toContain('Johan Berg');
    const listed = await t.gql<List>(LIST, { filter: { search: 'venues' } }, manager);
    expect(listed.data?.staffList.nodes.map((n) => [n.name, n.venueIds])).toEqual([
      ['Both Venues', [sodermalm]],
    ]);
    for (const [query, variables] of [
      [GET, { id: oslo.id }],
      [UPDATE, { id: oslo.id, input: input() }],
      ['mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: oslo.id }],
    ] as const) {
      expect((await t.gql(query, variables, manager)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const foreignVenue = await t.gql(CREATE, { input: input({ venueIds: [grunerlokka] }) }, manager);
    expect(fieldErrors(foreignVenue)).toEqual([{ field: 'venueIds', message: 'validation.venue.unknown' }]);
    const filtered = await t.gql(LIST, { filter: { venueId: grunerlokka } }, manager);
    expect(filtered.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Renaming keeps Grünerløkka, which the manager cannot see.
    const renamed = await t.gql<{ updateStaff: Member }>(
      UPDATE,
      { id: both.id, input: { name: 'Both Renamed', venueIds: [sodermalm] } },
      manager,
    );
    expect(renamed.data?.updateStaff.venueIds).toEqual([sodermalm]);
    const asOwner = await t.gql<{ staff: Member }>(GET, { id: both.id }, owner);
    expect([...(asOwner.data?.staff.venueIds ?? [])].sort()).toEqual([sodermalm, grunerlokka].sort());
  });
});

describe('staffList', () => {
  it('pages by name with a cursor, counts, searches name, phone and e-mail, and filters', async () => {
    await create({ name: 'Zz Paging A', phone: '+46 70 999 00 01', accessLevelId: cashier });
    await create({ name: 'Zz Paging B', email: 'zz.paging@example.com', active: false });
    await create({ name: 'Zz Paging C', venueIds: [grunerlokka] });
    const search = async (filter: Record<string, unknown>) =>
      (await t.gql<List>(LIST, { filter }, owner)).data?.staffList.nodes.map((n) => n.name);
    expect(await search({ search: 'zz paging' })).toEqual(['Zz Paging A', 'Zz Paging B', 'Zz Paging C']);
    expect(await search({ search: '999 00' })).toEqual(['Zz Paging A']);
    expect(await search({ search: 'ZZ.PAGING@' })).toEqual(['Zz Paging B']);
    expect(await search({ search: 'zz paging', active: false })).toEqual(['Zz Paging B']);
    expect(await search({ search: 'zz paging', accessLevelId: cashier })).toEqual(['Zz Paging A']);
    expect(await search({ search: 'zz paging', venueId: grunerlokka })).toEqual(['Zz Paging C']);
    expect(await search({ search: '%' })).toEqual([]);

    const all: string[] = [];
    let after: string | null = null;
    let total = 0;
    do {
      const page: { data: List | null } = await t.gql<List>(LIST, { first: 4, after }, owner);
      const list = page.data?.staffList;
      all.push(...(list?.nodes.map((n) => n.id) ?? []));
      total = list?.totalCount ?? 0;
      after = list?.pageInfo.hasNextPage ? list.pageInfo.endCursor : null;
    } while (after);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);

    for (const variables of [
      { first: 0 },
      { first: 201 },
      { after: 'garbage' },
      { filter: { search: 'x'.repeat(201) } },
    ]) {
      expect((await t.gql(LIST, variables, owner)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('deleting a staff member', () => {
  it('soft-deletes them, frees their PIN and keeps their name on past orders', async () => {
    const [order] = await t.database.db
      .select({ id: orders.id, staffId: orders.staffId, staffName: orders.staffName })
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .limit(1);
    const made = await create({ name: 'Leaving Lena', pin: '6677' });
    if (order)
      await t.database.db
        .update(orders)
        .set({ staffId: made.id, staffName: made.name })
        .where(eq(orders.id, order.id));
    const deleted = await t.gql(
      'mutation($id: ID!) { deleteNode(id: $id) { success } }',
      { id: made.id },
      owner,
    );
    expect(deleted.errors).toBeUndefined();
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, made.id));
    expect(row).toMatchObject({
      name: 'Leaving Lena',
      deleted: true,
      active: false,
      pinHash: null,
      pinLookup: null,
    });
    if (order) {
      const [kept] = await t.database.db
        .select({ staffName: orders.staffName })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(kept?.staffName).toBe('Leaving Lena');
    }
    expect((await t.gql(GET, { id: made.id }, owner)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(UPDATE, { id: made.id, input: input() }, owner)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});
