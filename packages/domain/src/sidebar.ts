// The sidebar's entries (§2.3) over the screen manifest (screens.ts): each opens the first screen
// of its section (or its one screen) that the user may open, under §2.3's rules of when it shows.
import type { SectionId } from './screens.ts';

/** A sidebar entry's label: the key under `nav.` in the web's backoffice namespace. */
export type SidebarKey =
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
  | 'monitoring'
  | 'settings';

/**
 * A sidebar entry (§2.3): it opens the first screen of its section (or its one screen) that the
 * user may open; without such a screen (none built, none allowed) it is not shown.
 */
export interface SidebarEntry {
  readonly key: SidebarKey;
  /** The main list, the links under it, or the main list of payments-only accounts. */
  readonly menu: 'main' | 'footer' | 'payments';
  readonly section?: SectionId;
  /** The one screen it opens, for an entry without a section. */
  readonly path?: string;
  /** Shown only with a venue selected. */
  readonly needsVenue?: boolean;
  /** Shown only to a user of an organisation. */
  readonly needsOrganization?: boolean;
  /** Not shown to payments-only accounts (Settings: their API entry is their settings). */
  readonly regularOnly?: boolean;
  /** Online ordering: hidden for one configured company, 'New' until a visit is recorded. */
  readonly onlineOrdering?: boolean;
  /** Also current on these paths (and below); its section's screens always count. */
  readonly activeOn?: readonly string[];
}

/** The sidebar's entries, in order (§2.3). */
export const SIDEBAR: readonly SidebarEntry[] = [
  { key: 'dashboard', menu: 'main', path: '/' },
  { key: 'finance', menu: 'main', section: 'finance', needsVenue: true },
  { key: 'products', menu: 'main', section: 'products' },
  { key: 'menus', menu: 'main', section: 'menus' },
  { key: 'onlineOrdering', menu: 'main', section: 'onlineOrdering', needsVenue: true, onlineOrdering: true },
  { key: 'discounts', menu: 'main', path: '/discounts' },
  { key: 'orders', menu: 'main', path: '/orders', needsVenue: true },
  { key: 'tables', menu: 'main', section: 'tables', needsVenue: true },
  { key: 'posLayouts', menu: 'main', path: '/pos-layout', needsVenue: true },
  { key: 'staffAccounts', menu: 'main', section: 'staff', activeOn: ['/staff', '/accounts'] },
  { key: 'integrations', menu: 'main', section: 'integrations', needsOrganization: true },
  { key: 'transactions', menu: 'payments', path: '/payments-transactions' },
  { key: 'payouts', menu: 'payments', path: '/payments-payouts' },
  { key: 'paymentsReports', menu: 'payments', path: '/payments-reports' },
  { key: 'api', menu: 'payments', path: '/api' },
  { key: 'monitoring', menu: 'footer', section: 'monitoring', activeOn: ['/monitoring'] },
  { key: 'settings', menu: 'footer', section: 'settings', activeOn: ['/settings'], regularOnly: true },
];
