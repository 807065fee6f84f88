import type { ReactNode } from 'react';

// The props of a ListPage, in their own module: the page and its table both read them, and
// neither imports the other for them.

/** One column of a {@link ListPage} table. */
export interface ListColumn<T> {
  /** Stable id of the column (also the sort key). */
  key: string;
  header: ReactNode;
  /** Accessible name of the column when `header` is not plain text. */
  label?: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable: strings compare locale-aware, numbers numerically, null last. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Server-paged lists: the server sorts by this column's key (see {@link ListPaging}). */
  serverSortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** The column's cell of a totals row under the table (shown when any column has one). */
  footer?: ReactNode;
}

/** Sort state of a {@link ListPage}. */
export interface ListSort {
  key: string;
  direction: 'asc' | 'desc';
}

/**
 * Server-paged mode of a {@link ListPage}: the server searches, filters, sorts and pages, the list
 * shows the rows it is given in their order, and asks for the next page as the user scrolls to the
 * end (or presses "Load more").
 */
export interface ListPaging {
  /** The server has rows after these (its cursor has a next page). */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Row selection of a {@link ListPage} for bulk actions. */
export interface ListSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Buttons shown above the table while rows are selected. */
  actions: ReactNode;
}

/** Props of {@link ListPage}. */
export interface ListPageProps<T> {
  title: string;
  description?: ReactNode;
  /** Under the title, above the search: e.g. the tab bar of a screen with more than a list. */
  above?: ReactNode;
  /** The rows; undefined while they load for the first time. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T>[];
  loading?: boolean;
  /** Set when loading failed: error codes (as `request()` gives them) choose the message. */
  error?: { codes: readonly string[] } | null;
  onRetry?: () => void;
  /** Text a row is found by: the list filters itself as the user types (not when server-paged). */
  searchText?: (row: T) => string;
  /**
   * Controlled search; without it the list keeps its own. Server-paged lists show a search box only
   * when given one, and hand the text on after a short pause in typing rather than on every key.
   */
  search?: { value: string; onChange: (value: string) => void };
  /** Accessible name of the search box when "Search" is too vague (e.g. "Order number"). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /**
   * Server-paged mode: the rows are one or more pages the server searched, filtered and sorted;
   * the list neither filters nor sorts them itself.
   */
  paging?: ListPaging;
  /** Controlled sort (e.g. kept in the URL and done by the server); without it the list keeps its own. */
  sort?: { value: ListSort | undefined; onChange: (sort: ListSort) => void };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** The main action at the top right (e.g. "New station") — also offered in the empty state. */
  primaryAction?: { label: string; onClick: () => void; icon?: ReactNode };
  /** More buttons at the top right. */
  actions?: ReactNode;
  onRowClick?: (row: T) => void;
  /** Accessible name of a row (for its checkbox); defaults to the row key. */
  rowLabel?: (row: T) => string;
  /** The key of the row whose detail is open (the drawer's `?id=`): it is shown selected. */
  activeRowKey?: string;
  /** `data-testid` of a row, for browser journeys that find a row by what it shows. */
  rowTestId?: (row: T) => string;
  /** What an empty list says; defaults to "Nothing here yet". */
  empty?: { title: string; text?: ReactNode; icon?: ReactNode };
  initialSort?: ListSort;
  selection?: ListSelection;
  /** Rendered under the list: the entity drawer, dialogs. */
  children?: ReactNode;
  /** Lists longer than this render only the rows in view (default 200; 0 always virtualises). */
  virtualizeAbove?: number;
}
