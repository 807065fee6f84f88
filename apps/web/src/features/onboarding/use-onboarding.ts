import type { StoreType } from '@fika/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  COMPANY_INFORMATION_QUERY,
  CREATE_ONBOARDING_STATION_MUTATION,
  IMPORT_PRODUCT_LIBRARY_MUTATION,
  ONBOARDING_ACCOUNT_QUERY,
  ONBOARDING_STATIONS_QUERY,
  PRODUCT_LIBRARY_PREVIEW_QUERY,
  SAVE_COMPANY_INFORMATION_MUTATION,
  SAVE_ONBOARDING_ACCOUNT_MUTATION,
} from './onboarding.graphql.ts';

/**
 * The query keys of this feature: every step's save refreshes the progress, which the dashboard's
 * checklist reads under ['onboarding'] (features/dashboard/use-onboarding-progress.ts).
 */
export const ONBOARDING_KEYS = {
  progress: ['onboarding'],
  account: ['onboarding', 'account'],
  information: ['onboarding', 'information'],
  stations: ['onboarding', 'stations'],
  library: ['onboarding', 'library'],
} as const;

export const onboardingAccountQuery = queryOptions({
  queryKey: ONBOARDING_KEYS.account,
  queryFn: async ({ signal }) => (await gqlQuery(ONBOARDING_ACCOUNT_QUERY, {}, { signal })).onboardingAccount,
});

export const companyInformationQuery = queryOptions({
  queryKey: ONBOARDING_KEYS.information,
  queryFn: async ({ signal }) =>
    (await gqlQuery(COMPANY_INFORMATION_QUERY, {}, { signal })).companyInformation,
});

export const onboardingStationsQuery = queryOptions({
  queryKey: ONBOARDING_KEYS.stations,
  queryFn: async ({ signal }) => (await gqlQuery(ONBOARDING_STATIONS_QUERY, {}, { signal })).stations,
});

/** The preview of one product-library template. */
export function libraryPreviewQuery(template: LibraryTemplateName) {
  return queryOptions({
    queryKey: [...ONBOARDING_KEYS.library, template],
    queryFn: async ({ signal }) =>
      (await gqlQuery(PRODUCT_LIBRARY_PREVIEW_QUERY, { template }, { signal })).productLibraryPreview,
  });
}

/** A product-library template as the API names it. */
export type LibraryTemplateName = 'cafe' | 'restaurant' | 'bar' | 'bakery' | 'shop';

// Invalid input is shown under the fields, so it is not worth a log line.
const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export function saveOnboardingAccount(input: {
  storeType: StoreType;
  defaultLanguage: string;
  timezone: string;
}) {
  return request(SAVE_ONBOARDING_ACCOUNT_MUTATION, { input }, FORM_CALL);
}

export function saveCompanyInformation(input: {
  legalName: string;
  organizationNumber: string;
  street: string;
  zip: string;
  city: string;
}) {
  return request(SAVE_COMPANY_INFORMATION_MUTATION, { input }, FORM_CALL);
}

export function createOnboardingStation(name: string) {
  return request(CREATE_ONBOARDING_STATION_MUTATION, { input: { name, venueId: null } }, FORM_CALL);
}

export function importProductLibrary(template: LibraryTemplateName) {
  return request(IMPORT_PRODUCT_LIBRARY_MUTATION, { template });
}

/** After a step saved: everything this feature shows is read again (the progress above all). */
export function useRefreshOnboarding(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ONBOARDING_KEYS.progress }),
    [queryClient],
  );
}
