import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  ACCESS_LEVELS_QUERY,
  CREATE_ACCESS_LEVEL_MUTATION,
  DELETE_ACCESS_LEVEL_MUTATION,
  STAFF_SETUP_PROGRESS_QUERY,
  UPDATE_ACCESS_LEVEL_MUTATION,
} from './access-levels.graphql.ts';

/** An access level as the list shows it. */
export type AccessLevel = ResultOf<typeof ACCESS_LEVELS_QUERY>['accessLevels'][number];
type AccessLevelInput = VariablesOf<typeof CREATE_ACCESS_LEVEL_MUTATION>['input'];

// Under 'staff', so a change here also refreshes the staff screens that show level names.
const KEYS = {
  all: ['staff'],
  levels: ['staff', 'access-levels'],
  progress: ['staff', 'setup-progress'],
} as const;

/** Every access level the caller sees, by name. */
export const accessLevelsQuery = queryOptions({
  queryKey: KEYS.levels,
  queryFn: async ({ signal }) => (await gqlQuery(ACCESS_LEVELS_QUERY, {}, { signal })).accessLevels,
});

/** The Get started checklist's figures; always read fresh, they change on other screens and tills. */
export const staffSetupProgressQuery = queryOptions({
  queryKey: KEYS.progress,
  queryFn: async ({ signal }) =>
    (await gqlQuery(STAFF_SETUP_PROGRESS_QUERY, {}, { signal })).staffSetupProgress,
  staleTime: 0,
});

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createAccessLevel = (input: AccessLevelInput) =>
  request(CREATE_ACCESS_LEVEL_MUTATION, { input }, EXPECTED);

export const updateAccessLevel = (id: string, input: AccessLevelInput) =>
  request(UPDATE_ACCESS_LEVEL_MUTATION, { id, input }, EXPECTED);

export const deleteAccessLevel = (id: string) =>
  request(DELETE_ACCESS_LEVEL_MUTATION, { id }, { expectedCodes: ['CONFLICT'] });

/** Reloads the access levels and whatever else of the staff area shows them. */
export function useRefreshStaffArea(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEYS.all }), [client]);
}
