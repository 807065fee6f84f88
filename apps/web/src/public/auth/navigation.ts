import { type CountryCode, isCountryCode, parseLangSegment } from '@fika/domain';
import type { PublicRoute } from '../routes.ts';

/**
 * Loads the back office (`path`, its home by default): a full page load, so boot.ts picks it now
 * that a token is stored.
 */
export function goToBackOffice(path = '/'): void {
  window.location.assign(path);
}

// Links point into the route's segment: one rule for the header, the footer and the forms.
export { linkSegment } from '../layout/nav-items.ts';

/** The supported country named by the route's segment (sv-se → SE), if any. */
export function segmentCountry(route: PublicRoute): CountryCode | '' {
  const country = parseLangSegment(route.segment)?.country.toUpperCase();
  return isCountryCode(country) ? country : '';
}
