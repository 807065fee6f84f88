import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { categories, items, offers, pageButtons } from '../../platform/db/schema/index.ts';
import { codeOf, fieldErrorsOf, layoutApi, PAGE } from './test-documents.ts';

let t: TestServer;
let owner: string;
let api: ReturnType<typeof layoutApi>;
let companyId: string;
let itemIds: string[];
let categoryId: string;
let offerId: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  api = layoutApi(t, owner);
  const me = await t.gql<{ authorizeUser: { companyId: string } }>(
    'query { authorizeUser { companyId } }',
    {},
    owner,
  );
  companyId = me.data?.authorizeUser.companyId ?? '';
  itemIds = (await api.items(companyId)).map((i) => i.id);
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.name, 'Food')));
  categoryId = category?.id ?? '';
  const [offer] = await t.database.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.name, 'Fikapaket')));
  offerId = offer?.id ?? '';
});
afterAll(() => t.close());

const DELETE_PAGE = 'mutation($id: ID!) { deletePage(id: $id) { success } }';

/** A fresh layout with one category (its 3 × 2 top-level page) and an empty 4 × 3 sub-page. */
async function freshLayout(name = 'Test') {
  const layout = await api.createLayout(name);
  const category = await api.createCategory(layout.id, 'Top');
  const top = category.page.id;
  const resized = await api.updatePage(top, { columns: 3, rows: 2 });
  expect(resized.errors).toBeUndefined();
  const sub = await api.createPage(layout.id, 'Sub');
  return { layout, category, top, sub: sub.id };
}

const item = (position: number, index = 0) => ({ position, type: 'ITEM', itemId: itemIds[index] });

