// The /discounts URL: the tab, search, filters and the open offer (`?id=`) live in the search
// params, so a filtered list can be linked, reloaded and navigated back to. Kept out of the
// screen's index: the route imports it into the shell, the screen stays in its own chunk.
import { OFFER_CHANNELS, OFFER_TYPES } from '@fika/domain';
import { pickSearch } from '../../lib/search-params.ts';

/** The two tabs of /discounts: the offers and the test basket (preview). */
export type DiscountsTab = 'offers' | 'basket';

/** `?tab=&q=&type=&active=&venue=&channel=&id=` of /discounts. */
export interface DiscountsSearch {
  tab?: DiscountsTab;
  q?: string;
  type?: (typeof OFFER_TYPES)[number];
  /** 'yes' or 'no'; absent: every offer. */
  active?: 'yes' | 'no';
  venue?: string;
  channel?: (typeof OFFER_CHANNELS)[number];
  id?: string;
}

const any = () => true;
const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);

/** Reads the /discounts search params; anything malformed is dropped. */
export function discountsSearch(search: Record<string, unknown>): DiscountsSearch {
  return pickSearch(search, {
    tab: oneOf(['offers', 'basket']),
    q: (v) => v.length <= 200,
    type: oneOf(OFFER_TYPES),
    active: oneOf(['yes', 'no']),
    venue: any,
    channel: oneOf(OFFER_CHANNELS),
    id: any,
  }) as DiscountsSearch;
}

/** The server filter of a /discounts URL. */
export function offerFilterOf(search: DiscountsSearch) {
  return {
    search: search.q ?? null,
    type: search.type ?? null,
    active: search.active === undefined ? null : search.active === 'yes',
    venueId: search.venue ?? null,
    channel: search.channel ?? null,
  };
}
