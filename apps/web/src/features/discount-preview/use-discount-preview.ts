import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { dataOrThrow, gqlQuery, request } from '../../lib/request.ts';
import {
  PREVIEW_BASKET_QUERY,
  PREVIEW_ITEMS_QUERY,
  PREVIEW_MODIFICATION_GROUPS_QUERY,
} from './discount-preview.graphql.ts';

/** The priced test basket. */
export type BasketPreviewResult = ResultOf<typeof PREVIEW_BASKET_QUERY>['previewBasket'];
/** An offer that did not apply, with its reason and conditions. */
export type NotAppliedOffer = BasketPreviewResult['notApplied'][number];
/** What previewBasket is asked. */
export type BasketPreviewRequest = VariablesOf<typeof PREVIEW_BASKET_QUERY>['input'];
/** An item found by the basket's item search. */
export type PreviewItem = ResultOf<typeof PREVIEW_ITEMS_QUERY>['items']['results'][number];
/** A modification group with its choices. */
export type PreviewModificationGroup = ResultOf<
  typeof PREVIEW_MODIFICATION_GROUPS_QUERY
>['modificationGroups'][number];

/** Query keys of the basket preview; saving an offer may invalidate `all`. */
export const DISCOUNT_PREVIEW_KEYS = {
  all: ['discount-preview'] as const,
  basket: (input: BasketPreviewRequest) => ['discount-preview', 'basket', input] as const,
  items: (search: string) => ['discount-preview', 'items', search] as const,
  groups: ['discount-preview', 'groups'] as const,
};

/** Items offered by the search box at once; more means typing more of the title. */
export const ITEM_SEARCH_LIMIT = 20;

/**
 * The basket priced by the server. The previous answer stays on screen while a changed basket is
 * priced, so the result does not flash empty at every keystroke.
 */
export const previewBasketQuery = (input: BasketPreviewRequest) =>
  queryOptions({
    queryKey: DISCOUNT_PREVIEW_KEYS.basket(input),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        // A line whose item was deleted meanwhile is a field error the panel shows itself.
        await request(PREVIEW_BASKET_QUERY, { input }, { signal, expectedCodes: ['BAD_USER_INPUT'] }),
      ).previewBasket,
    placeholderData: keepPreviousData,
  });

/** Items whose title matches `search` (the first {@link ITEM_SEARCH_LIMIT}). */
export const previewItemsQuery = (search: string) =>
  queryOptions({
    queryKey: DISCOUNT_PREVIEW_KEYS.items(search),
    queryFn: async ({ signal }) =>
      (await gqlQuery(PREVIEW_ITEMS_QUERY, { search: search || null, limit: ITEM_SEARCH_LIMIT }, { signal }))
        .items,
    placeholderData: keepPreviousData,
  });

/** Every modification group with its modifications. */
export const previewGroupsQuery = queryOptions({
  queryKey: DISCOUNT_PREVIEW_KEYS.groups,
  queryFn: async ({ signal }) =>
    (await gqlQuery(PREVIEW_MODIFICATION_GROUPS_QUERY, {}, { signal })).modificationGroups,
});
