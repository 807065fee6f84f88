// Which sidebar entries and section links a user sees (§2.3), derived from the screen manifest
// (@fika/domain SCREENS and SIDEBAR) as pure rules the sidebar renders and tests check. Whether the
// user may open a screen is never decided here: every link passes the same canOpenPath as the
// route guards, so no navigation leads to Access Denied; a screen not built yet is never offered.
import {
  canOpenPath,
  isNavigable,
  isScreenLicensed,
  type LicensedFeatures,
  type Permissions,
  SCREENS,
  type Screen,
  SIDEBAR,
  type SidebarEntry,
  type SidebarKey,
  screenForPath,
  sectionScreens,
} from '@fika/domain';

/** A sidebar entry's translation key under `nav.` in the backoffice namespace. */
export type NavKey = SidebarKey | 'selectUser' | 'clientErrors';

/**
 * Where an organisation administrator may go before choosing whom to act as: Select User, and the
 * Client errors of the organisation's companies and of the signed-out pages (#17: the people who
 * run Fika see what fails in the browsers).
 */
export const ORGANIZATION_ADMIN_PATHS: readonly string[] = ['/', '/monitoring/client-errors'];

/** One entry of the main list. */
export interface NavEntry {
  key: NavKey;
  path: string;
  /** Other paths (and their sub-paths) on which the entry shows as current. */
  alsoActiveOn?: readonly string[];
  /** Shows a 'New' badge. */
  isNew?: boolean;
}

/** What the rules look at. */
export interface NavContext {
  permissions: Permissions;
  venueSelected: boolean;
  companyId: string | null;
  hasOrganization: boolean;
  isPaymentsOnly: boolean;
  /** An organisation administrator is choosing whom to act as. */
  selectingUser: boolean;
  /** The browser has recorded a visit to online ordering (ends its 'New' badge). */
  onlineOrderingVisited: boolean;
  /** What the company's licences switch on (§6): a screen of a feature that is off is not offered. */
  licensedFeatures?: LicensedFeatures | null;
}

/**
 * The company for which online ordering is hidden (§2.3 names one such company): set with
 * VITE_ONLINE_ORDERING_HIDDEN_COMPANY at build time; none by default.
 */
export const ONLINE_ORDERING_HIDDEN_COMPANY: string | null =
  (import.meta.env?.VITE_ONLINE_ORDERING_HIDDEN_COMPANY as string | undefined) || null;

/** Whether a navigation may offer `screen` to this user: built, no alias, licensed and allowed. */
function offered(ctx: NavContext, screen: Screen): boolean {
  return (
    isNavigable(screen) &&
    isScreenLicensed(screen, ctx.licensedFeatures) &&
    canOpenPath(ctx.permissions, screen.path, ctx)
  );
}

