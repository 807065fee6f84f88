import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ListColumn,
  ListPage,
  type ListPageProps,
  type ListPaging,
  type ListSort,
  searchKey,
  sortRows,
} from './list-page.tsx';
import { renderShell } from './shell-test-utils.tsx';

interface Row {
  id: string;
  name: string;
  price: number | null;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Öl', price: 300 },
  { id: 'b', name: 'Ägg', price: null },
  { id: 'c', name: 'Cappuccino', price: 4200 },
  { id: 'd', name: 'Oat-milk latte', price: 4800 },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name, sortValue: (r) => r.name },
  { key: 'price', header: 'Price', render: (r) => r.price ?? '–', sortValue: (r) => r.price },
];

function List(props: Partial<ListPageProps<Row>>) {
  return (
    <ListPage<Row>
      title="Things"
      rows={ROWS}
      rowKey={(r) => r.id}
      columns={COLUMNS}
      searchText={(r) => r.name}
      empty={{ title: 'No things yet' }}
      {...props}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function Selectable() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <List
      rowLabel={(r) => r.name}
      selection={{ selected, onChange: setSelected, actions: <button type="button">Bulk edit</button> }}
    />
  );
}

describe('ListPage', () => {
  afterEach(cleanup);

  it('shows the title, the rows and their count', async () => {
    await renderShell(<List />);
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(names()).toEqual(['Öl', 'Ägg', 'Cappuccino', 'Oat-milk latte']);
    expect(screen.getByText('4 rows')).toBeTruthy();
  });

  it('filters as the user types, ignoring case, accents, spaces and hyphens, and says when nothing matches', async () => {
    await renderShell(<List />);
    const search = await screen.findByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'oat milk' } });
    expect(names()).toEqual(['Oat-milk latte']);
    fireEvent.change(search, { target: { value: 'agg' } });
    expect(names()).toEqual(['Ägg']);
    fireEvent.change(search, { target: { value: 'zebra' } });
    expect(screen.getByText('Nothing matches your search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(names()).toHaveLength(4);
  });

  it('sorts by a column, toggling the direction, with empty values last', async () => {
    await renderShell(<List />);
    fireEvent.click(await screen.findByRole('button', { name: 'Price' }));
    expect(names()).toEqual(['Öl', 'Cappuccino', 'Oat-milk latte', 'Ägg']);
    expect(screen.getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(names()).toEqual(['Oat-milk latte', 'Cappuccino', 'Öl', 'Ägg']);
  });

  it('starts from the initial sort', async () => {
    await renderShell(<List initialSort={{ key: 'name', direction: 'desc' }} />);
    await screen.findByRole('heading', { name: 'Things' });
    expect(names()[0]).toBe('Öl');
  });

  it('opens a row by click and by Enter', async () => {
    const onRowClick = vi.fn();
    await renderShell(<List onRowClick={onRowClick} />);
    const rows = await screen.findAllByRole('row');
    fireEvent.click(rows[3] as HTMLElement);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'Enter' });
    expect(onRowClick.mock.calls.map(([row]) => (row as Row).id)).toEqual(['c', 'a']);
  });

  it('shows a skeleton while loading', async () => {
    await renderShell(<List rows={undefined} />);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('shows an empty state with the primary action', async () => {
    const onClick = vi.fn();
    await renderShell(
      <List
        rows={[]}
        primaryAction={{ label: 'New thing', onClick }}
        empty={{ title: 'No things yet', text: 'Add one.' }}
      />,
    );
    await screen.findByText('No things yet');
    expect(screen.getByText('Add one.')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'New thing' });
    expect(buttons).toHaveLength(2); // top right and in the empty state
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says nothing is here yet when no empty text is given', async () => {
    await renderShell(<List rows={[]} empty={undefined} />);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    const onRetry = vi.fn();
    await renderShell(<List rows={undefined} error={{ codes: ['NETWORK_ERROR'] }} onRetry={onRetry} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This list could not be loaded.');
    expect(alert.textContent).toContain('Could not reach Fika');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says the service is temporarily unavailable, not that something broke, while the database restarts', async () => {
    await renderShell(<List rows={undefined} error={{ codes: ['SERVICE_UNAVAILABLE'] }} onRetry={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Fika is temporarily unavailable. Please try again in a moment.');
    expect(alert.textContent).not.toContain('Something went wrong');
  });

  it('selects rows for bulk actions', async () => {
    await renderShell(<Selectable />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Öl' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulk edit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('4 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await waitFor(() => expect(screen.queryByText(/selected/)).toBeNull());
  });

  it('renders only the rows in view of a long list', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: String(i), name: `Item ${i}`, price: i }));
    await renderShell(<List rows={many} />);
    await screen.findByText('5,000 rows');
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });
});

