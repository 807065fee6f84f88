import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { dataOrThrow, request } from '../../lib/request.ts';
import { MEMBER_QUERY, MEMBERS_QUERY } from './members.graphql.ts';

/** A page of the members list. */
export type MembersPage = ResultOf<typeof MEMBERS_QUERY>['members'];
export type MemberRow = MembersPage['nodes'][number];
export type MemberDetail = ResultOf<typeof MEMBER_QUERY>['member'];

// Under 'loyalty', so a level change refreshes the members too.
const KEYS = {
  all: ['loyalty', 'members'] as const,
  list: (search: string, level: string | null) => ['loyalty', 'members', 'list', search, level] as const,
  member: (id: string) => ['loyalty', 'members', 'one', id] as const,
};

const PAGE = 100;

/** The members list, newest first, a page of 100 at a time as the table scrolls. */
export const membersQuery = (search: string, membershipLevelId: string | null) =>
  infiniteQueryOptions({
    queryKey: KEYS.list(search, membershipLevelId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const filter = { search: search || null, membershipLevelId };
      const result = await request(MEMBERS_QUERY, { filter, first: PAGE, after: pageParam }, { signal });
      return dataOrThrow(result).members;
    },
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** One member for the drawer; a deleted or another company's member is NOT_FOUND. */
export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: KEYS.member(id),
    queryFn: async ({ signal }) => {
      const result = await request(MEMBER_QUERY, { id }, { signal, expectedCodes: ['NOT_FOUND'] });
      return dataOrThrow(result).member;
    },
  });

/** Reloads the members list and the open member. */
export function useRefreshMembers(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEYS.all }), [client]);
}
