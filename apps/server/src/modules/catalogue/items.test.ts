import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  modificationGroups,
  modifications,
  stations,
  venues,
} from '../../platform/db/schema/index.ts';
import {
  allArticlesPrices,
  CATEGORIES,
  CREATE_ITEM,
  codeOf,
  companyIdOf,
  ensureDefaultMenu,
  fieldErrorsOf,
  GET_ITEM,
  type Item,
  limitScopes,
  UPDATE_ITEM,
  UPDATE_PRICE,
} from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;
let bistro: string;
let menuId: string;
let categoryByName: Map<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  bistro = await companyIdOf(t, owner);
  menuId = await ensureDefaultMenu(t, bistro);
  const list = await t.gql<{ categories: { id: string; name: string }[] }>(CATEGORIES, {}, owner);
  categoryByName = new Map(list.data?.categories.map((c) => [c.name, c.id]));
});
afterAll(() => t.close());

const category = (name: string) => categoryByName.get(name) ?? '';

type ItemsPage = {
  items: { count: number; results: { id: string; title: string; categories: { name: string }[] }[] };
};
const ITEMS = `query($limit: Int, $offset: Int, $search: String, $categoryId: ID) {
  items(limit: $limit, offset: $offset, search: $search, categoryId: $categoryId) {
    count results { id title categories { name } } } }`;

async function create(input: Record<string, unknown>, token = owner) {
  return t.gql<{ createItem: Item }>(CREATE_ITEM, { input }, token);
}

describe('GetItems', () => {
  it('searches titles in every language and filters by category', async () => {
    const bun = await t.gql<ItemsPage>(ITEMS, { search: 'cinnamon' }, owner);
    expect(bun.data?.items.results.map((i) => i.title)).toEqual(['Kanelbulle']);
    const percent = await t.gql<ItemsPage>(ITEMS, { search: '100%' }, owner);
    expect(percent.data?.items).toEqual({ count: 0, results: [] });
    const beer = await t.gql<ItemsPage>(ITEMS, { categoryId: category('Beer') }, owner);
    expect(beer.data?.items.count).toBeGreaterThan(0);
    expect(beer.data?.items.results.every((i) => i.categories.some((c) => c.name === 'Beer'))).toBe(true);
  });

  it('orders by title locale-aware ignoring [TA] - , ties by first category, the same on every page', async () => {
    const ta = await create({ title: '[TA] - Ärtsoppa', categoryIds: [category('Other')] });
    const plain = await create({ title: 'Ärtsoppa', categoryIds: [category('Food')] });
    const zebra = await create({ title: 'Zebrakaka', categoryIds: [category('Food')] });
    const all = (await t.gql<ItemsPage>(ITEMS, {}, owner)).data?.items.results ?? [];
    const ids = all.map((i) => i.id);
    // Swedish: Z before Å, Ä, Ö; 'Food' before 'Other' between the two pea soups.
    expect(ids.indexOf(zebra.data?.createItem.id ?? '')).toBeLessThan(
      ids.indexOf(plain.data?.createItem.id ?? ''),
    );
    expect(ids.indexOf(plain.data?.createItem.id ?? '') + 1).toBe(ids.indexOf(ta.data?.createItem.id ?? ''));
    const paged: string[] = [];
    for (let offset = 0; offset < ids.length; offset += 4) {
      const page = await t.gql<ItemsPage>(ITEMS, { limit: 4, offset }, owner);
      paged.push(...(page.data?.items.results.map((i) => i.id) ?? []));
    }
    expect(paged).toEqual(ids);
  });
});

