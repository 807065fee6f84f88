// The screen manifest: every back-office screen named once, with who may open it, its section,
// whether the quick search offers it, whether it needs a venue and whether it is built. The route
// guards (route-guards.ts), the sidebar (its entries: sidebar.ts), the section navigation and the
// quick search (apps/web features/frame and quick-search) are derived from it, and a test holds it
// equal to the route files. Plain data and string keys only: the guards need it on the server side
// of the package, and the web shell loads it on every page.
import type { LicensedFeature, LicensedFeatures } from './licensing.ts';
import type { Scope } from './permissions.ts';

/** A group of screens one click from each other (the section navigation). */
export type SectionId =
  | 'finance'
  | 'products'
  | 'menus'
  | 'onlineOrdering'
  | 'tables'
  | 'staff'
  | 'integrations'
  | 'monitoring'
  | 'settings'
  | 'onboarding';

/** One back-office screen. */
export interface Screen {
  /** The route path, without a trailing slash; `$name` stands for one path segment. */
  readonly path: string;
  /** Its title: the key under `pages.` in the web's backoffice namespace. */
  readonly title: string;
  /** Opens to a holder of any of these scopes; absent, to every signed-in user. */
  readonly scopes?: readonly Scope[];
  /** Also opens to any payments-only account, whose whole back office it is (§2.3). */
  readonly paymentsAccounts?: boolean;
  readonly section?: SectionId;
  /** Works on the selected venue: without one the screen explains and offers to create the first. */
  readonly needsVenue?: boolean;
  /** False while the route shows "Not available yet": then no navigation or search offers it. */
  readonly built: boolean;
  /** Another address of the screen at this path (a redirect): guarded and searchable, never in a navigation. */
  readonly aliasOf?: string;
  /** The quick search offers it under this title: the key under `pages.` in the search namespace. */
  readonly search?: string;
  /** A quick action opens its creation form (`?id=new`): the key under `actions.` in the search namespace. */
  readonly createAction?: string;
  /**
   * Reached by a way of its own rather than a navigation: the help link, a flow (activation), or a
   * link on another screen (a screen whose path takes a parameter, e.g. a provider's page opened
   * from the catalogue's card; a section navigation cannot link to it).
   */
  readonly reachedBy?: 'help' | 'flow' | 'page';
  /**
   * Offered by no navigation or search while the company's licences (§6) leave this feature off;
   * opened by its address, the screen explains that it needs a licence and links to /licenses.
   */
  readonly licensedFeature?: LicensedFeature;
}

