import { addDays } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import { dailyOrderCounts, easterSunday, holidayFactor, paydayFactor } from './day-volume.ts';

// The demo's 90 days (ending on a seed day) and a whole year, for the seasons' holidays.
const daysEnding = (last: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
const DEMO_DAYS = daysEnding('2026-11-24', 90);
const YEAR = daysEnding('2026-12-31', 365);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;

describe('dailyOrderCounts', () => {
  it('gives the same counts for the same seed, and other counts for another seed', () => {
    const options = { seed: 20261121, mean: 130, country: 'SE' };
    expect(dailyOrderCounts(DEMO_DAYS, options)).toEqual(dailyOrderCounts(DEMO_DAYS, options));
    expect(dailyOrderCounts(DEMO_DAYS, { ...options, seed: 20261122 })).not.toEqual(
      dailyOrderCounts(DEMO_DAYS, options),
    );
  });

  it("gives a day the same count whichever run of days it is in (a day's weather is its own)", () => {
    const options = { seed: 7, mean: 130, country: 'NO' };
    const long = dailyOrderCounts(DEMO_DAYS, options);
    expect(dailyOrderCounts(DEMO_DAYS.slice(40), options)).toEqual(long.slice(40));
  });

  it.each(['SE', 'NO'])('varies the same weekday across weeks and never repeats a week (%s)', (country) => {
    const counts = dailyOrderCounts(DEMO_DAYS, { seed: 20261121, mean: 130, country });
    for (let w = 0; w < 7; w++) {
      const sameWeekday = counts.filter((_, i) => i % 7 === w);
      // 13 Saturdays (or Tuesdays…) take many different counts, spread by more than noise.
      expect(new Set(sameWeekday).size).toBeGreaterThanOrEqual(9);
      expect(Math.max(...sameWeekday) - Math.min(...sameWeekday)).toBeGreaterThan(0.15 * mean(sameWeekday));
    }
    for (let i = 7; i + 7 <= counts.length; i += 7)
      expect(counts.slice(i, i + 7)).not.toEqual(counts.slice(i - 7, i));
    const sameAsWeekBefore = counts.filter((c, i) => i >= 7 && c === counts[i - 7]).length;
    expect(sameAsWeekBefore).toBeLessThan(8);
  });

  it('keeps the totals realistic: about the mean, busier weekends, no empty or absurd days', () => {
    for (const seed of [1, 20261121, 20261122, 99]) {
      const counts = dailyOrderCounts(DEMO_DAYS, { seed, mean: 130, country: 'SE' });
      // Weekday weights average about 1.02; weather, noise and paydays roughly cancel out.
      expect(mean(counts)).toBeGreaterThan(115);
      expect(mean(counts)).toBeLessThan(150);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(130 * 0.4);
      expect(Math.max(...counts)).toBeLessThanOrEqual(130 * 2.1);
      const saturdays = counts.filter((_, i) => weekday(DEMO_DAYS[i] ?? '') === 6);
      const sundays = counts.filter((_, i) => weekday(DEMO_DAYS[i] ?? '') === 0);
      expect(mean(saturdays)).toBeGreaterThan(mean(sundays) * 1.4);
    }
  });

  it('makes Christmas Eve quiet and New Year’s Eve and 17 May (in Norway) busy', () => {
    const counts = (country: string) => {
      const perDay = dailyOrderCounts(YEAR, { seed: 3, mean: 130, country });
      return new Map(YEAR.map((day, i) => [day, perDay[i] ?? 0]));
    };
    const se = counts('SE');
    const no = counts('NO');
    expect(se.get('2026-12-24')).toBeLessThan(80);
    expect(se.get('2026-12-31')).toBeGreaterThan(130);
    expect(no.get('2026-05-17')).toBeGreaterThan(se.get('2026-05-17') ?? 0);
  });
});

describe('the calendar', () => {
  it('finds Easter', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('knows the holidays of Sweden and Norway', () => {
    expect(holidayFactor('2026-06-19', 'SE')).toBeLessThan(1); // Midsummer Eve, a Friday
    expect(holidayFactor('2026-10-31', 'SE')).toBeLessThan(1); // All Saints' Day, a Saturday
    expect(holidayFactor('2026-05-14', 'SE')).toBeGreaterThan(1); // Ascension Day
    expect(holidayFactor('2026-05-17', 'NO')).toBeGreaterThan(1.2);
    expect(holidayFactor('2026-05-17', 'SE')).toBe(1);
    expect(holidayFactor('2026-11-18', 'SE')).toBe(1);
  });

  it('bumps the days after payday: the 25th in Sweden, the 20th in Norway, a weekend payday on the Friday', () => {
    expect(paydayFactor('2026-11-25', 'SE')).toBeGreaterThan(1);
    expect(paydayFactor('2026-11-26', 'SE')).toBeGreaterThan(1);
    expect(paydayFactor('2026-11-22', 'SE')).toBeLessThan(1); // the lean days before
    expect(paydayFactor('2026-11-10', 'SE')).toBe(1);
    expect(paydayFactor('2026-11-20', 'NO')).toBeGreaterThan(1);
    expect(paydayFactor('2026-11-25', 'NO')).toBe(1);
    // 25 October 2026 is a Sunday: paid on Friday the 23rd.
    expect(paydayFactor('2026-10-23', 'SE')).toBeGreaterThan(1);
    // Elsewhere the last weekday: 30 November 2026 is a Monday; 1 December follows it.
    expect(paydayFactor('2026-11-30', 'GB')).toBeGreaterThan(1);
    expect(paydayFactor('2026-12-01', 'GB')).toBeGreaterThan(1);
  });
});
