import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type GraphQLResponse, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  layoutCategories,
  layouts,
  menuEntries,
  pageButtons,
  pages,
} from '../../platform/db/schema/index.ts';
import {
  allArticlesPrices,
  CREATE_ITEM,
  codeOf,
  companyIdOf,
  DELETE_NODE,
  ensureDefaultMenu,
  type Item,
  otherMenuWith,
} from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;
let bistro: string;
let menuId: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  bistro = await companyIdOf(t, owner);
  menuId = await ensureDefaultMenu(t, bistro);
});
afterAll(() => t.close());

const DEPENDENTS = 'query($id: ID!) { nodeDependents(id: $id) { kind count } }';

async function newItem(title: string, extra: Record<string, unknown> = {}) {
  const r = await t.gql<{ createItem: Item }>(
    CREATE_ITEM,
    { input: { title, defaultPrice: 4000, ...extra } },
    owner,
  );
  return r.data?.createItem.id ?? '';
}

// A POS page with one button: an item's or a category's.
async function buttonFor(target: { itemId: string } | { categoryId: string }) {
  const layout = newId();
  const page = newId();
  await t.database.db.insert(layouts).values({ id: layout, companyId: bistro, name: 'Kassa' });
  await t.database.db.insert(pages).values({ id: page, companyId: bistro, layoutId: layout, name: 'Start' });
  await t.database.db
    .insert(layoutCategories)
    .values({ id: newId(), companyId: bistro, layoutId: layout, name: 'Mat', pageId: page });
  await t.database.db.insert(pageButtons).values({
    id: newId(),
    companyId: bistro,
    pageId: page,
    position: 0,
    type: 'itemId' in target ? 'ITEM' : 'CATEGORY',
    ...target,
  });
}

const dependentsOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.dependents;

describe('deleteNode on an item', () => {
  it('deletes an item nothing depends on, with its All articles entry', async () => {
    const id = await newItem('Engångsbulle');
    expect(await allArticlesPrices(t, menuId, id)).toEqual([4000]);
    const r = await t.gql(DELETE_NODE, { id }, owner);
    expect(r.data).toEqual({ deleteNode: { success: true } });
    expect(await allArticlesPrices(t, menuId, id)).toEqual([]);
    const [row] = await t.database.db.select({ deleted: items.deleted }).from(items).where(eq(items.id, id));
    expect(row?.deleted).toBe(true);
    expect(codeOf(await t.gql(DELETE_NODE, { id }, owner))).toBe('NOT_FOUND');
  });

  it('refuses with CONFLICT naming menu entries and POS buttons, then force removes them too', async () => {
    const id = await newItem('Populär bulle');
    const lunch = await otherMenuWith(t, bistro, id);
    await buttonFor({ itemId: id });
    const expected = [
      { kind: 'MENU_ENTRIES', count: 1 },
      { kind: 'POS_BUTTONS', count: 1 },
    ];
    expect(
      (await t.gql<{ nodeDependents: unknown }>(DEPENDENTS, { id }, owner)).data?.nodeDependents,
    ).toEqual(expected);
    const refused = await t.gql(DELETE_NODE, { id, force: false }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(dependentsOf(refused)).toEqual(expected);
    expect(await allArticlesPrices(t, menuId, id)).toEqual([4000]);

    expect((await t.gql(DELETE_NODE, { id, force: true }, owner)).data).toEqual({
      deleteNode: { success: true },
    });
    const left = await t.database.db
      .select({ id: menuEntries.id })
      .from(menuEntries)
      .where(and(eq(menuEntries.menuId, lunch), eq(menuEntries.itemId, id)));
    expect(left).toEqual([]);
    expect(await t.database.db.select().from(pageButtons).where(eq(pageButtons.itemId, id))).toEqual([]);
    expect(await allArticlesPrices(t, menuId, id)).toEqual([]);
  });

  it('treats another company’s item as not found', async () => {
    const id = await newItem('Vår bulle');
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(DELETE_NODE, { id, force: true }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DEPENDENTS, { id }, payments))).toBe('NOT_FOUND');
    expect(await allArticlesPrices(t, menuId, id)).toEqual([4000]);
  });
});

describe('deleteNode on categories and course types', () => {
  it('names the items, sub-categories and buttons of a category; force unlinks them', async () => {
    const category = newId();
    const child = newId();
    await t.database.db.insert(categories).values([
      { id: category, companyId: bistro, name: 'Säsong', vatRate: 12 },
      { id: child, companyId: bistro, name: 'Jul', vatRate: 12, parentId: category },
    ]);
    const item = await newItem('Lussekatt', { categoryIds: [category] });
    await buttonFor({ categoryId: category });
    const refused = await t.gql(DELETE_NODE, { id: category }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(dependentsOf(refused)).toEqual([
      { kind: 'ITEMS', count: 1 },
      { kind: 'SUBCATEGORIES', count: 1 },
      { kind: 'POS_BUTTONS', count: 1 },
    ]);
    expect((await t.gql(DELETE_NODE, { id: category, force: true }, owner)).errors).toBeUndefined();
    expect(await t.database.db.select().from(itemCategories).where(eq(itemCategories.itemId, item))).toEqual(
      [],
    );
    const [jul] = await t.database.db.select().from(categories).where(eq(categories.id, child));
    expect(jul?.parentId).toBeNull();
    const [gone] = await t.database.db.select().from(categories).where(eq(categories.id, category));
    expect(gone?.deleted).toBe(true);
  });

  it('names the categories and items of a course type; force clears them', async () => {
    const course = newId();
    await t.database.db
      .insert(courseTypes)
      .values({ id: course, companyId: bistro, name: 'Förrätt', label: 'Starter' });
    const category = newId();
    await t.database.db
      .insert(categories)
      .values({ id: category, companyId: bistro, name: 'Förrätter', vatRate: 12, courseTypeId: course });
    const item = await newItem('Gravlax', { courseTypeId: course });
    const refused = await t.gql(DELETE_NODE, { id: course }, owner);
    expect(dependentsOf(refused)).toEqual([
      { kind: 'CATEGORIES', count: 1 },
      { kind: 'ITEMS', count: 1 },
    ]);
    expect((await t.gql(DELETE_NODE, { id: course, force: true }, owner)).errors).toBeUndefined();
    const [row] = await t.database.db
      .select({ courseTypeId: items.courseTypeId })
      .from(items)
      .where(eq(items.id, item));
    expect(row?.courseTypeId).toBeNull();
    // Nothing depends on an unused one: it goes without force.
    const unused = newId();
    await t.database.db.insert(courseTypes).values({ id: unused, companyId: bistro, name: 'x', label: 'y' });
    expect((await t.gql(DELETE_NODE, { id: unused }, owner)).data).toEqual({ deleteNode: { success: true } });
  });

  it('refuses an unknown id', async () => {
    expect(codeOf(await t.gql(DELETE_NODE, { id: 'nothing-here' }, owner))).toBe('NOT_FOUND');
  });
});
