import { Badge, Code, Drawer, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { dataOrThrow, loadErrorOf, request } from '../../lib/request.ts';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { CLIENT_ERRORS_QUERY } from './client-errors.graphql.ts';
import { CLIENT_ERROR_PERIODS, type ClientErrorsSearch } from './client-errors-search.ts';

type ClientErrorGroup = ResultOf<typeof CLIENT_ERRORS_QUERY>['clientErrors'][number];

const groupKey = (g: ClientErrorGroup) => `${g.fingerprint}:${g.release}`;

const clientErrorsQuery = (days: number) =>
  queryOptions({
    queryKey: ['monitoring', 'clientErrors', days],
    queryFn: async ({ signal }) =>
      dataOrThrow(await request(CLIENT_ERRORS_QUERY, { days }, { signal })).clientErrors,
    // New errors keep arriving: the screen follows them while it is open.
    refetchInterval: 15_000,
  });

// The journey's way to make a screen fail: asked for with ?throw=1, and obeyed only when the server
// says it is not production (its /dev routes exist only there).
const devThrowQuery = queryOptions({
  queryKey: ['monitoring', 'devThrow'],
  queryFn: async () => (await fetch('/dev/monitoring/throw')).ok,
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

function DevThrow() {
  const allowed = useQuery(devThrowQuery).data === true;
  if (allowed) throw new Error('Test error thrown on the Client errors screen');
  return null;
}

/** /monitoring/client-errors (SETTINGS): the errors the company's browsers reported, grouped. */
export function ClientErrorsPage() {
  const { t } = useTranslation('clientErrors');
  const fmt = useFormats();
  const [search, set] = useUrlSearch<ClientErrorsSearch>();
  const days = Number(search.days ?? '7');
  const query = useQuery(clientErrorsQuery(days));
  const open = query.data?.find((g) => groupKey(g) === search.group) ?? null;
  const columns: ListColumn<ClientErrorGroup>[] = [
    {
      key: 'message',
      header: t('columns.error'),
      sortValue: (g) => g.example.message,
      render: (g) => (
        <Stack gap={2} maw={520}>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {g.example.message}
          </Text>
          {g.example.severity !== 'error' && (
            <Badge size="xs" color="red" variant="light">
              {t(`severity.${g.example.severity}` as 'severity.critical', {
                defaultValue: g.example.severity,
              })}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'release', header: t('columns.release'), sortValue: (g) => g.release, render: (g) => g.release },
    {
      key: 'count',
      header: t('columns.count'),
      align: 'right',
      sortValue: (g) => g.count,
      render: (g) => fmt.number(g.count),
    },
    {
      key: 'users',
      header: t('columns.users'),
      align: 'right',
      sortValue: (g) => g.usersAffected,
      render: (g) => fmt.number(g.usersAffected),
    },
    {
      key: 'firstSeen',
      header: t('columns.firstSeen'),
      sortValue: (g) => g.firstSeen,
      render: (g) => fmt.dateTime(g.firstSeen),
    },
    {
      key: 'lastSeen',
      header: t('columns.lastSeen'),
      sortValue: (g) => g.lastSeen,
      render: (g) => fmt.dateTime(g.lastSeen),
    },
  ];
  return (
    <ListPage<ClientErrorGroup>
      title={t('title')}
      description={t('description')}
      rows={query.data}
      rowKey={groupKey}
      rowLabel={(g) => g.example.message}
      rowTestId={() => 'client-error'}
      columns={columns}
      loading={query.isPending}
      error={loadErrorOf(query.error)}
      onRetry={() => void query.refetch()}
      searchText={(g) => `${g.example.message} ${g.release} ${g.example.requestId ?? ''}`}
      searchPlaceholder={t('searchPlaceholder')}
      initialSort={{ key: 'lastSeen', direction: 'desc' }}
      filters={
        <SegmentedControl
          aria-label={t('period')}
          value={String(days)}
          onChange={(value) => set({ days: value as ClientErrorsSearch['days'], group: undefined })}
          data={CLIENT_ERROR_PERIODS.map((d) => ({ value: d, label: t(`periods.${d}`) }))}
        />
      }
      onRowClick={(g) => set({ group: groupKey(g) })}
      activeRowKey={search.group}
      empty={{ title: t('emptyTitle'), text: t('emptyText'), icon: <IconBug size={28} /> }}
    >
      {search.throw === '1' && <DevThrow />}
      <Drawer
        opened={open !== null}
        onClose={() => set({ group: undefined })}
        title={t('example.title')}
        position="right"
        size="lg"
      >
        {open && <Example group={open} />}
      </Drawer>
    </ListPage>
  );
}

function Example({ group }: { group: ClientErrorGroup }) {
  const { t } = useTranslation('clientErrors');
  const fmt = useFormats();
  const e = group.example;
  const field = (label: string, value: string | null) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="md" data-testid="client-error-example">
      {field(t('example.message'), e.message)}
      {field(t('example.requestId'), e.requestId)}
      {field(t('example.page'), e.url)}
      {field(t('example.user'), e.userName)}
      {field(t('example.at'), fmt.dateTime(e.at))}
      {field(t('columns.release'), group.release)}
      <Text size="sm">
        {t('example.summary', {
          times: fmt.number(group.count),
          users: fmt.number(group.usersAffected),
          first: fmt.dateTime(group.firstSeen),
        })}
      </Text>
      {e.stack && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('example.stack')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {e.stack}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
