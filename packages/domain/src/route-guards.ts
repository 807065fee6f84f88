// Who may open which back-office path, derived from the screen manifest (screens.ts): the one check
// behind the route guards, the sidebar, the section navigation, the quick search, links and
// notifications, so none of them leads to Access Denied.
import { hasScope, type Permissions, type Scope } from './permissions.ts';
import {
  isNavigable,
  SCREENS,
  type Screen,
  type SectionId,
  screenForPath,
  sectionScreens,
} from './screens.ts';

/**
 * A route and who may open it (and the paths below it that are no screen of their own): a user
 * holding one of `anyOf`, or, where `paymentsAccounts` is set, any payments-only account.
 */
export type RouteGuard = {
  readonly path: string;
  readonly anyOf: readonly Scope[];
  readonly paymentsAccounts?: boolean;
};

/** Who is asking, beyond permissions: payments-only accounts open their own screens. */
export type AccountKind = { readonly isPaymentsOnly?: boolean };

function guardOf(screen: Screen): RouteGuard | null {
  if (screen.scopes === undefined) return null;
  return {
    path: screen.path,
    anyOf: screen.scopes,
    ...(screen.paymentsAccounts ? { paymentsAccounts: true } : {}),
  };
}

/**
 * The guarded screens, in manifest order; a path that is no screen and under none is open to every
 * signed-in user (and shows Not Found). §6 names the first nine; the rest follow what the server
 * lets each screen's queries do, so the sidebar, links and guards all say the same as the server.
 */
export const ROUTE_GUARDS: readonly RouteGuard[] = SCREENS.flatMap((screen) => guardOf(screen) ?? []);

/** The guard of `pathname`, or null when it is not guarded. */
export function guardForPath(pathname: string): RouteGuard | null {
  const screen = screenForPath(pathname);
  return screen ? guardOf(screen) : null;
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

/**
 * The paths of the built screens of `section` the user may open, in navigation order: the section
 * navigation lists them and the section's sidebar entry opens the first.
 */
export function sectionPaths(section: SectionId, p: Permissions, account: AccountKind = {}): string[] {
  return sectionScreens(section)
    .filter(
      (screen) => isNavigable(screen) && screen.reachedBy !== 'page' && canOpenPath(p, screen.path, account),
    )
    .map((screen) => screen.path);
}
