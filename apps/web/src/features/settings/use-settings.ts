import type { CompanySettings, VenueSettings } from '@fika/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import { useAuth } from '../session/index.ts';
import {
  COMPANY_SETTINGS_QUERY,
  CREATE_VENUE_MUTATION,
  SETTINGS_VENUES_QUERY,
  UPDATE_COMPANY_MUTATION,
  UPDATE_VENUE_MUTATION,
} from './settings.graphql.ts';

/** The company as the company settings form edits it. */
export type CompanyDetails = ResultOf<typeof COMPANY_SETTINGS_QUERY>['company'];
/** A venue as the venue list and form show it. */
export type SettingsVenue = ResultOf<typeof SETTINGS_VENUES_QUERY>['venues'][number];

/** Query keys of this feature: the session is refreshed separately (it has its own key). */
export const SETTINGS_QUERY_KEYS = {
  company: ['settings', 'company'],
  venues: ['settings', 'venues'],
} as const;

/** The caller's company. */
export const companySettingsQuery = queryOptions({
  queryKey: SETTINGS_QUERY_KEYS.company,
  queryFn: async ({ signal }) => (await gqlQuery(COMPANY_SETTINGS_QUERY, {}, { signal })).company,
});

/** The venues the user may see, inactive ones included. */
export const settingsVenuesQuery = queryOptions({
  queryKey: SETTINGS_QUERY_KEYS.venues,
  queryFn: async ({ signal }) => (await gqlQuery(SETTINGS_VENUES_QUERY, {}, { signal })).venues,
});

// Invalid input is shown under the fields, so it is not worth a log line.
const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** Saves the company settings (already checked with companySettingsSchema). */
export function saveCompany(input: CompanySettings) {
  return request(UPDATE_COMPANY_MUTATION, { input }, FORM_CALL);
}

/** Creates a venue (already checked with venueSchema). */
export function createVenue(input: VenueSettings) {
  return request(CREATE_VENUE_MUTATION, { input }, FORM_CALL);
}

/** Edits a venue; `active` true or false reactivates or deactivates it. */
export function updateVenue(id: string, input: VenueSettings, active?: boolean) {
  return request(UPDATE_VENUE_MUTATION, { id, input, active }, FORM_CALL);
}

/**
 * After a change: reloads `queryKey` and the session, so the top bar and the venue switcher
 * show the new company name and venues.
 */
export function useRefreshAfterSave(): (queryKey: readonly string[]) => Promise<void> {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useCallback(
    async (queryKey) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey }), refresh()]);
    },
    [queryClient, refresh],
  );
}
