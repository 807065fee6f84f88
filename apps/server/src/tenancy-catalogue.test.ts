import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../test/harness.ts';
import { signUpOtherCompany } from '../test/other-company.ts';

// Signs in as a user of company A and tries company B's menus, modifications and POS layouts
// through every operation that takes their ids (tenancy.test.ts covers accounts and venues). Every
// attempt must be refused, and nothing of B's may change.

let t: TestServer;
const a = { token: '', venueIds: [] as string[] };
const b = { token: '', venueId: '' };

beforeAll(async () => {
  t = await startTestServer();
  const other = await signUpOtherCompany(t);
  b.token = other.token;
  b.venueId = other.venueId;
  a.token = await t.login(DEMO.owner);
  const session = await t.gql<{ authorizeUser: { venueIds: string[] } }>(
    'query { authorizeUser { venueIds } }',
    {},
    a.token,
  );
  a.venueIds = session.data?.authorizeUser.venueIds ?? [];
});
afterAll(() => t.close());

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('company A cannot reach B’s menus, modifications or POS layouts', () => {
  // B's own data, made through the API as B.
  const own = {
    item: '',
    menu: '',
    group: '',
    modification: '',
    station: '',
    upsell: '',
    message: '',
    layout: '',
    page: '',
    layoutCategory: '',
    offer: '',
  };
  const mine = { item: '', menu: '', layout: '', page: '', group: '' };

  async function asB<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await t.gql<T>(query, variables, b.token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as T;
  }

  async function asA<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await t.gql<T>(query, variables, a.token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as T;
  }

  // What B sees of all of it, to compare before and after A's attempts.
  const B_VIEW = `query($menu: ID!, $group: ID!, $station: ID!, $upsell: ID!, $page: ID!, $venue: ID!, $offer: ID!) {
    menu(id: $menu) { name menuEntries { id } availabilities { weekday } }
    modificationGroup(id: $group) { title items { id } modifications { id name position } }
    station(id: $station) { name venueId items { id } }
    upsell(id: $upsell) { name items { id } }
    layouts { id name categories { id name } }
    page(id: $page) { name rows columns buttons { id } }
    bundleOffers { id name value }
    offer(id: $offer) { name active targets { itemId } venueIds }
    offers { id }
    predefinedMessages(venueId: $venue) { id message }
    menuProviderData { menus { id name } venues { menus { serviceType menu { id } } } }
  }`;
  const bView = () =>
    asB(B_VIEW, {
      menu: own.menu,
      group: own.group,
      station: own.station,
      upsell: own.upsell,
      page: own.page,
      venue: b.venueId,
      offer: own.offer,
    });

  beforeAll(async () => {
    type Id = { id: string };
    own.item = (
      await asB<{ createItem: Id }>('mutation { createItem(input: { title: "Smørrebrød" }) { id } }')
    ).createItem.id;
    own.menu = (
      await asB<{ createMenu: Id }>('mutation { createMenu(name: "Frokost") { id } }')
    ).createMenu.id;
    const group = await asB<{ createModificationGroup: { group: Id & { modifications: Id[] } } }>(
      `mutation($item: ID!) { createModificationGroup(input: { title: "Brød", itemIds: [$item],
        modifications: [{ name: "Rug", price: 0 }] }) { group { id modifications { id } } } }`,
      { item: own.item },
    );
    own.group = group.createModificationGroup.group.id;
    own.modification = group.createModificationGroup.group.modifications[0]?.id ?? '';
    own.station = (
      await asB<{ createStation: Id }>(
        'mutation($item: ID!) { createStation(input: { name: "Køkken", itemIds: [$item] }) { id } }',
        { item: own.item },
      )
    ).createStation.id;
    own.upsell = (
      await asB<{ createUpsell: Id }>(
        'mutation($item: ID!) { createUpsell(input: { name: "Øl?", itemIds: [$item] }) { id } }',
        { item: own.item },
      )
    ).createUpsell.id;
    own.message = (
      await asB<{ createPredefinedMessage: Id }>(
        'mutation($v: ID!) { createPredefinedMessage(venueId: $v, message: "Uden løg") { id } }',
        { v: b.venueId },
      )
    ).createPredefinedMessage.id;
    own.layout = (
      await asB<{ createLayout: Id }>('mutation { createLayout(input: { name: "Kasse" }) { id } }')
    ).createLayout.id;
    own.page = (
      await asB<{ createPage: Id }>(
        'mutation($l: ID!) { createPage(layoutId: $l, input: { name: "Start", rows: 4, columns: 4 }) { id } }',
        { l: own.layout },
      )
    ).createPage.id;
    own.layoutCategory = (
      await asB<{ createLayoutCategory: Id }>(
        'mutation($l: ID!) { createLayoutCategory(layoutId: $l, input: { name: "Mad", color: "#ff0000" }) { id } }',
        { l: own.layout },
      )
    ).createLayoutCategory.id;
    own.offer = (
      await asB<{ createOffer: Id }>(
        `mutation($item: ID!) { createOffer(input: { name: "Frokosttilbud", type: BUNDLE, discountType: PERCENTAGE,
          value: 10, targets: [{ itemId: $item }] }) { id } }`,
        { item: own.item },
      )
    ).createOffer.id;

    // A's own things, to try B's ids inside them.
    mine.item = (
      await asA<{ createItem: Id }>('mutation { createItem(input: { title: "Tenancy bun" }) { id } }')
    ).createItem.id;
    mine.menu = (
      await asA<{ createMenu: Id }>('mutation { createMenu(name: "Tenancy menu") { id } }')
    ).createMenu.id;
    mine.group = (
      await asA<{ createModificationGroup: { group: Id } }>(
        'mutation { createModificationGroup(input: { title: "Tenancy group" }) { group { id } } }',
      )
    ).createModificationGroup.group.id;
    mine.layout = (
      await asA<{ createLayout: Id }>('mutation { createLayout(input: { name: "Tenancy layout" }) { id } }')
    ).createLayout.id;
    mine.page = (
      await asA<{ createPage: Id }>(
        'mutation($l: ID!) { createPage(layoutId: $l, input: { name: "Tenancy page", rows: 2, columns: 2 }) { id } }',
        { l: mine.layout },
      )
    ).createPage.id;
  });

  // Every attempt is refused as NOT_FOUND (or FORBIDDEN), and B's data reads the same afterwards.
  async function expectRefused(attempts: [string, Record<string, unknown>][]) {
    const before = await bView();
    for (const [query, variables] of attempts) {
      const code = codeOf(await t.gql(query, variables, a.token));
      expect([query, code]).toEqual([query, expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/)]);
    }
    expect(await bView()).toEqual(before);
  }

  const DELETE_NODE = 'mutation($id: ID!) { deleteNode(id: $id, force: true) { success } }';
  const DEPENDENTS = 'query($id: ID!) { nodeDependents(id: $id) { kind count } }';

  it('menus: reading, changing, deleting and linking B’s menus and items', async () => {
    await expectRefused([
      ['query($id: ID!) { menu(id: $id) { id } }', { id: own.menu }],
      ['mutation($id: ID!) { updateMenu(id: $id, data: { name: "Taken" }) { id } }', { id: own.menu }],
      [
        'mutation($id: ID!) { updateMenuAvailabilities(menuId: $id, availabilities: [{ weekday: MONDAY, start: "08:00", end: "10:00" }]) { id } }',
        { id: own.menu },
      ],
      ['mutation($id: ID!) { deleteMenu(id: $id, force: true) { success } }', { id: own.menu }],
      [DELETE_NODE, { id: own.menu }],
      [DEPENDENTS, { id: own.menu }],
      [
        'mutation($v: ID!, $m: ID!) { setVenueMenu(venueId: $v, serviceType: POS, menuId: $m) { id } }',
        { v: a.venueIds[0], m: own.menu },
      ],
      [
        'mutation($v: ID!, $m: ID!) { setVenueMenu(venueId: $v, serviceType: POS, menuId: $m) { id } }',
        { v: b.venueId, m: mine.menu },
      ],
      [
        'mutation($id: ID!, $item: ID!) { updateMenu(id: $id, data: { menuEntries: { create: [{ item: { connect: { id: $item } }, price: 100 }] } }) { id } }',
        { id: mine.menu, item: own.item },
      ],
    ]);
  });

  it('modifications: B’s groups, modifications, stations, upsells and kitchen messages', async () => {
    await expectRefused([
      ['query($id: ID!) { modificationGroup(id: $id) { id } }', { id: own.group }],
      [
        'mutation($id: ID!) { updateModificationGroup(id: $id, input: { title: "Taken" }) { success } }',
        { id: own.group },
      ],
      [
        'mutation($g: ID!) { createVariation(groupId: $g, input: { name: "Hvede" }) { id } }',
        { g: own.group },
      ],
      [
        'mutation($id: ID!) { updateVariation(id: $id, input: { name: "Taken" }) { id } }',
        { id: own.modification },
      ],
      [
        'mutation($g: ID!, $m: ID!) { reorderModifications(groupId: $g, modificationIds: [$m]) { id } }',
        { g: own.group, m: own.modification },
      ],
      [
        'mutation($i: ID!, $g: ID!) { setItemModificationGroups(itemId: $i, groupIds: [$g]) { itemId } }',
        { i: own.item, g: mine.group },
      ],
      [
        'mutation($i: ID!, $g: ID!) { setItemModificationGroups(itemId: $i, groupIds: [$g]) { itemId } }',
        { i: mine.item, g: own.group },
      ],
      [
        'mutation($i: ID!, $m: ID!) { setItemDefaultModifications(itemId: $i, modificationIds: [$m]) { itemId } }',
        { i: mine.item, m: own.modification },
      ],
      [
        'mutation($i: ID!, $s: ID!) { setItemStations(itemId: $i, stationIds: [$s]) { itemId } }',
        { i: mine.item, s: own.station },
      ],
      ['mutation($i: ID!) { setItemStations(itemId: $i, stationIds: []) { itemId } }', { i: own.item }],
      [
        'mutation($i: ID!, $u: ID!) { setItemUpsells(itemId: $i, upsellIds: [$u]) { itemId } }',
        { i: mine.item, u: own.upsell },
      ],
      ['mutation($i: ID!) { setItemUpsells(itemId: $i, upsellIds: []) { itemId } }', { i: own.item }],
      ['query($id: ID!) { station(id: $id) { id } }', { id: own.station }],
      [
        'mutation($id: ID!) { updateStation(id: $id, input: { name: "Taken", itemIds: [] }) { id } }',
        { id: own.station },
      ],
      ['mutation($v: ID!) { createStation(input: { name: "Bar", venueId: $v }) { id } }', { v: b.venueId }],
      ['query($id: ID!) { upsell(id: $id) { id } }', { id: own.upsell }],
      [
        'mutation($id: ID!) { updateUpsell(id: $id, input: { name: "Taken", itemIds: [] }) { id } }',
        { id: own.upsell },
      ],
      ['mutation($i: ID!) { createUpsell(input: { name: "Mine", itemIds: [$i] }) { id } }', { i: own.item }],
      ['query($v: ID!) { predefinedMessages(venueId: $v) { id } }', { v: b.venueId }],
      ['mutation($v: ID!) { createPredefinedMessage(venueId: $v, message: "Hej") { id } }', { v: b.venueId }],
      [
        'mutation($id: ID!) { updatePredefinedMessage(id: $id, message: "Taken") { id } }',
        { id: own.message },
      ],
      ['mutation($id: ID!) { deletePredefinedMessage(id: $id) { success } }', { id: own.message }],
      ...[own.group, own.modification, own.station, own.upsell].flatMap(
        (id): [string, Record<string, unknown>][] => [
          [DEPENDENTS, { id }],
          [DELETE_NODE, { id }],
        ],
      ),
    ]);
  });

  it('POS layouts: B’s layouts, pages, tabs and offers, and A’s buttons pointing at B’s', async () => {
    const button = (target: Record<string, unknown>) => ({
      id: mine.page,
      input: { buttons: { set: [{ position: 0, ...target }] } },
    });
    const SET_BUTTONS =
      'mutation($id: ID!, $input: PageUpdateInput!) { updatePage(id: $id, input: $input) { id } }';
    await expectRefused([
      ['mutation($id: ID!) { updateLayout(id: $id, input: { name: "Taken" }) { id } }', { id: own.layout }],
      ['mutation($id: ID!) { deleteLayout(id: $id) { success } }', { id: own.layout }],
      [
        'mutation($l: ID!) { createPage(layoutId: $l, input: { name: "Mine", rows: 2, columns: 2 }) { id } }',
        { l: own.layout },
      ],
      ['query($id: ID!) { page(id: $id) { id } }', { id: own.page }],
      ['mutation($id: ID!) { updatePage(id: $id, input: { name: "Taken" }) { id } }', { id: own.page }],
      ['mutation($id: ID!) { deletePage(id: $id) { success } }', { id: own.page }],
      [
        'mutation($l: ID!) { createLayoutCategory(layoutId: $l, input: { name: "Mine", color: "#00ff00" }) { id } }',
        { l: own.layout },
      ],
      [
        'mutation($id: ID!) { updateLayoutCategory(id: $id, input: { name: "Taken", color: "#00ff00" }) { id } }',
        { id: own.layoutCategory },
      ],
      ['mutation($id: ID!) { deleteLayoutCategory(id: $id) { success } }', { id: own.layoutCategory }],
      [
        'mutation($id: ID!) { updateOffer(id: $id, input: { name: "Taken", type: ORDER_DISCOUNT, discountType: FIXED, value: 1 }) { id } }',
        { id: own.offer },
      ],
      ['query($id: ID!) { offer(id: $id) { id } }', { id: own.offer }],
      ['mutation($id: ID!) { duplicateOffer(id: $id, name: "Mine") { id } }', { id: own.offer }],
      ['mutation($id: ID!) { setOfferActive(id: $id, active: false) { id } }', { id: own.offer }],
      [DEPENDENTS, { id: own.offer }],
      [DELETE_NODE, { id: own.offer }],
      ['query($v: ID!) { offers(filter: { venueId: $v }) { id } }', { v: b.venueId }],
      [SET_BUTTONS, button({ type: 'ITEM', itemId: own.item })],
      [SET_BUTTONS, button({ type: 'OFFER', offerId: own.offer })],
      [SET_BUTTONS, button({ type: 'PAGE', targetPageId: own.page })],
    ]);
    const layouts = await asA<{ layouts: { id: string }[] }>('query { layouts { id } }');
    expect(layouts.layouts.map((l) => l.id)).not.toContain(own.layout);
    const offers = await asA<{ bundleOffers: { id: string }[]; offers: { id: string }[] }>(
      'query { bundleOffers { id } offers { id } }',
    );
    expect(offers.bundleOffers.map((o) => o.id)).not.toContain(own.offer);
    expect(offers.offers.map((o) => o.id)).not.toContain(own.offer);
    // B's items and venues in A's offer are field errors, and no offer is made.
    const refused = await t.gql(
      `mutation($i: ID!, $v: ID!) { createOffer(input: { name: "Sneaky", type: ITEM_DISCOUNT, discountType: FIXED,
        value: 100, targets: [{ itemId: $i }], venueIds: [$v] }) { id } }`,
      { i: own.item, v: b.venueId },
      a.token,
    );
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'targets.0', message: 'validation.item' },
      { field: 'venueIds.0', message: 'validation.venue' },
    ]);
  });

  it('basket preview: B’s venue, items, modifications and offers', async () => {
    const PREVIEW = `query($input: BasketPreviewInput!) {
      previewBasket(input: $input) { applied { offerId } shown { offerId } notApplied { offerId } }
    }`;
    const input = (over: Record<string, unknown>) => ({
      venueId: a.venueIds[0],
      serviceType: 'POS',
      channel: 'POS',
      date: '2026-11-24',
      time: '12:00',
      lines: [{ itemId: mine.item, quantity: 1 }],
      ...over,
    });
    await expectRefused([[PREVIEW, { input: input({ venueId: b.venueId }) }]]);
    const refusals: [Record<string, unknown>, string][] = [
      [{ lines: [{ itemId: own.item, quantity: 1 }] }, 'lines.0.itemId'],
      [
        { lines: [{ itemId: mine.item, quantity: 1, modificationIds: [own.modification] }] },
        'lines.0.modificationIds',
      ],
      [{ chosenOfferIds: [own.offer] }, 'chosenOfferIds'],
    ];
    for (const [over, field] of refusals) {
      const result = await t.gql(PREVIEW, { input: input(over) }, a.token);
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [expect.objectContaining({ field })],
      });
    }
    const preview = await asA<{
      previewBasket: {
        applied: { offerId: string }[];
        shown: { offerId: string }[];
        notApplied: { offerId: string }[];
      };
    }>(PREVIEW, { input: input({}) });
    const named = Object.values(preview.previewBasket).flatMap((list) => list.map((o) => o.offerId));
    expect(named).not.toContain(own.offer);
  });
});