/** A server-paged list whose page keeps the sort (as /orders keeps it in the URL). */
function ServerSorted({ onSort }: { onSort: (sort: ListSort) => void }) {
  const [sort, setSort] = useState<ListSort | undefined>();
  const columns: ListColumn<Row>[] = [
    { key: 'name', header: 'Name', render: (r) => r.name, serverSortable: true },
    { key: 'price', header: 'Price', render: (r) => r.price ?? '–', sortValue: (r) => r.price },
  ];
  const change = (next: ListSort) => {
    onSort(next);
    setSort(next);
  };
  return (
    <List
      paging={{ hasMore: false, loadingMore: false, onLoadMore: () => {} }}
      columns={columns}
      sort={{ value: sort, onChange: change }}
    />
  );
}

describe('ListPage, server-paged', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const paging = (over: Partial<ListPaging> = {}): ListPaging => ({
    hasMore: false,
    loadingMore: false,
    onLoadMore: vi.fn(),
    ...over,
  });

  it('shows the rows in the order given, and hands the search on after a pause in typing', async () => {
    const onSearch = vi.fn();
    await renderShell(
      <List
        paging={paging()}
        search={{ value: '', onChange: onSearch }}
        searchLabel="Order number"
        initialSort={{ key: 'name', direction: 'asc' }}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Order number' });
    fireEvent.change(box, { target: { value: 'oat' } });
    // The server searches: the list neither filters nor sorts what it was given.
    expect(names()).toEqual(['Öl', 'Ägg', 'Cappuccino', 'Oat-milk latte']);
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('oat'));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('has no search box unless the page searches on the server', async () => {
    await renderShell(<List paging={paging()} />);
    await screen.findByRole('heading', { name: 'Things' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives a column’s sort back to the page instead of sorting the rows', async () => {
    const onSort = vi.fn();
    await renderShell(<ServerSorted onSort={onSort} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(names()).toEqual(['Öl', 'Ägg', 'Cappuccino', 'Oat-milk latte']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.queryByRole('button', { name: 'Price' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
  });

  it('offers the next page, says while it loads, and says when the list ends', async () => {
    const onLoadMore = vi.fn();
    await renderShell(<List paging={paging({ hasMore: true, onLoadMore })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    cleanup();
    await renderShell(<List paging={paging({ hasMore: true, loadingMore: true })} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading more…');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    cleanup();
    await renderShell(<List paging={paging()} />);
    expect(await screen.findByText('That is everything that matches.')).toBeTruthy();
  });

  it('asks for the next page by itself once the last rows of a virtualised list are in view', async () => {
    // jsdom lays nothing out: the scrolling box gets a height, so the virtualiser has rows in view.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const few = Array.from({ length: 15 }, (_, i) => ({ id: String(i), name: `Order ${i}`, price: i }));
    const onLoadMore = vi.fn();
    await renderShell(<List rows={few} virtualizeAbove={0} paging={paging({ hasMore: true, onLoadMore })} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-rowcount')).toBe('16');
    expect(screen.getAllByRole('row')[1]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('leaves a long list alone while its end is out of view', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), name: `Order ${i}`, price: i }));
    const onLoadMore = vi.fn();
    await renderShell(
      <List rows={many} virtualizeAbove={0} paging={paging({ hasMore: true, onLoadMore })} />,
    );
    await screen.findByText('2,000 rows');
    expect(screen.getAllByRole('row').length).toBeGreaterThan(5);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('marks the row whose detail is open, and gives rows their test ids', async () => {
    await renderShell(<List paging={paging()} activeRowKey="c" rowTestId={(r) => `thing-${r.name}`} />);
    const open = await screen.findByTestId('thing-Cappuccino');
    expect(open.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('thing-Öl').getAttribute('aria-selected')).toBeNull();
  });

  it('tells an empty list from a search the server found nothing for', async () => {
    await renderShell(<List rows={[]} paging={paging()} search={{ value: '', onChange: vi.fn() }} />);
    expect(await screen.findByText('No things yet')).toBeTruthy();
    cleanup();
    await renderShell(<List rows={[]} paging={paging()} search={{ value: '9999', onChange: vi.fn() }} />);
    expect(await screen.findByText('Nothing matches your search')).toBeTruthy();
  });
});

describe('list helpers', () => {
  it('searchKey drops case, accents, spaces and hyphens', () => {
    expect(searchKey('Oat-Milk  Lätte')).toBe('oatmilklatte');
  });

  it('sortRows compares text by locale and numbers numerically, empties last both ways', () => {
    const rows = [{ v: 'b' }, { v: null }, { v: 'Ä' }, { v: 'a' }];
    expect(sortRows(rows, (r) => r.v, 'asc', 'sv').map((r) => r.v)).toEqual(['a', 'b', 'Ä', null]);
    expect(sortRows(rows, (r) => r.v, 'desc', 'sv').map((r) => r.v)).toEqual(['Ä', 'b', 'a', null]);
    const numbers = [{ v: 10 }, { v: 9 }, { v: 100 }];
    expect(sortRows(numbers, (r) => r.v, 'asc', 'en').map((r) => r.v)).toEqual([9, 10, 100]);
  });
});
