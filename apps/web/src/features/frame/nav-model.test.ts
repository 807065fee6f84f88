import {
  ALL_FEATURES_LICENSED,
  canOpenPath,
  canReadAudit,
  canReadClientErrors,
  FULL_ACCESS,
  type Permissions,
  SCOPES,
  SCREENS,
} from '@fika/domain';
import { describe, expect, it } from 'vitest';
import {
  footerEntries as footerOf,
  isEntryActive,
  type NavContext,
  ORGANIZATION_ADMIN_PATHS,
  sectionLinks,
  sidebarEntries as sidebarOf,
} from './nav-model.ts';

// §2.3's rules, checked as if every screen were built: which entries are hidden because their
// screens are not built yet is checked on the real manifest further down.
const ALL_BUILT = SCREENS.map((screen) => ({ ...screen, built: true }));
const sidebarEntries = (ctx: NavContext, hidden: string | null = null) => sidebarOf(ctx, hidden, ALL_BUILT);
const footerEntries = (ctx: NavContext) => footerOf(ctx, ALL_BUILT);

const base: NavContext = {
  permissions: FULL_ACCESS,
  venueSelected: true,
  companyId: 'company-1',
  hasOrganization: true,
  isPaymentsOnly: false,
  selectingUser: false,
  onlineOrderingVisited: false,
};
const keys = (ctx: Partial<NavContext>, hidden: string | null = null) =>
  sidebarEntries({ ...base, ...ctx }, hidden).map((entry) => entry.key);
const only = (...scopes: Permissions['scopes']): Permissions => ({ scopes, venueIds: [] });

