// The consent return of /integrations/{provider}: the provider sends the browser back with `state`
// and either `code` or `error`. Kept apart from the screen, so the route file stays small.
import { pickSearch } from '../../lib/search-params.ts';

export interface IntegrationSearch {
  state?: string;
  code?: string;
  error?: string;
}

const short = (v: string) => v.length <= 4000;

/** Reads the consent return's parameters; anything else is dropped. */
export function integrationSearch(search: Record<string, unknown>): IntegrationSearch {
  return pickSearch(search, { state: short, code: short, error: short }) as IntegrationSearch;
}
