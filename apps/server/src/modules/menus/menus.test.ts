import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  codeOf,
  fieldsOf,
  GET_MENU,
  type MenuData,
  PROVIDER,
  type ProviderData,
  UPDATE_MENU,
} from './menus.test-helpers.ts';

let t: TestServer;
let owner: string;
let provider: ProviderData['menuProviderData'];

const menuId = (name: string) => provider.menus.find((m) => m.name === name)?.id ?? '';

async function getMenu(id: string, token = owner) {
  return t.gql<MenuData>(GET_MENU, { id }, token);
}

async function createMenu(name: string, token = owner) {
  const result = await t.gql<{ createMenu: MenuData['menu'] }>(
    `mutation($name: String!) { createMenu(name: $name) { id name currency isDefault editable menuEntries { id } availabilities { id } } }`,
    { name },
    token,
  );
  return result;
}

async function reloadProvider(token = owner) {
  const result = await t.gql<ProviderData>(PROVIDER, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data?.menuProviderData as ProviderData['menuProviderData'];
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  provider = await reloadProvider();
});
afterAll(() => t.close());

describe('getMenuProviderData', () => {
  it("gives the currency, venues with their four menus, items, menus and an 'All articles' in step", () => {
    expect(provider.currency).toBe('SEK');
    expect(provider.venues.map((v) => v.name)).toEqual(['Grünerløkka', 'Södermalm']);
    for (const venue of provider.venues) {
      expect(venue.menus.map((m) => [m.serviceType, m.menu.name])).toEqual([
        ['POS', 'All articles'],
        ['TABLE_SERVICE', 'All articles'],
        ['TAKE_AWAY', 'Take away'],
        ['EAT_HERE', 'All articles'],
      ]);
    }
    expect(provider.menus.map((m) => m.name)).toEqual(['All articles', 'Lunch', 'Take away']);
    expect(provider.allArticles).toMatchObject({ name: 'All articles', isDefault: true });
    expect(provider.allArticles?.entryCount).toBe(provider.items.length);
    expect(provider.items.length).toBeGreaterThan(10);
    expect(provider.allArticlesMismatches).toEqual([]);
    const bun = provider.items.find((i) => i.title === 'Kanelbulle');
    expect(bun).toMatchObject({ defaultPrice: 3900, categories: [{ name: 'Food' }] });
  });

  it("accepts the session company's ids and refuses any other", async () => {
    const session = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    const own = session.data?.authorizeUser.companyId;
    const same = await t.gql<ProviderData>(
      'query($c: ID, $s: ID) { menuProviderData(companyId: $c, companyStringId: $s) { currency } }',
      { c: own, s: own },
      owner,
    );
    expect(same.errors).toBeUndefined();
    const other = await t.gql(
      'query($c: ID) { menuProviderData(companyStringId: $c) { currency } }',
      { c: 'some-other-company' },
      owner,
    );
    expect(codeOf(other)).toBe('NOT_FOUND');
  });
});

describe('GetMenu', () => {
  it("lists 'All articles' with every item once at its default price", async () => {
    const { data } = await getMenu(menuId('All articles'));
    const menu = data?.menu;
    expect(menu).toMatchObject({ name: 'All articles', currency: 'SEK', isDefault: true, editable: true });
    expect(menu?.menuEntries).toHaveLength(provider.items.length);
    for (const entry of menu?.menuEntries ?? []) expect(entry.price).toBe(entry.item.defaultPrice);
  });

  it('shows the Lunch menu with mains at lunch prices, Monday to Friday 11:00–14:00', async () => {
    const { data } = await getMenu(menuId('Lunch'));
    const menu = data?.menu;
    expect(menu?.menuEntries.length).toBeGreaterThan(0);
    for (const entry of menu?.menuEntries ?? []) expect(entry.price).toBeLessThan(entry.item.defaultPrice);
    expect(menu?.availabilities.map((a) => `${a.weekday} ${a.start}-${a.end}`)).toEqual([
      'MONDAY 11:00-14:00',
      'TUESDAY 11:00-14:00',
      'WEDNESDAY 11:00-14:00',
      'THURSDAY 11:00-14:00',
      'FRIDAY 11:00-14:00',
    ]);
  });

  it('is not found for an unknown id', async () => {
    expect(codeOf(await getMenu('nope'))).toBe('NOT_FOUND');
  });
});