describe('sidebarEntries', () => {
  it('shows every entry to a full-access user with a venue and an organisation', () => {
    expect(keys({})).toEqual([
      'dashboard',
      'finance',
      'products',
      'menus',
      'onlineOrdering',
      'discounts',
      'orders',
      'tables',
      'posLayouts',
      'staffAccounts',
      'integrations',
    ]);
  });

  it('hides the venue-bound entries without a selected venue', () => {
    expect(keys({ venueSelected: false })).toEqual([
      'dashboard',
      'products',
      'menus',
      'discounts',
      'staffAccounts',
      'integrations',
    ]);
  });

  it('follows the scopes: an entry shows only where its screen opens', () => {
    expect(keys({ permissions: only('POS_CUSTOMIZATION', 'MENUS') })).toEqual([
      'products',
      'menus',
      'onlineOrdering',
      'discounts',
      'tables',
      'posLayouts',
    ]);
    expect(keys({ permissions: only('ACCOUNTS') })).toEqual(['onlineOrdering', 'staffAccounts']);
    expect(keys({ permissions: only('ORDERS', 'FINANCE') })).toEqual([
      'dashboard',
      'finance',
      'onlineOrdering',
      'orders',
    ]);
  });

  it('follows the licences (§6): no way into online ordering or tables the company may not use', () => {
    const licensed = { ...ALL_FEATURES_LICENSED, appOrders: false, tableService: false };
    expect(keys({ licensedFeatures: licensed })).not.toContain('onlineOrdering');
    expect(keys({ licensedFeatures: licensed })).not.toContain('tables');
    expect(keys({ licensedFeatures: ALL_FEATURES_LICENSED })).toContain('tables');
    // No section link leads there either, and features not known yet hold nothing back.
    const ctx = { ...base, licensedFeatures: { ...ALL_FEATURES_LICENSED, tableService: false } };
    expect(sectionLinks('/tables', ctx, ALL_BUILT)).toEqual([]);
    expect(sectionLinks('/tables', { ...base, licensedFeatures: null }, ALL_BUILT)).not.toEqual([]);
  });

  it('needs an organisation for Integrations', () => {
    expect(keys({ hasOrganization: false })).not.toContain('integrations');
  });

  it('hides online ordering for the one configured company', () => {
    expect(keys({}, 'company-1')).not.toContain('onlineOrdering');
    expect(keys({}, 'company-2')).toContain('onlineOrdering');
  });

  it("keeps online ordering's New badge until a visit is recorded", () => {
    const entry = (visited: boolean) =>
      sidebarEntries({ ...base, onlineOrderingVisited: visited }, null).find(
        (e) => e.key === 'onlineOrdering',
      );
    expect(entry(false)?.isNew).toBe(true);
    expect(entry(true)?.isNew).toBe(false);
  });

  it('gives payments-only accounts their own menu', () => {
    expect(keys({ isPaymentsOnly: true })).toEqual(['transactions', 'payouts', 'paymentsReports', 'api']);
  });

  it('sends Staff & Accounts to /accounts for a user with ACCOUNTS but not STAFF', () => {
    const entry = sidebarEntries({ ...base, permissions: only('ACCOUNTS') }, null).find(
      (e) => e.key === 'staffAccounts',
    );
    expect(entry?.path).toBe('/accounts');
    expect(entry && isEntryActive(entry, '/staff')).toBe(true);
  });

  it('never leads to a screen the user may not open (no dead end), for any single scope', () => {
    const contexts: NavContext[] = [
      ...SCOPES.map((scope) => ({ ...base, permissions: only(scope) })),
      { ...base, permissions: only('POS_CUSTOMIZATION', 'MENUS') },
      { ...base, permissions: only('STAFF'), isPaymentsOnly: true },
    ];
    for (const ctx of contexts) {
      for (const entry of [...sidebarEntries(ctx, null), ...footerEntries(ctx)]) {
        expect([
          ctx.permissions.scopes.join(),
          entry.path,
          canOpenPath(ctx.permissions, entry.path, ctx),
        ]).toEqual([ctx.permissions.scopes.join(), entry.path, true]);
      }
    }
  });

  it('shows Select User and Client errors while an administrator chooses whom to act as', () => {
    expect(sidebarEntries({ ...base, selectingUser: true }, null)).toEqual([
      { key: 'selectUser', path: '/' },
      { key: 'clientErrors', path: '/monitoring/client-errors' },
    ]);
    // Those are exactly the places the frame lets such an administrator open.
    expect(sidebarEntries({ ...base, selectingUser: true }, null).map((e) => e.path)).toEqual([
      ...ORGANIZATION_ADMIN_PATHS,
    ]);
  });

  it('lands every user on a screen they may open, for every combination of scopes', () => {
    // Every subset of the scopes, with all venues or one, regular or payments-only: each sidebar
    // and footer entry and each section link opens (no Access Denied behind a navigation).
    const subsets = Array.from({ length: 2 ** SCOPES.length }, (_, mask) =>
      SCOPES.filter((_, bit) => mask & (1 << bit)),
    ).filter((scopes) => scopes.length > 0);
    const deadEnds: string[] = [];
    for (const scopes of subsets) {
      for (const venueIds of [[], ['venue-1']]) {
        for (const isPaymentsOnly of [false, true]) {
          const ctx: NavContext = { ...base, permissions: { scopes, venueIds }, isPaymentsOnly };
          for (const entry of [...sidebarEntries(ctx, null), ...footerEntries(ctx)]) {
            const paths = [entry.path, ...sectionLinks(entry.path, ctx, ALL_BUILT).map((l) => l.path)];
            for (const path of paths) {
              if (path.includes('$') || !canOpenPath(ctx.permissions, path, ctx))
                deadEnds.push(`${scopes.join()} ${venueIds.length} ${isPaymentsOnly} → ${path}`);
            }
          }
        }
      }
    }
    // Collected rather than asserted one by one: thousands of users are checked.
    expect(deadEnds).toEqual([]);
  }, 30_000);

  it('opens Monitoring for a SETTINGS-only user on the audit log, which the server lets them read', () => {
    const settings = only('SETTINGS');
    const monitoring = footerEntries({ ...base, permissions: settings }).find((e) => e.key === 'monitoring');
    expect(monitoring?.path).toBe('/monitoring/audit');
    // The same rules the server's audit journal and Client errors answer by.
    expect(canReadAudit(settings)).toBe(true);
    expect(canReadClientErrors(settings)).toBe(true);
    expect(
      sectionLinks('/monitoring/audit', { ...base, permissions: settings }, ALL_BUILT).map((l) => l.path),
    ).toEqual(['/monitoring/audit', '/monitoring/client-errors']);
  });
});