/** Every back-office screen; within a section, in the order of its section navigation. */
export const SCREENS: readonly Screen[] = [
  // Reached from the activation mail: it forwards to / (§2.2); the welcome screen follows sign-up.
  { path: '/activate/$token', title: 'dashboard', built: true, aliasOf: '/', reachedBy: 'flow' },
  { path: '/welcome', title: 'welcome', built: true, reachedBy: 'flow' },
  { path: '/', title: 'dashboard', scopes: ['FINANCE'], built: true, search: 'dashboard' },

  // Finance; the payments screens are a payments-only account's whole menu, and FINANCE's too.
  {
    path: '/reports',
    title: 'reports',
    scopes: ['FINANCE'],
    section: 'finance',
    needsVenue: true,
    built: true,
  },
  {
    path: '/reports/z-reports',
    title: 'zReports',
    scopes: ['FINANCE'],
    section: 'finance',
    needsVenue: true,
    built: true,
  },
  {
    path: '/reports/z-report',
    title: 'zReports',
    scopes: ['FINANCE'],
    section: 'finance',
    needsVenue: true,
    built: true,
    aliasOf: '/reports/z-reports',
    search: 'zReport',
  },
  {
    path: '/reports/scheduled-reports',
    title: 'scheduledReports',
    scopes: ['FINANCE'],
    section: 'finance',
    needsVenue: true,
    built: true,
  },
  ...(
    [
      ['/payments-transactions', 'transactions'],
      ['/payments-payouts', 'payouts'],
      ['/payments-reports', 'paymentsReports'],
    ] as const
  ).map(
    ([path, title]): Screen => ({
      path,
      title,
      scopes: ['FINANCE'],
      paymentsAccounts: true,
      section: 'finance',
      built: true,
    }),
  ),

  // Products (the catalogue). 'Modifications' in the quick search (§2.5) is Manage modifications.
  ...(
    [
      ['/pim/products', 'products', 'products', 'createProduct'],
      ['/pim/categories', 'categories', 'categories', 'createCategory'],
      ['/pim/courses', 'courses', 'courses'],
      ['/pim/modification-groups', 'modificationGroups'],
      ['/pim/manage-modifications', 'manageModifications'],
      ['/pim/variations', 'modifications', 'modifications', undefined, '/pim/manage-modifications'],
      ['/pim/stations', 'stations', 'stations'],
      ['/pim/upsells', 'upsells'],
    ] as const
  ).map(
    ([path, title, search, createAction, aliasOf]: readonly [
      string,
      string,
      string?,
      string?,
      string?,
    ]): Screen => ({
      path,
      title,
      scopes: ['POS_CUSTOMIZATION'],
      section: 'products',
      built: true,
      ...(search ? { search } : {}),
      ...(createAction ? { createAction } : {}),
      ...(aliasOf ? { aliasOf } : {}),
    }),
  ),

  { path: '/menus', title: 'menus', scopes: ['MENUS'], section: 'menus', built: true },
  {
    path: '/menus/manage-venues',
    title: 'manageVenueMenus',
    scopes: ['MENUS'],
    section: 'menus',
    built: true,
  },

  // Online ordering: no scope of its own (§6), except members' personal data (ORDERS, the scope
  // that shows guests' orders), the image library, which holds the catalogue's product images
  // (changed with POS_CUSTOMIZATION; pickers on other screens still read it), and the loyalty
  // programme's levels, stamp cards and promo codes: changed only with POS_CUSTOMIZATION, as the
  // discounts they build on, so a user without it is not offered screens whose every save fails.
  // [path, title, built, scopes]
  ...(
    [
      ['/online-ordering', 'onlineOrdering', true],
      ['/online-ordering/library', 'onlineOrderingLibrary', true, ['POS_CUSTOMIZATION']],
      ['/online-ordering/opening-hours', 'openingHours', true],
      ['/online-ordering/settings', 'onlineOrderingSettings', true],
      ['/online-ordering/members', 'members', true, ['ORDERS']],
      ['/online-ordering/members/memberships', 'memberships', true, ['POS_CUSTOMIZATION']],
      ['/online-ordering/members/stamp-cards', 'stampCards', true, ['POS_CUSTOMIZATION']],
      ['/online-ordering/members/promo-codes', 'promoCodes', true, ['POS_CUSTOMIZATION']],
      ['/online-ordering/qr', 'qrCodes', true],
    ] as const
  ).map(
    ([path, title, built, scopes]: readonly [string, string, boolean?, (readonly Scope[])?]): Screen => ({
      path,
      title,
      ...(scopes ? { scopes: [...scopes] } : {}),
      section: 'onlineOrdering',
      needsVenue: true,
      built: built ?? false,
      licensedFeature: 'appOrders',
    }),
  ),

  {
    path: '/discounts',
    title: 'discounts',
    scopes: ['POS_CUSTOMIZATION'],
    built: true,
    search: 'discounts',
  },
  { path: '/orders', title: 'orders', scopes: ['ORDERS'], needsVenue: true, built: true },
  {
    path: '/tables',
    title: 'tables',
    scopes: ['POS_CUSTOMIZATION'],
    section: 'tables',
    needsVenue: true,
    built: true,
    licensedFeature: 'tableService',
    search: 'tables',
  },
  {
    path: '/tables/floor-plan',
    title: 'floorPlan',
    scopes: ['POS_CUSTOMIZATION'],
    section: 'tables',
    needsVenue: true,
    built: true,
    licensedFeature: 'tableService',
  },
  { path: '/pos-layout', title: 'posLayouts', scopes: ['POS_CUSTOMIZATION'], needsVenue: true, built: true },

  // Staff & Accounts (§2.3): STAFF's screens, then ACCOUNTS'.
  {
    path: '/staff',
    title: 'staff',
    scopes: ['STAFF'],
    section: 'staff',
    built: true,
    search: 'staff',
    createAction: 'createStaff',
  },
  { path: '/staff/get-started', title: 'staffGetStarted', scopes: ['STAFF'], section: 'staff', built: true },
  { path: '/staff/access-levels', title: 'accessLevels', scopes: ['STAFF'], section: 'staff', built: true },
  // Figures of venues, like /reports: without a venue the screen offers to create the first.
  {
    path: '/staff/reports',
    title: 'staffReports',
    scopes: ['STAFF'],
    section: 'staff',
    needsVenue: true,
    built: true,
  },
  {
    path: '/staff/competitions',
    title: 'competitions',
    scopes: ['STAFF'],
    section: 'staff',
    built: true,
    search: 'staffCompetitions',
  },
  {
    path: '/accounts',
    title: 'accounts',
    scopes: ['ACCOUNTS'],
    section: 'staff',
    built: true,
    search: 'accounts',
  },

  {
    path: '/integrations',
    title: 'integrations',
    scopes: ['INTEGRATIONS'],
    section: 'integrations',
    built: true,
    search: 'integrations',
  },
  {
    path: '/integrations/$integration',
    title: 'integration',
    scopes: ['INTEGRATIONS'],
    section: 'integrations',
    built: true,
    reachedBy: 'page',
  },
  {
    path: '/integrations/$integration/manage-configs',
    title: 'integrationConfigs',
    scopes: ['INTEGRATIONS'],
    section: 'integrations',
    built: true,
    reachedBy: 'page',
  },
  { path: '/boost', title: 'boost', scopes: ['FINANCE'], built: true },

  // Monitoring: the void journal, discount differences and open tables with ORDERS or FINANCE (who
  // answer for orders and money on the floor), the audit log with SETTINGS or ACCOUNTS, client
  // errors with SETTINGS.
  {
    path: '/monitoring/void-journal',
    title: 'voidJournal',
    scopes: ['ORDERS', 'FINANCE'],
    section: 'monitoring',
    built: true,
  },
  {
    path: '/monitoring/discounts',
    title: 'discountDifferences',
    scopes: ['ORDERS', 'FINANCE'],
    section: 'monitoring',
    built: true,
  },
  {
    path: '/monitoring/tables',
    title: 'openTables',
    scopes: ['ORDERS', 'FINANCE'],
    section: 'monitoring',
    built: true,
  },
  {
    path: '/monitoring/audit',
    title: 'audit',
    scopes: ['SETTINGS', 'ACCOUNTS'],
    section: 'monitoring',
    built: true,
    search: 'audit',
  },
  // Client errors: what the company's browsers reported (#17 item 8), for those who set it up.
  {
    path: '/monitoring/client-errors',
    title: 'clientErrors',
    scopes: ['SETTINGS'],
    section: 'monitoring',
    built: true,
    search: 'clientErrors',
  },

  // Settings; API keys are also the payments-only account's API entry.
  {
    path: '/settings/company',
    title: 'company',
    scopes: ['SETTINGS'],
    section: 'settings',
    built: true,
    search: 'companySettings',
  },
  { path: '/settings/venues', title: 'venues', scopes: ['SETTINGS'], section: 'settings', built: true },
  {
    path: '/settings/terminals',
    title: 'terminals',
    scopes: ['SETTINGS'],
    section: 'settings',
    needsVenue: true,
    built: true,
  },
  // Licences and devices: who pays for licences (FINANCE) or runs the tills (SETTINGS); under
  // Settings, next to Terminals.
  {
    path: '/licenses',
    title: 'licenses',
    scopes: ['FINANCE', 'SETTINGS'],
    section: 'settings',
    built: true,
    search: 'licenses',
  },
  {
    path: '/settings/predefined-messages',
    title: 'predefinedMessages',
    scopes: ['SETTINGS'],
    section: 'settings',
    needsVenue: true,
    built: true,
    search: 'predefinedMessages',
  },
  {
    path: '/settings/payment-methods',
    title: 'paymentMethods',
    scopes: ['SETTINGS'],
    section: 'settings',
    built: true,
    search: 'paymentMethods',
  },
  {
    path: '/settings/receipt',
    title: 'receipt',
    scopes: ['SETTINGS'],
    section: 'settings',
    built: true,
    search: 'receiptSettings',
  },
  {
    path: '/settings/beepers',
    title: 'beepers',
    scopes: ['SETTINGS'],
    section: 'settings',
    built: true,
    search: 'beepers',
  },
  {
    path: '/api',
    title: 'api',
    scopes: ['SETTINGS'],
    paymentsAccounts: true,
    section: 'settings',
    built: true,
  },

  // The setup path (issue #17): reached from /welcome and the dashboard's checklist, one click
  // from each other through the section navigation; it changes the company, so SETTINGS.
  ...[
    ['/onboarding/account', 'onboardingAccount'],
    ['/onboarding/information', 'onboardingInformation'],
    ['/onboarding/stations', 'onboardingStations'],
    ['/onboarding/product-library', 'onboardingProductLibrary'],
    ['/onboarding/integrations', 'onboardingIntegrations'],
    ['/onboarding/licenses', 'onboardingLicenses'],
  ].map(
    ([path, title]): Screen => ({
      path: path as string,
      title: title as string,
      scopes: ['SETTINGS'],
      section: 'onboarding',
      built: true,
      reachedBy: 'flow',
    }),
  ),

  { path: '/support', title: 'support', built: true, search: 'support', reachedBy: 'help' },
];

