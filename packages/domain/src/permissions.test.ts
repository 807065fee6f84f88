import { describe, expect, it } from 'vitest';
import {
  canAccessVenue,
  canGrant,
  canOpenPath,
  FULL_ACCESS,
  filterVenues,
  guardForPath,
  hasFullAccess,
  hasScope,
  isScope,
  isVenueRestricted,
  landingPath,
  monitoringPaths,
  type Permissions,
  ROUTE_GUARDS,
  SCOPE_LANDING_PATHS,
  SCOPES,
  type Scope,
} from './permissions.ts';

const perms = (scopes: Scope[] = [], venueIds: string[] = []): Permissions => ({ scopes, venueIds });

describe('scopes', () => {
  it('lists the eight scopes of SPEC §6', () => {
    expect(SCOPES).toEqual([
      'FINANCE',
      'POS_CUSTOMIZATION',
      'ORDERS',
      'STAFF',
      'MENUS',
      'INTEGRATIONS',
      'ACCOUNTS',
      'SETTINGS',
    ]);
    expect(isScope('STAFF')).toBe(true);
    expect(isScope('LOANS')).toBe(false);
    expect(isScope('staff')).toBe(false);
    expect(isScope(undefined)).toBe(false);
  });
});

describe('scope checks', () => {
  it('reads an empty scope list as full access', () => {
    expect(FULL_ACCESS).toEqual({ scopes: [], venueIds: [] });
    expect(Object.isFrozen(FULL_ACCESS)).toBe(true);
    expect(hasFullAccess(FULL_ACCESS)).toBe(true);
    for (const scope of SCOPES) expect(hasScope(FULL_ACCESS, scope)).toBe(true);
  });

  it('grants only the listed scopes otherwise', () => {
    const staffOnly = perms(['STAFF']);
    expect(hasFullAccess(staffOnly)).toBe(false);
    expect(hasScope(staffOnly, 'STAFF')).toBe(true);
    expect(hasScope(staffOnly, 'FINANCE')).toBe(false);
  });
});

describe('venue checks', () => {
  const venues = [
    { id: 'v1', name: 'Södermalm' },
    { id: 'v2', name: 'Vasastan' },
    { id: 'v3', name: 'Kungsholmen' },
  ];

  it('reads an empty venue list as all venues', () => {
    expect(isVenueRestricted(FULL_ACCESS)).toBe(false);
    expect(canAccessVenue(FULL_ACCESS, 'anything')).toBe(true);
    expect(filterVenues(FULL_ACCESS, venues)).toEqual(venues);
  });

  it('limits a restricted user to their venues, keeping order', () => {
    const p = perms(['ORDERS'], ['v3', 'v1']);
    expect(isVenueRestricted(p)).toBe(true);
    expect(canAccessVenue(p, 'v1')).toBe(true);
    expect(canAccessVenue(p, 'v2')).toBe(false);
    expect(filterVenues(p, venues).map((v) => v.name)).toEqual(['Södermalm', 'Kungsholmen']);
  });

  it('returns a new array', () => {
    expect(filterVenues(FULL_ACCESS, venues)).not.toBe(venues);
  });
});

describe('guardForPath', () => {
  it('knows the guards of SPEC §6 and of the sidebar rules', () => {
    expect(ROUTE_GUARDS.slice(0, 12).map((g) => [g.path, g.anyOf.join()])).toEqual([
      ['/', 'FINANCE'],
      ['/staff', 'STAFF'],
      ['/integrations', 'INTEGRATIONS'],
      ['/menus', 'MENUS'],
      ['/pos-layout', 'POS_CUSTOMIZATION'],
      ['/discounts', 'POS_CUSTOMIZATION'],
      ['/tables', 'POS_CUSTOMIZATION'],
      ['/orders', 'ORDERS'],
      ['/accounts', 'ACCOUNTS'],
      ['/reports', 'FINANCE'],
      ['/pim', 'POS_CUSTOMIZATION'],
      ['/settings', 'SETTINGS'],
    ]);
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
    ['/payments-transactions', 'FINANCE'],
    ['/api', 'SETTINGS'],
    ['/boost', 'FINANCE'],
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
    ['/licenses'],
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
    expect(monitoringPaths(FULL_ACCESS)).toEqual([
      '/monitoring/void-journal',
      '/monitoring/tables',
      '/monitoring/audit',
    ]);
    expect(monitoringPaths(perms(['ACCOUNTS']))).toEqual(['/monitoring/audit']);
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

describe('landingPath', () => {
  it('lands on the dashboard with FINANCE, full access included', () => {
    expect(landingPath(FULL_ACCESS)).toBe('/');
    expect(landingPath(perms(['FINANCE']))).toBe('/');
    expect(landingPath(perms(['STAFF', 'FINANCE']))).toBe('/');
  });

  it('lands on the first page of the user’s first scope otherwise', () => {
    expect(landingPath(perms(['ORDERS', 'STAFF']))).toBe('/orders');
    expect(landingPath(perms(['STAFF', 'ORDERS']))).toBe('/staff');
    expect(landingPath(perms(['SETTINGS']))).toBe('/settings/company');
  });

  it('has a landing page for every scope', () => {
    expect(Object.keys(SCOPE_LANDING_PATHS).sort()).toEqual([...SCOPES].sort());
    for (const scope of SCOPES.filter((s) => s !== 'FINANCE')) {
      expect(landingPath(perms([scope]))).toBe(SCOPE_LANDING_PATHS[scope]);
      expect(canOpenPath(perms([scope]), SCOPE_LANDING_PATHS[scope])).toBe(true);
    }
  });
});

describe('canGrant', () => {
  const admin = FULL_ACCESS;
  const manager = perms(['STAFF', 'ORDERS', 'MENUS']);
  const localManager = perms(['STAFF', 'ORDERS'], ['v1', 'v2']);

  it('lets full access grant anything', () => {
    expect(canGrant(admin, FULL_ACCESS)).toBe(true);
    expect(canGrant(admin, perms(['FINANCE'], ['v9']))).toBe(true);
  });

  it('lets a scoped granter grant a subset of their scopes', () => {
    expect(canGrant(manager, perms(['STAFF']))).toBe(true);
    expect(canGrant(manager, perms(['STAFF', 'ORDERS', 'MENUS']))).toBe(true);
    expect(canGrant(manager, perms(['STAFF', 'FINANCE']))).toBe(false);
  });

  it('stops a scoped granter from granting full access', () => {
    expect(canGrant(manager, perms([]))).toBe(false);
  });

  it('lets a venue-restricted granter grant a non-empty subset of their venues', () => {
    expect(canGrant(localManager, perms(['STAFF'], ['v1']))).toBe(true);
    expect(canGrant(localManager, perms(['STAFF'], ['v1', 'v2']))).toBe(true);
    expect(canGrant(localManager, perms(['STAFF'], ['v1', 'v3']))).toBe(false);
    expect(canGrant(localManager, perms(['STAFF'], []))).toBe(false);
  });

  it('lets an unrestricted granter grant any venues', () => {
    expect(canGrant(manager, perms(['STAFF'], ['v7']))).toBe(true);
    expect(canGrant(perms([], ['v1']), perms([], ['v1']))).toBe(true);
    expect(canGrant(perms([], ['v1']), FULL_ACCESS)).toBe(false);
  });

  it('needs both scopes and venues to be within the granter’s', () => {
    expect(canGrant(localManager, perms(['FINANCE'], ['v1']))).toBe(false);
    expect(canGrant(localManager, perms(['ORDERS'], ['v3']))).toBe(false);
  });
});
