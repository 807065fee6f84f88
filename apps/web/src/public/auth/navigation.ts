import { type CountryCode, isCountryCode, parseLangSegment } from '@fika/domain';
import { CANONICAL_SEGMENTS, type PublicRoute } from '../routes.ts';

/** Loads the back office: a full page load, so boot.ts picks it now that a token is stored. */
export function goToBackOffice(): void {
  window.location.assign('/');
}

/** The language segment for links; pages without one (activate, reset) use their language's canonical one. */
export function linkSegment(route: PublicRoute): string {
  return route.segment || CANONICAL_SEGMENTS[route.language];
}

/** The supported country named by the route's segment (sv-se → SE), if any. */
export function segmentCountry(route: PublicRoute): CountryCode | '' {
  const country = parseLangSegment(route.segment)?.country.toUpperCase();
  return isCountryCode(country) ? country : '';
}