describe('company A cannot reach B’s staff', () => {
  it('reading, changing, deleting, filtering by and signing in B’s staff', async () => {
    const made = await t.gql<{ createStaff: { id: string } }>(
      'mutation($v: ID!) { createStaff(input: { name: "Bodil", pin: "2468", venueIds: [$v] }) { id } }',
      { v: b.venueId },
      b.token,
    );
    const staffId = made.data?.createStaff.id ?? '';
    expect(staffId).not.toBe('');
    const view = () =>
      t.gql(
        'query($id: ID!) { staff(id: $id) { name active venueIds hasPin pinSetAt } }',
        { id: staffId },
        b.token,
      );
    const before = await view();
    for (const [query, variables] of [
      ['query($id: ID!) { staff(id: $id) { id } }', { id: staffId }],
      [
        'mutation($id: ID!, $v: ID!) { updateStaff(id: $id, input: { name: "Taken", venueIds: [$v] }) { id } }',
        { id: staffId, v: a.venueIds[0] },
      ],
      ['mutation($id: ID!) { deleteNode(id: $id, force: true) { success } }', { id: staffId }],
      ['query($id: ID!) { nodeDependents(id: $id) { kind count } }', { id: staffId }],
      ['query($v: ID!) { staffList(filter: { venueId: $v }) { totalCount } }', { v: b.venueId }],
    ] as const) {
      const code = codeOf(await t.gql(query, variables, a.token));
      expect([query, code]).toEqual([query, expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/)]);
    }
    // B's venue as one of A's staff member's venues is a field error, not a link.
    const refused = await t.gql(
      'mutation($v: ID!) { createStaff(input: { name: "Sneaky", venueIds: [$v] }) { id } }',
      { v: b.venueId },
      a.token,
    );
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'venueIds', message: 'validation.venue.unknown' },
    ]);
    const listed = await t.gql<{ staffs: { id: string }[] }>('query { staffs { id } }', {}, a.token);
    expect(listed.data?.staffs.map((s) => s.id)).not.toContain(staffId);
    expect(await view()).toEqual(before);
  });
});

