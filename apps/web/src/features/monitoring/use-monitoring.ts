import { hasScope } from '@fika/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { request } from '../../lib/request.ts';
import { useSession } from '../session/index.ts';
import { OPEN_TABLES_QUERY, VOID_JOURNAL_QUERY } from './monitoring.graphql.ts';

export type VoidJournalFilter = NonNullable<VariablesOf<typeof VOID_JOURNAL_QUERY>['filter']>;
export type VoidEntry = ResultOf<typeof VOID_JOURNAL_QUERY>['voidJournal']['nodes'][number];
export type VenueTables = ResultOf<typeof OPEN_TABLES_QUERY>['openTables'][number];

/** Monitoring is open to users with ORDERS or FINANCE (the server checks the same). */
export function useCanMonitor(): boolean {
  const { permissions } = useSession();
  return hasScope(permissions, 'ORDERS') || hasScope(permissions, 'FINANCE');
}

const fail = (error: string) => new Error(error);

/** The void journal, 100 entries at a time. */
export const voidJournalQuery = (filter: VoidJournalFilter) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'voidJournal', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const r = await request(VOID_JOURNAL_QUERY, { filter, first: 100, after: pageParam }, { signal });
      if (!r.success) throw fail(r.error);
      return r.data.voidJournal;
    },
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** Open tables per venue, fetched again every 30 seconds while the screen is open. */
export const openTablesQuery = queryOptions({
  queryKey: ['orders', 'openTables'],
  queryFn: async ({ signal }) => {
    const r = await request(OPEN_TABLES_QUERY, {}, { signal });
    if (!r.success) throw fail(r.error);
    return r.data.openTables;
  },
  refetchInterval: 30_000,
});
