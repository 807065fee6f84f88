import { DEFAULT_TIMEZONE, sortByName } from '@fika/domain';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLocale } from '../../lib/content-locale.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useSession } from '../session/index.ts';
import { OrderDrawer } from './order-detail.tsx';
import { OrderFilters } from './order-filters.tsx';
import { filterOf, type OrderSearch } from './order-search.ts';
import { OrderTable } from './order-table.tsx';
import { ordersQuery } from './use-orders.ts';

/** /orders (ORDERS): filters, the virtualised list and the order drawer (`?id=`). */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const search = useSearch({ strict: false }) as OrderSearch;
  const navigate = useNavigate();
  const session = useSession();
  const timezone = session.venue?.timezone ?? session.venues[0]?.timezone ?? DEFAULT_TIMEZONE;
  const filter = useMemo(() => filterOf(search, timezone), [search, timezone]);
  const orders = useInfiniteQuery(ordersQuery(filter));
  const rows = useMemo(() => orders.data?.pages.flatMap((p) => p.nodes) ?? [], [orders.data]);
  const locale = useContentLocale();
  // Staff to filter by: those met in the loaded orders (a user with ORDERS may lack STAFF).
  const staff = useMemo(() => {
    const byId = new Map<string, string>();
    for (const row of rows) if (row.staffId && row.staffName) byId.set(row.staffId, row.staffName);
    return sortByName(
      [...byId].map(([id, name]) => ({ id, name })),
      (member) => member.name,
      locale,
    );
  }, [rows, locale]);
  const setSearch = useCallback(
    (patch: Partial<OrderSearch>) =>
      void navigate({
        to: '.',
        search: ((previous: OrderSearch) => ({ ...previous, ...patch })) as never,
        replace: true,
      }),
    [navigate],
  );
  const open = useCallback((id: string) => setSearch({ id }), [setSearch]);
  const { fetchNextPage, isFetchingNextPage } = orders;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Page title={t('title')} description={t('description')}>
      <OrderFilters
        search={search}
        range={{ from: filter.from, to: filter.to }}
        timezone={timezone}
        staff={staff}
        onChange={setSearch}
      />
      {orders.isPending && <Skeleton h={400} />}
      {orders.isError && (
        <Alert color="red">
          <Group justify="space-between">
            {t('list.loadError')}
            <Button size="xs" variant="default" onClick={() => void orders.refetch()}>
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {orders.isSuccess && rows.length === 0 && (
        <EmptyState icon={<IconReceipt size={28} />} title={t('list.emptyTitle')}>
          {t('list.emptyText')}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.shown', { count: rows.length })}
          </Text>
          <OrderTable
            rows={rows}
            hasNextPage={orders.hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            onOpen={open}
            selectedId={search.id}
          />
        </>
      )}
      <OrderDrawer id={search.id} onClose={() => setSearch({ id: undefined })} />
    </Page>
  );
}
