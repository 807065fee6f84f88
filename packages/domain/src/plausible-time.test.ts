import { describe, expect, it } from 'vitest';
import { rangeDayProblem, recordedTimeProblem } from './plausible-time.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('recordedTimeProblem', () => {
  it.each([
    ['2026-11-24T11:59:00Z', null],
    ['2017-04-01T05:30:00+02:00', null],
    ['2017-04-01T05:29:59+02:00', 'beforeAllTime'],
    ['1970-01-01T00:00:00Z', 'beforeAllTime'],
    ['2026-11-25T12:00:00Z', null],
    ['2026-11-25T12:00:01Z', 'tooFarAhead'],
    ['9999-12-31T00:00:00Z', 'tooFarAhead'],
  ])('%s in Stockholm: %s', (at, problem) => {
    expect(recordedTimeProblem(new Date(at), 'Europe/Stockholm', now)).toBe(problem);
  });

  it('takes the start of all time in the venue’s own time zone', () => {
    const at = new Date('2017-04-01T04:00:00Z');
    expect(recordedTimeProblem(at, 'Europe/Stockholm', now)).toBeNull();
    expect(recordedTimeProblem(at, 'America/New_York', now)).toBe('beforeAllTime');
  });

  it('refuses an invalid date', () => {
    expect(() => recordedTimeProblem(new Date('nope'), 'Europe/Stockholm', now)).toThrow(RangeError);
  });
});

describe('rangeDayProblem', () => {
  it.each([
    ['2017-04-01', null],
    ['2017-03-31', 'beforeAllTime'],
    ['0001-01-01', 'beforeAllTime'],
    ['2026-12-31', null],
    ['2027-11-25', null],
    ['2027-11-26', 'tooFarAhead'],
    ['9999-12-31', 'tooFarAhead'],
  ])('%s: %s', (day, problem) => {
    expect(rangeDayProblem(day, '2026-11-24')).toBe(problem);
  });
});