describe('company A cannot reach B’s floor plans', () => {
  it('reading, renaming, saving, deleting B’s plans, and B’s tables inside A’s save', async () => {
    const PLAN = 'id name version tables { id code posX posY } areas { id }';
    const made = await t.gql<{ createFloorPlan: { id: string; version: number } }>(
      'mutation($v: ID!) { createFloorPlan(venueId: $v, input: { name: "Terrasse" }) { id version } }',
      { v: b.venueId },
      b.token,
    );
    const planId = made.data?.createFloorPlan.id ?? '';
    expect(planId).not.toBe('');
    const saved = await t.gql<{ saveFloorPlan: { tables: { id: string }[] } }>(
      `mutation($id: ID!) { saveFloorPlan(id: $id, input: { expectedVersion: 1, width: 40, height: 24,
        tables: [{ code: "B1", posX: 0, posY: 0 }], areas: [] }) { tables { id } } }`,
      { id: planId },
      b.token,
    );
    const tableId = saved.data?.saveFloorPlan.tables[0]?.id ?? '';
    expect(tableId).not.toBe('');
    const view = () => t.gql(`query($id: ID!) { floorPlan(id: $id) { ${PLAN} } }`, { id: planId }, b.token);
    const before = await view();
    const SAVE = `mutation($id: ID!, $t: ID) { saveFloorPlan(id: $id, input: { expectedVersion: 2, width: 40,
      height: 24, tables: [{ id: $t, code: "Taken", posX: 1, posY: 1 }], areas: [] }) { id } }`;
    for (const [query, variables] of [
      ['query($id: ID!) { floorPlan(id: $id) { id } }', { id: planId }],
      ['query($v: ID!) { floorPlans(venueId: $v) { id } }', { v: b.venueId }],
      [
        'mutation($v: ID!) { createFloorPlan(venueId: $v, input: { name: "Mine" }) { id } }',
        { v: b.venueId },
      ],
      ['mutation($id: ID!) { renameFloorPlan(id: $id, name: "Taken") { id } }', { id: planId }],
      [SAVE, { id: planId, t: tableId }],
      [SAVE, { id: planId, t: null }],
      ['mutation($id: ID!) { deleteNode(id: $id, force: true) { success } }', { id: planId }],
      ['query($id: ID!) { nodeDependents(id: $id) { kind count } }', { id: planId }],
    ] as const) {
      const code = codeOf(await t.gql(query, variables, a.token));
      expect([query, code]).toEqual([query, expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/)]);
    }
    // B's table id inside a save of A's own plan is a field error, not a move of B's table.
    const mine = await t.gql<{ createFloorPlan: { id: string } }>(
      'mutation($v: ID!) { createFloorPlan(venueId: $v, input: { name: "Tenancy plan" }) { id } }',
      { v: a.venueIds[0] },
      a.token,
    );
    const refused = await t.gql(
      SAVE.replace('expectedVersion: 2', 'expectedVersion: 1'),
      {
        id: mine.data?.createFloorPlan.id,
        t: tableId,
      },
      a.token,
    );
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'tables.0.id', message: 'validation.invalid' },
    ]);
    expect(await view()).toEqual(before);
  });
});