describe('createMenu and updateMenu', () => {
  it('creates a menu, adds, re-prices and removes entries, and renames it', async () => {
    const created = await createMenu('  Brunch ');
    expect(created.data?.createMenu).toMatchObject({
      name: 'Brunch',
      currency: 'SEK',
      isDefault: false,
      editable: true,
      menuEntries: [],
    });
    const id = created.data?.createMenu.id ?? '';
    const [first, second] = provider.items;
    const added = await t.gql<{ updateMenu: MenuData['menu'] }>(
      UPDATE_MENU,
      {
        id,
        data: {
          menuEntries: {
            create: [
              { item: { connect: { id: first?.id } }, price: 1000 },
              { item: { connect: { id: second?.id } }, price: 0 },
            ],
          },
        },
      },
      owner,
    );
    expect(added.errors).toBeUndefined();
    const entries = added.data?.updateMenu.menuEntries ?? [];
    expect(entries.map((e) => [e.item.id, e.price])).toEqual([
      [first?.id, 1000],
      [second?.id, 0],
    ]);

    const changed = await t.gql<{ updateMenu: MenuData['menu'] }>(
      UPDATE_MENU,
      {
        id,
        data: {
          name: 'Weekend brunch',
          menuEntries: {
            update: [{ where: { id: entries[0]?.id }, data: { price: 1250 } }],
            disconnect: [{ id: entries[1]?.id }],
          },
        },
      },
      owner,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateMenu.name).toBe('Weekend brunch');
    expect(changed.data?.updateMenu.menuEntries.map((e) => [e.item.id, e.price])).toEqual([
      [first?.id, 1250],
    ]);
    // The item itself keeps its default price.
    expect(changed.data?.updateMenu.menuEntries[0]?.item.defaultPrice).toBe(first?.defaultPrice);
    const fresh = await getMenu(id);
    expect(fresh.data?.menu.menuEntries).toEqual(changed.data?.updateMenu.menuEntries);
  });

  it('refuses bad prices, an item already on the menu and a taken name, and changes nothing', async () => {
    const id = menuId('Take away');
    const before = (await getMenu(id)).data?.menu;
    const onMenu = before?.menuEntries[0];
    const notOnMenu = provider.items.find((i) => !before?.menuEntries.some((e) => e.item.id === i.id));
    const result = await t.gql(
      UPDATE_MENU,
      {
        id,
        data: {
          menuEntries: {
            create: [{ item: { connect: { id: notOnMenu?.id } }, price: -5 }],
            update: [{ where: { id: onMenu?.id }, data: { price: 2_000_000_000 } }],
          },
        },
      },
      owner,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)).toEqual([
      { field: 'menuEntries.create.0.price', message: 'validation.price' },
      { field: 'menuEntries.update.0.data.price', message: 'validation.price' },
    ]);

    const duplicate = await t.gql(
      UPDATE_MENU,
      {
        id,
        data: {
          menuEntries: {
            update: [{ where: { id: onMenu?.id }, data: { price: 1 } }],
            create: [
              { item: { connect: { id: notOnMenu?.id } }, price: 100 },
              { item: { connect: { id: onMenu?.item.id } }, price: 100 },
            ],
          },
        },
      },
      owner,
    );
    expect(fieldsOf(duplicate)).toEqual([
      { field: 'menuEntries.create.1.item', message: 'validation.duplicateItem' },
    ]);

    const twice = await t.gql(
      UPDATE_MENU,
      {
        id,
        data: {
          menuEntries: {
            create: [
              { item: { connect: { id: notOnMenu?.id } }, price: 100 },
              { item: { connect: { id: notOnMenu?.id } }, price: 200 },
            ],
          },
        },
      },
      owner,
    );
    expect(fieldsOf(twice)).toEqual([
      { field: 'menuEntries.create.1.item', message: 'validation.duplicateItem' },
    ]);

    const taken = await t.gql(UPDATE_MENU, { id, data: { name: 'lunch' } }, owner);
    expect(fieldsOf(taken)).toEqual([{ field: 'name', message: 'validation.nameTaken' }]);
    expect(fieldsOf(await createMenu('ALL ARTICLES'))).toEqual([
      { field: 'name', message: 'validation.nameTaken' },
    ]);
    expect(fieldsOf(await createMenu(' '))).toEqual([{ field: 'name', message: 'validation.required' }]);

    expect((await getMenu(id)).data?.menu).toEqual(before);
  });

  it('moves an item off and back onto a menu in one call', async () => {
    const id = menuId('Take away');
    const entry = (await getMenu(id)).data?.menu.menuEntries[0];
    const result = await t.gql<{ updateMenu: MenuData['menu'] }>(
      UPDATE_MENU,
      {
        id,
        data: {
          menuEntries: {
            disconnect: [{ id: entry?.id }],
            create: [{ item: { connect: { id: entry?.item.id } }, price: 4200 }],
          },
        },
      },
      owner,
    );
    expect(result.errors).toBeUndefined();
    const moved = result.data?.updateMenu.menuEntries.find((e) => e.item.id === entry?.item.id);
    expect(moved?.price).toBe(4200);
    expect(moved?.id).not.toBe(entry?.id);
  });

  it("refuses ids that are not this menu's entries or the company's live items, as not found", async () => {
    const takeAway = menuId('Take away');
    const lunchEntry = (await getMenu(menuId('Lunch'))).data?.menu.menuEntries[0];
    const otherMenusEntry = await t.gql(
      UPDATE_MENU,
      {
        id: takeAway,
        data: { menuEntries: { update: [{ where: { id: lunchEntry?.id }, data: { price: 1 } }] } },
      },
      owner,
    );
    expect(codeOf(otherMenusEntry)).toBe('NOT_FOUND');
    const unknownItem = await t.gql(
      UPDATE_MENU,
      {
        id: takeAway,
        data: { menuEntries: { create: [{ item: { connect: { id: 'no-such-item' } }, price: 1 }] } },
      },
      owner,
    );
    expect(codeOf(unknownItem)).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE_MENU, { id: 'no-such-menu', data: { name: 'X' } }, owner))).toBe(
      'NOT_FOUND',
    );
  });
});

