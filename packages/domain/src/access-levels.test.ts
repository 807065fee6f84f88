import { describe, expect, it } from 'vitest';
import {
  accessLevelSchema,
  DEFAULT_ACCESS_LEVELS,
  manualDiscountCapOf,
  PERMISSION_GROUPS,
  permissionsAt,
  permissionTextKeys,
  sortPermissions,
} from './access-levels.ts';
import { POS_STAFF_PERMISSIONS } from './enums.ts';
import { fieldErrorsFromZod } from './validation.ts';

const errorsOf = (input: unknown) => {
  const result = accessLevelSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
};

describe('permissionsAt', () => {
  const level = { permissions: ['REFUND', 'HISTORY', 'NOT_A_PERMISSION'], venueIds: ['v1'] };

  it('gives the level’s known permissions, in canonical order, at a venue where it applies', () => {
    expect(permissionsAt(level, 'v1')).toEqual(['HISTORY', 'REFUND']);
  });

  it('gives none at another venue, and none without a level', () => {
    expect(permissionsAt(level, 'v2')).toEqual([]);
    expect(permissionsAt(null, 'v1')).toEqual([]);
    expect(permissionsAt(undefined, 'v1')).toEqual([]);
  });

  it('applies a level without venues at every venue', () => {
    expect(permissionsAt({ permissions: ['LOG_OUT'], venueIds: [] }, 'anywhere')).toEqual(['LOG_OUT']);
  });
});

describe('the manual-discount cap', () => {
  it('is 0 without MANUAL_DISCOUNT, the cap (or none) with it', () => {
    expect(manualDiscountCapOf({ permissions: ['HISTORY'], manualDiscountCap: 20 })).toBe(0);
    expect(manualDiscountCapOf({ permissions: ['MANUAL_DISCOUNT'], manualDiscountCap: 20 })).toBe(20);
    expect(manualDiscountCapOf({ permissions: ['MANUAL_DISCOUNT'], manualDiscountCap: null })).toBeNull();
  });
});

describe('accessLevelSchema', () => {
  it('accepts a level, sorting its permissions', () => {
    const parsed = accessLevelSchema.parse({
      name: ' Bartender ',
      permissions: ['MANUAL_DISCOUNT', 'HISTORY'],
      manualDiscountCap: 15,
      venueIds: ['v1'],
    });
    expect(parsed).toEqual({
      name: 'Bartender',
      permissions: ['HISTORY', 'MANUAL_DISCOUNT'],
      manualDiscountCap: 15,
      venueIds: ['v1'],
    });
  });

  it('drops the cap when manual discounts are not allowed, and reads missing venues as every venue', () => {
    const parsed = accessLevelSchema.parse({
      name: 'Runner',
      permissions: ['LOG_OUT'],
      manualDiscountCap: 30,
    });
    expect(parsed).toMatchObject({ manualDiscountCap: null, venueIds: [] });
  });

  it('refuses unknown permissions, caps outside 0–100 or not whole, repeats and a missing name', () => {
    expect(errorsOf({ name: 'X', permissions: ['HISTORY', 'FLY'] })).toEqual([
      { field: 'permissions.1', message: 'validation.permission' },
    ]);
    for (const cap of [-1, 101, 12.5, Number.NaN, '10']) {
      expect(errorsOf({ name: 'X', permissions: ['MANUAL_DISCOUNT'], manualDiscountCap: cap })).toEqual([
        { field: 'manualDiscountCap', message: 'validation.discountCap' },
      ]);
    }
    expect(errorsOf({ name: 'X', permissions: ['HISTORY', 'HISTORY'] })).toEqual([
      { field: 'permissions', message: 'validation.duplicate' },
    ]);
    expect(errorsOf({ name: ' ', permissions: [] })).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
    expect(errorsOf({ name: 'x'.repeat(61), permissions: [] })).toEqual([
      { field: 'name', message: 'validation.tooLong' },
    ]);
    expect(errorsOf({ name: 'X', permissions: [], venueIds: ['v1', 'v1'] })).toEqual([
      { field: 'venueIds', message: 'validation.duplicate' },
    ]);
  });
});

describe('the permission catalogue', () => {
  it('puts every permission in exactly one group', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.permissions);
    expect(grouped.sort()).toEqual([...POS_STAFF_PERMISSIONS].sort());
  });

  it('names each permission’s text keys', () => {
    expect(permissionTextKeys('HISTORY')).toEqual({
      name: 'permissions.HISTORY.name',
      description: 'permissions.HISTORY.description',
    });
  });

  it('starts companies with levels whose permissions are all known and a manager with all of them', () => {
    for (const level of DEFAULT_ACCESS_LEVELS)
      expect(sortPermissions(level.permissions)).toHaveLength(level.permissions.length);
    expect(DEFAULT_ACCESS_LEVELS.find((l) => l.key === 'manager')?.permissions).toEqual(
      POS_STAFF_PERMISSIONS,
    );
  });
});
