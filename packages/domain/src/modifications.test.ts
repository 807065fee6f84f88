import { describe, expect, it } from 'vitest';
import {
  checkItemDefaults,
  isPermutation,
  isValidModificationPrice,
  modificationGroupSchema,
  modificationSchema,
  moveEntry,
  predefinedMessageSchema,
  stationSchema,
  upsellSchema,
} from './modifications.ts';
import { MAX_MINOR_AMOUNT } from './money.ts';
import { fieldErrorsFromZod } from './validation.ts';

function errorsOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);
}

describe('modification prices', () => {
  it('are whole minor units and may be negative within the catalogue limit', () => {
    expect(isValidModificationPrice(500)).toBe(true);
    expect(isValidModificationPrice(-500)).toBe(true);
    expect(isValidModificationPrice(0)).toBe(true);
    expect(isValidModificationPrice(MAX_MINOR_AMOUNT)).toBe(true);
    expect(isValidModificationPrice(-MAX_MINOR_AMOUNT - 1)).toBe(false);
    expect(isValidModificationPrice(5.5)).toBe(false);
    expect(isValidModificationPrice('5')).toBe(false);
  });

  it('default to 0 and report a bad price under the price field', () => {
    expect(modificationSchema.parse({ name: ' Oat ' })).toEqual({ name: 'Oat', nameLang: {}, price: 0 });
    expect(errorsOf(modificationSchema, { name: '', price: 1.5 })).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'price', message: 'validation.modificationPrice' },
    ]);
  });
});

describe('modification groups', () => {
  const group = { title: 'Milk', titleLang: { en: 'Milk', se: 'Mjölk', es: '', no: null } };

  it('reads titles in four languages, empty ones dropped, and defaults the selections', () => {
    expect(modificationGroupSchema.parse(group)).toEqual({
      title: 'Milk',
      titleLang: { en: 'Milk', se: 'Mjölk', es: undefined, no: undefined },
      minSelections: 0,
      maxSelections: null,
      modifications: undefined,
      itemIds: undefined,
    });
  });

  it('refuses a minimum above the maximum, under maxSelections', () => {
    expect(errorsOf(modificationGroupSchema, { ...group, minSelections: 3, maxSelections: 2 })).toEqual([
      { field: 'maxSelections', message: 'validation.minAboveMax' },
    ]);
    expect(errorsOf(modificationGroupSchema, { ...group, minSelections: 2, maxSelections: 2 })).toEqual([]);
    expect(errorsOf(modificationGroupSchema, { ...group, minSelections: 5, maxSelections: null })).toEqual(
      [],
    );
  });

  it('refuses a maximum of 0, negative or fractional selections', () => {
    expect(errorsOf(modificationGroupSchema, { ...group, maxSelections: 0 }).map((e) => e.field)).toEqual([
      'maxSelections',
    ]);
    expect(errorsOf(modificationGroupSchema, { ...group, minSelections: -1 }).map((e) => e.field)).toEqual([
      'minSelections',
    ]);
    expect(errorsOf(modificationGroupSchema, { ...group, minSelections: 1.5 }).map((e) => e.field)).toEqual([
      'minSelections',
    ]);
  });

  it('checks the inline modifications field by field and refuses the same id twice', () => {
    const errors = errorsOf(modificationGroupSchema, {
      ...group,
      modifications: [
        { id: 'm1', name: 'Oat', price: 500 },
        { id: 'm1', name: '', price: 0 },
      ],
    });
    expect(errors).toEqual([
      { field: 'modifications.1.name', message: 'validation.required' },
      { field: 'modifications', message: 'validation.duplicate' },
    ]);
  });

  it('refuses an item listed twice', () => {
    expect(errorsOf(modificationGroupSchema, { ...group, itemIds: ['a', 'a'] })).toEqual([
      { field: 'itemIds', message: 'validation.duplicate' },
    ]);
  });
});

describe('checkItemDefaults', () => {
  const groups = [
    { id: 'milk', maxSelections: 1 },
    { id: 'extra', maxSelections: null },
  ];
  const groupOf = new Map([
    ['oat', 'milk'],
    ['lactose-free', 'milk'],
    ['shot', 'extra'],
    ['syrup', 'extra'],
    ['large', 'size'],
  ]);

  it('accepts defaults of the item groups within their maximum', () => {
    expect(checkItemDefaults(groups, ['oat', 'shot', 'syrup'], groupOf)).toEqual([]);
    expect(checkItemDefaults(groups, [], groupOf)).toEqual([]);
  });

  it('refuses a default of a group the item does not offer, or an unknown one', () => {
    expect(checkItemDefaults(groups, ['large'], groupOf)).toEqual([
      { message: 'validation.defaultOutsideGroups', groupId: 'size' },
    ]);
    expect(checkItemDefaults(groups, ['nope'], groupOf)).toEqual([
      { message: 'validation.defaultOutsideGroups', groupId: null },
    ]);
  });

  it('refuses more defaults in a group than its maximum', () => {
    expect(checkItemDefaults(groups, ['oat', 'lactose-free'], groupOf)).toEqual([
      { message: 'validation.tooManyDefaults', groupId: 'milk' },
    ]);
  });
});

describe('ordering', () => {
  it('isPermutation holds only for the same ids, each once', () => {
    expect(isPermutation(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isPermutation(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'x'])).toBe(false);
  });

  it('moveEntry moves one entry, clamping the target', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 1, -3)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('upsells, stations and predefined messages', () => {
  it('upsells have a name, a display order from 0 and distinct items', () => {
    expect(upsellSchema.parse({ name: 'Something sweet?' })).toEqual({
      name: 'Something sweet?',
      displayOrder: 0,
      itemIds: [],
    });
    expect(
      errorsOf(upsellSchema, { name: 'x', displayOrder: -1, itemIds: ['a', 'a'] }).map((e) => e.field),
    ).toEqual(['displayOrder', 'itemIds']);
  });

  it('stations have a name and an optional venue', () => {
    expect(stationSchema.parse({ name: 'Bar', venueId: null })).toEqual({
      name: 'Bar',
      venueId: null,
      itemIds: undefined,
    });
    expect(errorsOf(stationSchema, { name: '  ' })).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
  });

  it('predefined messages need text of at most 200 characters', () => {
    expect(predefinedMessageSchema.parse({ message: ' Utan lök ' })).toEqual({ message: 'Utan lök' });
    expect(errorsOf(predefinedMessageSchema, { message: 'x'.repeat(201) })).toEqual([
      { field: 'message', message: 'validation.tooLong' },
    ]);
  });
});
