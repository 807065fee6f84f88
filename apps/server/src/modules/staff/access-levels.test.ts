import { POS_STAFF_PERMISSIONS } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  accessLevels,
  companies,
  staff,
  staffVenues,
  terminals,
  users,
} from '../../platform/db/schema/index.ts';
import {
  codeOf,
  dataOf,
  demoVenues,
  fieldErrorsOf,
  setPermissions,
} from '../modifications/modifications.test-helpers.ts';
import type { AccessLevelView } from './access-levels.service.ts';

let t: TestServer;
let owner: string;
let venues: Map<string, string>;
let bistroId: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  venues = await demoVenues(t);
  const [bistro] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
  bistroId = bistro?.id ?? '';
});
afterAll(() => t.close());

const FIELDS = 'id name permissions manualDiscountCap venueIds staffCount editable';
const LIST = `query { accessLevels { ${FIELDS} } }`;
const ONE = `query($id: ID!) { accessLevel(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: AccessLevelInput!) { createAccessLevel(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AccessLevelInput!) { updateAccessLevel(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';
const PROGRESS = `query { staffSetupProgress { accessLevels staff staffWithoutPin staffWithoutVenue terminals lastConfigReadAt } }`;

type Level = AccessLevelView;

const venue = (name: string) => venues.get(name) ?? '';

async function create(input: Record<string, unknown>, token = owner): Promise<Level> {
  return dataOf(await t.gql<{ createAccessLevel: Level }>(CREATE, { input }, token)).createAccessLevel;
}

async function list(token = owner): Promise<Level[]> {
  return dataOf(await t.gql<{ accessLevels: Level[] }>(LIST, {}, token)).accessLevels;
}

/** A staff member put straight into the table (the staff API is another module's). */
async function addStaff(
  name: string,
  accessLevelId: string | null,
  venueIds: string[],
  pin = true,
): Promise<string> {
  const id = newId();
  await t.database.db.insert(staff).values({
    id,
    companyId: bistroId,
    name,
    accessLevelId,
    pinHash: pin ? 'hash' : null,
  });
  if (venueIds.length > 0) {
    await t.database.db
      .insert(staffVenues)
      .values(venueIds.map((venueId) => ({ companyId: bistroId, staffId: id, venueId })));
  }
  return id;
}

const REGISTER = `mutation($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success } }`;

async function levelsOfCompany(companyId: string) {
  return t.database.db
    .select({
      name: accessLevels.name,
      permissions: accessLevels.permissions,
      manualDiscountCap: accessLevels.manualDiscountCap,
    })
    .from(accessLevels)
    .where(and(eq(accessLevels.companyId, companyId), eq(accessLevels.deleted, false)))
    .orderBy(asc(accessLevels.createdAt), asc(accessLevels.name));
}

async function signUp(email: string, country: string, companyLanguage?: string): Promise<string> {
  const result = await t.gql(REGISTER, {
    input: {
      username: email,
      name: 'Ana Alba',
      password: 'Churros123!',
      companyName: `Bar ${country}`,
      country,
      phoneNumber: '+34 612 345 678',
      storeType: 'SINGLE_STORE',
      ...(companyLanguage ? { companyLanguage } : {}),
    },
  });
  expect(result.data).toEqual({ registerTemporaryUser: { success: true } });
  const [user] = await t.database.db.select().from(users).where(eq(users.username, email));
  return user?.companyId ?? '';
}

describe('default access levels', () => {
  it('gives a new company Cashier, Waiter and Manager in its language', async () => {
    const spanish = await levelsOfCompany(await signUp('ana@bar.test', 'ES'));
    expect(spanish.map((l) => l.name).sort()).toEqual(['Cajero', 'Camarero', 'Encargado']);
    const manager = spanish.find((l) => l.name === 'Encargado');
    expect(manager?.permissions.sort()).toEqual([...POS_STAFF_PERMISSIONS].sort());
    expect(manager?.manualDiscountCap).toBeNull();
    const waiter = spanish.find((l) => l.name === 'Camarero');
    expect(waiter?.permissions).toEqual(
      expect.arrayContaining(['ADD_ITEM_TO_TABLE', 'CREATE_CHEQUE', 'MAKE_PAYMENT']),
    );
    expect(waiter?.manualDiscountCap).toBe(10);
    const cashier = spanish.find((l) => l.name === 'Cajero');
    expect(cashier?.permissions).toEqual(expect.arrayContaining(['MAKE_PAYMENT', 'HISTORY', 'LOG_OUT']));
    expect(cashier?.permissions).not.toContain('MANUAL_DISCOUNT');

    // A Danish company's content language is English; a chosen company language wins over the country's.
    const danish = await levelsOfCompany(await signUp('dan@bar.test', 'DK'));
    expect(danish.map((l) => l.name).sort()).toEqual(['Cashier', 'Manager', 'Waiter']);
    const norwegian = await levelsOfCompany(await signUp('nora@bar.test', 'SE', 'no'));
    expect(norwegian.map((l) => l.name).sort()).toEqual(['Kasserer', 'Leder', 'Servitør']);
  });

  it('gives the demo company its Swedish levels', async () => {
    const [bistro] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
    const levels = await levelsOfCompany(bistro?.id ?? '');
    expect(levels.map((l) => l.name).sort()).toEqual(['Chef', 'Kassör', 'Servitör']);
  });
});

describe('access levels', () => {
  it('creates, lists with staff counts, reads and updates a level', async () => {
    const created = await create({
      name: 'Bartender',
      permissions: ['MANUAL_DISCOUNT', 'MAKE_PAYMENT', 'HISTORY'],
      manualDiscountCap: 15,
      venueIds: [venue('Södermalm')],
    });
    expect(created).toMatchObject({
      name: 'Bartender',
      permissions: ['HISTORY', 'MAKE_PAYMENT', 'MANUAL_DISCOUNT'],
      manualDiscountCap: 15,
      venueIds: [venue('Södermalm')],
      staffCount: 0,
      editable: true,
    });
    await addStaff('Bo Bar', created.id, [venue('Södermalm')]);
    const listed = (await list()).find((l) => l.id === created.id);
    expect(listed?.staffCount).toBe(1);
    expect((await list()).map((l) => l.name)).toEqual(
      expect.arrayContaining(['Bartender', 'Chef', 'Kassör', 'Servitör']),
    );

    const updated = dataOf(
      await t.gql<{ updateAccessLevel: Level }>(
        UPDATE,
        {
          id: created.id,
          input: { name: 'Bar', permissions: ['HISTORY'], manualDiscountCap: 50, venueIds: null },
        },
        owner,
      ),
    ).updateAccessLevel;
    // The cap goes with MANUAL_DISCOUNT; no venues is every venue.
    expect(updated).toMatchObject({
      name: 'Bar',
      permissions: ['HISTORY'],
      manualDiscountCap: null,
      venueIds: [],
    });
    expect(dataOf(await t.gql<{ accessLevel: Level }>(ONE, { id: created.id }, owner)).accessLevel).toEqual(
      updated,
    );
  });

  it('refuses unknown permissions, a cap outside 0–100, bad names and ids, field by field, changing nothing', async () => {
    const before = await list();
    const bad = async (input: Record<string, unknown>) =>
      fieldErrorsOf(await t.gql(CREATE, { input }, owner));
    expect(await bad({ name: 'X', permissions: ['HISTORY', 'FLY_TO_THE_MOON'] })).toEqual([
      { field: 'permissions.1', message: 'validation.permission' },
    ]);
    expect(await bad({ name: 'X', permissions: ['MANUAL_DISCOUNT'], manualDiscountCap: 101 })).toEqual([
      { field: 'manualDiscountCap', message: 'validation.discountCap' },
    ]);
    expect(await bad({ name: 'X', permissions: ['MANUAL_DISCOUNT'], manualDiscountCap: -5 })).toEqual([
      { field: 'manualDiscountCap', message: 'validation.discountCap' },
    ]);
    expect(await bad({ name: '   ', permissions: [] })).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
    expect(await bad({ name: 'x'.repeat(100_000), permissions: [] })).toEqual([
      { field: 'name', message: 'validation.tooLong' },
    ]);
    expect(await bad({ name: 'X', permissions: [], venueIds: [''] })).toEqual([
      { field: 'venueIds', message: 'validation.invalid' },
    ]);
    expect(await bad({ name: 'X', permissions: [], venueIds: ['no-such-venue'] })).toEqual([
      { field: 'venueIds', message: 'validation.venue' },
    ]);
    const nul = await t.gql(CREATE, { input: { name: 'Ka\u0000ssa', permissions: [] } }, owner);
    expect(codeOf(nul)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(nul)[0]?.field).toBe('name');
    expect(codeOf(await t.gql(UPDATE, { id: '', input: { name: 'X', permissions: [] } }, owner))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      codeOf(await t.gql(UPDATE, { id: 'no-such-level', input: { name: 'X', permissions: [] } }, owner)),
    ).toBe('NOT_FOUND');
    expect(await list()).toEqual(before);
  });

  it('keeps names unique in the company whatever the case, also under a concurrent burst', async () => {
    expect(fieldErrorsOf(await t.gql(CREATE, { input: { name: 'kassör', permissions: [] } }, owner))).toEqual(
      [{ field: 'name', message: 'validation.nameTaken' }],
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.gql<{ createAccessLevel: Level }>(
          CREATE,
          { input: { name: i % 2 ? 'Runner' : 'RUNNER', permissions: [] } },
          owner,
        ),
      ),
    );
    const made = results.filter((r) => r.data?.createAccessLevel);
    expect(made).toHaveLength(1);
    for (const refused of results.filter((r) => !r.data?.createAccessLevel)) {
      expect(fieldErrorsOf(refused)).toEqual([{ field: 'name', message: 'validation.nameTaken' }]);
    }
    expect((await list()).filter((l) => l.name.toLowerCase() === 'runner')).toHaveLength(1);
    // A deleted level's name is free again.
    dataOf(await t.gql(DELETE, { id: made[0]?.data?.createAccessLevel.id }, owner));
    await create({ name: 'Runner', permissions: [] });
  });

  it('refuses to delete a level in use, naming its staff, even when forced; deletes it once they are moved', async () => {
    const level = await create({ name: 'Barista', permissions: ['MAKE_PAYMENT'] });
    const other = (await list()).find((l) => l.name === 'Kassör');
    const anna = await addStaff('Anna Andersson', level.id, [venue('Södermalm')]);
    await addStaff('Ola Nordmann', level.id, [venue('Grünerløkka')]);
    const refused = await t.gql(DELETE, { id: level.id }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.dependents).toEqual([
      { kind: 'STAFF', count: 2, names: ['Anna Andersson', 'Ola Nordmann'] },
    ]);
    // No forced delete: the staff would be left without a level.
    const forced = await t.gql(DELETE, { id: level.id, force: true }, owner);
    expect(codeOf(forced)).toBe('CONFLICT');
    expect(forced.errors?.[0]?.extensions?.dependents).toEqual([{ kind: 'STAFF', count: 2 }]);
    const dependents = await t.gql(
      'query($id: ID!) { nodeDependents(id: $id) { kind count } }',
      { id: level.id },
      owner,
    );
    expect(dataOf(dependents)).toEqual({ nodeDependents: [{ kind: 'STAFF', count: 2 }] });
    expect(
      dataOf(await t.gql<{ accessLevel: Level }>(ONE, { id: level.id }, owner)).accessLevel.staffCount,
    ).toBe(2);

    await t.database.db
      .update(staff)
      .set({ accessLevelId: other?.id })
      .where(eq(staff.accessLevelId, level.id));
    await t.database.db.update(staff).set({ deleted: true }).where(eq(staff.id, anna));
    dataOf(await t.gql(DELETE, { id: level.id }, owner));
    expect(codeOf(await t.gql(ONE, { id: level.id }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: level.id }, owner))).toBe('NOT_FOUND');
  });

  it('shows a venue-restricted manager the levels of their venue and of every venue, and lets them change only their own', async () => {
    const oslo = await create({
      name: 'Oslo bar',
      permissions: ['HISTORY'],
      venueIds: [venue('Grünerløkka')],
    });
    const both = await create({
      name: 'Both cities',
      permissions: ['HISTORY'],
      venueIds: [venue('Grünerløkka'), venue('Södermalm')],
    });
    await addStaff('Kari Oslo', both.id, [venue('Grünerløkka')]);
    await addStaff('Sven Söder', both.id, [venue('Södermalm')]);
    await setPermissions(t, DEMO.manager, ['STAFF'], [venue('Södermalm')]);
    const manager = await t.login(DEMO.manager);

    const seen = await list(manager);
    expect(seen.map((l) => l.name)).not.toContain('Oslo bar');
    const seenBoth = seen.find((l) => l.id === both.id);
    // Only their venue among its venues, and only their staff counted; read-only for them.
    expect(seenBoth).toMatchObject({ venueIds: [venue('Södermalm')], staffCount: 1, editable: false });
    expect(seen.find((l) => l.name === 'Chef')).toMatchObject({ editable: false });
    expect(codeOf(await t.gql(ONE, { id: oslo.id }, manager))).toBe('NOT_FOUND');
    expect(
      codeOf(await t.gql(UPDATE, { id: oslo.id, input: { name: 'Mine', permissions: [] } }, manager)),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await t.gql(UPDATE, { id: both.id, input: { name: 'Mine', permissions: [] } }, manager)),
    ).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DELETE, { id: oslo.id }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: both.id }, manager))).toBe('FORBIDDEN');

    // Theirs: limited to their venue. Every venue, or another venue, is refused on the field.
    const noVenue = await t.gql(CREATE, { input: { name: 'Everywhere', permissions: [] } }, manager);
    expect(fieldErrorsOf(noVenue)).toEqual([{ field: 'venueIds', message: 'validation.venue' }]);
    const elsewhere = await t.gql(
      CREATE,
      { input: { name: 'Away', permissions: [], venueIds: [venue('Grünerløkka')] } },
      manager,
    );
    expect(fieldErrorsOf(elsewhere)).toEqual([{ field: 'venueIds', message: 'validation.venue' }]);
    const mine = await create(
      { name: 'Söder runner', permissions: ['LOG_OUT'], venueIds: [venue('Södermalm')] },
      manager,
    );
    expect(mine.editable).toBe(true);
    const widened = await t.gql(
      UPDATE,
      {
        id: mine.id,
        input: {
          name: 'Söder runner',
          permissions: [],
          venueIds: [venue('Södermalm'), venue('Grünerløkka')],
        },
      },
      manager,
    );
    expect(fieldErrorsOf(widened)).toEqual([{ field: 'venueIds', message: 'validation.venue' }]);
    dataOf(await t.gql(DELETE, { id: mine.id }, manager));

    // The owner's view is untouched.
    expect((await list()).find((l) => l.id === both.id)).toMatchObject({
      name: 'Both cities',
      staffCount: 2,
    });
    await setPermissions(t, DEMO.manager, ['POS_CUSTOMIZATION', 'MENUS'], [venue('Södermalm')]);
  });

  it('is for users with the STAFF scope', async () => {
    const payments = await t.login(DEMO.payments);
    await setPermissions(t, DEMO.manager, ['MENUS'], [venue('Södermalm')]);
    const manager = await t.login(DEMO.manager);
    for (const token of [manager, null]) {
      expect(codeOf(await t.gql(LIST, {}, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(codeOf(await t.gql(PROGRESS, {}, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(codeOf(await t.gql(CREATE, { input: { name: 'X', permissions: [] } }, token))).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      );
    }
    // Another company's owner sees only their own levels.
    const theirs = (await list(payments)).map((l) => l.name);
    expect(theirs).not.toContain('Kassör');
    await setPermissions(t, DEMO.manager, ['POS_CUSTOMIZATION', 'MENUS'], [venue('Södermalm')]);
  });
});

describe('staff setup progress', () => {
  it('counts levels, active staff without a PIN or a venue, and the latest feed read of a terminal', async () => {
    const fresh = await signUp('pia@setup.test', 'SE');
    const [boss] = await t.database.db.select().from(users).where(eq(users.companyId, fresh));
    await t.database.db
      .update(users)
      .set({ active: true })
      .where(eq(users.id, boss?.id ?? ''));
    const token = await t.login('pia@setup.test', 'Churros123!');
    const start = dataOf(await t.gql<{ staffSetupProgress: Record<string, unknown> }>(PROGRESS, {}, token));
    expect(start.staffSetupProgress).toEqual({
      accessLevels: 3,
      staff: 0,
      staffWithoutPin: 0,
      staffWithoutVenue: 0,
      terminals: 0,
      lastConfigReadAt: null,
    });

    const before = dataOf(
      await t.gql<{ staffSetupProgress: { staff: number } }>(PROGRESS, {}, owner),
    ).staffSetupProgress;
    await addStaff('No Pin', null, [venue('Södermalm')], false);
    await addStaff('No Venue', null, []);
    const inactive = await addStaff('Gone', null, [], false);
    await t.database.db.update(staff).set({ active: false }).where(eq(staff.id, inactive));
    const after = dataOf(
      await t.gql<{
        staffSetupProgress: { staff: number; staffWithoutPin: number; staffWithoutVenue: number };
      }>(PROGRESS, {}, owner),
    ).staffSetupProgress;
    expect(after.staff - before.staff).toBe(2);
    expect(after).toMatchObject({
      staffWithoutPin: (before as unknown as { staffWithoutPin: number }).staffWithoutPin + 1,
      staffWithoutVenue: (before as unknown as { staffWithoutVenue: number }).staffWithoutVenue + 1,
    });

    const issued = await t.gql<{ createTerminal: { terminal: { id: string } } }>(
      'mutation($v: ID!) { createTerminal(venueId: $v, name: "Kassa 1") { terminal { id } } }',
      { v: venue('Södermalm') },
      owner,
    );
    const terminalId = dataOf(issued).createTerminal.terminal.id;
    const unread = dataOf(
      await t.gql<{ staffSetupProgress: { terminals: number; lastConfigReadAt: string | null } }>(
        PROGRESS,
        {},
        owner,
      ),
    );
    expect(unread.staffSetupProgress.lastConfigReadAt).toBeNull();
    const readAt = new Date('2026-11-20T10:00:00Z');
    await t.database.db
      .update(terminals)
      .set({ lastConfigReadAt: readAt })
      .where(eq(terminals.id, terminalId));
    const read = dataOf(
      await t.gql<{ staffSetupProgress: { lastConfigReadAt: string | null } }>(PROGRESS, {}, owner),
    );
    expect(read.staffSetupProgress.lastConfigReadAt).toBe(readAt.toISOString());
  });
});
