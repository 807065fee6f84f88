import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  MANAGE_ONLINE_ORDERING_MUTATION,
  ONLINE_IMAGES_QUERY,
  ONLINE_SETTINGS_QUERY,
  UPDATE_ONLINE_SETTINGS_MUTATION,
} from './online-settings.graphql.ts';

/** A venue's online-ordering settings as the screen shows them. */
export type OnlineSettings = ResultOf<typeof ONLINE_SETTINGS_QUERY>['onlineOrderingSettings'];
type SettingsInput = VariablesOf<typeof UPDATE_ONLINE_SETTINGS_MUTATION>['input'];

/** Query keys of online ordering's settings; the QR screen reads the same settings. */
export const ONLINE_SETTINGS_KEYS = {
  all: ['online-settings'] as const,
  venue: (venueId: string) => ['online-settings', 'venue', venueId] as const,
  images: ['online-settings', 'images'] as const,
};

export const onlineSettingsQuery = (venueId: string) =>
  queryOptions({
    queryKey: ONLINE_SETTINGS_KEYS.venue(venueId),
    queryFn: async ({ signal }) =>
      (await gqlQuery(ONLINE_SETTINGS_QUERY, { venueId }, { signal })).onlineOrderingSettings,
  });

export const onlineImagesQuery = () =>
  queryOptions({
    queryKey: ONLINE_SETTINGS_KEYS.images,
    queryFn: async ({ signal }) => (await gqlQuery(ONLINE_IMAGES_QUERY, {}, { signal })).images.nodes,
  });

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const updateOnlineSettings = (venueId: string, input: SettingsInput) =>
  request(UPDATE_ONLINE_SETTINGS_MUTATION, { venueId, input }, EXPECTED);

export const manageOnlineOrdering = (venueId: string, enabled: boolean) =>
  request(MANAGE_ONLINE_ORDERING_MUTATION, { venueId, enabled }, EXPECTED);

/** Reloads every online-ordering query after a save (the overview shows the same state). */
export function useRefreshOnlineSettings(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.invalidateQueries({ queryKey: ONLINE_SETTINGS_KEYS.all });
  }, [client]);
}
