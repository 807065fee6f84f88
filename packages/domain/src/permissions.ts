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

/**
 * A route and who may open it (and the routes below it): a user holding one of `anyOf`, or, where
 * `paymentsAccounts` is set, any payments-only account (whose whole back office it is).
 */
export type RouteGuard = {
  readonly path: string;
  readonly anyOf: readonly Scope[];
  readonly paymentsAccounts?: boolean;
};

/** Who is asking, beyond permissions: payments-only accounts open their own screens. */
export type AccountKind = { readonly isPaymentsOnly?: boolean };

/**
 * Guarded routes; a path not under any of them is open to every signed-in user. The first nine
 * are §6's; the rest follow what the server lets each screen's queries do (finance reports, the
 * catalogue, settings, monitoring with ORDERS or FINANCE (its audit log with SETTINGS or ACCOUNTS), payments with FINANCE, API keys with
 * SETTINGS, Boost with FINANCE), so the sidebar, links and guards all say the same as the server.
 */
export const ROUTE_GUARDS: readonly RouteGuard[] = [
  { path: '/', anyOf: ['FINANCE'] },
  { path: '/staff', anyOf: ['STAFF'] },
  { path: '/integrations', anyOf: ['INTEGRATIONS'] },
  { path: '/menus', anyOf: ['MENUS'] },
  { path: '/pos-layout', anyOf: ['POS_CUSTOMIZATION'] },
  { path: '/discounts', anyOf: ['POS_CUSTOMIZATION'] },
  { path: '/tables', anyOf: ['POS_CUSTOMIZATION'] },
  { path: '/orders', anyOf: ['ORDERS'] },
  { path: '/accounts', anyOf: ['ACCOUNTS'] },
  { path: '/reports', anyOf: ['FINANCE'] },
  { path: '/pim', anyOf: ['POS_CUSTOMIZATION'] },
  { path: '/settings', anyOf: ['SETTINGS'] },
  // Before '/monitoring': the first guard that covers a path decides.
  { path: '/monitoring/audit', anyOf: ['SETTINGS', 'ACCOUNTS'] },
  { path: '/monitoring', anyOf: ['ORDERS', 'FINANCE'] },
  { path: '/payments-transactions', anyOf: ['FINANCE'], paymentsAccounts: true },
  { path: '/payments-payouts', anyOf: ['FINANCE'], paymentsAccounts: true },
  { path: '/payments-reports', anyOf: ['FINANCE'], paymentsAccounts: true },
  { path: '/api', anyOf: ['SETTINGS'], paymentsAccounts: true },
  { path: '/boost', anyOf: ['FINANCE'] },
];

function normalizePath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The guard of `pathname`, or null when it is not guarded. */
export function guardForPath(pathname: string): RouteGuard | null {
  const path = normalizePath(pathname);
  // '/' guards the dashboard only; every other guard also covers its sub-paths, by whole segment.
  return (
    ROUTE_GUARDS.find((g) =>
      g.path === '/' ? path === '/' : path === g.path || path.startsWith(`${g.path}/`),
    ) ?? null
  );
}

/**
 * Whether `p` lets the user open `pathname`: the one check behind the route guards, the sidebar,
 * the quick search, links and notifications, so none of them leads to Access Denied.
 */
export function canOpenPath(p: Permissions, pathname: string, account: AccountKind = {}): boolean {
  const guard = guardForPath(pathname);
  if (guard === null) return true;
  if (guard.paymentsAccounts && account.isPaymentsOnly) return true;
  return guard.anyOf.some((scope) => hasScope(p, scope));
}

/** Monitoring's screens, in the order of its section navigation. */
export const MONITORING_PATHS = [
  '/monitoring/void-journal',
  '/monitoring/tables',
  '/monitoring/audit',
] as const;

/** The Monitoring screens `p` may open, in order; the sidebar's Monitoring entry opens the first. */
export function monitoringPaths(p: Permissions): string[] {
  return MONITORING_PATHS.filter((path) => canOpenPath(p, path));
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