describe('updatePage with buttons set', () => {
  it('places items, a sub-page, a product category and a bundle offer, in position order', async () => {
    const { top, sub } = await freshLayout();
    const saved = await api.updatePage(top, {
      name: 'Topp',
      buttons: {
        set: [
          { position: 5, type: 'OFFER', offerId },
          { position: 0, type: 'ITEM', itemId: itemIds[0], label: 'Kaffe', color: '#7A4B2A' },
          { position: 1, type: 'PAGE', targetPageId: sub },
          { position: 3, type: 'CATEGORY', categoryId },
        ],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updatePage.name).toBe('Topp');
    const page = await api.page(top);
    expect(page.buttons.map((b) => [b.position, b.type])).toEqual([
      [0, 'ITEM'],
      [1, 'PAGE'],
      [3, 'CATEGORY'],
      [5, 'OFFER'],
    ]);
    expect(page.buttons[0]).toMatchObject({
      label: 'Kaffe',
      item: { id: itemIds[0], deleted: false },
      targetPage: null,
      category: null,
      offer: null,
    });
    expect(page.buttons[1]?.targetPage).toEqual({ id: sub, name: 'Sub', deleted: false });
    expect(page.buttons[2]?.category).toMatchObject({ id: categoryId, name: 'Food' });
    expect(page.buttons[3]?.offer).toMatchObject({ id: offerId, name: 'Fikapaket' });
    expect(page.subPages).toEqual([{ id: sub, name: 'Sub', deleted: false }]);
  });

  it('replaces every button at once and keeps the ids of buttons it still has', async () => {
    const { top } = await freshLayout();
    await api.updatePage(top, { buttons: { set: [item(0), item(1, 1)] } });
    const [first, second] = (await api.page(top)).buttons;
    // The first button moves to cell 4; the second is removed; a new one comes at 0.
    const saved = await api.updatePage(top, {
      buttons: { set: [{ ...item(4), id: first?.id }, item(0, 2)] },
    });
    expect(saved.errors).toBeUndefined();
    const page = await api.page(top);
    expect(page.buttons.map((b) => [b.position, b.item?.id])).toEqual([
      [0, itemIds[2]],
      [4, itemIds[0]],
    ]);
    expect(page.buttons[1]?.id).toBe(first?.id);
    expect(page.buttons.map((b) => b.id)).not.toContain(second?.id);
    // An empty set clears the page.
    await api.updatePage(top, { buttons: { set: [] } });
    expect((await api.page(top)).buttons).toEqual([]);
  });

  it('refuses buttons outside the grid and two buttons in one cell, changing nothing', async () => {
    const { top } = await freshLayout();
    await api.updatePage(top, { buttons: { set: [item(0)] } });
    const before = await api.page(top);
    const outside = await api.updatePage(top, { buttons: { set: [item(6), item(2)] } });
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(outside)).toEqual([
      { field: 'buttons.set.0.position', message: 'validation.outsideGrid' },
    ]);
    const negative = await api.updatePage(top, { buttons: { set: [item(-1)] } });
    expect(fieldErrorsOf(negative)).toEqual([
      { field: 'buttons.set.0.position', message: 'validation.outsideGrid' },
    ]);
    const twice = await api.updatePage(top, { buttons: { set: [item(2), item(2, 1)] } });
    expect(codeOf(twice)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(twice)).toEqual([
      { field: 'buttons.set.1.position', message: 'validation.cellTaken' },
    ]);
    const noTarget = await api.updatePage(top, {
      buttons: { set: [{ position: 1, type: 'PAGE', itemId: itemIds[0] }] },
    });
    expect(fieldErrorsOf(noTarget)).toEqual([
      { field: 'buttons.set.0.itemId', message: 'validation.buttonTarget' },
      { field: 'buttons.set.0.targetPageId', message: 'validation.required' },
    ]);
    const badGrid = await api.updatePage(top, { columns: 13, rows: 0 });
    expect(fieldErrorsOf(badGrid)).toEqual([
      { field: 'columns', message: 'validation.gridSize' },
      { field: 'rows', message: 'validation.gridSize' },
    ]);
    expect(await api.page(top)).toEqual(before);
  });

  it("refuses another company's items, categories, offers and pages, and pages of another layout (NOT_FOUND)", async () => {
    const { top, layout } = await freshLayout();
    const other = await freshLayout('Other');
    const payments = layoutApi(t, await t.login(DEMO.payments));
    const theirs = await payments.createLayout('Payments till');
    const theirPage = await payments.createPage(theirs.id, 'Theirs');
    const before = await api.page(top);
    const refusals = [
      { position: 0, type: 'ITEM', itemId: 'no-such-item' },
      { position: 0, type: 'CATEGORY', categoryId: 'no-such-category' },
      { position: 0, type: 'OFFER', offerId: 'no-such-offer' },
      { position: 0, type: 'PAGE', targetPageId: theirPage.id },
      { position: 0, type: 'PAGE', targetPageId: other.sub },
    ];
    for (const button of refusals) {
      const result = await api.updatePage(top, { buttons: { set: [item(1), button] } });
      expect(codeOf(result), JSON.stringify(button)).toBe('NOT_FOUND');
    }
    // The payments company can neither read nor use Demo Bistro's page, item or offer.
    const theirToken = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(PAGE, { id: top }, theirToken))).toBe('NOT_FOUND');
    expect(codeOf(await payments.updatePage(top, { name: 'Mine' }))).toBe('NOT_FOUND');
    expect(codeOf(await payments.updatePage(theirPage.id, { buttons: { set: [item(0)] } }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await payments.updatePage(theirPage.id, {
          buttons: { set: [{ position: 0, type: 'OFFER', offerId }] },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_PAGE, { id: other.sub }, theirToken))).toBe('NOT_FOUND');
    const sub = await t.gql(
      'mutation($l: ID!) { createPage(layoutId: $l, input: { name: "x", columns: 2, rows: 2 }) { id } }',
      { l: layout.id },
      theirToken,
    );
    expect(codeOf(sub)).toBe('NOT_FOUND');
    expect(await api.page(top)).toEqual(before);
  });

  it('refuses a link to the page itself and a loop through sub-pages', async () => {
    const { top, sub, layout } = await freshLayout();
    const deeper = await api.createPage(layout.id, 'Deeper');
    const self = await api.updatePage(top, {
      buttons: { set: [{ position: 0, type: 'PAGE', targetPageId: top }] },
    });
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(self)).toEqual([
      { field: 'buttons.set.0.targetPageId', message: 'validation.selfLink' },
    ]);
    // top → sub → deeper, then deeper → top would close a loop.
    expect(
      (await api.updatePage(top, { buttons: { set: [{ position: 0, type: 'PAGE', targetPageId: sub }] } }))
        .errors,
    ).toBeUndefined();
    expect(
      (
        await api.updatePage(sub, {
          buttons: { set: [{ position: 0, type: 'PAGE', targetPageId: deeper.id }] },
        })
      ).errors,
    ).toBeUndefined();
    const loop = await api.updatePage(deeper.id, {
      buttons: { set: [item(0), { position: 1, type: 'PAGE', targetPageId: top }] },
    });
    expect(codeOf(loop)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(loop)).toEqual([
      { field: 'buttons.set.1.targetPageId', message: 'validation.pageCycle' },
    ]);
    expect((await api.page(deeper.id)).buttons).toEqual([]);
    // Two links to the same sub-page from different pages are no loop.
    const shared = await api.updatePage(top, {
      buttons: {
        set: [
          { position: 0, type: 'PAGE', targetPageId: sub },
          { position: 1, type: 'PAGE', targetPageId: deeper.id },
        ],
      },
    });
    expect(shared.errors).toBeUndefined();
  });
});

describe('two editors at once', () => {
  it('never lets two simultaneous saves close a loop between them', async () => {
    const { top, sub } = await freshLayout();
    const link = (from: string, to: string) =>
      api.updatePage(from, { buttons: { set: [{ position: 0, type: 'PAGE', targetPageId: to }] } });
    const results = await Promise.all([link(top, sub), link(sub, top)]);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(1);
    expect(fieldErrorsOf(refused[0] ?? {})).toEqual([
      { field: 'buttons.set.0.targetPageId', message: 'validation.pageCycle' },
    ]);
    const links = [(await api.page(top)).buttons.length, (await api.page(sub)).buttons.length];
    expect(links.sort()).toEqual([0, 1]);
  });
});

