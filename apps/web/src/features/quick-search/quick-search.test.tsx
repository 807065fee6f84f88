import { FULL_ACCESS, type Permissions, SCREENS, type Scope } from '@fika/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { QuickSearch, type QuickSearchProps } from './quick-search.tsx';
import { RECENT_SEARCHES_KEY } from './recent-searches.ts';
import { createSearchI18n, createTestQueryClient, TestProviders } from './test-providers.tsx';

const ITEMS = [
  { id: 'i1', title: 'Cappuccino', categories: [{ id: 'c1', name: 'Hot drinks' }] },
  { id: 'i2', title: 'Caffè latte', categories: [{ id: 'c1', name: 'Hot drinks' }] },
  { id: 'i3', title: 'Coca-Cola Zero', categories: [{ id: 'c2', name: 'Cold drinks' }] },
];
const CATEGORIES = [
  { id: 'c1', name: 'Hot drinks' },
  { id: 'c2', name: 'Cold drinks' },
];
const STAFF = [{ id: 's1', name: 'Anna Svensson' }];

let i18n: I18n;
let client: QueryClient;
let fetchMock: Mock<typeof fetch>;
/** The body the server answers per operation name. */
let responses: Record<string, unknown>;

const only = (...scopes: Scope[]): Permissions => ({ scopes, venueIds: [] });
// The palette's rules as if every screen were built (staff too); the real manifest at the end.
const ALL_BUILT = SCREENS.map((s) => ({ ...s, built: true }));

function operations(): string[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).operationName);
}

