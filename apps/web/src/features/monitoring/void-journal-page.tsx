import { VOID_KINDS } from '@fika/domain';
import { Alert, Button, Group, Select, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { downloadCsv } from '../../lib/download.ts';
import { request } from '../../lib/request.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useTypedSearch } from '../../ui/use-typed-search.ts';
import { DayRangeFields, VenueFilter } from '../orders/index.ts';
import { VOID_JOURNAL_CSV_QUERY } from './monitoring.graphql.ts';
import { type VoidJournalFilter, voidJournalQuery } from './use-monitoring.ts';
import type { VoidJournalSearch } from './void-journal-search.ts';

/** /monitoring/void-journal (ORDERS or FINANCE). */
export function VoidJournalPage() {
  const { t, i18n } = useTranslation('orders');
  const search = useSearch({ strict: false }) as VoidJournalSearch;
  const navigate = useNavigate();
  const toast = useToast();
  const currency = useCompanyCurrency();
  const set = (patch: Partial<VoidJournalSearch>) =>
    void navigate({
      to: '.',
      search: ((p: VoidJournalSearch) => ({ ...p, ...patch })) as never,
      replace: true,
    });
  const [q, setQ] = useTypedSearch(search.q, (next) => set({ q: next }));
  const filter: VoidJournalFilter = useMemo(
    () => ({
      from: search.from ?? null,
      to: search.to ?? null,
      venueIds: search.venue ? [search.venue] : null,
      kinds: search.kind ? [search.kind] : null,
      search: search.q ?? null,
    }),
    [search.from, search.to, search.venue, search.kind, search.q],
  );
  const journal = useInfiniteQuery(voidJournalQuery(filter));
  const rows = journal.data?.pages.flatMap((p) => p.nodes) ?? [];
  const totals = journal.data?.pages[0]?.totals ?? [];
  const fmt = useFormats();
  const money = (minor: number) => fmt.money(minor, currency);
  const kindLabel = (kind: string) => t(`voidKinds.${kind}` as 'voidKinds.VOID_LINE', { defaultValue: kind });

  const exportCsv = useMutation({
    mutationFn: async () => {
      const r = await request(VOID_JOURNAL_CSV_QUERY, { filter, language: i18n.language });
      if (!r.success) throw new Error(r.error);
      return r.data.voidJournalCsv;
    },
    onSuccess: (csv) => downloadCsv(csv, `void-journal-${search.from ?? 'all'}-${search.to ?? 'all'}.csv`),
    onError: (error) => toast.error(t('voidJournal.exportFailed', { error: error.message })),
  });

  return (
    <Page
      title={t('voidJournal.title')}
      description={t('voidJournal.description')}
      actions={
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
        >
          {t('voidJournal.export')}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
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
        <TextInput
          label={t('voidJournal.search')}
          placeholder={t('voidJournal.searchPlaceholder')}
          w={240}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
      </Group>
      {totals.length > 0 && (
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
      )}
      {journal.isPending && <Skeleton h={300} />}
      {journal.isError && <Alert color="red">{t('list.loadError')}</Alert>}
      {journal.isSuccess && rows.length === 0 && (
        <EmptyState title={t('voidJournal.emptyTitle')}>{t('voidJournal.emptyText')}</EmptyState>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped data-testid="void-journal">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('voidJournal.columns.time')}</Table.Th>
                <Table.Th>{t('voidJournal.columns.venue')}</Table.Th>
                <Table.Th>{t('voidJournal.columns.order')}</Table.Th>
                <Table.Th>{t('voidJournal.columns.kind')}</Table.Th>
                <Table.Th ta="end">{t('voidJournal.columns.amount')}</Table.Th>
                <Table.Th>{t('voidJournal.columns.reason')}</Table.Th>
                <Table.Th>{t('voidJournal.columns.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{fmt.dateTime(row.at)}</Table.Td>
                  <Table.Td>{row.venueName}</Table.Td>
                  <Table.Td>{row.orderNumber === null ? '—' : `#${row.orderNumber}`}</Table.Td>
                  <Table.Td>{kindLabel(row.kind)}</Table.Td>
                  <Table.Td ta="end">{money(row.amount)}</Table.Td>
                  <Table.Td>{row.reason ?? '—'}</Table.Td>
                  <Table.Td>{row.actorName ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {journal.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void journal.fetchNextPage()}
            loading={journal.isFetchingNextPage}
          >
            {t('voidJournal.loadMore')}
          </Button>
        </Group>
      )}
    </Page>
  );
}
