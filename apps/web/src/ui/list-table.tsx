import { Button, Checkbox, Group, Loader, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListPageProps, ListPaging, ListSort } from './list-types.ts';

// The table of a ListPage: sortable headers, selection, rows virtualised when the list is long,
// and for a server-paged list the next page asked for as its last rows scroll into view.

type TableProps<T> = Omit<ListPageProps<T>, 'rows' | 'sort'> & {
  rows: readonly T[];
  sort: ListSort | undefined;
  onSort: (key: string) => void;
};

const ROW_HEIGHT = 49;
/** A server-paged list asks for its next page when the rows in view come this close to its end. */
const LOAD_AHEAD = 20;

/** The rows of a {@link ListPage}, already filtered and sorted. */
export function ListTable<T>(props: TableProps<T>) {
  const { t } = useTranslation('ui');
  const { rows, columns, rowKey, selection, onRowClick, sort, paging } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > (props.virtualizeAbove ?? 200);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  // The virtualiser re-renders this table on every scroll frame: what depends only on the rows
  // and the selection is worked out once for them, and the rows themselves are memoised.
  const allKeys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const selected = selection?.selected;
  const { allSelected, someSelected } = useMemo(() => {
    if (!selected) return { allSelected: false, someSelected: false };
    const some = allKeys.some((k) => selected.has(k));
    return { allSelected: some && allKeys.every((k) => selected.has(k)), someSelected: some };
  }, [allKeys, selected]);

  // Stable callbacks for the memoised rows; they read the latest props when called.
  const latest = useRef({ onRowClick, selection });
  latest.current = { onRowClick, selection };
  const activate = useCallback((row: T) => latest.current.onRowClick?.(row), []);
  const toggle = useCallback((key: string, checked: boolean) => {
    const current = latest.current.selection;
    if (!current) return;
    const next = new Set(current.selected);
    if (checked) next.add(key);
    else next.delete(key);
    current.onChange(next);
  }, []);

  const renderRow = (row: T, index: number, key = rowKey(row)) => (
    <ListRow<T>
      key={key}
      row={row}
      rowKey={key}
      // Only the rows in view are in the DOM: each says where it is in the whole table.
      rowIndex={virtual ? index + 2 : undefined}
      testId={props.rowTestId?.(row)}
      label={props.rowLabel?.(row) ?? key}
      columns={columns}
      selectable={selection !== undefined}
      selected={selected?.has(key) ?? false}
      active={props.activeRowKey !== undefined && props.activeRowKey === key}
      onActivate={onRowClick ? activate : undefined}
      onToggle={toggle}
    />
  );

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const lastInView = virtual ? (items.at(-1)?.index ?? -1) : -1;
  const wantsMore =
    paging?.hasMore === true &&
    !paging.loadingMore &&
    lastInView >= 0 &&
    lastInView >= rows.length - LOAD_AHEAD;
  const loadMore = paging?.onLoadMore;
  useEffect(() => {
    if (wantsMore) loadMore?.();
  }, [wantsMore, loadMore]);
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const span = columns.length + (selection ? 1 : 0);

  return (
    <Stack gap={4}>
      {/* One scrolling box for both directions: the virtualiser measures its vertical scroll. */}
      <div ref={scrollRef} style={{ overflow: 'auto', maxHeight: virtual ? '70vh' : undefined }}>
        <Table
          verticalSpacing="sm"
          highlightOnHover={onRowClick !== undefined}
          stickyHeader={virtual}
          miw={Math.max(480, columns.length * 140)}
          aria-label={props.title}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('shell.selectAll')}
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={(event) =>
                      selection.onChange(event.currentTarget.checked ? new Set(allKeys) : new Set())
                    }
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.align}
                  aria-sort={
                    sort?.key === column.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {/* A server-paged list sorts only where the server can: sorting its first pages would mislead. */}
                  {(paging ? column.serverSortable : column.sortValue) ? (
                    <SortButton
                      label={column.label ?? (typeof column.header === 'string' ? column.header : column.key)}
                      direction={sort?.key === column.key ? sort.direction : undefined}
                      onClick={() => props.onSort(column.key)}
                    >
                      {column.header}
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {virtual ? (
              <>
                {padTop > 0 && (
                  <tr aria-hidden>
                    <td colSpan={span} style={{ height: padTop, padding: 0, border: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = rows[item.index];
                  return row === undefined ? null : renderRow(row, item.index, allKeys[item.index]);
                })}
                {padBottom > 0 && (
                  <tr aria-hidden>
                    <td colSpan={span} style={{ height: padBottom, padding: 0, border: 0 }} />
                  </tr>
                )}
              </>
            ) : (
              rows.map((row, index) => renderRow(row, index, allKeys[index]))
            )}
          </Table.Tbody>
          {columns.some((column) => column.footer !== undefined) && (
            // Totals stay under the rows however they are sorted.
            <Table.Tfoot>
              <Table.Tr fw={600}>
                {selection && <Table.Td />}
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.footer}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </div>
      {paging && <PagingFooter paging={paging} />}
      <Text size="xs" c="dimmed" ta="right" aria-live="polite">
        {t('shell.rowCount', { count: rows.length })}
      </Text>
    </Stack>
  );
}

/** Under a server-paged list: the next page loading, a button to load it, or the end of the list. */
function PagingFooter({ paging }: { paging: ListPaging }) {
  const { t } = useTranslation('ui');
  return (
    <Group justify="center" p="xs" mih={40}>
      {paging.loadingMore ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('shell.loadingMore')}
          </Text>
        </Group>
      ) : paging.hasMore ? (
        // Scrolling to the end loads the next page by itself; the button is there for keyboards.
        <Button variant="default" size="xs" onClick={paging.onLoadMore}>
          {t('shell.loadMore')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('shell.end')}
        </Text>
      )}
    </Group>
  );
}

interface ListRowProps<T> {
  row: T;
  rowKey: string;
  /** `aria-rowindex` of a virtualised row (the header is row 1). */
  rowIndex: number | undefined;
  testId: string | undefined;
  /** Accessible name of the row, for its checkbox. */
  label: string;
  columns: readonly ListColumn<T>[];
  selectable: boolean;
  selected: boolean;
  /** Its detail is open. */
  active: boolean;
  /** Stable across renders (see ListTable), so a row re-renders only when its own data changes. */
  onActivate: ((row: T) => void) | undefined;
  onToggle: (key: string, checked: boolean) => void;
}

function ListRowView<T>({
  row,
  rowKey: key,
  rowIndex,
  testId,
  label,
  columns,
  selectable,
  selected,
  active,
  onActivate,
  onToggle,
}: ListRowProps<T>) {
  const { t } = useTranslation('ui');
  const activate = onActivate ? () => onActivate(row) : undefined;
  return (
    <Table.Tr
      data-row-key={key}
      data-testid={testId}
      aria-rowindex={rowIndex}
      aria-selected={active || undefined}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      onClick={activate}
      tabIndex={activate ? 0 : undefined}
      onKeyDown={
        activate
          ? (event: KeyboardEvent) => {
              if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                activate();
              }
            }
          : undefined
      }
      style={activate ? ROW_CLICKABLE : undefined}
    >
      {selectable && (
        <Table.Td w={40} onClick={stopPropagation}>
          <Checkbox
            aria-label={t('shell.selectRow', { name: label })}
            checked={selected}
            onChange={(event) => onToggle(key, event.currentTarget.checked)}
          />
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.align}>
          {column.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

const ROW_CLICKABLE = { cursor: 'pointer' } as const;
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

// A row renders again only when its row, selection state or the columns change, not on each
// scroll frame of the virtualised list.
const ListRow = memo(ListRowView) as typeof ListRowView;

function SortButton({
  label,
  direction,
  onClick,
  children,
}: {
  label: string;
  direction: 'asc' | 'desc' | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const Icon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <UnstyledButton onClick={onClick} title={t('shell.sortBy', { column: label })} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap">
        {children}
        <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.4 }} />
      </Group>
    </UnstyledButton>
  );
}
