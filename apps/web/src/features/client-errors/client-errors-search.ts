// The /monitoring/client-errors URL. Its own module: the route's validateSearch stays in the shell's
// route tree, and importing it from the feature's index would pull the whole screen into the shell.
import { pickSearch } from '../../lib/search-params.ts';

/** The periods the screen offers, in days. */
export const CLIENT_ERROR_PERIODS = ['1', '7', '30'] as const;

/** `?days=&group=&throw=` of /monitoring/client-errors. */
export interface ClientErrorsSearch {
  days?: (typeof CLIENT_ERROR_PERIODS)[number];
  /** The open group: `<fingerprint>:<release>`. */
  group?: string;
  /** Outside production only: the screen throws, to prove errors arrive here (the journey's). */
  throw?: string;
}

/** Reads the screen's search params; anything malformed is dropped. */
export function clientErrorsSearch(search: Record<string, unknown>): ClientErrorsSearch {
  return pickSearch(search, {
    days: (v) => (CLIENT_ERROR_PERIODS as readonly string[]).includes(v),
    group: (v) => v.length <= 200,
    throw: (v) => v === '1',
  }) as ClientErrorsSearch;
}
