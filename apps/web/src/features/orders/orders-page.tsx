import { DEFAULT_TIMEZONE } from '@fika/domain';
import { IconReceipt } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page.tsx';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { useSession } from '../session/index.ts';
import { useStaffSelectData } from '../staff-options/index.ts';
import { useOrderColumns } from './order-columns.tsx';
import { OrderDrawer } from './order-detail.tsx';
import { OrderFilters } from './order-filters.tsx';
import { filterOf, type OrderSearch } from './order-search.ts';
import { type OrderPage, type OrderRow, ordersQuery } from './use-orders.ts';

const rowKey = (row: OrderRow) => row.id;
const rowTestId = (row: OrderRow) => `order-row-${row.orderNumber}`;
const rowLabel = (row: OrderRow) => `#${row.orderNumber}`;
const nodes = (page: OrderPage) => page.nodes;

/**
 * /orders (ORDERS): a server-paged list (the server filters, searches and pages; a 90-day range
 * holds tens of thousands of orders), its filters in the URL, and the order drawer (`?id=`).
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useUrlSearch<OrderSearch>();
  const session = useSession();
  const timezone = session.venue?.timezone ?? session.venues[0]?.timezone ?? DEFAULT_TIMEZONE;
  const filter = useMemo(() => filterOf(search, timezone), [search, timezone]);
  const pages = useServerPages(useInfiniteQuery(ordersQuery(filter)), nodes);
  const { rows } = pages;
  // Staff the loaded orders name that the staff list does not know (a till's own staff member).
  const tillStaff = useMemo(() => {
    const byId = new Map<string, string>();
    for (const row of rows ?? []) if (row.staffId && row.staffName) byId.set(row.staffId, row.staffName);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [rows]);
  const deletedStaff = useCallback((name: string) => t('filters.deletedStaff', { name }), [t]);
  const staff = useStaffSelectData({ noStaff: t('filters.noStaff'), deleted: deletedStaff }, tillStaff);
  const columns = useOrderColumns();
  const open = useCallback((row: OrderRow) => setSearch({ id: row.id }), [setSearch]);

  return (
    <ListPage<OrderRow>
      title={t('title')}
      description={t('description')}
      {...pages}
      rowKey={rowKey}
      rowLabel={rowLabel}
      rowTestId={rowTestId}
      columns={columns}
      // Always virtualised: the list grows page by page as the user scrolls to its end.
      virtualizeAbove={0}
      search={{ value: search.q ?? '', onChange: (q) => setSearch({ q: q || undefined }) }}
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      filters={
        <OrderFilters
          search={search}
          range={{ from: filter.from, to: filter.to }}
          timezone={timezone}
          staff={staff}
          onChange={setSearch}
        />
      }
      empty={{ title: t('list.emptyTitle'), text: t('list.emptyText'), icon: <IconReceipt size={28} /> }}
      onRowClick={open}
      activeRowKey={search.id}
    >
      <OrderDrawer id={search.id} onClose={() => setSearch({ id: undefined })} />
    </ListPage>
  );
}
