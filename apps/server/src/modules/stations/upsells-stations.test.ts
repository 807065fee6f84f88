import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { venues as venueTable } from '../../platform/db/schema/index.ts';
import {
  codeOf,
  dataOf,
  demoVenues,
  fieldErrorsOf,
  twoItems,
} from '../modifications/modifications.test-helpers.ts';

let t: TestServer;
let owner: string;
let venues: Map<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  venues = await demoVenues(t);
});
afterAll(() => t.close());

const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';

describe('upsells', () => {
  const FIELDS = 'id name displayOrder itemIds items { id title }';
  const CREATE = `mutation($input: UpsellInput!) { createUpsell(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: UpsellInput!) { updateUpsell(id: $id, input: $input) { ${FIELDS} } }`;
  const LIST = `query { upsells { ${FIELDS} } }`;
  const SET = `mutation($itemId: ID!, $ids: [ID!]!) { setItemUpsells(itemId: $itemId, upsellIds: $ids) { upsellIds } }`;
  type Upsell = { id: string; name: string; displayOrder: number; itemIds: string[] };

  it('creates an upsell with items in order, lists by display order, edits it', async () => {
    const [a, b] = await twoItems(t, owner);
    const created = dataOf(
      await t.gql<{ createUpsell: Upsell }>(
        CREATE,
        { input: { name: 'Kaka?', displayOrder: 0, itemIds: [b, a] } },
        owner,
      ),
    ).createUpsell;
    expect(created).toMatchObject({ name: 'Kaka?', displayOrder: 0, itemIds: [b, a] });
    const list = dataOf(await t.gql<{ upsells: Upsell[] }>(LIST, {}, owner)).upsells;
    expect(list[0]?.id).toBe(created.id);
    expect(list.map((u) => u.displayOrder)).toEqual(
      [...list.map((u) => u.displayOrder)].sort((x, y) => x - y),
    );
    expect(list.length).toBeGreaterThanOrEqual(3); // the two demo upsells too
    const updated = dataOf(
      await t.gql<{ updateUpsell: Upsell }>(
        UPDATE,
        { id: created.id, input: { name: 'Bulle?', displayOrder: 9, itemIds: [a] } },
        owner,
      ),
    ).updateUpsell;
    expect(updated).toMatchObject({ name: 'Bulle?', displayOrder: 9, itemIds: [a] });
  });

  it('refuses a bad upsell field by field, and items of another company', async () => {
    const bad = await t.gql(CREATE, { input: { name: '', displayOrder: -1 } }, owner);
    expect(fieldErrorsOf(bad).map((e) => e.field)).toEqual(['name', 'displayOrder']);
    const payments = await t.login(DEMO.payments);
    const [a] = await twoItems(t, owner);
    expect(codeOf(await t.gql(CREATE, { input: { name: 'X', itemIds: [a] } }, payments))).toBe('NOT_FOUND');
  });

  it('sets the upsells of an item, and deleting one items use needs force', async () => {
    const [itemId] = await twoItems(t, owner);
    const upsell = dataOf(
      await t.gql<{ createUpsell: Upsell }>(CREATE, { input: { name: 'Dryck?' } }, owner),
    ).createUpsell;
    const set = await t.gql<{ setItemUpsells: { upsellIds: string[] } }>(
      SET,
      { itemId, ids: [upsell.id] },
      owner,
    );
    expect(dataOf(set).setItemUpsells.upsellIds).toEqual([upsell.id]);
    const item = await t.gql<{ item: { upsellIds: string[] } }>(
      'query($id: ID!) { item(id: $id) { upsellIds } }',
      { id: itemId },
      owner,
    );
    expect(dataOf(item).item.upsellIds).toContain(upsell.id);
    expect(codeOf(await t.gql(DELETE, { id: upsell.id }, owner))).toBe('CONFLICT');
    dataOf(await t.gql(DELETE, { id: upsell.id, force: true }, owner));
    const after = await t.gql<{ item: { upsellIds: string[] } }>(
      'query($id: ID!) { item(id: $id) { upsellIds } }',
      { id: itemId },
      owner,
    );
    expect(dataOf(after).item.upsellIds).not.toContain(upsell.id);
    expect(codeOf(await t.gql(SET, { itemId, ids: [upsell.id] }, owner))).toBe('NOT_FOUND');
  });
});

