// The /staff URL: search, filters and the open staff member (`?id=`) live in the search params, so
// a filtered list can be linked, reloaded and navigated back to.
import { pickSearch } from '../../lib/search-params.ts';

/** `?q=&venue=&level=&active=&id=` of /staff. */
export interface StaffSearch {
  q?: string;
  venue?: string;
  level?: string;
  /** 'yes' or 'no'; absent: everyone. */
  active?: 'yes' | 'no';
  id?: string;
}

const any = () => true;

/** Reads the /staff search params; anything malformed is dropped. */
export function staffSearch(search: Record<string, unknown>): StaffSearch {
  const picked = pickSearch(search, {
    q: (v) => v.length <= 200,
    venue: any,
    level: any,
    active: (v) => v === 'yes' || v === 'no',
    id: any,
  });
  return picked as StaffSearch;
}

/** The server filter of a /staff URL. */
export function staffFilterOf(search: StaffSearch) {
  return {
    search: search.q ?? null,
    venueId: search.venue ?? null,
    accessLevelId: search.level ?? null,
    active: search.active === undefined ? null : search.active === 'yes',
  };
}
