// The /monitoring/void-journal URL. Its own module: the route's validateSearch stays in the shell's
// route tree, and importing it from the feature's index would pull the whole screen into the shell.
import { VOID_KINDS } from '@fika/domain';
import { pickSearch } from '../../lib/search-params.ts';

/** `?from=&to=&venue=&kind=&staff=&q=` of /monitoring/void-journal. */
export interface VoidJournalSearch {
  from?: string;
  to?: string;
  venue?: string;
  kind?: string;
  /** Who did it: a staff id. */
  staff?: string;
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const any = () => true;

/** Reads the void journal's search params; anything malformed is dropped. */
export function voidJournalSearch(search: Record<string, unknown>): VoidJournalSearch {
  return pickSearch(search, {
    from: (v) => DAY.test(v),
    to: (v) => DAY.test(v),
    venue: any,
    kind: (v) => (VOID_KINDS as readonly string[]).includes(v),
    staff: any,
    q: any,
  });
}
