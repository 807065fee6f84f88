// The /online-ordering/members URL: search, level filter and the open member (`?id=`) live in
// the search params, so a filtered list or a member can be linked and reloaded.
import { pickSearch } from '../../lib/search-params.ts';

/** `?q=&level=&id=` of /online-ordering/members. */
export interface MembersSearch {
  q?: string;
  level?: string;
  id?: string;
}

const any = () => true;

/** Reads the members search params; anything malformed is dropped. */
export function membersSearch(search: Record<string, unknown>): MembersSearch {
  return pickSearch(search, { q: (v) => v.length <= 200, level: any, id: any }) as MembersSearch;
}
