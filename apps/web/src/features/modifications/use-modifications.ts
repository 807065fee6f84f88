import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import { useDeleteNode } from '../catalogue/index.ts';
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

/** Every modification group (title order, as the server gives it). */
export const modificationGroupsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.groups,
  queryFn: async ({ signal }) =>
    (await gqlQuery(MODIFICATION_GROUPS_QUERY, {}, { signal })).modificationGroups,
});

/** Every live item by title, for the item pickers. */
export const itemOptionsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.items,
  queryFn: async ({ signal }) => (await gqlQuery(ITEM_OPTIONS_QUERY, {}, { signal })).items.results,
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

/** Deletes a group, station or upsell through deleteNode (asking first), then reloads the area. */
export function useDeletePimRow(): (row: { id: string }, name: string) => Promise<boolean> {
  const deleteNode = useDeleteNode();
  const refresh = useRefreshPim();
  return useCallback(
    async (row, name) => {
      const deleted = await deleteNode(row.id, name);
      if (deleted) await refresh();
      return deleted;
    },
    [deleteNode, refresh],
  );
}

/** updateVariation: a modification's new name and price. */
export function updateVariation(
  id: string,
  input: { name: string; nameLang: GroupModification['nameLang']; price: number },
) {
  return request(UPDATE_VARIATION_MUTATION, { id, input }, { expectedCodes: ['BAD_USER_INPUT'] });
}
