import { describe, expect, it } from 'vitest';
import {
  applyPoints,
  levelAfterPointsChange,
  levelForPoints,
  levelTitle,
  membershipLevelSchema,
  pointsChangeSchema,
  pointsForOrder,
} from './loyalty.ts';
import { fieldErrorsFromZod } from './validation.ts';

const levels = [
  { id: 'bronze', pointsRequired: 0 },
  { id: 'gold', pointsRequired: 2000 },
  { id: 'silver', pointsRequired: 500 },
];

function errorsOf(input: unknown) {
  const result = membershipLevelSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('pointsForOrder', () => {
  it('gives one point per whole currency unit, rounded down', () => {
    expect(pointsForOrder(5990, 'SEK')).toBe(59);
    expect(pointsForOrder(100, 'EUR')).toBe(1);
    expect(pointsForOrder(99, 'EUR')).toBe(0);
    expect(pointsForOrder(123_456, 'USD')).toBe(1234);
  });

  it('gives nothing for zero, negative or non-finite amounts', () => {
    expect(pointsForOrder(0, 'SEK')).toBe(0);
    expect(pointsForOrder(-5000, 'SEK')).toBe(0);
    expect(pointsForOrder(Number.NaN, 'SEK')).toBe(0);
  });

  it('reads an unknown currency as two decimals', () => {
    expect(pointsForOrder(1000, 'XXX')).toBe(10);
  });
});

describe('levelForPoints', () => {
  it('picks the highest level whose points are reached, in any order', () => {
    expect(levelForPoints(levels, 0)?.id).toBe('bronze');
    expect(levelForPoints(levels, 499)?.id).toBe('bronze');
    expect(levelForPoints(levels, 500)?.id).toBe('silver');
    expect(levelForPoints(levels, 1999)?.id).toBe('silver');
    expect(levelForPoints(levels, 2000)?.id).toBe('gold');
    expect(levelForPoints(levels, 1_000_000)?.id).toBe('gold');
  });

  it('is null when no level starts low enough or there are none', () => {
    expect(levelForPoints([{ id: 'x', pointsRequired: 10 }], 5)).toBeNull();
    expect(levelForPoints([], 5)).toBeNull();
  });
});

describe('levelAfterPointsChange', () => {
  it('moves a member up when the points reach a higher level', () => {
    expect(levelAfterPointsChange(levels, 'bronze', 600)).toBe('silver');
    expect(levelAfterPointsChange(levels, null, 2500)).toBe('gold');
  });

  it('never moves a member down', () => {
    expect(levelAfterPointsChange(levels, 'gold', 10)).toBe('gold');
    expect(levelAfterPointsChange(levels, 'silver', 0)).toBe('silver');
  });

  it('keeps the level when nothing is reached', () => {
    expect(levelAfterPointsChange([{ id: 'x', pointsRequired: 10 }], null, 5)).toBeNull();
  });
});

describe('applyPoints', () => {
  it('adds and takes while the balance stays at zero or above', () => {
    expect(applyPoints(100, 50)).toEqual({ amount: 50, balanceAfter: 150 });
    expect(applyPoints(100, -100)).toEqual({ amount: -100, balanceAfter: 0 });
  });

  it('refuses a change below zero, or clamps it for a reversal', () => {
    expect(applyPoints(30, -50)).toBeNull();
    expect(applyPoints(30, -50, true)).toEqual({ amount: -30, balanceAfter: 0 });
  });
});

describe('membershipLevelSchema', () => {
  it('accepts a level with one title and fills the defaults', () => {
    const result = membershipLevelSchema.safeParse({ title: { se: ' Guld ' } });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      title: { se: 'Guld' },
      description: {},
      discountPercentage: 0,
      pointsRequired: 0,
      primaryColor: '#1f6f5c',
      secondaryColor: '#f4efe6',
      imageId: null,
      isDefault: false,
    });
  });

  it('lowercases colours and reads an empty image as none', () => {
    const result = membershipLevelSchema.safeParse({
      title: { en: 'Gold' },
      primaryColor: '#AABBCC',
      secondaryColor: '',
      imageId: '  ',
    });
    expect(result.data?.primaryColor).toBe('#aabbcc');
    expect(result.data?.secondaryColor).toBe('#f4efe6');
    expect(result.data?.imageId).toBeNull();
  });

  it('needs a title in at least one language', () => {
    expect(errorsOf({ title: { en: '  ', se: '' } })).toEqual([
      { field: 'title.en', message: 'validation.title' },
    ]);
    expect(errorsOf({})).toEqual([{ field: 'title', message: 'validation.required' }]);
  });

  it('refuses bad discounts, points, colours and long texts with field errors', () => {
    expect(
      errorsOf({
        title: { en: 'x'.repeat(61) },
        description: { se: 'y'.repeat(501) },
        discountPercentage: 101,
        pointsRequired: -1,
        primaryColor: 'red',
        secondaryColor: '#12345',
        isDefault: 'yes',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'title.en', message: 'validation.tooLong' },
        { field: 'description.se', message: 'validation.tooLong' },
        { field: 'discountPercentage', message: 'validation.discount' },
        { field: 'pointsRequired', message: 'validation.pointsRequired' },
        { field: 'primaryColor', message: 'validation.color' },
        { field: 'secondaryColor', message: 'validation.color' },
        { field: 'isDefault', message: 'validation.invalid' },
      ]),
    );
    expect(errorsOf({ title: { en: 'A' }, discountPercentage: 12.5 })).toEqual([
      { field: 'discountPercentage', message: 'validation.discount' },
    ]);
    expect(errorsOf({ title: { en: 'A' }, pointsRequired: Number.NaN })).toEqual([
      { field: 'pointsRequired', message: 'validation.pointsRequired' },
    ]);
  });
});

describe('pointsChangeSchema', () => {
  it('needs a non-zero whole amount and a reason', () => {
    expect(pointsChangeSchema.safeParse({ amount: -20, reason: ' Goodwill ' }).data).toEqual({
      amount: -20,
      reason: 'Goodwill',
    });
    const bad = pointsChangeSchema.safeParse({ amount: 0, reason: '' });
    expect(bad.success ? [] : fieldErrorsFromZod(bad.error)).toEqual([
      { field: 'amount', message: 'validation.pointsAmount' },
      { field: 'reason', message: 'validation.required' },
    ]);
    expect(pointsChangeSchema.safeParse({ amount: 1.5, reason: 'x' }).success).toBe(false);
    expect(pointsChangeSchema.safeParse({ amount: 1e9, reason: 'x' }).success).toBe(false);
  });
});

describe('levelTitle', () => {
  it('reads the language, Swedish as se, and falls back', () => {
    expect(levelTitle({ se: 'Guld', en: 'Gold' }, 'sv')).toBe('Guld');
    expect(levelTitle({ se: 'Guld', en: 'Gold' }, 'da')).toBe('Gold');
    expect(levelTitle({ no: 'Gull' }, 'ar')).toBe('Gull');
  });
});