describe('item and createItem', () => {
  it('creates with only a title: price 0, VAT of the first category, an All articles entry at 0', async () => {
    const r = await create({ title: 'Chai latte', categoryIds: [category('Tea/coffee'), category('Food')] });
    expect(r.errors).toBeUndefined();
    const item = r.data?.createItem;
    expect(item).toMatchObject({
      title: 'Chai latte',
      defaultPrice: 0,
      vatRate: 25,
      manualPrice: false,
      categories: [{ name: 'Tea/coffee' }, { name: 'Food' }],
      allergens: [],
      image: null,
      courseType: null,
    });
    expect(await allArticlesPrices(t, menuId, item?.id ?? '')).toEqual([0]);
  });

  it('creates then prices separately (§5): the entry follows the price', async () => {
    const created = await create({ title: 'Flat white', titleLang: { en: 'Flat white', se: 'Flat white' } });
    const id = created.data?.createItem.id ?? '';
    const priced = await t.gql<{ updateItemPrice: { success: boolean } }>(
      UPDATE_PRICE,
      { itemId: id, price: 4700 },
      owner,
    );
    expect(priced.data?.updateItemPrice).toEqual({ success: true, error: null });
    expect(await allArticlesPrices(t, menuId, id)).toEqual([4700]);
    const bad = await t.gql(UPDATE_PRICE, { itemId: id, price: -5 }, owner);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(bad)).toEqual([{ field: 'price', message: 'validation.price' }]);
    expect((await t.gql<{ item: Item }>(GET_ITEM, { id }, owner)).data?.item.defaultPrice).toBe(4700);
  });

  it('takes every §3 field and reads them back', async () => {
    const course = newId();
    await t.database.db
      .insert(courseTypes)
      .values({ id: course, companyId: bistro, name: 'Varmrätt', label: 'Main', position: 2 });
    const r = await create({
      title: 'Pytt i panna',
      titleLang: { se: 'Pytt i panna', en: 'Swedish hash', es: null, no: '' },
      categoryIds: [category('Food')],
      courseTypeId: course,
      defaultPrice: 14500,
      manualPrice: false,
      volumeSuffix: '400',
      weightUnit: 'g',
      vatRate: 12,
      allergens: ['EGGS', 'MUSTARD'],
    });
    expect(r.errors).toBeUndefined();
    const item = r.data?.createItem;
    expect(item).toMatchObject({
      titleLang: { se: 'Pytt i panna', en: 'Swedish hash', es: null, no: null },
      courseTypeId: course,
      courseType: { id: course, label: 'Main' },
      defaultPrice: 14500,
      volumeSuffix: '400',
      weightUnit: 'g',
      vatRate: 12,
      allergens: ['EGGS', 'MUSTARD'],
    });
    const read = await t.gql<{ item: Item }>(GET_ITEM, { id: item?.id }, owner);
    expect(read.data?.item).toEqual(item);
    expect(await allArticlesPrices(t, menuId, item?.id ?? '')).toEqual([14500]);
  });

  it('refuses a VAT outside the country’s choices and bad fields, writing nothing', async () => {
    const before = (await t.gql<ItemsPage>(ITEMS, {}, owner)).data?.items.count;
    const vat = await create({ title: 'Moms 15', vatRate: 15 });
    expect(codeOf(vat)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(vat)).toEqual([{ field: 'vatRate', message: 'validation.vatRate' }]);
    const bad = await create({ title: ' ', defaultPrice: -1, weightUnit: 'lb', allergens: ['PEANUT'] });
    expect(fieldErrorsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'validation.required' },
        { field: 'defaultPrice', message: 'validation.price' },
        { field: 'weightUnit', message: 'validation.invalid' },
      ]),
    );
    expect((await t.gql<ItemsPage>(ITEMS, {}, owner)).data?.items.count).toBe(before);
  });

  it('treats another company’s ids as not found', async () => {
    const payments = await t.login(DEMO.payments);
    const other = await companyIdOf(t, payments);
    await t.database.db
      .insert(categories)
      .values({ id: 'their-cat', companyId: other, name: 'Theirs', vatRate: 25 });
    expect(codeOf(await create({ title: 'X', categoryIds: ['their-cat'] }))).toBe('NOT_FOUND');
    const bun = (await t.gql<ItemsPage>(ITEMS, { search: 'Kanelbulle' }, owner)).data?.items.results[0]?.id;
    expect(codeOf(await t.gql(GET_ITEM, { id: bun }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE_ITEM, { id: bun, data: { title: 'Mine' } }, payments))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await t.gql(UPDATE_PRICE, { itemId: bun, price: 1 }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await create({ title: 'X', categoryIds: [category('Food')] }, payments))).toBe('NOT_FOUND');
  });

  it('lets the venue-restricted manager (POS_CUSTOMIZATION) create; refuses a user without the scope', async () => {
    const manager = await t.login(DEMO.manager);
    expect((await create({ title: 'Managerns macka' }, manager)).data?.createItem.title).toBe(
      'Managerns macka',
    );
    const payments = await t.login(DEMO.payments);
    await limitScopes(t, payments, ['FINANCE']);
    expect(codeOf(await create({ title: 'X' }, payments))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(ITEMS, {}, payments))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(UPDATE_PRICE, { itemId: 'x', price: 1 }, payments))).toBe('FORBIDDEN');
  });
});

