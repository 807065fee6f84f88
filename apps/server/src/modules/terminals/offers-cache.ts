// The company's offers for terminal order intake, kept per venue until its feed version moves.
// Every offer change (its row or any child row) notes kind 'offer' in feed_changes for every venue
// (migration 0014), so the venue's version names one set of offers: a till sending orders all day
// costs one indexed version read per order instead of six offer queries. One cache per app, like
// the full-feed cache, so test servers over copies of one database never share entries.
import type { DbOrTx } from '../../platform/db/client.ts';
import { loadPricingOffers } from '../offers/pricing-offers.ts';
import { type OfferSet, type OffersSource, offerSetOf } from '../orders/terminal-discounts.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';
import { feedVersion } from './feed.service.ts';

/** Venues whose offers are kept (oldest dropped first). */
const MAX_VENUES = 256;

/** An OffersSource that reloads a venue's offers only when its feed version changed. */
export function createOffersCache(): OffersSource {
  const entries = new Map<string, { version: number; offers: Promise<OfferSet> }>();
  return async (db: DbOrTx, terminal: TerminalRef) => {
    // Read before the offers: what is loaded is at least this new, so a change landing in between
    // is at worst loaded again by the next order (its version is higher), never missed.
    const version = await feedVersion(db, terminal);
    const key = `${terminal.companyId}|${terminal.venueId}`;
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.offers;
    const offers = loadPricingOffers(db, terminal.companyId).then(offerSetOf);
    entries.delete(key);
    entries.set(key, { version, offers });
    while (entries.size > MAX_VENUES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    // A failed load is not kept: the next order tries again.
    offers.catch(() => {
      if (entries.get(key)?.offers === offers) entries.delete(key);
    });
    return offers;
  };
}
