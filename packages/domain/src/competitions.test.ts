import { describe, expect, it } from 'vitest';
import {
  competitionSchema,
  competitionStatus,
  inclusiveDays,
  isIsoDay,
  rankLeaderboard,
} from './competitions.ts';

const valid = {
  name: 'Cinnamon bun week',
  startsOn: '2026-11-01',
  endsOn: '2026-11-07',
  metric: 'QUANTITY',
  goal: 50,
  prize: 'Cinema tickets',
  venueIds: ['v1'],
  itemIds: ['i1'],
};

const issues = (input: unknown) => {
  const result = competitionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('competitionSchema', () => {
  it('accepts a competition and fills the empty lists and optional fields', () => {
    const result = competitionSchema.safeParse({ ...valid, goal: null, prize: '  ' });
    expect(result.success && result.data).toMatchObject({
      goal: null,
      prize: null,
      staffIds: [],
      categoryIds: [],
    });
  });

  it('refuses a period that ends first or is too long, and impossible dates', () => {
    expect(issues({ ...valid, endsOn: '2026-10-31' })).toEqual(['endsOn:validation.periodOrder']);
    expect(issues({ ...valid, endsOn: '2027-11-07' })).toEqual(['endsOn:validation.periodTooLong']);
    expect(issues({ ...valid, startsOn: '2026-02-30' })).toContain('startsOn:validation.date');
    expect(issues({ ...valid, startsOn: '' })).toContain('startsOn:validation.required');
  });

  it('needs a venue and a target, and a whole non-negative goal', () => {
    expect(issues({ ...valid, venueIds: [] })).toEqual(['venueIds:validation.noVenues']);
    expect(issues({ ...valid, itemIds: [], categoryIds: null })).toEqual(['itemIds:validation.noTargets']);
    expect(issues({ ...valid, goal: -1 })).toEqual(['goal:validation.goal']);
    expect(issues({ ...valid, goal: 1.5 })).toEqual(['goal:validation.goal']);
    expect(issues({ ...valid, goal: Number.NaN })).toEqual(['goal:validation.goal']);
    expect(issues({ ...valid, metric: 'PROFIT' })).toEqual(['metric:validation.invalid']);
    expect(issues({ ...valid, itemIds: ['a', 'a'] })).toEqual(['itemIds:validation.duplicate']);
    expect(issues({ ...valid, name: 'x'.repeat(101) })).toEqual(['name:validation.tooLong']);
    expect(issues({ ...valid, prize: 'x'.repeat(301) })).toEqual(['prize:validation.tooLong']);
  });
});

describe('days', () => {
  it('knows real dates and counts both ends', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(inclusiveDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(inclusiveDays('2026-03-28', '2026-03-30')).toBe(3);
  });
});

describe('competitionStatus', () => {
  const period = { startsOn: '2026-11-01', endsOn: '2026-11-07' };
  it('is upcoming, running, then finished once every venue is past the last day', () => {
    expect(competitionStatus(period, ['2026-10-31'])).toBe('UPCOMING');
    expect(competitionStatus(period, ['2026-11-01'])).toBe('RUNNING');
    expect(competitionStatus(period, ['2026-11-07'])).toBe('RUNNING');
    expect(competitionStatus(period, ['2026-11-08', '2026-11-07'])).toBe('RUNNING');
    expect(competitionStatus(period, ['2026-11-08'])).toBe('FINISHED');
  });
});

describe('rankLeaderboard', () => {
  const tallies = [
    { staffId: 's1', name: 'Bo', quantity: 5, amount: 1000 },
    { staffId: 's2', name: 'Ada', quantity: 5, amount: 3000 },
    { staffId: 's3', name: 'Cy', quantity: 2, amount: 4000 },
    { staffId: 's4', name: 'Di', quantity: 0, amount: 0 },
  ];
  it('ranks by quantity with shared ranks and skips nobody-sold-anything', () => {
    expect(rankLeaderboard(tallies, 'QUANTITY', 10).map((e) => [e.rank, e.name, e.progress])).toEqual([
      [1, 'Ada', 0.5],
      [1, 'Bo', 0.5],
      [3, 'Cy', 0.2],
    ]);
  });
  it('ranks by amount; progress caps at 1 and is null without a goal', () => {
    expect(
      rankLeaderboard(tallies, 'AMOUNT', 2000).map((e) => [e.rank, e.name, e.value, e.progress]),
    ).toEqual([
      [1, 'Cy', 4000, 1],
      [2, 'Ada', 3000, 1],
      [3, 'Bo', 1000, 0.5],
    ]);
    expect(rankLeaderboard(tallies, 'AMOUNT', null)[0]?.progress).toBeNull();
  });
});
