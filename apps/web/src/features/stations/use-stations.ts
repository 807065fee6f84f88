import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import { PIM_QUERY_KEYS } from '../modifications/index.ts';
import { CREATE_STATION_MUTATION, STATIONS_QUERY, UPDATE_STATION_MUTATION } from './stations.graphql.ts';

/** A station with the items sent to it. */
export type Station = ResultOf<typeof STATIONS_QUERY>['stations'][number];
type StationInput = VariablesOf<typeof CREATE_STATION_MUTATION>['input'];

/** Every station the caller may see, by name. */
export const stationsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.stations,
  queryFn: async ({ signal }) => (await gqlQuery(STATIONS_QUERY, {}, { signal })).stations,
});

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createStation = (input: StationInput) => request(CREATE_STATION_MUTATION, { input }, EXPECTED);

export const updateStation = (id: string, input: StationInput) =>
  request(UPDATE_STATION_MUTATION, { id, input }, EXPECTED);
