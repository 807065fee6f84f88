import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { dataOrThrow, gqlQuery, request } from '../../lib/request.ts';
import {
  CREATE_STAFF_MUTATION,
  STAFF_LEVELS_QUERY,
  STAFF_LIST_QUERY,
  STAFF_QUERY,
  UPDATE_STAFF_MUTATION,
} from './staff.graphql.ts';

/** A page of the staff list. */
export type StaffPage = ResultOf<typeof STAFF_LIST_QUERY>['staffList'];
/** A staff member as the list and the drawer show them. */
export type StaffMember = StaffPage['nodes'][number];
type StaffFilter = NonNullable<VariablesOf<typeof STAFF_LIST_QUERY>['filter']>;
type StaffInput = VariablesOf<typeof CREATE_STAFF_MUTATION>['input'];

/** Query keys of the staff screen; a save or delete invalidates all of them (and the pickers'). */
export const STAFF_KEYS = {
  all: ['staff'] as const,
  list: (filter: StaffFilter) => ['staff', 'list', filter] as const,
  member: (id: string) => ['staff', 'member', id] as const,
  levels: ['staff', 'levels'] as const,
};

const PAGE = 100;

/** The staff list, a page of 100 at a time as the table scrolls. */
export const staffListQuery = (filter: StaffFilter) =>
  infiniteQueryOptions({
    queryKey: STAFF_KEYS.list(filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await request(STAFF_LIST_QUERY, { filter, first: PAGE, after: pageParam }, { signal });
      return dataOrThrow(result).staffList;
    },
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** One staff member for the drawer; another company's or venue's id is NOT_FOUND. */
export const staffMemberQuery = (id: string) =>
  queryOptions({
    queryKey: STAFF_KEYS.member(id),
    queryFn: async ({ signal }) => {
      const result = await request(STAFF_QUERY, { id }, { signal, expectedCodes: ['NOT_FOUND'] });
      return dataOrThrow(result).staff;
    },
  });

/** The access levels to choose from, by name. */
export const staffLevelsQuery = queryOptions({
  queryKey: STAFF_KEYS.levels,
  queryFn: async ({ signal }) => (await gqlQuery(STAFF_LEVELS_QUERY, {}, { signal })).accessLevels,
});

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createStaff = (input: StaffInput) => request(CREATE_STAFF_MUTATION, { input }, EXPECTED);

export const updateStaff = (id: string, input: StaffInput) =>
  request(UPDATE_STAFF_MUTATION, { id, input }, EXPECTED);

/** Reloads everything that shows staff: this screen's lists and the pickers' `staffs`. */
export function useRefreshStaff(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: STAFF_KEYS.all }),
      // The quick search's staff results (features/quick-search), so a new name is found at once.
      client.invalidateQueries({ queryKey: ['quick-search', 'staff'] }),
    ]);
  }, [client]);
}
