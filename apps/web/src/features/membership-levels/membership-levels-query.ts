import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { MEMBERSHIP_LEVELS_QUERY } from './membership-levels.graphql.ts';

/** A membership level as the lists and drawers show it. */
export type MembershipLevel = ResultOf<typeof MEMBERSHIP_LEVELS_QUERY>['membershipLevels'][number];

// Under 'loyalty', so a level change also refreshes the members screen's level names and filter.
export const MEMBERSHIP_KEYS = { all: ['loyalty'], levels: ['loyalty', 'levels'] } as const;

/** Every level of the company, by the points they need. */
export const membershipLevelsQuery = queryOptions({
  queryKey: MEMBERSHIP_KEYS.levels,
  queryFn: async ({ signal }) => (await gqlQuery(MEMBERSHIP_LEVELS_QUERY, {}, { signal })).membershipLevels,
});
