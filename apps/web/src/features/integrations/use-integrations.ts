import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  ACTIVATE_MUTATION,
  ADD_NOTE_MUTATION,
  COMPLETE_CONNECT_MUTATION,
  CONFIG_EVENTS_QUERY,
  DISABLE_MUTATION,
  DISCONNECT_MUTATION,
  ENABLE_MUTATION,
  INTEGRATION_QUERY,
  INTEGRATIONS_QUERY,
  SET_MAPPING_MUTATION,
  SET_VARIABLES_MUTATION,
  START_CONNECT_MUTATION,
} from './integrations.graphql.ts';

export type IntegrationSummary = ResultOf<typeof INTEGRATIONS_QUERY>['integrations'][number];
export type Integration = ResultOf<typeof INTEGRATION_QUERY>['integration'];
export type MappingRow = Integration['mapping'][number];
export type ConfigEvent = ResultOf<typeof CONFIG_EVENTS_QUERY>['integrationConfigEvents'][number];

export const INTEGRATION_KEYS = {
  all: ['integrations'] as const,
  list: ['integrations', 'list'] as const,
  one: (provider: string) => ['integrations', 'one', provider] as const,
  events: (provider: string) => ['integrations', 'events', provider] as const,
};

export const integrationsQuery = () =>
  queryOptions({
    queryKey: INTEGRATION_KEYS.list,
    queryFn: async ({ signal }) => (await gqlQuery(INTEGRATIONS_QUERY, {}, { signal })).integrations,
  });

export const integrationQuery = (provider: string) =>
  queryOptions({
    queryKey: INTEGRATION_KEYS.one(provider),
    queryFn: async ({ signal }) => (await gqlQuery(INTEGRATION_QUERY, { provider }, { signal })).integration,
  });

export const configEventsQuery = (provider: string) =>
  queryOptions({
    queryKey: INTEGRATION_KEYS.events(provider),
    queryFn: ({ signal }) => gqlQuery(CONFIG_EVENTS_QUERY, { provider }, { signal }),
  });

// The page shows these refusals itself (field errors, missing accounts, another system enabled).
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT', 'CONFLICT'] } as const;

export const startConnect = (provider: string) => request(START_CONNECT_MUTATION, { provider }, EXPECTED);
export const completeConnect = (
  provider: string,
  answer: { state: string; code?: string | undefined; error?: string | undefined },
) =>
  request(
    COMPLETE_CONNECT_MUTATION,
    { provider, state: answer.state, code: answer.code ?? null, error: answer.error ?? null },
    EXPECTED,
  );
export const activateIntegration = (provider: string) => request(ACTIVATE_MUTATION, { provider }, EXPECTED);
export const enableIntegration = (provider: string) => request(ENABLE_MUTATION, { provider }, EXPECTED);
export const disableIntegration = (provider: string) => request(DISABLE_MUTATION, { provider }, EXPECTED);
export const disconnectIntegration = (provider: string) =>
  request(DISCONNECT_MUTATION, { provider }, EXPECTED);
export const setIntegrationVariables = (provider: string, variables: { key: string; value: string }[]) =>
  request(SET_VARIABLES_MUTATION, { provider, variables }, EXPECTED);
export const setAccountMapping = (provider: string, mapping: { key: string; account: string }[]) =>
  request(SET_MAPPING_MUTATION, { provider, mapping }, EXPECTED);
export const addConfigNote = (provider: string, note: string) =>
  request(ADD_NOTE_MUTATION, { provider, notes: [note] }, EXPECTED);

/** Reloads every integrations query (the catalogue shows the statuses the provider page changes). */
export function useRefreshIntegrations(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.invalidateQueries({ queryKey: INTEGRATION_KEYS.all });
  }, [client]);
}
