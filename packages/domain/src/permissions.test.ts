import { describe, expect, it } from 'vitest';
import {
  canAccessVenue,
  canGrant,
  FULL_ACCESS,
  filterVenues,
  hasFullAccess,
  hasScope,
  isScope,
  isVenueRestricted,
  landingPath,
  type Permissions,
  SCOPE_LANDING_PATHS,
  SCOPES,
  type Scope,
} from './permissions.ts';
import { canOpenPath } from './route-guards.ts';

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