describe('company A cannot reach B’s tables', () => {
  it('reading, changing, deleting, listing, moving onto and printing B’s tables and floor plans', async () => {
    const planOf = async (venueId: string | undefined, token: string) =>
      (
        await t.gql<{ createFloorPlan: { id: string } }>(
          'mutation($v: ID!) { createFloorPlan(venueId: $v, input: { name: "Tables tenancy" }) { id } }',
          { v: venueId },
          token,
        )
      ).data?.createFloorPlan.id ?? '';
    const bPlan = await planOf(b.venueId, b.token);
    const aPlan = await planOf(a.venueIds[0], a.token);
    const TABLE = 'id code seats floorPlanId active';
    const create = `mutation($p: ID!, $c: String!) { createTables(input: { floorPlanId: $p, codes: $c }) { ${TABLE} } }`;
    const bTable = (await t.gql<{ createTables: { id: string }[] }>(create, { p: bPlan, c: '1' }, b.token))
      .data?.createTables[0]?.id;
    const aTable = (await t.gql<{ createTables: { id: string }[] }>(create, { p: aPlan, c: '1' }, a.token))
      .data?.createTables[0]?.id;
    expect(bTable && aTable).toBeTruthy();
    const view = () =>
      t.gql(
        `query($v: ID!) { tables(filter: { venueId: $v }) { ${TABLE} guestUrl } }`,
        { v: b.venueId },
        b.token,
      );
    const before = await view();
    for (const [query, variables] of [
      ['query($id: ID!) { table(id: $id) { id } }', { id: bTable }],
      ['mutation($id: ID!) { updateTable(id: $id, input: { code: "Taken" }) { id } }', { id: bTable }],
      ['mutation($id: ID!) { deleteNode(id: $id, force: true) { success } }', { id: bTable }],
      ['query($id: ID!) { nodeDependents(id: $id) { kind count } }', { id: bTable }],
      ['query($v: ID!) { tables(filter: { venueId: $v }) { id } }', { v: b.venueId }],
      [create, { p: bPlan, c: '2' }],
      [
        'mutation($id: ID!, $p: ID!) { updateTable(id: $id, input: { code: "9", floorPlanId: $p }) { id } }',
        { id: aTable, p: bPlan },
      ],
    ] as const) {
      const code = codeOf(await t.gql(query, variables, a.token));
      expect([query, code]).toEqual([query, expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/)]);
    }
    const sheet = (query: string) =>
      fetch(`${t.url}/tables/qr-sheet.pdf?${query}`, { headers: { authorization: `Bearer ${a.token}` } });
    for (const query of [
      `venueId=${b.venueId}`,
      `venueId=${a.venueIds[0]}&floorPlanId=${bPlan}`,
      `venueId=${a.venueIds[0]}&tableId=${bTable}`,
    ]) {
      expect([query, (await sheet(query)).status]).toEqual([query, 404]);
    }
    expect(await view()).toEqual(before);
  });
});

