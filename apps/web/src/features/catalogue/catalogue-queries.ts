import type { QueryClient } from '@tanstack/react-query';

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

/**
 * Other screens' queries that show items, their prices or categories: the quick search, the menus
 * screens (default prices, the item picker), the modification, station and upsell lists and the POS
 * layouts (their palette and item buttons). Written out here so the catalogue does not import those screens.
 */
const ITEM_VIEWS: readonly (readonly string[])[] = [
  CATALOGUE_QUERY_KEYS.quickSearch,
  ['menus'],
  ['pim'],
  ['pos-layouts'],
];

/**
 * After items or categories change: reloads `keys` of the catalogue and marks every other screen's
 * view of them stale, so none of them shows (or sends, as a menu's default price) an old value.
 */
export function refreshItemViews(
  client: QueryClient,
  keys: readonly (readonly unknown[])[],
): Promise<unknown> {
  return Promise.all([...keys, ...ITEM_VIEWS].map((queryKey) => client.invalidateQueries({ queryKey })));
}
