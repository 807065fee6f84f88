import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { VariablesOf } from '../../lib/graphql.ts';
import { request } from '../../lib/request.ts';
import { MEMBERSHIP_KEYS } from '../membership-levels/index.ts';
import {
  CREATE_MEMBERSHIP_LEVEL_MUTATION,
  DELETE_MEMBERSHIP_LEVEL_MUTATION,
  UPDATE_MEMBERSHIP_LEVEL_MUTATION,
} from './memberships.graphql.ts';

type LevelInput = VariablesOf<typeof CREATE_MEMBERSHIP_LEVEL_MUTATION>['input'];

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
