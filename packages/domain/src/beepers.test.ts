import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  beeperNumberProblem,
  beeperNumberSchema,
  beeperSettingsSchema,
  freeBeeperCount,
  nextFreeBeeper,
  overlappingRange,
  rangesOverlap,
} from './beepers.ts';

const messages = (input: unknown) => {
  const result = z.safeParse(beeperSettingsSchema, input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('beeper settings', () => {
  it('accepts a range from ≤ to within 1–9999 and either mode', () => {
    expect(messages({ rangeFrom: 1, rangeTo: 9999, mode: 'AUTOMATIC' })).toEqual([]);
    expect(messages({ rangeFrom: 7, rangeTo: 7, mode: 'MANUAL' })).toEqual([]);
  });

  it('refuses a range that runs backwards on its end', () => {
    expect(messages({ rangeFrom: 20, rangeTo: 10, mode: 'AUTOMATIC' })).toEqual([
      'rangeTo:validation.beeperRangeBackwards',
    ]);
  });

  it('refuses numbers outside 1–9999, fractions and strings, and names a missing field', () => {
    expect(messages({ rangeFrom: 0, rangeTo: 10000, mode: 'AUTOMATIC' })).toEqual([
      'rangeFrom:validation.beeperNumber',
      'rangeTo:validation.beeperNumber',
    ]);
    expect(messages({ rangeFrom: 1.5, rangeTo: '9', mode: 'AUTOMATIC' })).toEqual([
      'rangeFrom:validation.beeperNumber',
      'rangeTo:validation.beeperNumber',
    ]);
    expect(messages({ rangeFrom: 1, rangeTo: 9, mode: 'SOMETIMES' })).toEqual(['mode:validation.beeperMode']);
    expect(messages({ rangeTo: 9, mode: null })).toEqual([
      'rangeFrom:validation.required',
      'mode:validation.required',
    ]);
    expect(z.safeParse(beeperNumberSchema, Number.NaN).success).toBe(false);
  });
});

describe('overlap', () => {
  it('finds a shared number, including a shared edge', () => {
    expect(rangesOverlap({ rangeFrom: 1, rangeTo: 20 }, { rangeFrom: 20, rangeTo: 40 })).toBe(true);
    expect(rangesOverlap({ rangeFrom: 1, rangeTo: 20 }, { rangeFrom: 21, rangeTo: 40 })).toBe(false);
    expect(rangesOverlap({ rangeFrom: 5, rangeTo: 6 }, { rangeFrom: 1, rangeTo: 100 })).toBe(true);
  });

  it('names the other venue whose range overlaps', () => {
    const others = [
      { venueId: 'a', rangeFrom: 1, rangeTo: 20 },
      { venueId: 'b', rangeFrom: 50, rangeTo: 60 },
    ];
    expect(overlappingRange({ rangeFrom: 55, rangeTo: 70 }, others)?.venueId).toBe('b');
    expect(overlappingRange({ rangeFrom: 21, rangeTo: 49 }, others)).toBeNull();
  });
});

describe('numbers', () => {
  const range = { rangeFrom: 10, rangeTo: 13 };

  it('hands out the lowest free number, and none when the range is exhausted', () => {
    expect(nextFreeBeeper(range, [])).toBe(10);
    expect(nextFreeBeeper(range, [10, 12])).toBe(11);
    expect(nextFreeBeeper(range, [10, 11, 12, 13])).toBeNull();
  });

  it('counts free numbers within the range only', () => {
    expect(freeBeeperCount(range, [10, 10, 99])).toBe(3);
    expect(freeBeeperCount(range, [10, 11, 12, 13])).toBe(0);
  });

  it('says why a typed number cannot be handed out', () => {
    expect(beeperNumberProblem(range, [11], 9)).toBe('outsideRange');
    expect(beeperNumberProblem(range, [11], 11)).toBe('inUse');
    expect(beeperNumberProblem(range, [11], 12)).toBeNull();
  });
});
