import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { dataOrThrow, request } from '../../lib/request.ts';
import { ORDER_QUERY, ORDERS_QUERY } from './orders.graphql.ts';

/** A page of the order list. */
export type OrderPage = ResultOf<typeof ORDERS_QUERY>['orders'];
/** An order of the list. */
export type OrderRow = OrderPage['nodes'][number];
/** The open order of the detail drawer. */
export type OrderDetail = ResultOf<typeof ORDER_QUERY>['order'];
type OrderFilter = NonNullable<VariablesOf<typeof ORDERS_QUERY>['filter']>;

/** Query keys of the orders screens: a refund invalidates all of them (and the dashboard's). */
export const ORDER_KEYS = {
  all: ['orders'] as const,
  list: (filter: OrderFilter) => ['orders', 'list', filter] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

const PAGE = 100;

/** The order list, a page of 100 at a time as the table scrolls. */
export const ordersQuery = (filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: ORDER_KEYS.list(filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await request(ORDERS_QUERY, { filter, first: PAGE, after: pageParam }, { signal });
      return dataOrThrow(result).orders;
    },
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** One order with everything the detail shows. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ORDER_KEYS.detail(id),
    queryFn: async ({ signal }) => {
      const result = await request(ORDER_QUERY, { id }, { signal, expectedCodes: ['NOT_FOUND'] });
      return dataOrThrow(result).order;
    },
  });
