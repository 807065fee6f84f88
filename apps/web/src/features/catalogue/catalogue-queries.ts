import type { RequestResult } from '../../lib/request.ts';

/** Query keys of the catalogue screens; the quick search's item list is refreshed with them. */
export const CATALOGUE_QUERY_KEYS = {
  all: ['catalogue'],
  products: ['catalogue', 'products'],
  product: (id: string) => ['catalogue', 'product', id],
  choices: ['catalogue', 'choices'],
  categories: ['catalogue', 'categories'],
  courseTypes: ['catalogue', 'courseTypes'],
  quickSearch: ['quick-search'],
} as const;

/** A failed load; the codes pick the translated message. */
export class CatalogueLoadError extends Error {
  constructor(readonly codes: string[]) {
    super(codes.join(', '));
  }
}

/** The data of a successful call, or a {@link CatalogueLoadError} for TanStack Query to show. */
export function dataOrThrow<T>(result: RequestResult<T>): T {
  if (!result.success) throw new CatalogueLoadError(result.errorCodes);
  return result.data;
}