describe('stations', () => {
  const FIELDS = 'id name venueId itemIds';
  const CREATE = `mutation($input: StationInput!) { createStation(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: StationInput!) { updateStation(id: $id, input: $input) { ${FIELDS} } }`;
  const LIST = `query { stations { ${FIELDS} } }`;
  const ONE = `query($id: ID!) { station(id: $id) { ${FIELDS} } }`;
  const SET = `mutation($itemId: ID!, $ids: [ID!]!) { setItemStations(itemId: $itemId, stationIds: $ids) { stationIds } }`;
  type Station = { id: string; name: string; venueId: string | null; itemIds: string[] };

  const create = async (input: Record<string, unknown>, token = owner) =>
    dataOf(await t.gql<{ createStation: Station }>(CREATE, { input }, token)).createStation;

  it('creates stations for every venue or one venue, with their items, and lists them by name', async () => {
    const [a, b] = await twoItems(t, owner);
    const grill = await create({ name: 'Grill', venueId: venues.get('Södermalm'), itemIds: [a, b] });
    expect(grill).toMatchObject({ name: 'Grill', venueId: venues.get('Södermalm') });
    expect([...grill.itemIds].sort()).toEqual([a, b].sort());
    const list = dataOf(await t.gql<{ stations: Station[] }>(LIST, {}, owner)).stations;
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['Bar', 'Grill', 'Kök']));
    const renamed = await t.gql<{ updateStation: Station }>(
      UPDATE,
      { id: grill.id, input: { name: 'Grillen', venueId: null } },
      owner,
    );
    expect(dataOf(renamed).updateStation).toMatchObject({ name: 'Grillen', venueId: null });
    expect(dataOf(renamed).updateStation.itemIds).toHaveLength(2); // itemIds left out: kept
    expect(fieldErrorsOf(await t.gql(CREATE, { input: { name: '' } }, owner))).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
  });

  it("shows a venue-restricted manager only their venue's and every venue's stations", async () => {
    const oslo = await create({ name: 'Oslo bar', venueId: venues.get('Grünerløkka') });
    const stockholm = await create({ name: 'Stockholm bar', venueId: venues.get('Södermalm') });
    const manager = await t.login(DEMO.manager);
    const seen = dataOf(await t.gql<{ stations: Station[] }>(LIST, {}, manager)).stations.map((s) => s.name);
    expect(seen).toEqual(expect.arrayContaining(['Kök', 'Bar', 'Stockholm bar']));
    expect(seen).not.toContain('Oslo bar');
    expect(codeOf(await t.gql(ONE, { id: oslo.id }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE, { id: oslo.id, input: { name: 'Mine' } }, manager))).toBe('NOT_FOUND');
    expect(
      codeOf(await t.gql(CREATE, { input: { name: 'X', venueId: venues.get('Grünerløkka') } }, manager)),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(
          UPDATE,
          { id: stockholm.id, input: { name: 'Sthlm bar', venueId: venues.get('Grünerløkka') } },
          manager,
        ),
      ),
    ).toBe('NOT_FOUND');

    // The manager's item stations change only among those they see: Oslo's link stays.
    const [itemId] = await twoItems(t, owner);
    dataOf(await t.gql(SET, { itemId, ids: [oslo.id] }, owner));
    const set = await t.gql<{ setItemStations: { stationIds: string[] } }>(
      SET,
      { itemId, ids: [stockholm.id] },
      manager,
    );
    // The answer names only the stations the manager sees; the owner still sees Oslo's link.
    expect(dataOf(set).setItemStations.stationIds).toEqual([stockholm.id]);
    const ownerView = await t.gql<{ station: Station }>(ONE, { id: oslo.id }, owner);
    expect(dataOf(ownerView).station.itemIds).toContain(itemId);
    expect(codeOf(await t.gql(SET, { itemId, ids: [oslo.id] }, manager))).toBe('NOT_FOUND');
  });

  it("lets a venue-restricted manager read and save a product sent to another venue's station", async () => {
    const oslo = await create({ name: 'Oslo grill', venueId: venues.get('Grünerløkka') });
    const mine = await create({ name: 'Söder grill', venueId: venues.get('Södermalm') });
    const [itemId] = await twoItems(t, owner);
    dataOf(await t.gql(SET, { itemId, ids: [oslo.id, mine.id] }, owner));
    const manager = await t.login(DEMO.manager);
    const ITEM = 'query($id: ID!) { item(id: $id) { stationIds } }';
    const read = await t.gql<{ item: { stationIds: string[] } }>(ITEM, { id: itemId }, manager);
    expect(dataOf(read).item.stationIds).toEqual([mine.id]);
    // The product drawer sends back what it read, with a new title.
    const UPDATE_ITEM =
      'mutation($id: ID!, $data: UpdateItemInput!) { updateItem(id: $id, data: $data) { title stationIds } }';
    const saved = await t.gql<{ updateItem: { title: string; stationIds: string[] } }>(
      UPDATE_ITEM,
      { id: itemId, data: { title: 'Grillad macka', stationIds: dataOf(read).item.stationIds } },
      manager,
    );
    expect(dataOf(saved).updateItem).toEqual({ title: 'Grillad macka', stationIds: [mine.id] });
    const asOwner = await t.gql<{ item: { stationIds: string[] } }>(ITEM, { id: itemId }, owner);
    expect([...dataOf(asOwner).item.stationIds].sort()).toEqual([oslo.id, mine.id].sort());
  });

  it("lets a venue-restricted manager delete only their venue's and every venue's stations", async () => {
    const [itemId] = await twoItems(t, owner);
    const oslo = await create({ name: 'Oslo kök', venueId: venues.get('Grünerløkka'), itemIds: [itemId] });
    const mine = await create({ name: 'Söder kök', venueId: venues.get('Södermalm') });
    const shared = await create({ name: 'Alla kök' });
    const manager = await t.login(DEMO.manager);
    const DEPENDENTS = 'query($id: ID!) { nodeDependents(id: $id) { kind count } }';
    expect(codeOf(await t.gql(DEPENDENTS, { id: oslo.id }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: oslo.id, force: true }, manager))).toBe('NOT_FOUND');
    const kept = dataOf(await t.gql<{ station: Station }>(ONE, { id: oslo.id }, owner)).station;
    expect(kept.itemIds).toEqual([itemId]);
    dataOf(await t.gql(DELETE, { id: mine.id }, manager));
    dataOf(await t.gql(DELETE, { id: shared.id }, manager));
    expect(codeOf(await t.gql(ONE, { id: mine.id }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: shared.id }, owner))).toBe('NOT_FOUND');
  });

  it("refuses a deleted venue for a station and its predefined messages, like another company's (venueScope)", async () => {
    const session = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    const companyId = dataOf(session).authorizeUser.companyId;
    const venueId = 'closed-venue-of-the-demo';
    await t.database.db.insert(venueTable).values({ id: venueId, companyId, name: 'Stängt', deleted: true });
    expect(codeOf(await t.gql(CREATE, { input: { name: 'Gammal', venueId } }, owner))).toBe('NOT_FOUND');
    const messages = 'query($venueId: ID!) { predefinedMessages(venueId: $venueId) { id } }';
    expect(codeOf(await t.gql(messages, { venueId }, owner))).toBe('NOT_FOUND');
  });

  it("refuses another company's stations and deletes a used station only with force", async () => {
    const [itemId] = await twoItems(t, owner);
    const station = await create({ name: 'Dessert', itemIds: [itemId] });
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(ONE, { id: station.id }, payments))).toBe('NOT_FOUND');
    expect(dataOf(await t.gql<{ stations: Station[] }>(LIST, {}, payments)).stations).toEqual([]);
    expect(codeOf(await t.gql(DELETE, { id: station.id }, owner))).toBe('CONFLICT');
    dataOf(await t.gql(DELETE, { id: station.id, force: true }, owner));
    expect(codeOf(await t.gql(ONE, { id: station.id }, owner))).toBe('NOT_FOUND');
  });
});
