import { venuePrefix } from '@fika/domain';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** Browser key of the chosen venue's id prefix (§4, §9: ten characters). */
export const VENUE_STORAGE_KEY = 'fika.venue';

/** The stored venue prefix, or null. */
export function storedVenuePrefix(): string | null {
  return readStorage(VENUE_STORAGE_KEY) || null;
}

/** Remembers the chosen venue by the first ten characters of its id. */
export function storeVenue(venueId: string): void {
  writeStorage(VENUE_STORAGE_KEY, venuePrefix(venueId));
}
