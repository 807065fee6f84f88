// The /monitoring/audit URL. Its own module: the route's validateSearch stays in the shell's route
// tree, and importing it from the feature's index would pull the whole screen into the shell.
import { pickSearch } from '../../lib/search-params.ts';

/** `?from=&to=&venue=&user=&kind=` of /monitoring/audit. */
export interface AuditSearch {
  from?: string;
  to?: string;
  venue?: string;
  user?: string;
  /** The kind of object: a table name (items, venues, …). */
  kind?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const any = () => true;

/** Reads the audit journal's search params; anything malformed is dropped. */
export function auditSearch(search: Record<string, unknown>): AuditSearch {
  return pickSearch(search, {
    from: (v) => DAY.test(v),
    to: (v) => DAY.test(v),
    venue: any,
    user: any,
    kind: (v) => /^[a-z_]+$/.test(v),
  });
}
