// The /online-ordering/library URL: search, kind filter, "unused only" and the open image (`?id=`).
// Kept out of the screen's index: the route imports it into the shell, the screen stays in its chunk.
import { IMAGE_KINDS } from '@fika/domain';
import { pickSearch } from '../../lib/search-params.ts';

/** `?q=&kind=&unused=&id=` of the library. */
export interface LibrarySearch {
  q?: string;
  kind?: (typeof IMAGE_KINDS)[number];
  /** 'yes': only images nothing uses. */
  unused?: 'yes';
  id?: string;
}

/** Reads the library's search params; anything malformed is dropped. */
export function librarySearch(search: Record<string, unknown>): LibrarySearch {
  return pickSearch(search, {
    q: (v) => v.length <= 200,
    kind: (v) => (IMAGE_KINDS as readonly string[]).includes(v),
    unused: (v) => v === 'yes',
    id: () => true,
  }) as LibrarySearch;
}
