import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  ONLINE_OVERVIEW_QUERY,
  PAUSE_ONLINE_ORDERING_MUTATION,
  RESUME_ONLINE_ORDERING_MUTATION,
} from './online-ordering.graphql.ts';

/** One venue's card on the overview. */
export type OnlineVenue = ResultOf<typeof ONLINE_OVERVIEW_QUERY>['onlineOrderingOverview'][number];

export const ONLINE_OVERVIEW_KEY = ['online-ordering', 'overview'] as const;

/** The overview; refreshed every minute, since "open now" and today's orders move on their own. */
export const onlineOverviewQuery = () =>
  queryOptions({
    queryKey: ONLINE_OVERVIEW_KEY,
    queryFn: async ({ signal }) =>
      (await gqlQuery(ONLINE_OVERVIEW_QUERY, {}, { signal })).onlineOrderingOverview,
    refetchInterval: 60_000,
  });

/** How long a pause lasts: minutes, or until the opening hours close. */
export type PauseLength = number | 'closing';

export const pauseOnlineOrdering = (venueId: string, length: PauseLength) =>
  request(
    PAUSE_ONLINE_ORDERING_MUTATION,
    length === 'closing' ? { venueId, untilClosing: true } : { venueId, minutes: length },
    { expectedCodes: ['BAD_USER_INPUT'] },
  );

export const resumeOnlineOrdering = (venueId: string) =>
  request(RESUME_ONLINE_ORDERING_MUTATION, { venueId });
