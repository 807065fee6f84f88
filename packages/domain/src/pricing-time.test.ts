import { describe, expect, it } from 'vitest';
import { localMomentAt, offerChannelOf } from './pricing-time.ts';

describe('localMomentAt', () => {
  it('reads the venue local date, weekday and minute', () => {
    expect(localMomentAt('2026-11-24T11:00:00Z', 'Europe/Stockholm')).toEqual({
      date: '2026-11-24',
      weekday: 'TUESDAY',
      minute: 12 * 60,
    });
    expect(localMomentAt(new Date('2026-11-24T23:30:00Z'), 'Europe/Stockholm')).toEqual({
      date: '2026-11-25',
      weekday: 'WEDNESDAY',
      minute: 30,
    });
    expect(localMomentAt('2026-11-24T02:15:00Z', 'America/New_York')).toEqual({
      date: '2026-11-23',
      weekday: 'MONDAY',
      minute: 21 * 60 + 15,
    });
  });

  it('midnight is minute 0, not 24:00', () => {
    expect(localMomentAt('2026-11-24T23:00:00Z', 'Europe/Stockholm').minute).toBe(0);
  });

  it('spring forward (Stockholm, 29 March 2026: 02:00 → 03:00): 01:59 then 03:00', () => {
    expect(localMomentAt('2026-03-29T00:59:00Z', 'Europe/Stockholm')).toMatchObject({
      date: '2026-03-29',
      minute: 60 + 59,
    });
    expect(localMomentAt('2026-03-29T01:00:00Z', 'Europe/Stockholm')).toMatchObject({
      date: '2026-03-29',
      minute: 180,
    });
    expect(localMomentAt('2026-03-29T11:00:00Z', 'Europe/Stockholm')).toMatchObject({
      weekday: 'SUNDAY',
      minute: 13 * 60,
    });
  });

  it('fall back (Stockholm, 25 October 2026: 03:00 → 02:00): 02:30 happens twice', () => {
    expect(localMomentAt('2026-10-25T00:30:00Z', 'Europe/Stockholm').minute).toBe(150);
    expect(localMomentAt('2026-10-25T01:30:00Z', 'Europe/Stockholm').minute).toBe(150);
    expect(localMomentAt('2026-10-25T11:00:00Z', 'Europe/Stockholm')).toMatchObject({
      weekday: 'SUNDAY',
      minute: 12 * 60,
    });
  });

  it('works east of UTC across the date line', () => {
    expect(localMomentAt('2026-12-31T20:00:00Z', 'Asia/Dubai')).toEqual({
      date: '2027-01-01',
      weekday: 'FRIDAY',
      minute: 0,
    });
  });

  it('refuses an invalid instant or time zone', () => {
    expect(() => localMomentAt('not a date', 'Europe/Stockholm')).toThrow(RangeError);
    expect(() => localMomentAt(new Date(Number.NaN), 'Europe/Stockholm')).toThrow(RangeError);
    expect(() => localMomentAt('2026-11-24T11:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('offerChannelOf', () => {
  it('maps the till channels to POS and the others to ONLINE', () => {
    expect(offerChannelOf('POS')).toBe('POS');
    expect(offerChannelOf('EXPRESS')).toBe('POS');
    expect(offerChannelOf('APP')).toBe('ONLINE');
    expect(offerChannelOf('THIRD_PARTY')).toBe('ONLINE');
  });
});
