import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { users } from '../../platform/db/schema/index.ts';
import {
  CREATE_CATEGORY,
  CREATE_LAYOUT,
  codeOf,
  fieldErrorsOf,
  LAYOUTS,
  layoutApi,
  PAGE,
} from './test-documents.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const UPDATE_LAYOUT = `mutation($id: ID!, $input: LayoutInput!) { updateLayout(id: $id, input: $input) {
  id name nameLang { en se es no } } }`;
const DELETE_LAYOUT = 'mutation($id: ID!) { deleteLayout(id: $id) { success } }';
const UPDATE_CATEGORY = `mutation($id: ID!, $input: LayoutCategoryInput!, $order: Int) {
  updateLayoutCategory(id: $id, input: $input, order: $order) { id order color name nameLang { en se } page { id name } } }`;
const DELETE_CATEGORY = 'mutation($id: ID!) { deleteLayoutCategory(id: $id) { success } }';

describe('the demo layouts', () => {
  it("gives Demo Bistro two tills with categories in order, a 'Te' sub-page and the Fikapaket offer", async () => {
    const api = layoutApi(t, await t.login(DEMO.owner));
    const { layouts, pages } = await api.layouts();
    expect(layouts.map((l) => l.name)).toEqual(['Kassa – Café', 'Kassa – Restaurang']);
    const [cafe, restaurant] = layouts;
    expect(cafe?.nameLang).toMatchObject({ se: 'Kassa – Café', en: 'Till – Café' });
    expect(cafe?.categories.map((c) => [c.name, c.order])).toEqual([
      ['Kaffe', 0],
      ['Bakverk', 1],
      ['Lunch', 2],
      ['Dryck', 3],
    ]);
    expect(restaurant?.categories.map((c) => c.name)).toEqual([
      'Förrätter',
      'Varmrätter',
      'Öl & vin',
      'Dessert & kaffe',
    ]);
    expect(cafe?.categories[0]?.color).toBe('#7a4b2a');

    const coffee = await api.page(cafe?.categories[0]?.page.id ?? '');
    const types = coffee.buttons.map((b) => b.type);
    expect(types).toContain('ITEM');
    expect(coffee.buttons.map((b) => b.item?.title)).toEqual(
      expect.arrayContaining(['Bryggkaffe', 'Cappuccino']),
    );
    const tea = coffee.buttons.find((b) => b.type === 'PAGE');
    expect(tea?.targetPage).toMatchObject({ name: 'Te', deleted: false });
    expect(coffee.subPages.map((p) => p.name)).toEqual(['Te']);
    expect(coffee.buttons.find((b) => b.type === 'OFFER')?.offer?.name).toBe('Fikapaket');
    // Positions are cells of the grid, one button each.
    const positions = coffee.buttons.map((b) => b.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(Math.max(...positions)).toBeLessThan(coffee.columns * coffee.rows);

    const teaPage = await api.page(tea?.targetPage?.id ?? '');
    expect(teaPage.buttons.map((b) => b.item?.title)).toEqual(['Te', 'Chai latte', 'Teblandning']);
    expect(pages.some((p) => p.id === teaPage.id && p.layoutId === cafe?.id)).toBe(true);

    // The deleted semla is left out, and every button points at something live.
    const pastries = await api.page(cafe?.categories[1]?.page.id ?? '');
    expect(pastries.buttons.map((b) => b.item?.title)).toEqual([
      'Kanelbulle',
      'Kardemummabulle',
      'Chokladboll',
      'Croissant',
      'Mazarin',
      'Prinsesstårta, bit',
      'Morotskaka, bit',
    ]);
    expect(pastries.buttons.every((b) => b.item?.deleted === false)).toBe(true);
  });
});

describe('who may edit layouts', () => {
  it('lets the venue-restricted manager (POS_CUSTOMIZATION) read and create layouts', async () => {
    const api = layoutApi(t, await t.login(DEMO.manager));
    const { layouts } = await api.layouts();
    expect(layouts.map((l) => l.name)).toContain('Kassa – Café');
    const created = await api.createLayout('Kassa – Bar');
    expect(created.categories).toEqual([]);
  });

  it("shows the payments company none of Demo Bistro's layouts, pages or ids", async () => {
    const owner = layoutApi(t, await t.login(DEMO.owner));
    const { layouts } = await owner.layouts();
    const cafe = layouts[0];
    const token = await t.login(DEMO.payments);
    const api = layoutApi(t, token);
    expect(await api.layouts()).toEqual({ layouts: [], pages: [] });
    const page = await t.gql(PAGE, { id: cafe?.categories[0]?.page.id }, token);
    expect(codeOf(page)).toBe('NOT_FOUND');
    const rename = await t.gql(UPDATE_LAYOUT, { id: cafe?.id, input: { name: 'Mine' } }, token);
    expect(codeOf(rename)).toBe('NOT_FOUND');
    const tab = await t.gql(
      CREATE_CATEGORY,
      { layoutId: cafe?.id, input: { name: 'X', color: '#000000' } },
      token,
    );
    expect(codeOf(tab)).toBe('NOT_FOUND');
    const remove = await t.gql(DELETE_LAYOUT, { id: cafe?.id }, token);
    expect(codeOf(remove)).toBe('NOT_FOUND');
    const category = await t.gql(DELETE_CATEGORY, { id: cafe?.categories[0]?.id }, token);
    expect(codeOf(category)).toBe('NOT_FOUND');
    expect((await owner.layouts()).layouts[0]).toEqual(cafe);
  });

  it('refuses a user without POS_CUSTOMIZATION and a caller without a session', async () => {
    const [manager] = await t.database.db.select().from(users).where(eq(users.username, DEMO.manager));
    if (!manager) throw new Error('no demo manager');
    const username = 'menus-only@demo.fika.test';
    await t.database.db
      .insert(users)
      .values({ ...manager, id: newId(), username, email: username, scopes: ['MENUS'] });
    const token = await t.login(username);
    expect(codeOf(await t.gql(LAYOUTS, {}, token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CREATE_LAYOUT, { input: { name: 'X' } }, token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LAYOUTS, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('layouts', () => {
  it('creates a layout without categories, last in the list, and renames it in four languages', async () => {
    const token = await t.login(DEMO.owner);
    const api = layoutApi(t, token);
    const created = await api.createLayout('  Kassa – Terrass ');
    expect(created).toMatchObject({ name: 'Kassa – Terrass', categories: [] });
    const { layouts } = await api.layouts();
    expect(layouts.at(-1)?.id).toBe(created.id);

    const renamed = await t.gql<{ updateLayout: { name: string; nameLang: Record<string, string | null> } }>(
      UPDATE_LAYOUT,
      {
        id: created.id,
        input: { name: 'Terrass', nameLang: { en: 'Terrace', se: 'Terrass', es: '', no: null } },
      },
      token,
    );
    expect(renamed.data?.updateLayout).toEqual({
      id: created.id,
      name: 'Terrass',
      nameLang: { en: 'Terrace', se: 'Terrass', es: null, no: null },
    });
  });

  it('refuses an empty or too long name with field errors and changes nothing', async () => {
    const token = await t.login(DEMO.owner);
    const api = layoutApi(t, token);
    const bad = await t.gql(CREATE_LAYOUT, { input: { name: ' ', nameLang: { en: 'x'.repeat(61) } } }, token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(bad)).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'nameLang.en', message: 'validation.tooLong' },
    ]);
    const before = await api.layouts();
    const layout = before.layouts[0];
    const rename = await t.gql(UPDATE_LAYOUT, { id: layout?.id, input: { name: '' } }, token);
    expect(codeOf(rename)).toBe('BAD_USER_INPUT');
    expect(await api.layouts()).toEqual(before);
  });

  it('soft-deletes a layout: it and its pages leave the lists, its pages cannot be read', async () => {
    const token = await t.login(DEMO.owner);
    const api = layoutApi(t, token);
    const layout = await api.createLayout('Kortlivad');
    const tab = await api.createCategory(layout.id, 'Allt');
    expect((await t.gql(DELETE_LAYOUT, { id: layout.id }, token)).data).toEqual({
      deleteLayout: { success: true },
    });
    const { layouts, pages } = await api.layouts();
    expect(layouts.some((l) => l.id === layout.id)).toBe(false);
    expect(pages.some((p) => p.layoutId === layout.id)).toBe(false);
    expect(codeOf(await t.gql(PAGE, { id: tab.page.id }, token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_LAYOUT, { id: layout.id }, token))).toBe('NOT_FOUND');
  });
});

describe('layout categories', () => {
  it('puts a new category last with its own 5 × 5 top-level page', async () => {
    const api = layoutApi(t, await t.login(DEMO.owner));
    const layout = await api.createLayout('Kassa – Glass');
    const first = await api.createCategory(layout.id, 'Strut', '#F59F00');
    const second = await api.createCategory(layout.id, 'Bägare');
    expect(first).toMatchObject({ order: 0, color: '#f59f00', name: 'Strut' });
    expect(first.page).toMatchObject({ name: 'Strut', columns: 5, rows: 5, deleted: false });
    expect(second.order).toBe(1);
    const { layouts, pages } = await api.layouts();
    const listed = layouts.find((l) => l.id === layout.id);
    expect(listed?.categories.map((c) => c.name)).toEqual(['Strut', 'Bägare']);
    expect(pages.filter((p) => p.layoutId === layout.id)).toHaveLength(2);
  });

  it('renames, recolours and reorders categories; the page follows the name', async () => {
    const token = await t.login(DEMO.owner);
    const api = layoutApi(t, token);
    const layout = await api.createLayout('Kassa – Ordning');
    const a = await api.createCategory(layout.id, 'A');
    const b = await api.createCategory(layout.id, 'B');
    const c = await api.createCategory(layout.id, 'C');
    const moved = await t.gql<{
      updateLayoutCategory: { order: number; name: string; page: { name: string } };
    }>(
      UPDATE_CATEGORY,
      { id: c.id, input: { name: 'Cé', nameLang: { en: 'See' }, color: '#2B8A3E' }, order: 0 },
      token,
    );
    expect(moved.data?.updateLayoutCategory).toMatchObject({
      order: 0,
      name: 'Cé',
      color: '#2b8a3e',
      nameLang: { en: 'See', se: null },
      page: { name: 'Cé' },
    });
    const order = async () =>
      (await api.layouts()).layouts.find((l) => l.id === layout.id)?.categories.map((x) => [x.id, x.order]);
    expect(await order()).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    await t.gql(UPDATE_CATEGORY, { id: c.id, input: { name: 'Cé', color: '#2b8a3e' }, order: 99 }, token);
    expect(await order()).toEqual([
      [a.id, 0],
      [b.id, 1],
      [c.id, 2],
    ]);

    const badColour = await t.gql(UPDATE_CATEGORY, { id: a.id, input: { name: 'A', color: 'red' } }, token);
    expect(codeOf(badColour)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(badColour)).toEqual([{ field: 'color', message: 'validation.color' }]);
    const badOrder = await t.gql(
      UPDATE_CATEGORY,
      { id: a.id, input: { name: 'A', color: '#000000' }, order: -1 },
      token,
    );
    expect(codeOf(badOrder)).toBe('BAD_USER_INPUT');
  });

  it('deletes a category and soft-deletes its page, so links to it show as deleted', async () => {
    const token = await t.login(DEMO.owner);
    const api = layoutApi(t, token);
    const layout = await api.createLayout('Kassa – Borttag');
    const keep = await api.createCategory(layout.id, 'Kvar');
    const gone = await api.createCategory(layout.id, 'Borta');
    const link = await api.updatePage(keep.page.id, {
      buttons: { set: [{ position: 0, type: 'PAGE', targetPageId: gone.page.id }] },
    });
    expect(link.errors).toBeUndefined();
    expect((await t.gql(DELETE_CATEGORY, { id: gone.id }, token)).data).toEqual({
      deleteLayoutCategory: { success: true },
    });
    const { layouts, pages } = await api.layouts();
    expect(layouts.find((l) => l.id === layout.id)?.categories.map((c) => c.id)).toEqual([keep.id]);
    expect(pages.find((p) => p.id === gone.page.id)?.deleted).toBe(true);
    const page = await api.page(keep.page.id);
    expect(page.buttons[0]?.targetPage).toMatchObject({ id: gone.page.id, deleted: true });
    expect(codeOf(await t.gql(DELETE_CATEGORY, { id: gone.id }, token))).toBe('NOT_FOUND');
  });
});
