import { describe, expect, it } from 'vitest';
import { FULL_ACCESS, type Permissions, type Scope } from './permissions.ts';
import { canOpenPath, guardForPath, ROUTE_GUARDS, sectionPaths } from './route-guards.ts';

const perms = (scopes: Scope[] = [], venueIds: string[] = []): Permissions => ({ scopes, venueIds });

describe('guardForPath', () => {
  it('knows the guards of SPEC §6 and of the sidebar rules', () => {
    const guarded = (path: string) => ROUTE_GUARDS.find((g) => g.path === path)?.anyOf.join();
    expect(
      [
        '/',
        '/staff',
        '/integrations',
        '/menus',
        '/pos-layout',
        '/discounts',
        '/tables',
        '/orders',
        '/accounts',
      ].map(guarded),
    ).toEqual([
      'FINANCE',
      'STAFF',
      'INTEGRATIONS',
      'MENUS',
      ...Array(3).fill('POS_CUSTOMIZATION'),
      'ORDERS',
      'ACCOUNTS',
    ]);
    // The manifest guards each screen: the catalogue's and settings' screens one by one.
    expect(
      ['/reports', '/pim/products', '/pim/upsells', '/settings/company', '/settings/venues'].map(guarded),
    ).toEqual(['FINANCE', 'POS_CUSTOMIZATION', 'POS_CUSTOMIZATION', 'SETTINGS', 'SETTINGS']);
  });

  it.each([
    ['/', 'FINANCE'],
    ['', 'FINANCE'],
    ['/?venue=1', 'FINANCE'],
    ['/?next=/staff', 'FINANCE'],
    ['/staff', 'STAFF'],
    ['/staff/', 'STAFF'],
    ['/staff/access-levels', 'STAFF'],
    ['/staff?id=new', 'STAFF'],
    ['/staff#top', 'STAFF'],
    ['/integrations/fortnox/manage-configs', 'INTEGRATIONS'],
    ['/menus/manage-venues', 'MENUS'],
    ['/pos-layout?layoutId=abc', 'POS_CUSTOMIZATION'],
    ['/discounts', 'POS_CUSTOMIZATION'],
    ['/tables/floor-plan', 'POS_CUSTOMIZATION'],
    ['/orders', 'ORDERS'],
    ['/accounts', 'ACCOUNTS'],
    ['/reports', 'FINANCE'],
    ['/reports/z-reports', 'FINANCE'],
    ['/reports?next=/staff', 'FINANCE'],
    ['/pim/products', 'POS_CUSTOMIZATION'],
    ['/settings/company', 'SETTINGS'],
    ['/monitoring/void-journal', 'ORDERS,FINANCE'],
    ['/monitoring/discounts', 'ORDERS,FINANCE'],
    ['/payments-transactions', 'FINANCE'],
    ['/api', 'SETTINGS'],
    ['/boost', 'FINANCE'],
    ['/licenses', 'FINANCE,SETTINGS'],
  ])('guards %j with %s', (path, scopes) => {
    expect(guardForPath(path)?.anyOf.join()).toBe(scopes);
  });

  it.each([
    ['/staffing'],
    ['/ordersx'],
    ['/reportsx'],
    ['/pimp'],
    ['/apis'],
    ['/support'],
    ['/online-ordering'],
  ])('leaves %j unguarded', (path) => {
    expect(guardForPath(path)).toBeNull();
  });
});

describe('Monitoring screens', () => {
  it('open the void journal and tables to ORDERS or FINANCE, the audit journal to SETTINGS or ACCOUNTS', () => {
    expect(canOpenPath(perms(['SETTINGS']), '/monitoring/audit')).toBe(true);
    expect(canOpenPath(perms(['ACCOUNTS']), '/monitoring/audit?user=u1')).toBe(true);
    expect(canOpenPath(perms(['FINANCE']), '/monitoring/audit')).toBe(false);
    expect(canOpenPath(perms(['ORDERS']), '/monitoring/void-journal')).toBe(true);
    expect(canOpenPath(perms(['SETTINGS']), '/monitoring/tables')).toBe(false);
    expect(canOpenPath(FULL_ACCESS, '/monitoring/audit')).toBe(true);
  });

  it('lists the ones a user may open, in order, and none for a user of neither kind', () => {
    const monitoringPaths = (p: Permissions) => sectionPaths('monitoring', p);
    expect(monitoringPaths(FULL_ACCESS)).toEqual([
      '/monitoring/void-journal',
      '/monitoring/discounts',
      '/monitoring/tables',
      '/monitoring/audit',
      '/monitoring/client-errors',
    ]);
    expect(monitoringPaths(perms(['ACCOUNTS']))).toEqual(['/monitoring/audit']);
    expect(monitoringPaths(perms(['SETTINGS']))).toEqual(['/monitoring/audit', '/monitoring/client-errors']);
    expect(monitoringPaths(perms(['MENUS', 'POS_CUSTOMIZATION']))).toEqual([]);
  });
});

describe('canOpenPath', () => {
  it('lets full access open everything', () => {
    for (const { path } of ROUTE_GUARDS) expect(canOpenPath(FULL_ACCESS, path)).toBe(true);
  });

  it('checks the guard’s scope', () => {
    const p = perms(['STAFF']);
    expect(canOpenPath(p, '/staff/competitions')).toBe(true);
    expect(canOpenPath(p, '/')).toBe(false);
    expect(canOpenPath(p, '/orders')).toBe(false);
    expect(canOpenPath(p, '/support')).toBe(true);
  });

  it('opens a screen needing one of several scopes to a holder of any of them', () => {
    expect(canOpenPath(perms(['ORDERS']), '/monitoring/void-journal')).toBe(true);
    expect(canOpenPath(perms(['FINANCE']), '/monitoring/tables')).toBe(true);
    expect(canOpenPath(perms(['POS_CUSTOMIZATION', 'MENUS']), '/monitoring/void-journal')).toBe(false);
  });

  it('opens the payments screens and API keys to payments-only accounts, not to a venue manager', () => {
    const manager = perms(['POS_CUSTOMIZATION', 'MENUS']);
    for (const path of ['/payments-transactions', '/payments-payouts', '/payments-reports', '/api']) {
      expect(canOpenPath(manager, path)).toBe(false);
      expect(canOpenPath(manager, path, { isPaymentsOnly: true })).toBe(true);
      expect(canOpenPath(FULL_ACCESS, path)).toBe(true);
    }
    expect(canOpenPath(manager, '/pim/products', { isPaymentsOnly: true })).toBe(true);
    expect(canOpenPath(manager, '/orders', { isPaymentsOnly: true })).toBe(false);
  });
});
