import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import {
  callsTo,
  itemButton,
  layout,
  mockGraphQL,
  PALETTE,
  page,
  pageButton,
  renderEditor,
  sessionData,
  summary,
} from './test-utils.tsx';
import type { PosLayout, PosPage, PosPageSummary } from './use-pos-layouts.ts';

afterEach(cleanup);

type Handler = (variables: Record<string, unknown>) => unknown;

// Café has three tabs; the highest order (Lunch, 2) is listed in the middle on purpose.
const CAFE = layout('l-cafe', 'Kassa – Café', [
  ['Kaffe', 0, 'p-kaffe'],
  ['Lunch', 2, 'p-lunch'],
  ['Bakverk', 1, 'p-bak'],
]);
const BAR = layout('l-bar', 'Kassa – Bar', [['Öl', 0, 'p-ol']]);

const PAGES: PosPage[] = [
  page('p-kaffe', 'l-cafe', 'Kaffe', [
    itemButton(0, 'Bryggkaffe'),
    pageButton(1, { id: 'p-te', name: 'Te' }),
  ]),
  page('p-lunch', 'l-cafe', 'Lunch', [
    itemButton(0, 'Dagens lunch'),
    pageButton(1, { id: 'p-sallad', name: 'Sallader' }),
    pageButton(2, { id: 'p-gone', name: 'Gammal', deleted: true }),
  ]),
  page('p-sallad', 'l-cafe', 'Sallader', [pageButton(0, { id: 'p-dressing', name: 'Dressingar' })]),
  page('p-dressing', 'l-cafe', 'Dressingar', [itemButton(0, 'Vinägrett')]),
  page('p-bak', 'l-cafe', 'Bakverk', [itemButton(0, 'Kanelbulle')]),
  page('p-ol', 'l-bar', 'Öl', [itemButton(0, 'Pilsner')]),
];

let fetchMock: Mock<typeof fetch>;

function serve(options: { layouts?: PosLayout[]; updatePage?: Handler; createLayout?: Handler } = {}) {
  let layouts = options.layouts ?? [CAFE, BAR];
  const pages = new Map(PAGES.map((p) => [p.id, p]));
  const summaries = (): PosPageSummary[] => [
    ...PAGES.map((p) => summary(p.id, p.layoutId, p.name)),
    summary('p-gone', 'l-cafe', 'Gammal', true),
  ];
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    getPosLayouts: () => ({ data: { layouts, pages: summaries() } }),
    getPage: ({ id }) => ({ data: { page: pages.get(String(id)) } }),
    getLayoutPalette: () => PALETTE,
    updatePage:
      options.updatePage ??
      (({ id, input }) => {
        const current = pages.get(String(id));
        const set = (
          input as { buttons: { set: { position: number; itemId?: string; targetPageId?: string }[] } }
        ).buttons.set;
        const buttons = (current?.buttons ?? []).flatMap((b) => {
          const kept = set.find((s) => (s.itemId ?? s.targetPageId) === (b.item?.id ?? b.targetPage?.id));
          return kept ? [{ ...b, position: kept.position }] : [];
        });
        const saved = { ...current, buttons } as PosPage;
        pages.set(String(id), saved);
        return { data: { updatePage: saved } };
      }),
    createLayout:
      options.createLayout ??
      (({ input }) => {
        const created = layout('l-new', String((input as { name: string }).name));
        layouts = [...layouts, created];
        return { data: { createLayout: { id: created.id } } };
      }),
  });
}

const tab = (name: string) => screen.findByRole('tab', { name });
const breadcrumbs = () => within(screen.getByRole('navigation', { name: 'Pages' }));
const gridButton = (name: RegExp) => screen.findByRole('button', { name });