describe('updateItem', () => {
  it('changes what it names, clears with null, and moves the All articles entry with the price', async () => {
    const created = await create({ title: 'Smörgås', volumeSuffix: '1', weightUnit: 'kg', vatRate: 12 });
    const id = created.data?.createItem.id ?? '';
    const r = await t.gql<{ updateItem: Item }>(
      UPDATE_ITEM,
      {
        id,
        data: { title: 'Ostsmörgås', defaultPrice: 5500, weightUnit: null, categoryIds: [category('Food')] },
      },
      owner,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateItem).toMatchObject({
      title: 'Ostsmörgås',
      defaultPrice: 5500,
      weightUnit: null,
      volumeSuffix: '1',
      vatRate: 12,
      categories: [{ name: 'Food' }],
    });
    expect(await allArticlesPrices(t, menuId, id)).toEqual([5500]);
    expect(codeOf(await t.gql(UPDATE_ITEM, { id, data: { vatRate: 7 } }, owner))).toBe('BAD_USER_INPUT');
  });

  it('applies modification groups and keeps defaults inside them', async () => {
    const group = newId();
    const oat = newId();
    const otherGroup = newId();
    const extra = newId();
    await t.database.db.insert(modificationGroups).values([
      { id: group, companyId: bistro, title: 'Mjölk' },
      { id: otherGroup, companyId: bistro, title: 'Extra' },
    ]);
    await t.database.db.insert(modifications).values([
      { id: oat, companyId: bistro, groupId: group, name: 'Havremjölk', price: 500 },
      { id: extra, companyId: bistro, groupId: otherGroup, name: 'Extra shot', price: 800 },
    ]);
    const created = await create({
      title: 'Latte',
      appliedVariationIds: [group],
      defaultVariationsIds: [oat],
    });
    expect(created.data?.createItem).toMatchObject({
      appliedVariations: [{ id: group, title: 'Mjölk' }],
      defaultVariationsIds: [oat],
    });
    const id = created.data?.createItem.id ?? '';
    const outside = await t.gql(UPDATE_ITEM, { id, data: { defaultVariationsIds: [extra] } }, owner);
    expect(fieldErrorsOf(outside)).toEqual([
      { field: 'defaultVariationsIds', message: 'validation.defaultOutsideGroups' },
    ]);
    // Taking the group off takes its default with it.
    const swapped = await t.gql<{ updateItem: Item }>(
      UPDATE_ITEM,
      { id, data: { appliedVariationIds: [otherGroup] } },
      owner,
    );
    expect(swapped.data?.updateItem).toMatchObject({
      appliedVariations: [{ title: 'Extra' }],
      defaultVariationsIds: [],
    });
  });
});

describe('default modifications', () => {
  it('keeps each group within its maximum on create and update, writing nothing otherwise', async () => {
    const group = newId();
    const [oat, soy, almond] = [newId(), newId(), newId()];
    await t.database.db
      .insert(modificationGroups)
      .values({ id: group, companyId: bistro, title: 'Mjölkval', maxSelections: 1 });
    await t.database.db.insert(modifications).values([
      { id: oat, companyId: bistro, groupId: group, name: 'Havre', price: 0 },
      { id: soy, companyId: bistro, groupId: group, name: 'Soja', price: 0 },
      { id: almond, companyId: bistro, groupId: group, name: 'Mandel', price: 0 },
    ]);
    const tooMany = { field: 'defaultVariationsIds', message: 'validation.tooManyDefaults' };
    const refused = await create({
      title: 'Cortado',
      appliedVariationIds: [group],
      defaultVariationsIds: [oat, soy],
    });
    expect(fieldErrorsOf(refused)).toEqual([tooMany]);
    const created = await create({
      title: 'Cortado',
      appliedVariationIds: [group],
      defaultVariationsIds: [oat],
    });
    const id = created.data?.createItem.id ?? '';
    expect(created.data?.createItem.defaultVariationsIds).toEqual([oat]);
    const update = await t.gql(UPDATE_ITEM, { id, data: { defaultVariationsIds: [soy, almond] } }, owner);
    expect(fieldErrorsOf(update)).toEqual([tooMany]);
    const read = await t.gql<{ item: Item }>(
      'query($id: ID!) { item(id: $id) { defaultVariationsIds } }',
      { id },
      owner,
    );
    expect(read.data?.item.defaultVariationsIds).toEqual([oat]);
  });
});

