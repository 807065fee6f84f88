// The /tables URL: search, filters and the open table (`?id=`) live in the search params, so a
// filtered list can be linked, reloaded and navigated back to.
import { pickSearch } from '../../lib/search-params.ts';

/** `?q=&plan=&section=&status=&id=` of /tables. */
export interface TablesSearch {
  q?: string;
  plan?: string;
  section?: string;
  status?: 'active' | 'inactive';
  id?: string;
}

const any = () => true;

/** Reads the /tables search params; anything malformed is dropped. */
export function tablesSearch(search: Record<string, unknown>): TablesSearch {
  return pickSearch(search, {
    q: (v) => v.length <= 200,
    plan: any,
    section: (v) => v.length <= 60,
    status: (v) => v === 'active' || v === 'inactive',
    id: any,
  }) as TablesSearch;
}
