import { ALL_FEATURES_LICENSED, FULL_ACCESS, type Permissions, SCREENS, type Scope } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/search.json';
import {
  SEARCH_PAGES as BUILT_PAGES,
  pageEntry,
  QUICK_ACTIONS,
  quickActions,
  quickActionsOf,
  searchablePages,
  searchPagesOf,
} from './search-pages.ts';

// §2.5's lists as if every screen were built; the real manifest's (unbuilt left out) further down.
const ALL_BUILT = SCREENS.map((screen) => ({ ...screen, built: true }));
const SEARCH_PAGES = searchPagesOf(ALL_BUILT);
const only = (...scopes: Scope[]): Permissions => ({ scopes, venueIds: [] });
const paths = (permissions: Permissions) =>
  searchablePages(permissions, SEARCH_PAGES).map((page) => page.path);
const actionHrefs = (permissions: Permissions) =>
  quickActions(permissions, quickActionsOf(ALL_BUILT)).map((action) => action.href);

describe('searchable pages', () => {
  it('are the eighteen pages of §2.5, the audit log, client errors, payment methods and beepers, each with an English title', () => {
    expect(SEARCH_PAGES).toHaveLength(22);
    for (const page of SEARCH_PAGES) {
      const key = page.titleKey.replace('pages.', '') as keyof typeof en.pages;
      expect(en.pages[key], page.path).toBeTruthy();
    }
    const zReport = SEARCH_PAGES.find((page) => page.titleKey === 'pages.zReport');
    expect(pageEntry(zReport!, 'Z-report')).toEqual({
      id: 'page:/reports/z-report',
      kind: 'page',
      title: 'Z-report',
      href: '/reports/z-report',
    });
  });

  it('are all offered with full access', () => {
    expect(paths(FULL_ACCESS)).toEqual(SEARCH_PAGES.map((page) => page.path));
  });

  it('follow the licences (§6): tables is not offered without table service licensed', () => {
    const unlicensed = { ...ALL_FEATURES_LICENSED, tableService: false };
    const offered = searchablePages(FULL_ACCESS, SEARCH_PAGES, unlicensed).map((page) => page.path);
    expect(offered).not.toContain('/tables');
    expect(offered).toHaveLength(SEARCH_PAGES.length - 1);
    expect(searchablePages(FULL_ACCESS, SEARCH_PAGES, ALL_FEATURES_LICENSED)).toHaveLength(
      SEARCH_PAGES.length,
    );
  });

  it('follow the route guards: staff only', () => {
    expect(paths(only('STAFF'))).toEqual(['/staff', '/staff/competitions', '/support']);
  });

  it('follow the route guards: the catalogue needs POS_CUSTOMIZATION', () => {
    expect(paths(only('POS_CUSTOMIZATION'))).toEqual([
      '/pim/products',
      '/pim/categories',
      '/pim/courses',
      '/pim/variations',
      '/pim/stations',
      '/discounts',
      '/tables',
      '/support',
    ]);
  });

  it('follow the route guards: finance, settings, integrations and accounts', () => {
    // In manifest order (dashboard first), no longer §2.5's.
    expect(paths(only('FINANCE'))).toEqual(['/', '/reports/z-report', '/licenses', '/support']);
    expect(paths(only('SETTINGS', 'INTEGRATIONS', 'ACCOUNTS'))).toEqual([
      '/accounts',
      '/integrations',
      '/monitoring/audit',
      '/monitoring/client-errors',
      '/settings/company',
      '/licenses',
      '/settings/predefined-messages',
      '/settings/payment-methods',
      '/settings/receipt',
      '/settings/beepers',
      '/support',
    ]);
    expect(paths(only('ACCOUNTS'))).toContain('/monitoring/audit');
    expect(paths(only('ORDERS'))).not.toContain('/monitoring/audit');
    // Client errors: SETTINGS only, like the screen's guard.
    expect(paths(only('ACCOUNTS'))).not.toContain('/monitoring/client-errors');
  });
});

describe('quick actions', () => {
  it('create a product, a category or a staff member', () => {
    expect(quickActionsOf(ALL_BUILT).map((action) => action.href)).toEqual([
      '/pim/products?id=new',
      '/pim/categories?id=new',
      '/staff?id=new',
    ]);
    expect(actionHrefs(FULL_ACCESS)).toHaveLength(3);
  });

  it('show only where the user may go', () => {
    expect(actionHrefs(only('STAFF'))).toEqual(['/staff?id=new']);
    expect(actionHrefs(only('POS_CUSTOMIZATION'))).toEqual([
      '/pim/products?id=new',
      '/pim/categories?id=new',
    ]);
    expect(actionHrefs(only('FINANCE'))).toEqual([]);
  });
});

describe('screens not built yet (issue #12)', () => {
  it('are neither searchable pages nor quick actions', () => {
    expect(BUILT_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/reports/z-report',
      '/pim/products',
      '/pim/categories',
      '/pim/courses',
      '/pim/variations',
      '/pim/stations',
      '/discounts',
      '/tables',
      '/staff',
      '/staff/competitions',
      '/accounts',
      '/integrations',
      '/monitoring/audit',
      '/monitoring/client-errors',
      '/settings/company',
      '/licenses',
      '/settings/predefined-messages',
      '/settings/payment-methods',
      '/settings/receipt',
      '/settings/beepers',
      '/support',
    ]);
    expect(QUICK_ACTIONS.map((action) => action.href)).toEqual([
      '/pim/products?id=new',
      '/pim/categories?id=new',
      '/staff?id=new',
    ]);
    expect(quickActions(only('STAFF')).map((action) => action.href)).toEqual(['/staff?id=new']);
  });
});
