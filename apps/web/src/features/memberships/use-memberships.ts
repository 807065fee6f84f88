import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  CREATE_MEMBERSHIP_LEVEL_MUTATION,
  DELETE_MEMBERSHIP_LEVEL_MUTATION,
  MEMBERSHIP_LEVELS_QUERY,
  UPDATE_MEMBERSHIP_LEVEL_MUTATION,
} from './memberships.graphql.ts';

/** A membership level as the list and the drawer show it. */
export type MembershipLevel = ResultOf<typeof MEMBERSHIP_LEVELS_QUERY>['membershipLevels'][number];
type LevelInput = VariablesOf<typeof CREATE_MEMBERSHIP_LEVEL_MUTATION>['input'];

// Under 'loyalty', so a level change also refreshes the members screen's level names and filter.
export const MEMBERSHIP_KEYS = { all: ['loyalty'], levels: ['loyalty', 'levels'] } as const;

/** Every level of the company, by the points they need. */
export const membershipLevelsQuery = queryOptions({
  queryKey: MEMBERSHIP_KEYS.levels,
  queryFn: async ({ signal }) => (await gqlQuery(MEMBERSHIP_LEVELS_QUERY, {}, { signal })).membershipLevels,
});

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createMembershipLevel = (input: LevelInput) =>
  request(CREATE_MEMBERSHIP_LEVEL_MUTATION, { input }, EXPECTED);

export const updateMembershipLevel = (id: string, input: LevelInput) =>
  request(UPDATE_MEMBERSHIP_LEVEL_MUTATION, { id, input }, EXPECTED);

export const deleteMembershipLevel = (id: string) =>
  request(DELETE_MEMBERSHIP_LEVEL_MUTATION, { id }, { expectedCodes: ['CONFLICT'] });

/** Reloads the levels and everything that shows them. */
export function useRefreshLoyalty(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: MEMBERSHIP_KEYS.all }), [client]);
}
