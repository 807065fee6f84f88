import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { dataOrThrow, request } from '../../lib/request.ts';
import { OPEN_TABLES_QUERY, VOID_JOURNAL_QUERY } from './monitoring.graphql.ts';

export type VoidJournalFilter = NonNullable<VariablesOf<typeof VOID_JOURNAL_QUERY>['filter']>;
export type VoidEntry = ResultOf<typeof VOID_JOURNAL_QUERY>['voidJournal']['nodes'][number];
export type VenueTables = ResultOf<typeof OPEN_TABLES_QUERY>['openTables'][number];

/** The void journal, 100 entries at a time. */
export const voidJournalQuery = (filter: VoidJournalFilter) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'voidJournal', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const r = await request(VOID_JOURNAL_QUERY, { filter, first: 100, after: pageParam }, { signal });
      return dataOrThrow(r).voidJournal;
    },
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** Open tables per venue, fetched again every 30 seconds while the screen is open. */
export const openTablesQuery = queryOptions({
  queryKey: ['orders', 'openTables'],
  queryFn: async ({ signal }) => {
    const r = await request(OPEN_TABLES_QUERY, {}, { signal });
    return dataOrThrow(r).openTables;
  },
  refetchInterval: 30_000,
});
