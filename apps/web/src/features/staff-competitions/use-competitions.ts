import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  COMPETITION_BOARD_QUERY,
  COMPETITION_CHOICES_QUERY,
  COMPETITIONS_QUERY,
  CREATE_COMPETITION_MUTATION,
  DELETE_COMPETITION_MUTATION,
  UPDATE_COMPETITION_MUTATION,
} from './competitions.graphql.ts';

/** A competition as the list and the edit form have it. */
export type CompetitionRow = ResultOf<typeof COMPETITIONS_QUERY>['competitions'][number];
/** A competition with its leaderboard. */
export type CompetitionBoard = NonNullable<ResultOf<typeof COMPETITION_BOARD_QUERY>['competition']>;
type CompetitionInput = VariablesOf<typeof CREATE_COMPETITION_MUTATION>['input'];

const KEYS = {
  all: ['competitions'] as const,
  list: ['competitions', 'list'] as const,
  board: (id: string) => ['competitions', 'board', id] as const,
  choices: ['competitions', 'choices'] as const,
};

/** How often a running competition's board asks again: a terminal sale shows within 5 seconds. */
export const LIVE_REFETCH_MS = 3000;

export const competitionsQuery = queryOptions({
  queryKey: KEYS.list,
  queryFn: async ({ signal }) => (await gqlQuery(COMPETITIONS_QUERY, {}, { signal })).competitions,
});

/**
 * One competition's board. While it runs it refetches every few seconds — TanStack Query pauses
 * that while the tab is hidden — so a terminal sale appears without a reload.
 */
export const competitionBoardQuery = (id: string) =>
  queryOptions({
    queryKey: KEYS.board(id),
    queryFn: async ({ signal }) => (await gqlQuery(COMPETITION_BOARD_QUERY, { id }, { signal })).competition,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? LIVE_REFETCH_MS : false),
  });

export const competitionChoicesQuery = queryOptions({
  queryKey: KEYS.choices,
  queryFn: ({ signal }) => gqlQuery(COMPETITION_CHOICES_QUERY, {}, { signal }),
  staleTime: 60_000,
});

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createCompetition = (input: CompetitionInput) =>
  request(CREATE_COMPETITION_MUTATION, { input }, EXPECTED);

export const updateCompetition = (id: string, input: CompetitionInput) =>
  request(UPDATE_COMPETITION_MUTATION, { id, input }, EXPECTED);

export const deleteCompetition = (id: string) => request(DELETE_COMPETITION_MUTATION, { id });

/** Reloads the list and every open board after a change. */
export function useRefreshCompetitions(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEYS.all }), [client]);
}