describe('footerEntries', () => {
  it('offers Monitoring only with a monitoring screen to open, and Settings only with SETTINGS', () => {
    const footer = (ctx: Partial<NavContext>) => footerEntries({ ...base, ...ctx }).map((e) => e.key);
    expect(footer({})).toEqual(['monitoring', 'settings']);
    // The venue manager of the demo: neither screen would open for them.
    expect(footer({ permissions: only('POS_CUSTOMIZATION', 'MENUS') })).toEqual([]);
    expect(footer({ permissions: only('ORDERS') })).toEqual(['monitoring']);
    // SETTINGS or ACCOUNTS alone opens the audit log, so Monitoring opens there.
    expect(footer({ permissions: only('SETTINGS') })).toEqual(['monitoring', 'settings']);
    expect(footerEntries({ ...base, permissions: only('ACCOUNTS') })).toEqual([
      { key: 'monitoring', path: '/monitoring/audit', alsoActiveOn: ['/monitoring'] },
    ]);
    expect(footerEntries({ ...base, permissions: only('FINANCE') })[0]?.path).toBe(
      '/monitoring/void-journal',
    );
    expect(footer({ isPaymentsOnly: true })).toEqual(['monitoring']);
    expect(footer({ selectingUser: true })).toEqual([]);
  });
});

describe('isEntryActive', () => {
  const staff = { path: '/staff', alsoActiveOn: ['/accounts'] };
  it('marks Staff & Accounts on /staff, its sub-pages and /accounts', () => {
    expect(isEntryActive(staff, '/staff')).toBe(true);
    expect(isEntryActive(staff, '/staff/access-levels')).toBe(true);
    expect(isEntryActive(staff, '/accounts')).toBe(true);
    expect(isEntryActive(staff, '/staffing')).toBe(false);
  });

  it('marks the dashboard on / only', () => {
    expect(isEntryActive({ path: '/' }, '/')).toBe(true);
    expect(isEntryActive({ path: '/' }, '/reports')).toBe(false);
  });
});

describe('screens not built yet (issue #12)', () => {
  it('are left out of the sidebar: only entries with a built screen show', () => {
    expect(sidebarOf(base, null).map((e) => e.key)).toEqual([
      'dashboard',
      'finance',
      'products',
      'menus',
      'onlineOrdering',
      'discounts',
      'orders',
      'tables',
      'posLayouts',
      'staffAccounts',
      'integrations',
    ]);
    expect(footerOf(base).map((e) => e.key)).toEqual(['monitoring', 'settings']);
    expect(
      sidebarOf({ ...base, permissions: only('POS_CUSTOMIZATION', 'MENUS') }, null).map((e) => e.key),
    ).toEqual(['products', 'menus', 'onlineOrdering', 'discounts', 'tables', 'posLayouts']);
    expect(sidebarOf({ ...base, isPaymentsOnly: true }, null).map((e) => e.key)).toEqual([
      'transactions',
      'payouts',
      'paymentsReports',
      'api',
    ]);
  });
});

