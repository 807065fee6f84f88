// The /monitoring/discounts URL. Its own module: the route's validateSearch stays in the shell's
// route tree, and importing it from the feature's index would pull the whole screen into the shell.
import { DISCOUNT_DIFFERENCE_KINDS } from '@fika/domain';
import { pickSearch } from '../../lib/search-params.ts';

/** `?from=&to=&venue=&kind=&q=` of /monitoring/discounts. */
export interface DiscountDifferencesSearch {
  from?: string;
  to?: string;
  venue?: string;
  kind?: string;
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const any = () => true;

/** Reads the discount differences' search params; anything malformed is dropped. */
export function discountDifferencesSearch(search: Record<string, unknown>): DiscountDifferencesSearch {
  return pickSearch(search, {
    from: (v) => DAY.test(v),
    to: (v) => DAY.test(v),
    venue: any,
    kind: (v) => (DISCOUNT_DIFFERENCE_KINDS as readonly string[]).includes(v),
    q: any,
  });
}
