import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { dataOrThrow, gqlQuery, request } from '../../lib/request.ts';
import {
  AUDIT_FILTER_OPTIONS_QUERY,
  AUDIT_JOURNAL_QUERY,
  DISCOUNT_DIFFERENCES_QUERY,
  OPEN_TABLES_QUERY,
  VOID_JOURNAL_QUERY,
} from './monitoring.graphql.ts';

export type VoidJournalFilter = NonNullable<VariablesOf<typeof VOID_JOURNAL_QUERY>['filter']>;
export type VoidEntryPage = ResultOf<typeof VOID_JOURNAL_QUERY>['voidJournal'];
export type VoidEntry = VoidEntryPage['nodes'][number];
export type AuditFilter = NonNullable<VariablesOf<typeof AUDIT_JOURNAL_QUERY>['filter']>;
export type AuditEntryPage = ResultOf<typeof AUDIT_JOURNAL_QUERY>['auditJournal'];
export type AuditEntry = AuditEntryPage['nodes'][number];
export type DiscountDifferenceFilter = NonNullable<VariablesOf<typeof DISCOUNT_DIFFERENCES_QUERY>['filter']>;
export type DiscountDifferencePage = ResultOf<typeof DISCOUNT_DIFFERENCES_QUERY>['discountDifferences'];
export type DiscountDifference = DiscountDifferencePage['nodes'][number];
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

/** The audit journal, 50 entries at a time. */
export const auditJournalQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['monitoring', 'audit', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const r = await request(AUDIT_JOURNAL_QUERY, { filter, first: 50, after: pageParam }, { signal });
      return dataOrThrow(r).auditJournal;
    },
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** Who and which kinds of object the audit journal can be filtered by. */
export const auditFilterOptionsQuery = queryOptions({
  queryKey: ['monitoring', 'auditFilterOptions'],
  queryFn: async ({ signal }) =>
    (await gqlQuery(AUDIT_FILTER_OPTIONS_QUERY, {}, { signal })).auditFilterOptions,
});

/** The discount differences, 100 at a time. */
export const discountDifferencesQuery = (filter: DiscountDifferenceFilter) =>
  infiniteQueryOptions({
    queryKey: ['monitoring', 'discountDifferences', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await gqlQuery(DISCOUNT_DIFFERENCES_QUERY, { filter, first: 100, after: pageParam }, { signal }))
        .discountDifferences,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