describe('sectionLinks', () => {
  const paths = (pathname: string, ctx: Partial<NavContext> = {}) =>
    sectionLinks(pathname, { ...base, ...ctx }).map((link) => link.path);

  it('lists the built screens of the section the user may open, in order, marking the current one', () => {
    expect(paths('/reports')).toEqual([
      '/reports',
      '/reports/z-reports',
      '/reports/scheduled-reports',
      '/payments-transactions',
      '/payments-payouts',
      '/payments-reports',
    ]);
    expect(paths('/pim/upsells')).toEqual([
      '/pim/products',
      '/pim/categories',
      '/pim/courses',
      '/pim/modification-groups',
      '/pim/manage-modifications',
      '/pim/stations',
      '/pim/upsells',
    ]);
    expect(paths('/settings/venues')).toEqual([
      '/settings/company',
      '/settings/venues',
      '/settings/terminals',
      '/licenses',
      '/settings/predefined-messages',
      '/settings/payment-methods',
      '/settings/receipt',
      '/settings/beepers',
      '/api',
    ]);
    expect(paths('/menus')).toEqual(['/menus', '/menus/manage-venues']);
    expect(paths('/monitoring/tables')).toEqual([
      '/monitoring/void-journal',
      '/monitoring/discounts',
      '/monitoring/tables',
      '/monitoring/audit',
      '/monitoring/client-errors',
    ]);
    // A provider's page and its history are opened from the catalogue, not from a section link.
    expect(paths('/integrations/fortnox')).toEqual([]);
    expect(paths('/integrations/fortnox/manage-configs')).toEqual([]);
    const current = sectionLinks('/pim/stations', base).filter((link) => link.current);
    expect(current).toEqual([{ path: '/pim/stations', title: 'stations', current: true }]);
  });

  it('marks the screen an alias opens, and its section even on an unbuilt sibling', () => {
    expect(sectionLinks('/pim/variations', base).find((l) => l.current)?.path).toBe(
      '/pim/manage-modifications',
    );
    expect(paths('/settings/receipt')).toContain('/settings/company');
  });

  it('follows the scopes and hides a section with fewer than two screens to offer', () => {
    // SETTINGS alone: the audit log and client errors.
    expect(paths('/monitoring/audit', { permissions: only('SETTINGS') })).toEqual([
      '/monitoring/audit',
      '/monitoring/client-errors',
    ]);
    expect(paths('/monitoring/audit', { permissions: only('ACCOUNTS') })).toEqual([]);
    expect(paths('/monitoring/void-journal', { permissions: only('ORDERS') })).toEqual([
      '/monitoring/void-journal',
      '/monitoring/discounts',
      '/monitoring/tables',
    ]);
    expect(paths('/reports', { permissions: only('FINANCE') })).toHaveLength(6);
    // Settings without SETTINGS: a payments-only account's API entry is in its sidebar.
    expect(paths('/api', { isPaymentsOnly: true })).toEqual([]);
    expect(paths('/payments-payouts', { isPaymentsOnly: true })).toEqual([]);
  });

  it('offers nothing outside a section, on unbuilt sections, or while a user is chosen', () => {
    expect(paths('/')).toEqual([]);
    expect(paths('/orders')).toEqual([]);
    expect(paths('/integrations')).toEqual([]);
    // Online ordering lists what is built (members' personal data only with ORDERS: screens.test).
    expect(paths('/online-ordering')).toEqual([
      '/online-ordering',
      '/online-ordering/library',
      '/online-ordering/opening-hours',
      '/online-ordering/settings',
      '/online-ordering/members',
      '/online-ordering/members/memberships',
      '/online-ordering/members/stamp-cards',
      '/online-ordering/members/promo-codes',
      '/online-ordering/qr',
    ]);
    expect(paths('/reports', { selectingUser: true })).toEqual([]);
  });

  it('lists the online-ordering screens built so far, for any user (§6: no scope of its own)', () => {
    expect(paths('/online-ordering/opening-hours', { permissions: only('STAFF') })).toEqual(
      expect.arrayContaining(['/online-ordering', '/online-ordering/opening-hours']),
    );
  });

  it('lists the staff screens built so far for a STAFF user, in manifest order', () => {
    const staff = paths('/staff/access-levels', { permissions: only('STAFF') });
    expect(staff).toEqual(expect.arrayContaining(['/staff', '/staff/get-started', '/staff/access-levels']));
    expect(staff.indexOf('/staff/get-started')).toBeLessThan(staff.indexOf('/staff/access-levels'));
    expect(paths('/staff/access-levels', { permissions: only('MENUS') })).toEqual([]);
  });

  it('keeps the venue-bound screens listed without a venue: they explain why', () => {
    expect(paths('/settings/company', { venueSelected: false })).toContain('/settings/terminals');
  });

  it('never lists a screen that is not built, for any single scope', () => {
    for (const scope of SCOPES) {
      for (const screen of SCREENS.filter((s) => s.section)) {
        for (const link of sectionLinks(screen.path, { ...base, permissions: only(scope) })) {
          const target = SCREENS.find((s) => s.path === link.path);
          expect([link.path, target?.built, target?.aliasOf]).toEqual([link.path, true, undefined]);
          expect(canOpenPath(only(scope), link.path)).toBe(true);
        }
      }
    }
  });
});
