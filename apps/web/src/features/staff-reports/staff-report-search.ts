// The /staff/reports URL. Its own module: the route's validateSearch stays in the shell's route
// tree, and importing it from the feature's index would pull the whole screen into the shell.
import { pickSearch } from '../../lib/search-params.ts';

/** `?from=&to=&venue=` of /staff/reports: inclusive accounting days and one venue (none: all). */
export interface StaffReportSearch {
  from?: string;
  to?: string;
  venue?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the staff report's search params; anything malformed is dropped. */
export function staffReportSearch(search: Record<string, unknown>): StaffReportSearch {
  return pickSearch(search, {
    from: (v) => DAY.test(v),
    to: (v) => DAY.test(v),
    venue: () => true,
  });
}
