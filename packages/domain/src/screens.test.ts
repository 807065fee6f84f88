import { describe, expect, it } from 'vitest';
import { ALL_FEATURES_LICENSED } from './licensing.ts';
import {
  isNavigable,
  isScreenLicensed,
  isScreenOffered,
  SCREENS,
  screenForPath,
  sectionScreens,
} from './screens.ts';

describe('screenForPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/?venue=1', '/'],
    ['/pim/products?id=new', '/pim/products'],
    ['/reports/', '/reports'],
    ['/integrations/fortnox', '/integrations/$integration'],
    ['/integrations/fortnox/manage-configs', '/integrations/$integration/manage-configs'],
    // Below a screen that has no sub-screen of that name: the nearest screen above it.
    ['/staff/unknown', '/staff'],
    ['/online-ordering/members/unknown', '/online-ordering/members'],
  ])('finds the screen of %j', (path, screen) => {
    expect(screenForPath(path)?.path).toBe(screen);
  });

  it.each([['/staffing'], ['/pimp'], ['/no-such-screen'], ['/pim/unknown']])('finds none for %j', (path) => {
    expect(screenForPath(path)).toBeNull();
  });
});

describe('the manifest', () => {
  it('lists each section in navigation order, aliases excluded from navigations', () => {
    expect(sectionScreens('monitoring').map((s) => s.path)).toEqual([
      '/monitoring/void-journal',
      '/monitoring/discounts',
      '/monitoring/tables',
      '/monitoring/audit',
      '/monitoring/client-errors',
    ]);
    expect(SCREENS.filter((s) => s.aliasOf !== undefined && isNavigable(s))).toEqual([]);
  });

  it('offers only built screens', () => {
    expect(isScreenOffered('/pim/stations')).toBe(true);
    expect(isScreenOffered('/boost')).toBe(true);
    expect(isScreenOffered('/reports/z-report')).toBe(false);
  });

  it('says which screens need a venue, as §2.3 hides their entries without one', () => {
    const needing = SCREENS.filter((s) => s.needsVenue && s.built).map((s) => s.path);
    expect(needing).toEqual([
      '/reports',
      '/reports/z-reports',
      '/reports/z-report',
      '/reports/scheduled-reports',
      '/online-ordering',
      '/online-ordering/library',
      '/online-ordering/opening-hours',
      '/online-ordering/settings',
      '/online-ordering/members',
      '/online-ordering/members/memberships',
      '/online-ordering/members/stamp-cards',
      '/online-ordering/members/promo-codes',
      '/online-ordering/qr',
      '/orders',
      '/tables',
      '/tables/floor-plan',
      '/pos-layout',
      '/staff/reports',
      '/settings/terminals',
      '/settings/predefined-messages',
    ]);
  });
});

describe('licence gating of screens (§6)', () => {
  const at = (path: string) => SCREENS.find((screen) => screen.path === path);
  it('online ordering needs app orders, tables need table service; other screens need nothing', () => {
    const none = { ...ALL_FEATURES_LICENSED, appOrders: false, tableService: false };
    for (const path of ['/online-ordering', '/online-ordering/qr', '/tables', '/tables/floor-plan']) {
      const screen = at(path);
      expect(screen && isScreenLicensed(screen, none), path).toBe(false);
      expect(screen && isScreenLicensed(screen, ALL_FEATURES_LICENSED), path).toBe(true);
    }
    const products = at('/pim/products');
    expect(products && isScreenLicensed(products, none)).toBe(true);
    // Before the session is known nothing is held back.
    const tables = at('/tables');
    expect(tables && isScreenLicensed(tables, null)).toBe(true);
  });
});
