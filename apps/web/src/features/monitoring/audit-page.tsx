import { Select, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOrThrow, request } from '../../lib/request.ts';
import { CsvExportButton } from '../../ui/csv-export-button.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { DayRangeFields, VenueFilter } from '../orders/index.ts';
import type { AuditSearch } from './audit-search.ts';
import { AuditChanges } from './audit-values.tsx';
import { AUDIT_JOURNAL_CSV_QUERY } from './monitoring.graphql.ts';
import {
  type AuditEntry,
  type AuditEntryPage,
  type AuditFilter,
  auditFilterOptionsQuery,
  auditJournalQuery,
} from './use-monitoring.ts';

const nodes = (page: AuditEntryPage) => page.nodes;
const rowKey = (entry: AuditEntry) => entry.id;

/** /monitoring/audit (SETTINGS or ACCOUNTS, guarded by the route): every change made in the back office. */
export function AuditPage() {
  return <AuditJournal />;
}

/** The kind of an object in the reader's language; a table no text names yet reads as its name. */
export function useObjectKindLabel() {
  const { t, i18n } = useTranslation('orders');
  return (kind: string) => {
    const key = `audit.kinds.${kind}`;
    return i18n.exists(key, { ns: 'orders' }) ? t(key as 'audit.kinds.items') : kind.replaceAll('_', ' ');
  };
}

function AuditJournal() {
  const { t, i18n } = useTranslation('orders');
  const [search, set] = useUrlSearch<AuditSearch>();
  const kindLabel = useObjectKindLabel();
  const filter: AuditFilter = useMemo(
    () => ({
      from: search.from ?? null,
      to: search.to ?? null,
      venueId: search.venue ?? null,
      userId: search.user ?? null,
      objectType: search.kind ?? null,
    }),
    [search.from, search.to, search.venue, search.user, search.kind],
  );
  const options = useQuery(auditFilterOptionsQuery);
  const pages = useServerPages(useInfiniteQuery(auditJournalQuery(filter)), nodes);
  const columns = useAuditColumns(kindLabel);

  return (
    <ListPage<AuditEntry>
      title={t('audit.title')}
      description={t('audit.description')}
      actions={
        <CsvExportButton
          label={t('audit.export')}
          fileName={`audit-${search.from ?? 'all'}-${search.to ?? 'all'}.csv`}
          load={async () =>
            dataOrThrow(await request(AUDIT_JOURNAL_CSV_QUERY, { filter, language: i18n.language }))
              .auditJournalCsv
          }
          failed={(error) => t('audit.exportFailed', { error })}
        />
      }
      {...pages}
      rowKey={rowKey}
      columns={columns}
      // Entries are as tall as their changes: the journal grows by "Load more", never virtualised.
      virtualizeAbove={Number.POSITIVE_INFINITY}
      filters={
        <>
          <DayRangeFields from={search.from} to={search.to} onChange={set} />
          <VenueFilter value={search.venue} onChange={(venue) => set({ venue })} />
          <Select
            label={t('audit.user')}
            w={200}
            placeholder={t('audit.allUsers')}
            data={(options.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
            value={search.user ?? null}
            onChange={(value) => set({ user: value ?? undefined })}
            searchable
            clearable
          />
          <Select
            label={t('audit.kind')}
            w={200}
            placeholder={t('audit.allKinds')}
            data={(options.data?.objectTypes ?? []).map((k) => ({ value: k, label: kindLabel(k) }))}
            value={search.kind ?? null}
            onChange={(value) => set({ kind: value ?? undefined })}
            searchable
            clearable
          />
        </>
      }
      empty={{ title: t('audit.emptyTitle'), text: t('audit.emptyText') }}
    />
  );
}

function useAuditColumns(kindLabel: (kind: string) => string): ListColumn<AuditEntry>[] {
  const { t, i18n } = useTranslation('orders');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return [
    { key: 'time', header: t('audit.columns.time'), render: (row) => when.format(new Date(row.at)) },
    { key: 'who', header: t('audit.columns.who'), render: (row) => <Who entry={row} /> },
    { key: 'venue', header: t('audit.columns.venue'), render: (row) => row.venueName ?? '—' },
    {
      key: 'object',
      header: t('audit.columns.object'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{kindLabel(row.objectType)}</Text>
          {row.objectLabel && (
            <Text size="xs" c="dimmed">
              {row.objectLabel}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{t(`audit.actions.${row.action}` as 'audit.actions.UPDATE')}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.operation}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'changes',
      header: t('audit.columns.changes'),
      render: (row) => <AuditChanges changes={row.changes} />,
    },
  ];
}

function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('orders');
  if (entry.actorKind === 'TERMINAL') return <>{t('audit.terminal', { name: entry.terminalName ?? '—' })}</>;
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.userName ?? '—'}</Text>
      {entry.actingAdminName && (
        <Text size="xs" c="dimmed">
          {t('audit.actingAs', { admin: entry.actingAdminName })}
        </Text>
      )}
    </Stack>
  );
}
