// Typed search parameters of the back-office deep links (§2.2); anything else in the query is dropped.

/** `?id={id}` opens an entity, `?id=new` its creation form. */
export interface EntitySearch {
  id?: string;
}

/** Reads `?id=` of /pim/products, /pim/categories, /pim/stations and /staff. */
export function entitySearch(search: Record<string, unknown>): EntitySearch {
  const id = search.id;
  return typeof id === 'string' && id.trim() !== '' ? { id: id.trim() } : {};
}

/** `?layoutId=` of /pos-layout. */
export interface LayoutSearch {
  layoutId?: string;
}

/** Reads `?layoutId=` of /pos-layout. */
export function layoutSearch(search: Record<string, unknown>): LayoutSearch {
  const layoutId = search.layoutId;
  return typeof layoutId === 'string' && layoutId.trim() !== '' ? { layoutId: layoutId.trim() } : {};
}

/** Whether an entity deep link asks for the creation form. */
export function isNewEntity(search: EntitySearch): boolean {
  return search.id === 'new';
}

/**
 * A search param as text. The router parses `?q=1042` into the number 1042 (and `?q=true` into a
 * boolean): typed into the address bar, that is still the text someone searched for.
 */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Reads the named params of a filter screen's URL as trimmed text (numbers the router parsed
 * included); a param that is missing, blank, not text or fails its check is dropped, so a
 * hand-edited URL cannot put garbage into a query.
 */
export function pickSearch<K extends string>(
  search: Record<string, unknown>,
  checks: Record<K, (value: string) => boolean>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const v = searchText(search[key]);
    if (v !== undefined && checks[key](v)) out[key] = v;
  }
  return out;
}
