// The POS layout editor (§2.4, §4): building a till page with a sub-page by drag and drop.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

// One after the other, not in parallel: both journeys create a layout in the demo company, and the
// editor goes to a layout that appears (§4) — even one the other journey just created.
test.describe.configure({ mode: 'default' });

/** The editor at /pos-layout, in English. */
class LayoutEditor {
  constructor(private readonly page: Page) {}

  /** A cell of the grid by position (row × columns + column). */
  cell(position: number): Locator {
    return this.page.getByTestId(`cell-${position}`);
  }

  /** A button on the page, by kind and name ('Item: Cappuccino'). */
  button(label: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${label}, row`) });
  }

  /** A palette entry's drag handle ('Item: Cappuccino'). */
  paletteEntry(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  async dialog(title: string, fields: Record<string, string>, submit: string) {
    const dialog = this.page.getByRole('dialog', { name: title });
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByRole('textbox', { name: label }).fill(value);
    }
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog).toBeHidden();
  }

  async paletteTab(name: 'Items' | 'Sub-pages' | 'Categories' | 'Offers') {
    await this.page.getByRole('tab', { name }).click();
  }

  /**
   * Drags `source` onto `target` with the mouse and waits until the page is saved. The target is
   * measured again on the way: near the window's edge the drag scrolls the page.
   */
  async drag(source: Locator, target: Locator) {
    const from = await source.boundingBox();
    if (!from) throw new Error('drag source is not visible');
    const saved = this.page.waitForResponse(
      (r) => r.url().includes('/graphql') && r.request().postData()?.includes('UpdatePage') === true,
    );
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    for (let attempt = 0; attempt < 3; attempt++) {
      const to = await target.boundingBox();
      if (!to) throw new Error('drag target is not visible');
      await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    }
    await expect(target).toHaveAttribute('data-over', 'true');
    await this.page.mouse.up();
    expect((await saved).ok()).toBe(true);
  }
}

test('builds a layout page with a sub-page by drag and drop', async ({ page, request }) => {
  // A long journey (two dialogs, four drags, a reload): more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pos-layout');
  const editor = new LayoutEditor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'POS Layouts' })).toBeVisible();
  // The demo's first layout is shown, on its highest-order category.
  await expect(page.getByRole('combobox', { name: 'Layout' })).toHaveValue('Kassa – Café');
  await expect(page.getByRole('tab', { name: 'Dryck' })).toHaveAttribute('aria-selected', 'true');

  // A new layout is gone to once it exists.
  const name = `Kassa – Terrass ${Date.now()}`;
  await page.getByRole('button', { name: 'New layout' }).click();
  await editor.dialog('New layout', { Name: name, English: 'Till – Terrace' }, 'Create layout');
  await expect(page).toHaveURL(/\?layoutId=/);
  await expect(page.getByRole('combobox', { name: 'Layout' })).toHaveValue(name);
  await expect(page.getByText('No categories yet')).toBeVisible();

  await page.getByRole('button', { name: 'New category' }).click();
  await editor.dialog('New category', { Name: 'Kaffe' }, 'Create category');
  await expect(page.getByRole('tab', { name: 'Kaffe' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor.cell(24)).toBeVisible();

  // A sub-page, then an item and a link to the sub-page dragged onto cells with the mouse.
  await editor.paletteTab('Sub-pages');
  await page.getByRole('button', { name: 'New sub-page' }).click();
  await editor.dialog('New sub-page', { Name: 'Te' }, 'Create sub-page');
  await editor.drag(editor.paletteEntry('Sub-page: Te'), editor.cell(1));
  await expect(editor.button('Sub-page: Te')).toBeVisible();
  await editor.paletteTab('Items');
  await page.getByRole('textbox', { name: 'Search items' }).fill('cappu');
  await editor.drag(editor.paletteEntry('Item: Cappuccino'), editor.cell(0));
  await expect(editor.cell(0).getByText('Cappuccino')).toBeVisible();

  // Into the sub-page: the breadcrumbs follow.
  await page.getByRole('button', { name: 'Open sub-page Te' }).click();
  await expect(editor.breadcrumbs().getByText('Te', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(editor.cell(24)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search items' }).fill('Te');
  await editor.drag(editor.paletteEntry('Item: Te'), editor.cell(0));
  await expect(editor.button('Item: Te')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Back with the crumb, then a button moved by dragging it to another cell.
  await editor.breadcrumbs().getByRole('button', { name: 'Kaffe' }).click();
  await expect(editor.breadcrumbs().getByText('Kaffe')).toHaveAttribute('aria-current', 'page');
  await expect(editor.button('Sub-page: Te')).toBeVisible();
  await editor.drag(editor.button('Item: Cappuccino'), editor.cell(7));
  await expect(editor.cell(7).getByText('Cappuccino')).toBeVisible();
  await expect(editor.cell(0).getByText('Cappuccino')).toHaveCount(0);

  // All of it was saved.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Layout' })).toHaveValue(name);
  await expect(editor.button('Item: Cappuccino')).toHaveAccessibleName(/row 2, column 3$/);
  await expect(editor.button('Sub-page: Te')).toHaveAccessibleName(/row 1, column 2$/);
  await page.getByRole('button', { name: 'Open sub-page Te' }).click();
  await expect(editor.button('Item: Te')).toHaveAccessibleName(/row 1, column 1$/);
});

/** A layout of its own with one category whose page holds two items, made over the API. */
async function layoutWithTwoItems(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
  const { items } = await call<{ items: { results: { id: string; title: string }[] } }>(
    'query { items { results { id title } } }',
    {},
  );
  const idOf = (title: string) => items.results.find((i) => i.title === title)?.id;
  const { createLayout } = await call<{ createLayout: { id: string } }>(
    'mutation($input: LayoutInput!) { createLayout(input: $input) { id } }',
    { input: { name: `Kassa – Touch ${Date.now()}` } },
  );
  const { createLayoutCategory } = await call<{ createLayoutCategory: { page: { id: string } } }>(
    'mutation($id: ID!, $input: LayoutCategoryInput!) { createLayoutCategory(layoutId: $id, input: $input) { page { id } } }',
    { id: createLayout.id, input: { name: 'Bakverk', color: '#e8590c' } },
  );
  await call('mutation($id: ID!, $input: PageUpdateInput!) { updatePage(id: $id, input: $input) { id } }', {
    id: createLayoutCategory.page.id,
    input: {
      buttons: {
        set: [
          { position: 0, type: 'ITEM', itemId: idOf('Kanelbulle') },
          { position: 1, type: 'ITEM', itemId: idOf('Chokladboll') },
        ],
      },
    },
  });
  return createLayout.id;
}

test.describe('on a touch screen and with the keyboard', () => {
  test.use({ hasTouch: true });

  test('moves buttons by touch (no slop, no delay) and with the arrow keys', async ({ page, request }) => {
    const layoutId = await layoutWithTwoItems(request);
    await openBackOffice(page, request, DEMO_USERS.owner.email, `/pos-layout?layoutId=${layoutId}`);
    const editor = new LayoutEditor(page);
    await expect(editor.button('Item: Kanelbulle')).toHaveAccessibleName(/row 1, column 1$/);

    // A finger on the bun drags it at once to row 2, column 3 (position 7).
    const from = await editor.button('Item: Kanelbulle').boundingBox();
    const to = await editor.cell(7).boundingBox();
    if (!from || !to) throw new Error('not visible');
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1 }];
    const saved = page.waitForResponse((r) => r.request().postData()?.includes('UpdatePage') === true);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: point(from.x + from.width / 2, from.y + from.height / 3),
    });
    for (let step = 1; step <= 10; step++) {
      const x = from.x + from.width / 2 + ((to.x + to.width / 2 - (from.x + from.width / 2)) * step) / 10;
      const y = from.y + from.height / 3 + ((to.y + to.height / 2 - (from.y + from.height / 3)) * step) / 10;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await saved).ok()).toBe(true);
    await expect(editor.button('Item: Kanelbulle')).toHaveAccessibleName(/row 2, column 3$/);

    // Space picks the chocolate ball up, the arrow keys move it a cell at a time, Space drops it.
    await editor.button('Item: Chokladboll').focus();
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await page.keyboard.press('Space');
    await announced('Chokladboll is over row 1, column 2.');
    await page.keyboard.press('ArrowDown');
    await announced('Chokladboll is over row 2, column 2.');
    await page.keyboard.press('ArrowDown');
    await announced('Chokladboll is over row 3, column 2.');
    const movedByKeys = page.waitForResponse((r) => r.request().postData()?.includes('UpdatePage') === true);
    await page.keyboard.press('Space');
    expect((await movedByKeys).ok()).toBe(true);
    await expect(editor.button('Item: Chokladboll')).toHaveAccessibleName(/row 3, column 2$/);

    // The Move to… menu does the same without dragging.
    await page.getByRole('button', { name: 'Actions for Kanelbulle' }).click();
    await page.getByRole('menuitem', { name: 'Move left' }).click();
    await expect(editor.button('Item: Kanelbulle')).toHaveAccessibleName(/row 2, column 2$/);
    await page.reload();
    await expect(editor.button('Item: Kanelbulle')).toHaveAccessibleName(/row 2, column 2$/);
    await expect(editor.button('Item: Chokladboll')).toHaveAccessibleName(/row 3, column 2$/);
  });
});

/** Axe on the editor, one line per failing element (the theme's dimmed grey is checked elsewhere). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').disableRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}
