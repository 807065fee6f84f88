// Which sidebar entries a user sees (§2.3), as pure rules the sidebar renders and tests check.
// Whether the user may open an entry's screen is never decided here: every entry passes the same
// canOpenPath as the route guards, so the sidebar cannot lead to Access Denied.
import { canOpenPath, hasScope, monitoringPaths, type Permissions } from '@fika/domain';

/** A sidebar entry's translation key under `nav.` in the backoffice namespace. */
export type NavKey =
  | 'dashboard'
  | 'finance'
  | 'products'
  | 'menus'
  | 'onlineOrdering'
  | 'discounts'
  | 'orders'
  | 'tables'
  | 'posLayouts'
  | 'staffAccounts'
  | 'integrations'
  | 'transactions'
  | 'payouts'
  | 'paymentsReports'
  | 'api'
  | 'selectUser'
  | 'monitoring'
  | 'settings';

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
}

/**
 * The company for which online ordering is hidden (§2.3 names one such company): set with
 * VITE_ONLINE_ORDERING_HIDDEN_COMPANY at build time; none by default.
 */
export const ONLINE_ORDERING_HIDDEN_COMPANY: string | null =
  (import.meta.env?.VITE_ONLINE_ORDERING_HIDDEN_COMPANY as string | undefined) || null;

/** The entries of the main list for this user, in order (§2.3). */
export function sidebarEntries(ctx: NavContext, hiddenCompany = ONLINE_ORDERING_HIDDEN_COMPANY): NavEntry[] {
  if (ctx.selectingUser) return [{ key: 'selectUser', path: '/' }];
  const venue = ctx.venueSelected;
  // Staff & Accounts opens the first of its two screens the user may use (§2.3: STAFF or ACCOUNTS).
  const staffPath = hasScope(ctx.permissions, 'STAFF') ? '/staff' : '/accounts';
  const rules: [boolean, NavEntry][] = ctx.isPaymentsOnly
    ? [
        [true, { key: 'transactions', path: '/payments-transactions' }],
        [true, { key: 'payouts', path: '/payments-payouts' }],
        [true, { key: 'paymentsReports', path: '/payments-reports' }],
        [true, { key: 'api', path: '/api' }],
      ]
    : [
        [true, { key: 'dashboard', path: '/' }],
        [venue, { key: 'finance', path: '/reports' }],
        [true, { key: 'products', path: '/pim/products' }],
        [true, { key: 'menus', path: '/menus' }],
        [
          venue && (hiddenCompany === null || ctx.companyId !== hiddenCompany),
          { key: 'onlineOrdering', path: '/online-ordering', isNew: !ctx.onlineOrderingVisited },
        ],
        [true, { key: 'discounts', path: '/discounts' }],
        [venue, { key: 'orders', path: '/orders' }],
        [venue, { key: 'tables', path: '/tables' }],
        [venue, { key: 'posLayouts', path: '/pos-layout' }],
        [true, { key: 'staffAccounts', path: staffPath, alsoActiveOn: ['/staff', '/accounts'] }],
        [ctx.hasOrganization, { key: 'integrations', path: '/integrations' }],
      ];
  return openable(ctx, rules);
}

/** The links under the main list (§2.3): Monitoring and Settings, each only if its screen opens. */
export function footerEntries(ctx: NavContext): NavEntry[] {
  if (ctx.selectingUser) return [];
  // Monitoring opens at the first of its screens the user may use (the audit log alone for SETTINGS).
  const monitoring = monitoringPaths(ctx.permissions)[0];
  return openable(ctx, [
    [
      monitoring !== undefined,
      { key: 'monitoring', path: monitoring ?? '/monitoring', alsoActiveOn: ['/monitoring'] },
    ],
    [!ctx.isPaymentsOnly, { key: 'settings', path: '/settings/company', alsoActiveOn: ['/settings'] }],
  ]);
}

function openable(ctx: NavContext, rules: [boolean, NavEntry][]): NavEntry[] {
  return rules
    .filter(([visible, entry]) => visible && canOpenPath(ctx.permissions, entry.path, ctx))
    .map(([, entry]) => entry);
}

function isUnder(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether `entry` is the current one at `pathname`. */
export function isEntryActive(entry: Pick<NavEntry, 'path' | 'alsoActiveOn'>, pathname: string): boolean {
  return [entry.path, ...(entry.alsoActiveOn ?? [])].some((path) => isUnder(pathname, path));
}

/** Browser flag that records a visit to online ordering (§2.3 'New' badge). */
export const ONLINE_ORDERING_VISITED_KEY = 'fika.onlineOrderingVisited';