describe("'All articles'", () => {
  it('refuses adding, removing and renaming: it follows the items', async () => {
    const id = menuId('All articles');
    const entry = (await getMenu(id)).data?.menu.menuEntries[0];
    const add = await t.gql(
      UPDATE_MENU,
      { id, data: { menuEntries: { create: [{ item: { connect: { id: entry?.item.id } }, price: 1 }] } } },
      owner,
    );
    expect(fieldsOf(add)).toEqual([
      { field: 'menuEntries.create', message: 'validation.defaultMenuEntries' },
    ]);
    const remove = await t.gql(
      UPDATE_MENU,
      { id, data: { menuEntries: { disconnect: [{ id: entry?.id }] } } },
      owner,
    );
    expect(fieldsOf(remove)).toEqual([
      { field: 'menuEntries.disconnect', message: 'validation.defaultMenuEntries' },
    ]);
    const rename = await t.gql(UPDATE_MENU, { id, data: { name: 'Everything' } }, owner);
    expect(fieldsOf(rename)).toEqual([{ field: 'name', message: 'validation.defaultMenuName' }]);
  });

  it("changes the item's default price when an entry's price changes", async () => {
    const id = menuId('All articles');
    const entry = (await getMenu(id)).data?.menu.menuEntries.find((e) => e.item.title === 'Kanelbulle');
    // The editor finds the entry of any item through the provider data.
    expect(provider.items.find((i) => i.title === 'Kanelbulle')?.allArticlesEntryId).toBe(entry?.id);
    const result = await t.gql<{ updateMenu: MenuData['menu'] }>(
      UPDATE_MENU,
      { id, data: { menuEntries: { update: [{ where: { id: entry?.id }, data: { price: 4100 } }] } } },
      owner,
    );
    expect(result.errors).toBeUndefined();
    const after = result.data?.updateMenu.menuEntries.find((e) => e.id === entry?.id);
    expect(after).toMatchObject({ price: 4100, item: { defaultPrice: 4100 } });
    const data = await reloadProvider();
    expect(data.items.find((i) => i.title === 'Kanelbulle')?.defaultPrice).toBe(4100);
    expect(data.allArticlesMismatches).toEqual([]);
    // Other menus keep their own price for the item.
    const takeAway = (await getMenu(menuId('Take away'))).data?.menu.menuEntries.find(
      (e) => e.item.title === 'Kanelbulle',
    );
    expect(takeAway).toMatchObject({ price: 3900, item: { defaultPrice: 4100 } });
  });
});

