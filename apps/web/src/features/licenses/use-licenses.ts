import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { LICENSES_PAGE_QUERY } from './licenses.graphql.ts';

export type LicensesPageData = ResultOf<typeof LICENSES_PAGE_QUERY>;
export type Device = LicensesPageData['devices'][number];
export type License = LicensesPageData['licenses'][number];

const KEY = ['licenses-page'] as const;

/** The page's data, refreshed every 30 s so a till coming online or going offline shows by itself. */
export function useLicensesPage() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => gqlQuery(LICENSES_PAGE_QUERY, {}, { signal }),
    refetchInterval: 30_000,
  });
}

export function useRefreshLicenses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}
