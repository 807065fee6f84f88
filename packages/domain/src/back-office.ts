// Rules of the back-office frame (SPEC §2.3, §2.4, §4) that do not depend on the interface.
import { type CountryCode, normalizeCountry } from './countries.ts';

/** Characters of a venue id kept in the browser to remember the chosen venue (§9). */
export const VENUE_PREFIX_LENGTH = 10;

/** The part of a venue id the browser keeps to remember the choice. */
export function venuePrefix(venueId: string): string {
  return venueId.slice(0, VENUE_PREFIX_LENGTH);
}

/** A venue as the selection rule sees it. */
export type SelectableVenue = { readonly id: string; readonly deleted?: boolean | null };

/**
 * The venue the back office works on (§4): only non-deleted venues count (the caller passes the
 * venues the user may see); one is chosen by itself; with several, the one whose id starts with the
 * stored prefix, else the first. Null when there is none.
 */
export function pickVenue<T extends SelectableVenue>(
  venues: readonly T[],
  storedPrefix: string | null,
): T | null {
  const usable = venues.filter((venue) => !venue.deleted);
  if (usable.length <= 1) return usable[0] ?? null;
  const prefix = storedPrefix?.slice(0, VENUE_PREFIX_LENGTH);
  return (prefix ? usable.find((venue) => venue.id.startsWith(prefix)) : undefined) ?? usable[0] ?? null;
}

/** Countries where the Boost (capital grant) entry may show without a current offer (§9). */
export const BOOST_COUNTRIES: readonly CountryCode[] = ['GB', 'SE'];

/** Grant-offer state of a legal entity, as the sidebar sees it. */
export type BoostState = { readonly hasCurrentOffer: boolean; readonly hasAvailableOffers: boolean };

/**
 * Whether the sidebar shows Boost (§2.3): a current offer shows it anywhere; available offers show
 * it in Great Britain and Sweden.
 */
export function isBoostVisible(state: BoostState, country: string | null | undefined): boolean {
  if (state.hasCurrentOffer) return true;
  const code = country ? normalizeCountry(country) : '';
  return state.hasAvailableOffers && (BOOST_COUNTRIES as readonly string[]).includes(code);
}

/** The 'New' badge on Boost shows until a current grant offer exists (§4). */
export function isBoostNew(state: BoostState): boolean {
  return !state.hasCurrentOffer;
}

/**
 * The country's accounting integration page, where failed vouchers are explained (§2.2, §2.4):
 * Sweden and Great Britain have an accounting-service page, Norway an external one.
 */
export function integrationPathForCountry(country: string | null | undefined): string {
  switch (country ? normalizeCountry(country) : '') {
    case 'SE':
    case 'GB':
      return '/integrations/accounting';
    case 'NO':
      return '/integrations/external';
    default:
      return '/integrations';
  }
}

/** Up to two initials of a person's name for the user menu ("Anna Lind" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toLocaleUpperCase();
}