describe('the grid size', () => {
  it('keeps buttons at their row and column when the grid grows', async () => {
    const { top } = await freshLayout();
    // 3 × 2: position 4 is row 1, column 1.
    await api.updatePage(top, { buttons: { set: [item(0), item(4, 1)] } });
    const grown = await api.updatePage(top, { columns: 5, rows: 4 });
    expect(grown.errors).toBeUndefined();
    const page = await api.page(top);
    expect([page.columns, page.rows]).toEqual([5, 4]);
    expect(page.buttons.map((b) => [b.position, b.item?.id])).toEqual([
      [0, itemIds[0]],
      [6, itemIds[1]],
    ]);
  });

  it('refuses to shrink over buttons unless the same update removes them', async () => {
    const { top } = await freshLayout();
    await api.updatePage(top, { buttons: { set: [item(0), item(2, 1)] } });
    const before = await api.page(top);
    const shrink = await api.updatePage(top, { columns: 2 });
    expect(codeOf(shrink)).toBe('BAD_USER_INPUT');
    expect(shrink.errors?.[0]?.message).toMatch(/outside the smaller grid/);
    expect(fieldErrorsOf(shrink)).toEqual([{ field: 'columns', message: 'validation.buttonsOutside' }]);
    expect(await api.page(top)).toEqual(before);
    const withSet = await api.updatePage(top, { columns: 2, rows: 1, buttons: { set: [item(1)] } });
    expect(withSet.errors).toBeUndefined();
    const page = await api.page(top);
    expect([page.columns, page.rows, page.buttons.map((b) => b.position)]).toEqual([2, 1, [1]]);
  });
});

describe('deleted sub-pages', () => {
  it('keeps buttons that open a deleted sub-page and reports them, so the editor can remove them', async () => {
    const { top, sub, category } = await freshLayout();
    await api.updatePage(top, {
      buttons: { set: [{ position: 2, type: 'PAGE', targetPageId: sub }, item(0)] },
    });
    expect((await t.gql(DELETE_PAGE, { id: sub }, owner)).data).toEqual({ deletePage: { success: true } });
    const page = await api.page(top);
    expect(page.buttons.find((b) => b.type === 'PAGE')?.targetPage).toEqual({
      id: sub,
      name: 'Sub',
      deleted: true,
    });
    expect(page.subPages).toEqual([{ id: sub, name: 'Sub', deleted: true }]);
    expect((await api.layouts()).pages.find((p) => p.id === sub)?.deleted).toBe(true);
    expect((await api.page(sub)).deleted).toBe(true);

    // The page can still be saved with the stale link; a new link to the deleted page is refused.
    const kept = await api.updatePage(top, {
      buttons: { set: [{ position: 2, type: 'PAGE', targetPageId: sub }, item(1)] },
    });
    expect(kept.errors).toBeUndefined();
    const elsewhere = await api.createPage(page.layoutId, 'Elsewhere');
    const fresh = await api.updatePage(elsewhere.id, {
      buttons: { set: [{ position: 0, type: 'PAGE', targetPageId: sub }] },
    });
    expect(fieldErrorsOf(fresh)).toEqual([
      { field: 'buttons.set.0.targetPageId', message: 'validation.deletedPage' },
    ]);
    // Removing the stale button.
    await api.updatePage(top, { buttons: { set: [item(1)] } });
    expect((await api.page(top)).subPages).toEqual([]);

    expect(codeOf(await api.updatePage(sub, { name: 'Back' }))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_PAGE, { id: sub }, owner))).toBe('NOT_FOUND');
    // A category's own page goes only with the category.
    expect(codeOf(await t.gql(DELETE_PAGE, { id: category.page.id }, owner))).toBe('CONFLICT');
  });

  it('shows an item deleted from the catalogue as deleted on its button; it stays but is not placed anew', async () => {
    const { top } = await freshLayout();
    const [semla] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.title, 'Semla'), eq(items.deleted, true)));
    const semlaId = semla?.id ?? '';
    const placed = await api.updatePage(top, {
      buttons: { set: [{ position: 0, type: 'ITEM', itemId: semlaId }] },
    });
    expect(codeOf(placed)).toBe('NOT_FOUND');
    // Placed while it was on sale (written directly: the catalogue deletes it later).
    await t.database.db.insert(pageButtons).values({
      id: `semla-${Date.now()}`,
      companyId,
      pageId: top,
      position: 0,
      type: 'ITEM',
      itemId: semlaId,
    });
    expect((await api.page(top)).buttons[0]?.item).toMatchObject({ title: 'Semla', deleted: true });
    const kept = await api.updatePage(top, {
      buttons: { set: [{ position: 1, type: 'ITEM', itemId: semlaId }, item(0)] },
    });
    expect(kept.errors).toBeUndefined();
  });
});
