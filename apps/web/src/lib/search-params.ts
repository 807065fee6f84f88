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
