import { Badge, Code, Drawer, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { dataOrThrow, request } from '../../lib/request.ts';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { useSession } from '../session/index.ts';
import { CLIENT_ERROR_COMPANIES_QUERY, CLIENT_ERROR_GROUPS_QUERY } from './client-errors.graphql.ts';
import { CLIENT_ERROR_PERIODS, type ClientErrorsSearch, SIGNED_OUT } from './client-errors-search.ts';

type ClientErrorPage = ResultOf<typeof CLIENT_ERROR_GROUPS_QUERY>['clientErrorGroups'];
type ClientErrorGroup = ClientErrorPage['nodes'][number];

const PAGE_SIZE = 50;

const groupKey = (g: ClientErrorGroup) => `${g.company?.id ?? SIGNED_OUT}:${g.fingerprint}:${g.release}`;
const nodes = (page: ClientErrorPage) => page.nodes;

interface Filter {
  days: number;
  /** A company id, {@link SIGNED_OUT}, or undefined for everything the reader may see. */
  company: string | undefined;
  search: string;
}

const clientErrorsQuery = ({ days, company, search }: Filter) =>
  infiniteQueryOptions({
    queryKey: ['monitoring', 'clientErrors', days, company ?? null, search],
    queryFn: async ({ pageParam, signal }) =>
      dataOrThrow(
        await request(
          CLIENT_ERROR_GROUPS_QUERY,
          {
            days,
            companyId: company === SIGNED_OUT ? null : (company ?? null),
            signedOut: company === SIGNED_OUT,
            search: search.trim() || null,
            first: PAGE_SIZE,
            after: pageParam,
          },
          { signal },
        ),
      ).clientErrorGroups,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New errors keep arriving: the screen follows them while it is open.
    refetchInterval: 15_000,
  });

const companiesQuery = queryOptions({
  queryKey: ['monitoring', 'clientErrorCompanies'],
  queryFn: async ({ signal }) =>
    dataOrThrow(await request(CLIENT_ERROR_COMPANIES_QUERY, {}, { signal })).organization.accessibleCompanies,
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

/**
 * /monitoring/client-errors: the errors browsers reported, grouped. A company user with SETTINGS
 * sees the company's; an organisation administrator (before choosing whom to act as) those of the
 * organisation's companies and of the signed-out pages, with a company column and filter.
 */
export function ClientErrorsPage() {
  const { t } = useTranslation('clientErrors');
  const fmt = useFormats();
  const acrossCompanies = useSession().selectingUser;
  const [search, set] = useUrlSearch<ClientErrorsSearch>();
  const [text, setText] = useState('');
  const days = Number(search.days ?? '7');
  const company = acrossCompanies ? search.company : undefined;
  const pages = useServerPages(useInfiniteQuery(clientErrorsQuery({ days, company, search: text })), nodes);
  const companies = useQuery({ ...companiesQuery, enabled: acrossCompanies });
  const open = pages.rows?.find((g) => groupKey(g) === search.group) ?? null;
  const companyColumn: ListColumn<ClientErrorGroup> = {
    key: 'company',
    header: t('columns.company'),
    render: (g) => g.company?.name ?? t('company.signedOut'),
  };
  const columns: ListColumn<ClientErrorGroup>[] = [
    {
      key: 'message',
      header: t('columns.error'),
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
    ...(acrossCompanies ? [companyColumn] : []),
    { key: 'release', header: t('columns.release'), render: (g) => g.release },
    { key: 'count', header: t('columns.count'), align: 'right', render: (g) => fmt.number(g.count) },
    { key: 'users', header: t('columns.users'), align: 'right', render: (g) => fmt.number(g.usersAffected) },
    { key: 'firstSeen', header: t('columns.firstSeen'), render: (g) => fmt.dateTime(g.firstSeen) },
    { key: 'lastSeen', header: t('columns.lastSeen'), render: (g) => fmt.dateTime(g.lastSeen) },
  ];
  return (
    <ListPage<ClientErrorGroup>
      title={t('title')}
      description={acrossCompanies ? t('descriptionAcross') : t('description')}
      {...pages}
      rowKey={groupKey}
      rowLabel={(g) => g.example.message}
      rowTestId={() => 'client-error'}
      columns={columns}
      search={{ value: text, onChange: setText }}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <>
          <SegmentedControl
            aria-label={t('period')}
            value={String(days)}
            onChange={(value) => set({ days: value as ClientErrorsSearch['days'], group: undefined })}
            data={CLIENT_ERROR_PERIODS.map((d) => ({ value: d, label: t(`periods.${d}`) }))}
          />
          {acrossCompanies && (
            <Select
              aria-label={t('company.label')}
              w={220}
              placeholder={t('company.all')}
              data={[
                { value: SIGNED_OUT, label: t('company.signedOut') },
                ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
              value={search.company ?? null}
              onChange={(value) => set({ company: value ?? undefined, group: undefined })}
              searchable
              clearable
            />
          )}
        </>
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
        {open && <Example group={open} acrossCompanies={acrossCompanies} />}
      </Drawer>
    </ListPage>
  );
}

function Example({ group, acrossCompanies }: { group: ClientErrorGroup; acrossCompanies: boolean }) {
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
      {acrossCompanies && field(t('columns.company'), group.company?.name ?? t('company.signedOut'))}
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
