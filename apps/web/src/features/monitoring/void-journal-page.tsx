import { VOID_KINDS } from '@fika/domain';
import { Box, Group, Select, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { dataOrThrow, request } from '../../lib/request.ts';
import { CsvExportButton } from '../../ui/csv-export-button.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { DayRangeFields, VenueFilter } from '../orders/index.ts';
import { useStaffSelectData } from '../staff-options/index.ts';
import { VOID_JOURNAL_CSV_QUERY } from './monitoring.graphql.ts';
import {
  type VoidEntry,
  type VoidEntryPage,
  type VoidJournalFilter,
  voidJournalQuery,
} from './use-monitoring.ts';
import type { VoidJournalSearch } from './void-journal-search.ts';

const nodes = (page: VoidEntryPage) => page.nodes;
const rowKey = (entry: VoidEntry) => entry.id;

/** /monitoring/void-journal (ORDERS or FINANCE). */
export function VoidJournalPage() {
  const { t, i18n } = useTranslation('orders');
  const [search, set] = useUrlSearch<VoidJournalSearch>();
  const currency = useCompanyCurrency();
  const filter: VoidJournalFilter = useMemo(
    () => ({
      from: search.from ?? null,
      to: search.to ?? null,
      venueIds: search.venue ? [search.venue] : null,
      kinds: search.kind ? [search.kind] : null,
      staffIds: search.staff ? [search.staff] : null,
      search: search.q ?? null,
    }),
    [search.from, search.to, search.venue, search.kind, search.staff, search.q],
  );
  const query = useInfiniteQuery(voidJournalQuery(filter));
  const pages = useServerPages(query, nodes);
  const totals = query.data?.pages[0]?.totals ?? [];
  const fmt = useFormats();
  const money = (minor: number) => fmt.money(minor, currency);
  const deletedStaff = useCallback((name: string) => t('filters.deletedStaff', { name }), [t]);
  const staff = useStaffSelectData({ deleted: deletedStaff });
  const kindLabel = (kind: string) => t(`voidKinds.${kind}` as 'voidKinds.VOID_LINE', { defaultValue: kind });
  const columns: ListColumn<VoidEntry>[] = [
    { key: 'time', header: t('voidJournal.columns.time'), render: (row) => fmt.dateTime(row.at) },
    { key: 'venue', header: t('voidJournal.columns.venue'), render: (row) => row.venueName },
    {
      key: 'order',
      header: t('voidJournal.columns.order'),
      render: (row) => (row.orderNumber === null ? '—' : `#${row.orderNumber}`),
    },
    { key: 'kind', header: t('voidJournal.columns.kind'), render: (row) => kindLabel(row.kind) },
    {
      key: 'amount',
      header: t('voidJournal.columns.amount'),
      align: 'right',
      render: (row) => money(row.amount),
    },
    { key: 'reason', header: t('voidJournal.columns.reason'), render: (row) => row.reason ?? '—' },
    { key: 'by', header: t('voidJournal.columns.by'), render: (row) => row.actorName ?? '—' },
  ];

  return (
    <ListPage<VoidEntry>
      title={t('voidJournal.title')}
      description={t('voidJournal.description')}
      actions={
        <CsvExportButton
          label={t('voidJournal.export')}
          fileName={`void-journal-${search.from ?? 'all'}-${search.to ?? 'all'}.csv`}
          load={async () =>
            dataOrThrow(await request(VOID_JOURNAL_CSV_QUERY, { filter, language: i18n.language }))
              .voidJournalCsv
          }
          failed={(error) => t('voidJournal.exportFailed', { error })}
        />
      }
      {...pages}
      rowKey={rowKey}
      columns={columns}
      virtualizeAbove={Number.POSITIVE_INFINITY}
      search={{ value: search.q ?? '', onChange: (q) => set({ q: q || undefined }) }}
      searchLabel={t('voidJournal.search')}
      searchPlaceholder={t('voidJournal.searchPlaceholder')}
      filters={
        <>
          <DayRangeFields from={search.from} to={search.to} onChange={set} />
          <VenueFilter value={search.venue} onChange={(venue) => set({ venue })} />
          <Select
            label={t('voidJournal.kind')}
            w={190}
            placeholder={t('voidJournal.allKinds')}
            data={VOID_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
            value={search.kind ?? null}
            onChange={(value) => set({ kind: value ?? undefined })}
            clearable
          />
          <Select
            label={t('filters.staff')}
            w={190}
            placeholder={t('filters.allStaff')}
            data={staff}
            value={search.staff ?? null}
            onChange={(value) => set({ staff: value ?? undefined })}
            clearable
            searchable
          />
          {totals.length > 0 && (
            <Box w="100%">
              <Group gap="lg" aria-label={t('voidJournal.totals')} data-testid="void-totals">
                {totals.map((total) => (
                  <Text key={total.kind} size="sm">
                    <Text span fw={600}>
                      {kindLabel(total.kind)}:
                    </Text>{' '}
                    {money(total.amount)} · {t('voidJournal.entries', { count: total.count })}
                  </Text>
                ))}
              </Group>
            </Box>
          )}
        </>
      }
      empty={{ title: t('voidJournal.emptyTitle'), text: t('voidJournal.emptyText') }}
    />
  );
}