function isUnder(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The entry of `rule` for this user, or null where §2.3 hides it or it has no screen to open. */
function entryFor(
  rule: SidebarEntry,
  ctx: NavContext,
  hiddenCompany: string | null,
  screens: readonly Screen[],
): NavEntry | null {
  if (rule.needsVenue && !ctx.venueSelected) return null;
  if (rule.needsOrganization && !ctx.hasOrganization) return null;
  if (rule.onlineOrdering && hiddenCompany !== null && ctx.companyId === hiddenCompany) return null;
  if (rule.regularOnly && ctx.isPaymentsOnly) return null;
  // A section entry opens the first of its screens the user may use (Staff & Accounts: /accounts
  // for ACCOUNTS without STAFF; Monitoring: the audit log for SETTINGS, who may read it — the
  // audit and client-error rules both take SETTINGS). A screen whose path takes a parameter is
  // never that first screen: its address is only known on the screen that links to it.
  const targets = rule.section
    ? sectionScreens(rule.section, screens).filter((screen) => screen.reachedBy !== 'page')
    : screens.filter((screen) => screen.path === rule.path);
  const reachable = targets.filter((screen) => offered(ctx, screen));
  const first = reachable[0];
  if (first === undefined) return null;
  // Current on every screen of its section, not only below the path it opens.
  const activeOn = [...(rule.activeOn ?? [])];
  for (const { path } of reachable) {
    if (![first.path, ...activeOn].some((covered) => isUnder(path, covered))) activeOn.push(path);
  }
  return {
    key: rule.key,
    path: first.path,
    ...(activeOn.length > 0 ? { alsoActiveOn: activeOn } : {}),
    ...(rule.onlineOrdering ? { isNew: !ctx.onlineOrderingVisited } : {}),
  };
}

function entries(
  menu: SidebarEntry['menu'],
  ctx: NavContext,
  hiddenCompany: string | null,
  screens: readonly Screen[],
): NavEntry[] {
  return SIDEBAR.filter((rule) => rule.menu === menu).flatMap(
    (rule) => entryFor(rule, ctx, hiddenCompany, screens) ?? [],
  );
}

/** The entries of the main list for this user, in order (§2.3). */
export function sidebarEntries(
  ctx: NavContext,
  hiddenCompany = ONLINE_ORDERING_HIDDEN_COMPANY,
  screens: readonly Screen[] = SCREENS,
): NavEntry[] {
  if (ctx.selectingUser)
    return [
      { key: 'selectUser', path: '/' },
      { key: 'clientErrors', path: '/monitoring/client-errors' },
    ];
  return entries(ctx.isPaymentsOnly ? 'payments' : 'main', ctx, hiddenCompany, screens);
}

/** The links under the main list (§2.3): Monitoring and Settings, each only if a screen of it opens. */
export function footerEntries(ctx: NavContext, screens: readonly Screen[] = SCREENS): NavEntry[] {
  if (ctx.selectingUser) return [];
  return entries('footer', ctx, null, screens);
}

/** Whether `entry` is the current one at `pathname`. */
export function isEntryActive(entry: Pick<NavEntry, 'path' | 'alsoActiveOn'>, pathname: string): boolean {
  return [entry.path, ...(entry.alsoActiveOn ?? [])].some((path) => isUnder(pathname, path));
}

/** One link of a section navigation. */
export interface SectionLink {
  readonly path: string;
  /** The screen's title key under `pages.` in the backoffice namespace. */
  readonly title: string;
  readonly current: boolean;
}

/**
 * The section navigation at `pathname` (every screen of a section one click from its siblings):
 * the section's built screens the user may open, in manifest order; none outside a section, with
 * fewer than two such screens, while choosing a user, or on a payments-only account's own screens
 * (their sidebar already lists each of them, §2.3). Screens that need a venue stay listed without
 * one: they explain why and offer to create the first venue.
 */
export function sectionLinks(
  pathname: string,
  ctx: NavContext,
  screens: readonly Screen[] = SCREENS,
): SectionLink[] {
  const screen = screenForPath(pathname, screens);
  if (!screen?.section || ctx.selectingUser) return [];
  if (ctx.isPaymentsOnly && screen.paymentsAccounts) return [];
  const current = screen.aliasOf ?? screen.path;
  // A screen whose path takes a parameter (a provider's page) is opened from another screen's link.
  const links = sectionScreens(screen.section, screens)
    .filter((sibling) => offered(ctx, sibling) && sibling.reachedBy !== 'page')
    .map((sibling) => ({ path: sibling.path, title: sibling.title, current: sibling.path === current }));
  return links.length < 2 ? [] : links;
}

/** The screen at `pathname` needs a venue and none is selected. */
export function needsVenueHere(pathname: string, venueSelected: boolean): boolean {
  return !venueSelected && screenForPath(pathname)?.needsVenue === true;
}

/** Browser flag that records a visit to online ordering (§2.3 'New' badge). */
export const ONLINE_ORDERING_VISITED_KEY = 'fika.onlineOrderingVisited';