describe('company A cannot reach B’s opening hours or pause B’s online ordering', () => {
  it('reading, replacing, saving and deleting B’s hours and exceptions; pausing and resuming B', async () => {
    const HOURS =
      'query($v: ID!) { openingHours(venueId: $v) { weekly { weekday startMinute endMinute } exceptions { id date closed note } } }';
    const setB = await t.gql(
      'mutation($v: ID!) { setOpeningHours(venueId: $v, intervals: [{ weekday: "MONDAY", startMinute: 420, endMinute: 1140 }]) { venueId } }',
      { v: b.venueId },
      b.token,
    );
    expect(setB.errors).toBeUndefined();
    const saved = await t.gql<{ saveOpeningException: { id: string } }>(
      'mutation($v: ID!) { saveOpeningException(venueId: $v, input: { date: "2026-12-25", closed: true }) { id } }',
      { v: b.venueId },
      b.token,
    );
    const bException = saved.data?.saveOpeningException.id ?? '';
    const view = async () => ({
      hours: (await t.gql(HOURS, { v: b.venueId }, b.token)).data,
      overview: (await t.gql('query { onlineOrderingOverview { venueId pausedUntil } }', {}, b.token)).data,
    });
    const before = await view();
    for (const [query, variables] of [
      [HOURS, { v: b.venueId }],
      ['mutation($v: ID!) { setOpeningHours(venueId: $v, intervals: []) { venueId } }', { v: b.venueId }],
      [
        'mutation($v: ID!) { saveOpeningException(venueId: $v, input: { date: "2026-12-24", closed: true }) { id } }',
        { v: b.venueId },
      ],
      [
        'mutation($v: ID!, $id: ID!) { saveOpeningException(venueId: $v, id: $id, input: { date: "2026-12-24", closed: true }) { id } }',
        { v: a.venueIds[0], id: bException },
      ],
      ['mutation($id: ID!) { deleteOpeningException(id: $id) }', { id: bException }],
      ['mutation($v: ID!) { pauseOnlineOrdering(venueId: $v, minutes: 30) { venueId } }', { v: b.venueId }],
      ['mutation($v: ID!) { resumeOnlineOrdering(venueId: $v) { venueId } }', { v: b.venueId }],
    ] as const) {
      const code = codeOf(await t.gql(query, variables, a.token));
      expect([query, code]).toEqual([query, 'NOT_FOUND']);
    }
    const listed = await t.gql<{ onlineOrderingOverview: { venueId: string }[] }>(
      'query { onlineOrderingOverview { venueId } }',
      {},
      a.token,
    );
    expect(listed.data?.onlineOrderingOverview.map((v) => v.venueId)).not.toContain(b.venueId);
    expect(await view()).toEqual(before);
  });
});

describe('company A cannot bill B’s billing account', () => {
  it('refuses the portal and licence checkout for B’s account, and B’s account opens nothing', async () => {
    const created = await t.gql<{ createBillingCustomer: { id: string } }>(
      'mutation { createBillingCustomer { id } }',
      {},
      b.token,
    );
    const bAccount = created.data?.createBillingCustomer.id ?? '';
    expect(bAccount).not.toBe('');
    for (const [query, variables] of [
      ['query($id: ID!) { customerPortalLink(billingAccountId: $id, redirectUrl: "/") }', { id: bAccount }],
      [
        'mutation($id: ID!) { licenseCheckoutLink(billingAccountId: $id, redirectUrl: "/", products: [{ product: "EPOS", quantity: 1 }]) { redirectUrl } }',
        { id: bAccount },
      ],
    ] as const) {
      const code = codeOf(await t.gql(query, variables, a.token));
      expect([query, code]).toEqual([query, 'NOT_FOUND']);
    }
  });
});