function normalizePath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function segmentsMatch(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.every((part, i) => part.startsWith('$') || part === path[i]);
}

/**
 * The screen at `pathname` (query and hash ignored): the one whose path it is, else the nearest
 * screen above it by whole segments (/staff/x is under /staff), else null. '/' is only itself.
 */
export function screenForPath(pathname: string, screens: readonly Screen[] = SCREENS): Screen | null {
  const path = normalizePath(pathname);
  if (path === '/') return screens.find((s) => s.path === '/') ?? null;
  const parts = path.split('/');
  let best: Screen | null = null;
  let bestLength = 0;
  for (const screen of screens) {
    if (screen.path === '/') continue;
    const pattern = screen.path.split('/');
    if (pattern.length > parts.length || !segmentsMatch(pattern, parts)) continue;
    if (pattern.length === parts.length) return screen;
    if (pattern.length > bestLength) {
      best = screen;
      bestLength = pattern.length;
    }
  }
  return best;
}

/** The screens of `section`, in their navigation order, aliases included. */
export function sectionScreens(section: SectionId, screens: readonly Screen[] = SCREENS): Screen[] {
  return screens.filter((screen) => screen.section === section);
}

/** Whether the screen shows in navigations and the search: built, and not another screen's alias. */
export function isNavigable(screen: Screen): boolean {
  return screen.built && screen.aliasOf === undefined;
}

/**
 * Whether the company's licences (§6) let a navigation offer `screen`: it needs no licensed feature,
 * or the feature is on; without the features known yet (no session), nothing is held back.
 */
export function isScreenLicensed(screen: Screen, features?: LicensedFeatures | null): boolean {
  return screen.licensedFeature === undefined || !features || features[screen.licensedFeature];
}

/** Whether a navigation or the search may offer the screen at exactly `path`: it is built. */
export function isScreenOffered(path: string, screens: readonly Screen[] = SCREENS): boolean {
  return screens.some((screen) => screen.path === path && isNavigable(screen));
}
