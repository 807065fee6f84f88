import { hasScope, type Permissions } from '@fika/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { useMemo } from 'react';
import { request } from '../../lib/request.ts';
import {
  QUICK_SEARCH_CATEGORIES_QUERY,
  QUICK_SEARCH_ITEMS_QUERY,
  QUICK_SEARCH_STAFF_QUERY,
} from './quick-search.graphql.ts';
import { categoryEntry, itemEntry, type SearchEntry, staffEntry } from './search-engine.ts';

/** How long loaded entities count as fresh: opening the palette again within it sends nothing. */
export const QUICK_SEARCH_STALE_MS = 5 * 60_000;

const EMPTY: readonly SearchEntry[] = [];

// Query needs a rejected promise to show an error; request() has already logged the failure.
async function load<TData>(
  document: TadaDocumentNode<TData, Record<string, never>>,
  signal: AbortSignal,
): Promise<TData> {
  const result = await request(document, undefined, { signal });
  if (!result.success) throw new Error(result.error);
  return result.data;
}

// The palette sits in the frame: a failure leaves a list empty, it never replaces the screen.
const shared = {
  staleTime: QUICK_SEARCH_STALE_MS,
  gcTime: 2 * QUICK_SEARCH_STALE_MS,
  retry: 1,
  throwOnError: false,
} as const;

/** Every item with its categories, as search entries. */
export const quickSearchItemsOptions = queryOptions({
  queryKey: ['quick-search', 'items'],
  queryFn: ({ signal }) => load(QUICK_SEARCH_ITEMS_QUERY, signal),
  select: (data): readonly SearchEntry[] => data.items.results.map(itemEntry),
  ...shared,
});

/** Every category, as search entries. */
export const quickSearchCategoriesOptions = queryOptions({
  queryKey: ['quick-search', 'categories'],
  queryFn: ({ signal }) => load(QUICK_SEARCH_CATEGORIES_QUERY, signal),
  select: (data): readonly SearchEntry[] => data.categories.map(categoryEntry),
  ...shared,
});

/** Every staff member, as search entries. */
export const quickSearchStaffOptions = queryOptions({
  queryKey: ['quick-search', 'staff'],
  queryFn: ({ signal }) => load(QUICK_SEARCH_STAFF_QUERY, signal),
  select: (data): readonly SearchEntry[] => data.staffs.map(staffEntry),
  ...shared,
});

/** The entities the palette searches, and how loading them went. */
export interface QuickSearchData {
  /** Items, categories and staff the user may see (pages are not included). */
  readonly entries: readonly SearchEntry[];
  /** A first load is under way. */
  readonly loading: boolean;
  /** At least one of the lists could not be loaded. */
  readonly failed: boolean;
}

/**
 * Loads what the user may see — items and categories with POS_CUSTOMIZATION, staff with STAFF and
 * `withStaff` (the staff screen is built) — while `active` (the palette is open), so nothing is
 * fetched before the palette first opens; the lists stay cached for a few minutes after.
 */
export function useQuickSearchData(
  permissions: Permissions,
  active: boolean,
  withStaff = true,
): QuickSearchData {
  const catalogue = hasScope(permissions, 'POS_CUSTOMIZATION');
  const staff = withStaff && hasScope(permissions, 'STAFF');
  const items = useQuery({ ...quickSearchItemsOptions, enabled: active && catalogue });
  const categories = useQuery({ ...quickSearchCategoriesOptions, enabled: active && catalogue });
  const staffs = useQuery({ ...quickSearchStaffOptions, enabled: active && staff });

  // A list stays in the cache after a scope is withdrawn: what the user may see decides, not the cache.
  const itemEntries = (catalogue && items.data) || EMPTY;
  const categoryEntries = (catalogue && categories.data) || EMPTY;
  const staffEntries = (staff && staffs.data) || EMPTY;
  const entries = useMemo(
    () => [...itemEntries, ...categoryEntries, ...staffEntries],
    [itemEntries, categoryEntries, staffEntries],
  );
  return {
    entries,
    loading: items.isLoading || categories.isLoading || staffs.isLoading,
    failed: (catalogue && (items.isError || categories.isError)) || (staff && staffs.isError),
  };
}