describe('updateMenuAvailabilities', () => {
  const SET = `mutation($menuId: ID!, $availabilities: [MenuAvailabilityInput!]!) {
    updateMenuAvailabilities(menuId: $menuId, availabilities: $availabilities) { availabilities { weekday start end } } }`;

  it('replaces all ranges, sorted by weekday and start', async () => {
    const id = menuId('Lunch');
    const result = await t.gql<{ updateMenuAvailabilities: MenuData['menu'] }>(
      SET,
      {
        menuId: id,
        availabilities: [
          { weekday: 'SATURDAY', start: '12:00', end: '15:00' },
          { weekday: 'MONDAY', start: '17:00', end: '24:00' },
          { weekday: 'MONDAY', start: '11:30', end: '14:00' },
        ],
      },
      owner,
    );
    expect(result.data?.updateMenuAvailabilities.availabilities).toEqual([
      { weekday: 'MONDAY', start: '11:30', end: '14:00' },
      { weekday: 'MONDAY', start: '17:00', end: '24:00' },
      { weekday: 'SATURDAY', start: '12:00', end: '15:00' },
    ]);
  });

  it('refuses bad and overlapping ranges field by field, and keeps the old ones', async () => {
    const id = menuId('Lunch');
    const before = (await getMenu(id)).data?.menu.availabilities;
    const result = await t.gql(
      SET,
      {
        menuId: id,
        availabilities: [
          { weekday: 'MONDAY', start: '11:00', end: '14:00' },
          { weekday: 'MONDAY', start: '13:00', end: '15:00' },
          { weekday: 'TUESDAY', start: '14:00', end: '25:00' },
        ],
      },
      owner,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)).toEqual([{ field: 'availabilities.2.end', message: 'validation.time' }]);
    const overlap = await t.gql(
      SET,
      {
        menuId: id,
        availabilities: [
          { weekday: 'MONDAY', start: '11:00', end: '14:00' },
          { weekday: 'MONDAY', start: '13:00', end: '15:00' },
        ],
      },
      owner,
    );
    expect(fieldsOf(overlap)).toEqual([{ field: 'availabilities.1.start', message: 'validation.overlap' }]);
    expect((await getMenu(id)).data?.menu.availabilities).toEqual(before);
  });
});

describe('deleteMenu', () => {
  const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteMenu(id: $id, force: $force) { success } }';

  it("never deletes 'All articles'", async () => {
    expect(codeOf(await t.gql(DELETE, { id: menuId('All articles'), force: true }, owner))).toBe('CONFLICT');
  });

  it("deletes an unused menu, and a used one only with force, moving its venues to 'All articles'", async () => {
    const draft = (await createMenu('Draft')).data?.createMenu.id;
    expect((await t.gql(DELETE, { id: draft }, owner)).data).toEqual({ deleteMenu: { success: true } });
    expect(codeOf(await getMenu(draft ?? ''))).toBe('NOT_FOUND');

    const takeAway = menuId('Take away');
    const refused = await t.gql(DELETE, { id: takeAway }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.messageKey).toBe('menus.errors.inUse');
    expect((await t.gql(DELETE, { id: takeAway, force: true }, owner)).data).toEqual({
      deleteMenu: { success: true },
    });
    const data = await reloadProvider();
    expect(data.menus.map((m) => m.name)).not.toContain('Take away');
    for (const venue of data.venues) {
      expect(venue.menus.find((m) => m.serviceType === 'TAKE_AWAY')?.menu.name).toBe('All articles');
    }
  });
});
