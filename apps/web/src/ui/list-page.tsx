import { compareNames } from '@fika/domain';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLocale } from '../lib/content-locale.tsx';
import { errorMessageKey } from '../lib/i18n.ts';
import { ListTable } from './list-table.tsx';
import type { ListPageProps, ListSort } from './list-types.ts';
import { EmptyState, Page } from './page.tsx';
import { useTypedSearch } from './use-typed-search.ts';

export type { ListColumn, ListPageProps, ListPaging, ListSelection, ListSort } from './list-types.ts';

/** Lowercase without accents, spaces or hyphens: what the search box compares. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '');
}

/** `rows` sorted by one column's sort value; nulls and empty values last in either direction. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null | undefined,
  direction: 'asc' | 'desc',
  locale: string,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const xMissing = x === null || x === undefined || x === '';
    const yMissing = y === null || y === undefined || y === '';
    if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    // The domain's name order (§9): 'Table 2' before 'Table 10', Swedish Ä after Z.
    return sign * compareNames(String(x), String(y), locale);
  });
}

/**
 * The list screen of a CRUD area: title, search, filters, primary action, a sortable table
 * (virtualised when long), loading skeleton, empty, no-match and error-with-retry states. It
 * searches and sorts the rows itself, or, given `paging`, shows the pages a server searched,
 * filtered and sorted and asks for the next one (see {@link ListPaging}).
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { t } = useTranslation('ui');
  // Rows are the company's own texts (titles, names): they sort in its content language.
  const locale = useContentLocale();
  const { rows, columns, searchText, initialSort, primaryAction } = props;
  const server = props.paging !== undefined;
  const [ownSearch, setOwnSearch] = useState('');
  const search = props.search ?? { value: ownSearch, onChange: setOwnSearch };
  const [ownSort, setOwnSort] = useState<ListSort | undefined>(initialSort);
  const sort = props.sort ? props.sort.value : ownSort;
  const setSort = props.sort?.onChange ?? setOwnSort;

  const shown = useMemo(() => {
    let list = rows ?? [];
    // The server searched, filtered and sorted all of its rows; these are only its first pages.
    if (server) return list;
    const query = searchKey(search.value);
    if (query && searchText) list = list.filter((row) => searchKey(searchText(row)).includes(query));
    const column = sort && columns.find((c) => c.key === sort.key);
    if (sort && column?.sortValue) list = sortRows(list, column.sortValue, sort.direction, locale);
    return list;
  }, [rows, server, search.value, searchText, sort, columns, locale]);

  const toggleSort = (key: string) =>
    setSort(
      sort?.key === key
        ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  const searching = search.value.trim() !== '';
  let body: ReactNode;
  if (props.error) {
    body = <LoadError title={t('shell.loadFailed')} codes={props.error.codes} onRetry={props.onRetry} />;
  } else if (rows === undefined || (props.loading && rows.length === 0)) {
    body = <ListSkeleton columns={columns.length} label={t('shell.loading')} />;
  } else if (rows.length === 0 && !searching) {
    body = (
      <Stack align="center" gap={0}>
        <EmptyState icon={props.empty?.icon} title={props.empty?.title ?? t('shell.emptyTitle')}>
          {props.empty?.text}
        </EmptyState>
        {primaryAction && (
          <Button
            variant="light"
            leftSection={primaryAction.icon ?? <IconPlus size={18} />}
            onClick={primaryAction.onClick}
          >
            {primaryAction.label}
          </Button>
        )}
      </Stack>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState icon={<IconSearch size={26} />} title={t('shell.noMatches')}>
        {t('shell.noMatchesText')}
      </EmptyState>
    );
  } else {
    body = <ListTable {...props} rows={shown} sort={sort} onSort={toggleSort} />;
  }

  return (
    <Page
      title={props.title}
      description={props.description}
      actions={
        (props.actions || primaryAction) && (
          <>
            {props.actions}
            {primaryAction && (
              <Button
                leftSection={primaryAction.icon ?? <IconPlus size={18} />}
                onClick={primaryAction.onClick}
              >
                {primaryAction.label}
              </Button>
            )}
          </>
        )
      }
    >
      {props.above}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {server ? (
          props.search && (
            <TypedSearchBox
              value={props.search.value}
              onChange={props.search.onChange}
              label={props.searchLabel}
              placeholder={props.searchPlaceholder}
            />
          )
        ) : (
          <SearchBox
            value={search.value}
            onChange={search.onChange}
            label={props.searchLabel}
            placeholder={props.searchPlaceholder}
          />
        )}
        {props.filters}
      </Group>
      {props.selection && props.selection.selected.size > 0 && (
        <Paper
          withBorder
          p="xs"
          role="region"
          aria-label={t('shell.selected', { count: props.selection.selected.size })}
        >
          <Group gap="sm">
            <Text size="sm" fw={600}>
              {t('shell.selected', { count: props.selection.selected.size })}
            </Text>
            {props.selection.actions}
          </Group>
        </Paper>
      )}
      {body}
      {props.children}
    </Page>
  );
}

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string | undefined;
  placeholder: string | undefined;
}

function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const { t } = useTranslation('ui');
  return (
    <TextInput
      aria-label={label ?? t('shell.search')}
      placeholder={placeholder ?? t('shell.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value.trim() !== '' ? (
          <CloseButton size="sm" aria-label={t('shell.clearSearch')} onClick={() => onChange('')} />
        ) : undefined
      }
      style={{ flex: '1 1 240px', maxWidth: 420 }}
    />
  );
}

/** The search box of a server-paged list: the server is asked once the user pauses typing. */
function TypedSearchBox({ value, onChange, ...props }: SearchBoxProps) {
  const [text, setText] = useTypedSearch(value, (next) => onChange(next ?? ''));
  return <SearchBox {...props} value={text} onChange={setText} />;
}

/** What could not be loaded, why (by error code), and a retry button. */
export function LoadError({
  title,
  codes,
  onRetry,
}: {
  title: string;
  codes: readonly string[];
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {t(errorMessageKey(codes), { ns: 'common' })}
        {onRetry && (
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('shell.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function ListSkeleton({ columns, label }: { columns: number; label: string }) {
  return (
    <Paper withBorder p="md" role="status" aria-label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        {Array.from({ length: 6 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Group key={row} grow gap="md">
            {Array.from({ length: Math.max(columns, 1) }, (_, cell) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={cell} height={20} />
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
