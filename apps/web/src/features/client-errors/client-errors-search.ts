// The /monitoring/client-errors URL. Its own module: the route's validateSearch stays in the shell's
// route tree, and importing it from the feature's index would pull the whole screen into the shell.
import { pickSearch } from '../../lib/search-params.ts';

/** The periods the screen offers, in days. */
export const CLIENT_ERROR_PERIODS = ['1', '7', '30'] as const;

/** The company filter's value for the signed-out pages that belong to no company. */
export const SIGNED_OUT = 'signed-out';

/** `?days=&company=&group=&throw=` of /monitoring/client-errors. */
export interface ClientErrorsSearch {
  days?: (typeof CLIENT_ERROR_PERIODS)[number];
  /** Organisation administrators: one company's id, or {@link SIGNED_OUT}. */
  company?: string;
  /** The open group: `<company id or signed-out>:<fingerprint>:<release>`. */
  group?: string;
  /** Outside production only: the screen throws, to prove errors arrive here (the journey's). */
  throw?: string;
}

/** Reads the screen's search params; anything malformed is dropped. */
export function clientErrorsSearch(search: Record<string, unknown>): ClientErrorsSearch {
  return pickSearch(search, {
    days: (v) => (CLIENT_ERROR_PERIODS as readonly string[]).includes(v),
    company: (v) => v.length <= 100,
    group: (v) => v.length <= 300,
    throw: (v) => v === '1',
  }) as ClientErrorsSearch;
}