describe('stations of a venue-restricted user', () => {
  it('changes only the stations the user sees and keeps the item’s other links', async () => {
    const venueRows = await t.database.db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(eq(venues.companyId, bistro));
    const venueOf = (name: string) => venueRows.find((v) => v.name === name)?.id ?? '';
    const here = newId();
    const there = newId();
    await t.database.db.insert(stations).values([
      { id: here, companyId: bistro, name: 'Bar Södermalm', venueId: venueOf('Södermalm') },
      { id: there, companyId: bistro, name: 'Bar Oslo', venueId: venueOf('Grünerløkka') },
    ]);
    const created = await create({ title: 'Stationsbulle', stationIds: [here, there] });
    const id = created.data?.createItem.id ?? '';
    expect([...(created.data?.createItem.stationIds ?? [])].sort()).toEqual([here, there].sort());
    const manager = await t.login(DEMO.manager);
    const cleared = await t.gql<{ updateItem: Item }>(UPDATE_ITEM, { id, data: { stationIds: [] } }, manager);
    // The manager is not told about Oslo's station; its link stays, as the owner sees.
    expect(cleared.data?.updateItem.stationIds).toEqual([]);
    const asOwner = await t.gql<{ item: { stationIds: string[] } }>(
      'query($id: ID!) { item(id: $id) { stationIds } }',
      { id },
      owner,
    );
    expect(asOwner.data?.item.stationIds).toEqual([there]);
    expect(codeOf(await t.gql(UPDATE_ITEM, { id, data: { stationIds: [there] } }, manager))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('bulkUpdateItems', () => {
  const BULK = `mutation($input: BulkItemsInput!) { bulkUpdateItems(input: $input) { success count } }`;

  async function threeItems() {
    const ids: string[] = [];
    for (const [title, price] of [
      ['Bulk A', 1000],
      ['Bulk B', 2550],
      ['Bulk C', 999],
    ] as const) {
      const r = await create({ title, defaultPrice: price, categoryIds: [category('Food')] });
      ids.push(r.data?.createItem.id ?? '');
    }
    return ids;
  }
  const prices = async (ids: string[]) =>
    (await t.database.db.select({ id: items.id, price: items.defaultPrice, vat: items.vatRate }).from(items))
      .filter((row) => ids.includes(row.id))
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));

  it('raises prices by a percentage, sets VAT and categories, and keeps All articles in step', async () => {
    const ids = await threeItems();
    const r = await t.gql<{ bulkUpdateItems: { count: number } }>(
      BULK,
      {
        input: {
          ids,
          vatRate: 12,
          categoryIds: [category('Other'), category('Food')],
          price: { mode: 'PERCENT', percent: 10 },
        },
      },
      owner,
    );
    expect(r.data?.bulkUpdateItems).toEqual({ success: true, count: 3 });
    expect((await prices(ids)).map((p) => [p.price, p.vat])).toEqual([
      [1100, 12],
      [2805, 12],
      [1099, 12],
    ]);
    for (const [i, id] of ids.entries()) {
      expect(await allArticlesPrices(t, menuId, id)).toEqual([[1100, 2805, 1099][i]]);
    }
    const links = await t.database.db
      .select({ categoryId: itemCategories.categoryId, position: itemCategories.position })
      .from(itemCategories)
      .where(and(eq(itemCategories.companyId, bistro), eq(itemCategories.itemId, ids[0] ?? '')));
    expect(links.sort((a, b) => a.position - b.position).map((l) => l.categoryId)).toEqual([
      category('Other'),
      category('Food'),
    ]);
  });

  it('is all or nothing: an unknown id, a foreign VAT or an impossible price changes nothing', async () => {
    const ids = await threeItems();
    const before = await prices(ids);
    expect(
      codeOf(
        await t.gql(BULK, { input: { ids: [...ids, 'nope'], price: { mode: 'SET', amount: 5 } } }, owner),
      ),
    ).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(BULK, { input: { ids, vatRate: 20 } }, owner))).toBe('BAD_USER_INPUT');
    const pricey = await create({ title: 'Guldbulle', defaultPrice: 200_000_000 });
    const all = [...ids, pricey.data?.createItem.id ?? ''];
    const huge = await t.gql(BULK, { input: { ids: all, price: { mode: 'PERCENT', percent: 1000 } } }, owner);
    expect(fieldErrorsOf(huge)).toEqual([{ field: 'price', message: 'validation.price' }]);
    const nothing = await t.gql(BULK, { input: { ids } }, owner);
    expect(fieldErrorsOf(nothing)).toEqual([{ field: 'ids', message: 'validation.nothingToChange' }]);
    expect(await prices(ids)).toEqual(before);
  });

  it('refuses items of another company', async () => {
    const ids = await threeItems();
    const payments = await t.login(DEMO.payments);
    await limitScopes(t, payments, []);
    expect(codeOf(await t.gql(BULK, { input: { ids, vatRate: 12 } }, payments))).toBe('NOT_FOUND');
  });
});
