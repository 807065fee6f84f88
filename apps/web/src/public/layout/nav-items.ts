import { CANONICAL_LANG_SEGMENTS, type UiLanguage } from '@fika/domain';
import type { PublicLocation } from '../router.tsx';
import type { ProductPage, PublicRoute } from '../routes.ts';

/** The products of the header's Products menu, in menu order. */
export const NAV_PRODUCTS: readonly ProductPage[] = [
  'pos',
  'handheld-terminal',
  'digital-kitchen-screens',
  'online-ordering',
];

/** The segment links point into: pages without one (reset-password, activate) use their language's. */
export function linkSegment(route: PublicRoute): string {
  return route.segment || CANONICAL_LANG_SEGMENTS[route.language];
}

/**
 * The same page in another language. English keeps the visitor's country (it is read in every
 * market we sell in, and the country presets sign-up); other languages go to their own country.
 * Pages without a segment stay where they are, query included (it holds the reset token): their
 * language comes from the saved choice. Prerendered pages leave query and hash out, so the server's
 * HTML and the hydrating client (which sees them) render the same links.
 */
export function languageHref(route: PublicRoute, location: PublicLocation, language: UiLanguage): string {
  if (!route.segment) return `/${route.rest}${location.search}`;
  const country = route.segment.slice(3);
  const segment = language === 'en' ? `en-${country}` : CANONICAL_LANG_SEGMENTS[language];
  return `/${segment}${route.rest ? `/${route.rest}` : ''}`;
}
