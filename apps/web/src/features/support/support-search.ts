// The /support URL: where the user came from and the request id of the error they saw, so a
// "Contact support" link can hand both to the contact form.
import { isScreenPath } from '@fika/domain';
import { pickSearch } from '../../lib/search-params.ts';

/** `?from=&requestId=` of /support. */
export interface SupportSearch {
  from?: string;
  requestId?: string;
}

/** Reads the /support search params; anything malformed is dropped. */
export function supportSearch(search: Record<string, unknown>): SupportSearch {
  return pickSearch(search, {
    from: (v) => isScreenPath(v),
    requestId: (v) => /^[A-Za-z0-9-]{1,64}$/.test(v),
  }) as SupportSearch;
}
