// One permission vocabulary (SPEC §6): the server checks it on every field and mutation, the web
// uses it for route guards and for hiding actions. Empty lists mean "everything", not "nothing".
import { isOneOf } from './enums.ts';

/** Areas of the back office a user can be granted. */
export const SCOPES = [
  'FINANCE',
  'POS_CUSTOMIZATION',
  'ORDERS',
  'STAFF',
  'MENUS',
  'INTEGRATIONS',
  'ACCOUNTS',
  'SETTINGS',
] as const;
/** A permission scope. */
export type Scope = (typeof SCOPES)[number];

/** Whether `value` is a permission scope. */
export function isScope(value: unknown): value is Scope {
  return isOneOf(SCOPES, value);
}

/** A user's permissions: an empty scope list is full access, an empty venue list all venues. */
export type Permissions = {
  readonly scopes: readonly Scope[];
  readonly venueIds: readonly string[];
};

/** Every scope on every venue. */
export const FULL_ACCESS: Permissions = Object.freeze({
  scopes: Object.freeze([]),
  venueIds: Object.freeze([]),
});

/** Whether `p` grants every scope. */
export function hasFullAccess(p: Permissions): boolean {
  return p.scopes.length === 0;
}

/** Whether `p` grants `scope`. */
export function hasScope(p: Permissions, scope: Scope): boolean {
  return hasFullAccess(p) || p.scopes.includes(scope);
}

/** Whether `p` limits the user to some venues. */
export function isVenueRestricted(p: Permissions): boolean {
  return p.venueIds.length > 0;
}

/** Whether `p` lets the user see venue `venueId`. */
export function canAccessVenue(p: Permissions, venueId: string): boolean {
  return !isVenueRestricted(p) || p.venueIds.includes(venueId);
}

/** The venues of `venues` that `p` lets the user see, in their given order. */
export function filterVenues<T extends { id: string }>(p: Permissions, venues: readonly T[]): T[] {
  return venues.filter((venue) => canAccessVenue(p, venue.id));
}

/** The first page of each scope, where a user without FINANCE lands instead of the dashboard. */
export const SCOPE_LANDING_PATHS: Readonly<Record<Scope, string>> = {
  FINANCE: '/',
  POS_CUSTOMIZATION: '/pim/products',
  ORDERS: '/orders',
  STAFF: '/staff',
  MENUS: '/menus',
  INTEGRATIONS: '/integrations',
  ACCOUNTS: '/accounts',
  SETTINGS: '/settings/company',
};

/** Where the user lands after sign-in: the dashboard with FINANCE, else their first scope's page. */
export function landingPath(p: Permissions): string {
  const first = p.scopes[0];
  // No first scope means full access, which includes FINANCE.
  if (first === undefined || p.scopes.includes('FINANCE')) return '/';
  return SCOPE_LANDING_PATHS[first];
}

/**
 * Whether a user holding `granter` may give someone `requested`: nobody grants more than they
 * hold, so full access (empty scopes) or all venues (empty venues) needs the granter to hold it.
 */
export function canGrant(granter: Permissions, requested: Permissions): boolean {
  const scopesOk =
    hasFullAccess(granter) ||
    (!hasFullAccess(requested) && requested.scopes.every((scope) => granter.scopes.includes(scope)));
  const venuesOk =
    !isVenueRestricted(granter) ||
    (isVenueRestricted(requested) && requested.venueIds.every((id) => granter.venueIds.includes(id)));
  return scopesOk && venuesOk;
}