/** Lets timers, fetches and React updates run for `ms` of fake time. */
async function wait(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderPalette(props: Partial<QuickSearchProps> = {}) {
  const onClose = vi.fn();
  const onNavigate = vi.fn();
  const all: QuickSearchProps = {
    opened: true,
    onClose,
    onNavigate,
    permissions: FULL_ACCESS,
    screens: ALL_BUILT,
    ...props,
  };
  const view = render(
    <TestProviders i18n={i18n} client={client}>
      <QuickSearch {...all} />
    </TestProviders>,
  );
  const rerender = (next: Partial<QuickSearchProps>) =>
    view.rerender(
      <TestProviders i18n={i18n} client={client}>
        <QuickSearch {...all} {...next} />
      </TestProviders>,
    );
  return { onClose, onNavigate, rerender };
}

const input = () => screen.getByRole('combobox', { name: 'Search pages, products, categories and staff' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await wait(300);
}

beforeAll(async () => {
  i18n = await createSearchI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  client = createTestQueryClient();
  responses = {
    QuickSearchItems: { data: { items: { count: ITEMS.length, results: ITEMS } } },
    QuickSearchCategories: { data: { categories: CATEGORIES } },
    QuickSearchStaff: { data: { staffs: STAFF } },
  };
  fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    const response = responses[operationName];
    if (!response) throw new Error(`Unexpected operation ${operationName}`);
    return new Response(JSON.stringify(response), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
  localStorage.clear();
});

describe('empty query', () => {
  it('says there are no recent searches yet and offers the quick actions', async () => {
    renderPalette();
    await wait();
    expect(screen.getByRole('dialog', { name: 'Quick search' })).toBeTruthy();
    expect(input().getAttribute('placeholder')).toBe('Search...');
    expect(screen.getByText('Recent searches')).toBeTruthy();
    expect(screen.getByText('No recent searches yet...')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Create new product', 'Create new category', 'Create new staff']);
  });

  it('offers only the quick actions the user may open, and does not remember them', async () => {
    const { onNavigate, onClose } = renderPalette({ permissions: only('STAFF') });
    await wait();
    expect(optionNames()).toEqual(['Create new staff']);
    fireEvent.click(screen.getByRole('option', { name: 'Create new staff' }));
    expect(onNavigate).toHaveBeenCalledWith('/staff?id=new');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});

describe('searching', () => {
  it('waits for a 300 ms pause before searching', async () => {
    renderPalette();
    await wait();
    fireEvent.change(input(), { target: { value: 'cappu' } });
    await wait(299);
    expect(screen.queryByRole('option', { name: /Cappuccino/ })).toBeNull();
    await wait(1);
    // The title, the first category beside it, and what kind of result it is.
    expect(optionNames()).toEqual(['CappuccinoHot drinksProduct']);
  });

  it('finds pages, items, categories and staff, pages first', async () => {
    renderPalette();
    await wait();
    await type('c');
    const names = optionNames();
    const pages = names.filter((name) => name?.endsWith('Page'));
    expect(pages.length).toBeGreaterThan(3);
    expect(names.slice(0, pages.length)).toEqual(pages);
    expect(names[0]).toBe('CategoriesPage');
    expect(names).toContain('Cold drinksCategory');
    expect(names).toContain('Coca-Cola ZeroCold drinksProduct');
    await type('anna');
    expect(optionNames()).toEqual(['Anna SvenssonStaff member']);
  });

  it('says so when nothing matches', async () => {
    renderPalette();
    await wait();
    await type('zzzz');
    expect(screen.getByRole('status').textContent).toBe(
      "We couldn't find any hits with that term. Please try again.",
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('says how many results there are beyond the ones shown', async () => {
    responses.QuickSearchItems = {
      data: {
        items: {
          count: 80,
          results: Array.from({ length: 80 }, (_, i) => ({
            id: `x${i}`,
            title: `Latte ${i}`,
            categories: [],
          })),
        },
      },
    };
    renderPalette();
    await wait();
    await type('latte');
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 80 results. Keep typing to narrow them down.')).toBeTruthy();
  });
});

describe('choosing a result', () => {
  it('remembers it, clears the query, navigates and closes', async () => {
    const { onNavigate, onClose, rerender } = renderPalette();
    await wait();
    await type('coca cola');
    fireEvent.click(screen.getByRole('option', { name: /Coca-Cola Zero/ }));

    expect(onNavigate).toHaveBeenCalledWith('/pim/products?id=i3');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((input() as HTMLInputElement).value).toBe('');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      {
        id: 'i3',
        kind: 'item',
        title: 'Coca-Cola Zero',
        subtitle: 'Cold drinks',
        href: '/pim/products?id=i3',
      },
    ]);

    rerender({ opened: false });
    rerender({ opened: true });
    await wait();
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Coca-Cola ZeroCold drinksProduct']);
    expect(screen.queryByText('No recent searches yet...')).toBeNull();
  });

  it('keeps the last three, most recent first, and hides pages the user may no longer open', async () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([
        { id: 'page:/accounts', kind: 'page', title: 'Accounts', href: '/accounts' },
        { id: 'page:/staff', kind: 'page', title: 'Personal', href: '/staff' },
      ]),
    );
    const { rerender } = renderPalette({ permissions: only('STAFF', 'POS_CUSTOMIZATION') });
    await wait();
    // Accounts needs ACCOUNTS; Staff shows under its title in the current language.
    expect(
      within(screen.getByRole('group', { name: 'Recent searches' })).getAllByRole('option'),
    ).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Staff Page' })).toBeTruthy();

    for (const query of ['cappuccino', 'anna', 'stations']) {
      await type(query);
      fireEvent.keyDown(input(), { key: 'Enter' });
    }
    rerender({ opened: false });
    rerender({ opened: true });
    await wait();
    expect(optionNames().slice(0, 3)).toEqual([
      'StationsPage',
      'Anna SvenssonStaff member',
      'CappuccinoHot drinksProduct',
    ]);
  });
});

describe('keyboard', () => {
  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const { onNavigate } = renderPalette();
    await wait();
    await type('drinks');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Hot drinksCategory',
      'Cold drinksCategory',
    ]);
    const listbox = screen.getByRole('listbox');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]?.id);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith('/pim/categories?id=c2');
  });

  it('opens the best match of what was typed when Enter comes before the pause', async () => {
    const { onNavigate } = renderPalette();
    await wait();
    fireEvent.change(input(), { target: { value: 'anna' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith('/staff?id=s1');
  });

  it('closes with Escape', async () => {
    const { onClose, onNavigate } = renderPalette();
    await wait();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('loading', () => {
  it('loads nothing before the palette first opens', async () => {
    const { rerender } = renderPalette({ opened: false });
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ opened: true });
    await wait();
    expect(operations().sort()).toEqual(['QuickSearchCategories', 'QuickSearchItems', 'QuickSearchStaff']);
  });

  it('loads only what the user may see, and keeps it for a few minutes', async () => {
    const { rerender } = renderPalette({ permissions: only('STAFF') });
    await wait();
    expect(operations()).toEqual(['QuickSearchStaff']);
    rerender({ opened: false });
    await wait(60_000);
    rerender({ opened: true });
    await wait();
    expect(operations()).toEqual(['QuickSearchStaff']);
  });

  it('still finds pages when the entities cannot be loaded, and says so', async () => {
    responses.QuickSearchItems = { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPalette({ permissions: only('POS_CUSTOMIZATION') });
    await wait(5000);
    expect(
      screen.getByText(
        'Some products, categories or staff could not be loaded, so they are missing from the results.',
      ),
    ).toBeTruthy();
    await type('products');
    expect(optionNames()).toEqual(['ProductsPage']);
  });
});

describe('screens not built yet (issue #12)', () => {
  it('offers the staff page, its quick action and staff results now /staff is built, and no unbuilt page', async () => {
    renderPalette({ screens: SCREENS });
    await wait();
    expect(optionNames()).toEqual(['Create new product', 'Create new category', 'Create new staff']);
    await type('anna');
    expect(screen.getByRole('option', { name: /Anna Svensson/ })).toBeTruthy();
    // Receipt settings is built since #17, so the search offers it.
    await type('receipt');
    expect(screen.getByRole('option', { name: /Receipt settings/ })).toBeTruthy();
    expect(operations().sort()).toEqual(['QuickSearchCategories', 'QuickSearchItems', 'QuickSearchStaff']);
  });
});
