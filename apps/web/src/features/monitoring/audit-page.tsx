import { Alert, Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../lib/download.ts';
import { request } from '../../lib/request.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { DayRangeFields, VenueFilter } from '../orders/index.ts';
import type { AuditSearch } from './audit-search.ts';
import { AuditChanges } from './audit-values.tsx';
import { AUDIT_JOURNAL_CSV_QUERY } from './monitoring.graphql.ts';
import {
  type AuditEntry,
  type AuditFilter,
  auditFilterOptionsQuery,
  auditJournalQuery,
} from './use-monitoring.ts';

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
  const search = useSearch({ strict: false }) as AuditSearch;
  const navigate = useNavigate();
  const toast = useToast();
  const kindLabel = useObjectKindLabel();
  const set = (patch: Partial<AuditSearch>) =>
    void navigate({ to: '.', search: ((p: AuditSearch) => ({ ...p, ...patch })) as never, replace: true });
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
  const journal = useInfiniteQuery(auditJournalQuery(filter));
  const rows = journal.data?.pages.flatMap((p) => p.nodes) ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const exportCsv = useMutation({
    mutationFn: async () => {
      const r = await request(AUDIT_JOURNAL_CSV_QUERY, { filter, language: i18n.language });
      if (!r.success) throw new Error(r.error);
      return r.data.auditJournalCsv;
    },
    onSuccess: (csv) => downloadCsv(csv, `audit-${search.from ?? 'all'}-${search.to ?? 'all'}.csv`),
    onError: (error) => toast.error(t('audit.exportFailed', { error: error.message })),
  });

  return (
    <Page
      title={t('audit.title')}
      description={t('audit.description')}
      actions={
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
        >
          {t('audit.export')}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
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
      </Group>
      {journal.isPending && <Skeleton h={300} />}
      {journal.isError && <Alert color="red">{t('list.loadError')}</Alert>}
      {journal.isSuccess && rows.length === 0 && (
        <EmptyState title={t('audit.emptyTitle')}>{t('audit.emptyText')}</EmptyState>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" data-testid="audit-journal">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.columns.time')}</Table.Th>
                <Table.Th>{t('audit.columns.who')}</Table.Th>
                <Table.Th>{t('audit.columns.venue')}</Table.Th>
                <Table.Th>{t('audit.columns.object')}</Table.Th>
                <Table.Th>{t('audit.columns.action')}</Table.Th>
                <Table.Th>{t('audit.columns.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{when.format(new Date(row.at))}</Table.Td>
                  <Table.Td>
                    <Who entry={row} />
                  </Table.Td>
                  <Table.Td>{row.venueName ?? '—'}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{kindLabel(row.objectType)}</Text>
                      {row.objectLabel && (
                        <Text size="xs" c="dimmed">
                          {row.objectLabel}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{t(`audit.actions.${row.action}` as 'audit.actions.UPDATE')}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {row.operation}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <AuditChanges changes={row.changes} />
                  </Table.Td>
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
            {t('audit.loadMore')}
          </Button>
        </Group>
      )}
    </Page>
  );
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
