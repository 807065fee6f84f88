import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, type RequestResult, request } from '../../lib/request.ts';
import { CATALOGUE_QUERY_KEYS } from '../catalogue/index.ts';
import {
  BULK_UPDATE_ITEMS_MUTATION,
  CREATE_ITEM_MUTATION,
  EXPORT_ITEMS_CSV_QUERY,
  IMPORT_ITEMS_CSV_MUTATION,
  PRODUCT_CHOICES_QUERY,
  PRODUCT_LIST_QUERY,
  PRODUCT_QUERY,
  UPDATE_ITEM_MUTATION,
  UPDATE_ITEM_PRICE_MUTATION,
} from './products.graphql.ts';

/** A row of the product list. */
export type ProductRow = ResultOf<typeof PRODUCT_LIST_QUERY>['items']['results'][number];
/** An item as the product form edits it. */
export type Product = ResultOf<typeof PRODUCT_QUERY>['item'];
/** What the product form offers to choose from. */
export type ProductChoices = ResultOf<typeof PRODUCT_CHOICES_QUERY>;
/** The preview or outcome of a CSV import. */
export type ImportPreview = ResultOf<typeof IMPORT_ITEMS_CSV_MUTATION>['importItemsCsv'];
export type CreateItemInput = VariablesOf<typeof CREATE_ITEM_MUTATION>['input'];
export type UpdateItemData = VariablesOf<typeof UPDATE_ITEM_MUTATION>['data'];
export type BulkItemsInput = VariablesOf<typeof BULK_UPDATE_ITEMS_MUTATION>['input'];

/** Every item, in the §9 order (the list filters and selects locally: 10,000 rows stay smooth). */
export const productListQuery = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.products,
  queryFn: async ({ signal }) => (await gqlQuery(PRODUCT_LIST_QUERY, {}, { signal })).items,
});

/** One item with every field. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: CATALOGUE_QUERY_KEYS.product(id),
    queryFn: async ({ signal }) =>
      (await gqlQuery(PRODUCT_QUERY, { id }, { signal, expectedCodes: ['NOT_FOUND'] })).item,
    retry: false,
  });

/** Categories, course types, modification groups, upsells and stations to choose from. */
export const productChoicesQuery = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.choices,
  queryFn: async ({ signal }) => gqlQuery(PRODUCT_CHOICES_QUERY, {}, { signal }),
  staleTime: 30_000,
});

// Invalid input is shown under the fields, so it is not worth a log line.
const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** How saving a product went: §5's two failures are told apart from input the server refused. */
export type SaveOutcome =
  | { ok: true; id: string }
  | {
      ok: false;
      failure: 'createFailed' | 'updateFailed';
      result?: RequestResult<unknown>;
      /** Set when the item was created but its price could not be set. */
      id?: string;
    };

/**
 * The create flow of §5: create the item, then set its price with a separate updateItemPrice —
 * only when a price is given. A create response without an id or a defaultPrice is 'Failed to
 * create item'; a price update that does not report success is 'Failed to update item'.
 */
export async function createProduct(
  input: CreateItemInput,
  price: number | null | undefined,
): Promise<SaveOutcome> {
  const created = await request(CREATE_ITEM_MUTATION, { input }, FORM_CALL);
  const item = created.success ? created.data.createItem : null;
  if (!item?.id || item.defaultPrice === undefined || item.defaultPrice === null) {
    return { ok: false, failure: 'createFailed', result: created };
  }
  if (price !== undefined && price !== null) {
    const priced = await request(UPDATE_ITEM_PRICE_MUTATION, { itemId: item.id, price }, FORM_CALL);
    if (!priced.success || !priced.data.updateItemPrice.success) {
      return { ok: false, failure: 'updateFailed', result: priced, id: item.id };
    }
  }
  return { ok: true, id: item.id };
}

/** Saves an item's changes; a changed price goes through the separate price update (§5, §7). */
export async function updateProduct(
  id: string,
  data: UpdateItemData,
  price: number | null | undefined,
): Promise<SaveOutcome> {
  const updated = await request(UPDATE_ITEM_MUTATION, { id, data }, FORM_CALL);
  if (!updated.success) return { ok: false, failure: 'updateFailed', result: updated };
  if (price !== undefined && price !== null && price !== updated.data.updateItem.defaultPrice) {
    const priced = await request(UPDATE_ITEM_PRICE_MUTATION, { itemId: id, price }, FORM_CALL);
    if (!priced.success || !priced.data.updateItemPrice.success) {
      return { ok: false, failure: 'updateFailed', result: priced };
    }
  }
  return { ok: true, id };
}

/** The same categories, VAT and/or price change for the selected items, all or nothing. */
export function bulkUpdateItems(input: BulkItemsInput) {
  return request(BULK_UPDATE_ITEMS_MUTATION, { input }, FORM_CALL);
}

/** Every item as CSV text. */
export async function exportItemsCsv(language: string): Promise<RequestResult<string>> {
  const result = await request(EXPORT_ITEMS_CSV_QUERY, { language });
  return result.success ? { ...result, data: result.data.exportItemsCsv } : result;
}

/** Previews (dryRun) or applies a product CSV. */
export async function importItemsCsv(csv: string, dryRun: boolean): Promise<RequestResult<ImportPreview>> {
  const result = await request(IMPORT_ITEMS_CSV_MUTATION, { csv, dryRun });
  return result.success ? { ...result, data: result.data.importItemsCsv } : result;
}

// The upload itself is the image library's: one upload path for the library, its picker and here.
export {
  imageSrc,
  type UploadedImage,
  type UploadFailure,
  uploadImage,
} from '../image-library/index.ts';
