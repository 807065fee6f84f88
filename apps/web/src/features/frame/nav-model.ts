// Which sidebar entries a user sees (§2.3), as pure rules the sidebar renders and tests check.
import { hasScope, type Permissions } from '@fika/domain';

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
  | 'selectUser';

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
  if (ctx.isPaymentsOnly) {
    return [
      { key: 'transactions', path: '/payments-transactions' },
      { key: 'payouts', path: '/payments-payouts' },
      { key: 'paymentsReports', path: '/payments-reports' },
      { key: 'api', path: '/api' },
    ];
  }
  const can = (scope: Parameters<typeof hasScope>[1]) => hasScope(ctx.permissions, scope);
  const venue = ctx.venueSelected;
  const rules: [boolean, NavEntry][] = [
    [can('FINANCE'), { key: 'dashboard', path: '/' }],
    [venue && can('FINANCE'), { key: 'finance', path: '/reports' }],
    [can('POS_CUSTOMIZATION'), { key: 'products', path: '/pim/products' }],
    [true, { key: 'menus', path: '/menus' }],
    [
      venue && (hiddenCompany === null || ctx.companyId !== hiddenCompany),
      { key: 'onlineOrdering', path: '/online-ordering', isNew: !ctx.onlineOrderingVisited },
    ],
    [can('POS_CUSTOMIZATION'), { key: 'discounts', path: '/discounts' }],
    [venue && can('ORDERS'), { key: 'orders', path: '/orders' }],
    [venue && can('POS_CUSTOMIZATION'), { key: 'tables', path: '/tables' }],
    [venue && can('POS_CUSTOMIZATION'), { key: 'posLayouts', path: '/pos-layout' }],
    [can('STAFF') || can('ACCOUNTS'), { key: 'staffAccounts', path: '/staff', alsoActiveOn: ['/accounts'] }],
    [ctx.hasOrganization && can('INTEGRATIONS'), { key: 'integrations', path: '/integrations' }],
  ];
  return rules.filter(([visible]) => visible).map(([, entry]) => entry);
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