describe('which layout is shown (§4)', () => {
  it('shows the first layout by default and its highest-order category', async () => {
    serve();
    const { navigations } = await renderEditor();
    expect((await tab('Lunch')).getAttribute('aria-selected')).toBe('true');
    expect((await tab('Kaffe')).getAttribute('aria-selected')).toBe('false');
    expect((screen.getByLabelText('Layout', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Kassa – Café',
    );
    // Tabs in order, whatever order the categories came in.
    expect(
      within(screen.getByRole('tablist', { name: 'Categories' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Kaffe', 'Bakverk', 'Lunch']);
    expect(await gridButton(/^Item: Dagens lunch, row 1, column 1$/)).toBeTruthy();
    expect(breadcrumbs().getByText('Lunch').getAttribute('aria-current')).toBe('page');
    expect(navigations).toEqual([]);
  });

  it('shows the layout of ?layoutId=, and the first one when that layout no longer exists', async () => {
    serve();
    await renderEditor('l-bar');
    expect((await tab('Öl')).getAttribute('aria-selected')).toBe('true');
    expect(await gridButton(/^Item: Pilsner/)).toBeTruthy();
    cleanup();

    serve();
    const { navigations } = await renderEditor('l-deleted');
    expect((await tab('Lunch')).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(navigations).toEqual([{ layoutId: 'l-cafe', replace: true }]));
  });

  it('goes to a new layout once it appears', async () => {
    serve();
    const { navigations } = await renderEditor();
    await tab('Lunch');
    fireEvent.click(screen.getAllByRole('button', { name: 'New layout' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New layout' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Kassa – Glass' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'English' }), {
      target: { value: 'Till – Ice cream' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create layout' }));
    await waitFor(() => expect(navigations).toEqual([{ layoutId: 'l-new', replace: false }]));
    expect(callsTo(fetchMock, 'CreateLayout')).toEqual([
      { input: { name: 'Kassa – Glass', nameLang: { en: 'Till – Ice cream' } } },
    ]);
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });

  it('checks a new layout name before sending it', async () => {
    serve();
    await renderEditor();
    await tab('Lunch');
    fireEvent.click(screen.getAllByRole('button', { name: 'New layout' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New layout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create layout' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateLayout')).toEqual([]);
  });
});

describe('pages and breadcrumbs (§4)', () => {
  it('extends the breadcrumbs on entering sub-pages and truncates them on a crumb', async () => {
    serve();
    await renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Open sub-page Sallader' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open sub-page Dressingar' }));
    expect(await gridButton(/^Item: Vinägrett/)).toBeTruthy();
    expect(breadcrumbs().getByText('Dressingar').getAttribute('aria-current')).toBe('page');
    expect(
      breadcrumbs()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Lunch', 'Sallader']);

    fireEvent.click(breadcrumbs().getByRole('button', { name: 'Lunch' }));
    expect(await gridButton(/^Item: Dagens lunch/)).toBeTruthy();
    expect(breadcrumbs().queryAllByRole('button')).toEqual([]);
    expect(breadcrumbs().getByText('Lunch').getAttribute('aria-current')).toBe('page');
  });

  it('starts again from the top page when another category is chosen', async () => {
    serve();
    await renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Open sub-page Sallader' }));
    await gridButton(/^Sub-page: Dressingar/);
    fireEvent.click(await tab('Kaffe'));
    expect(await gridButton(/^Item: Bryggkaffe/)).toBeTruthy();
    expect(breadcrumbs().queryAllByRole('button')).toEqual([]);
  });

  it('marks a button that opens a deleted sub-page and removes it', async () => {
    serve();
    await renderEditor();
    const stale = await gridButton(/^Sub-page: Gammal/);
    expect(within(stale.parentElement as HTMLElement).getByText('Deleted sub-page')).toBeTruthy();
    // A deleted sub-page cannot be entered.
    expect(screen.queryByRole('button', { name: 'Open sub-page Gammal' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove button Gammal' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sub-page: Gammal/ })).toBeNull());
    const [saved] = callsTo(fetchMock, 'UpdatePage');
    expect(saved).toMatchObject({ id: 'p-lunch' });
    expect((saved?.input as { buttons: { set: unknown[] } } | undefined)?.buttons.set).toEqual([
      expect.objectContaining({ position: 0, type: 'ITEM', itemId: 'i-Dagens lunch' }),
      expect.objectContaining({ position: 1, type: 'PAGE', targetPageId: 'p-sallad' }),
    ]);
  });
});

describe('editing buttons', () => {
  it('moves a button with the Move to… menu and saves the whole page', async () => {
    serve();
    await renderEditor();
    await gridButton(/^Item: Dagens lunch, row 1, column 1$/);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Dagens lunch' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    // Row 2, column 1 of the 3-column grid is position 3.
    expect(await gridButton(/^Item: Dagens lunch, row 2, column 1$/)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'UpdatePage')).toHaveLength(1));
    expect(
      (callsTo(fetchMock, 'UpdatePage')[0]?.input as { buttons: { set: unknown[] } } | undefined)?.buttons
        .set,
    ).toContainEqual(expect.objectContaining({ id: 'b-0-Dagens lunch', position: 3 }));
  });

  it('puts the page back and says why when a save fails', async () => {
    serve({
      updatePage: () => ({
        data: null,
        errors: [
          {
            message: 'Some fields are not filled in correctly.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ field: 'buttons.set.1.targetPageId', message: 'validation.pageCycle' }],
            },
          },
        ],
      }),
    });
    await renderEditor();
    await gridButton(/^Item: Dagens lunch, row 1, column 1$/);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Dagens lunch' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move right' }));
    expect(await screen.findByText('That link would lead back to this page in a loop.')).toBeTruthy();
    expect(await gridButton(/^Item: Dagens lunch, row 1, column 1$/)).toBeTruthy();
    expect(await gridButton(/^Sub-page: Sallader, row 1, column 2$/)).toBeTruthy();
  });

  it('adds a palette entry to the chosen empty cell', async () => {
    serve();
    await renderEditor();
    await gridButton(/^Item: Dagens lunch/);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cell, row 2, column 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Latte' }));
    expect(await gridButton(/^Item: Latte, row 2, column 3$/)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'UpdatePage')).toHaveLength(1));
    expect(
      (callsTo(fetchMock, 'UpdatePage')[0]?.input as { buttons: { set: unknown[] } } | undefined)?.buttons
        .set,
    ).toContainEqual({
      id: null,
      position: 5,
      type: 'ITEM',
      itemId: 'i-Latte',
      targetPageId: null,
      categoryId: null,
      offerId: null,
      label: null,
      color: null,
    });
  });
});
