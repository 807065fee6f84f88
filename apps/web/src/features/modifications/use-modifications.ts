import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { type RequestResult, request } from '../../lib/request.ts';
import {
  ITEM_OPTIONS_QUERY,
  MODIFICATION_GROUPS_QUERY,
  UPDATE_VARIATION_MUTATION,
} from './modifications.graphql.ts';

/** A modification group with its modifications and items. */
export type ModificationGroup = ResultOf<typeof MODIFICATION_GROUPS_QUERY>['modificationGroups'][number];
/** One modification of a group. */
export type GroupModification = ModificationGroup['modifications'][number];
/** An item a group, upsell or station can be linked to. */
export type ItemOption = ResultOf<typeof ITEM_OPTIONS_QUERY>['items']['results'][number];

/** Query keys of this feature and of the other screens of this area. */
export const PIM_QUERY_KEYS = {
  all: ['pim'],
  groups: ['pim', 'modification-groups'],
  items: ['pim', 'item-options'],
  upsells: ['pim', 'upsells'],
  stations: ['pim', 'stations'],
  messages: (venueId: string) => ['pim', 'predefined-messages', venueId] as const,
} as const;

// The product screens cache items with their groups, upsells and stations under this key.
const CATALOGUE_KEY = ['catalogue'];

/** A failed load; the codes pick the translated message. */
export class PimLoadError extends Error {
  constructor(readonly codes: string[]) {
    super(codes.join(', '));
  }
}

/** The data of a successful request, or a {@link PimLoadError} to throw from a query function. */
export function dataOrThrow<T>(result: RequestResult<T>): T {
  if (!result.success) throw new PimLoadError(result.errorCodes);
  return result.data;
}

/** The error codes of a failed query, for the shells' error states. */
export function loadErrorOf(error: unknown): { codes: string[] } | null {
  if (!error) return null;
  return { codes: error instanceof PimLoadError ? error.codes : [] };
}

/** Every modification group (title order, as the server gives it). */
export const modificationGroupsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.groups,
  queryFn: async ({ signal }) =>
    dataOrThrow(await request(MODIFICATION_GROUPS_QUERY, {}, { signal })).modificationGroups,
});

/** Every live item by title, for the item pickers. */
export const itemOptionsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.items,
  queryFn: async ({ signal }) => dataOrThrow(await request(ITEM_OPTIONS_QUERY, {}, { signal })).items.results,
  staleTime: 30_000,
});

/** After a change of this area: its lists and the product screens (item links) load again. */
export function useRefreshPim(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: PIM_QUERY_KEYS.all }),
      client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
    ]);
  }, [client]);
}

/** updateVariation: a modification's new name and price. */
export function updateVariation(
  id: string,
  input: { name: string; nameLang: GroupModification['nameLang']; price: number },
) {
  return request(UPDATE_VARIATION_MUTATION, { id, input }, { expectedCodes: ['BAD_USER_INPUT'] });
}
