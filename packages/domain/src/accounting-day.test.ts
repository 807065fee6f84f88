import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_DAY_START,
  ALL_TIME_START,
  accountingDayEndInclusive,
  accountingDayOf,
  accountingDayRange,
  accountingDayStart,
  addDays,
  DEFAULT_TIMEZONE,
  localHourOf,
  VOUCHER_LOOKBACK_DAYS,
  voucherRange,
} from './accounting-day.ts';

const HOUR_MS = 3_600_000;
const at = (iso: string) => new Date(iso);
const hoursIn = (day: string, timeZone?: string) => {
  const { start, end } = accountingDayRange(day, timeZone);
  return (end.getTime() - start.getTime()) / HOUR_MS;
};

// Asserts that the last millisecond before `startIso` belongs to the day before `day`, and
// `startIso` itself to `day`.
function expectBoundary(day: string, startIso: string, timeZone?: string) {
  const start = at(startIso);
  expect(accountingDayStart(day, timeZone)).toEqual(start);
  expect(accountingDayOf(start, timeZone)).toBe(day);
  expect(accountingDayOf(new Date(start.getTime() - 1), timeZone)).toBe(addDays(day, -1));
}

describe('constants', () => {
  it('match SPEC §9', () => {
    expect(ACCOUNTING_DAY_START).toEqual({ hour: 5, minute: 30 });
    expect(DEFAULT_TIMEZONE).toBe('Europe/Stockholm');
    expect(ALL_TIME_START).toBe('2017-04-01');
    expect(VOUCHER_LOOKBACK_DAYS).toBe(30);
  });

  it('start all time at 05:30 Stockholm time', () => {
    expect(accountingDayStart(ALL_TIME_START)).toEqual(at('2017-04-01T03:30:00.000Z'));
  });
});

describe('accountingDayOf', () => {
  it('counts the small hours towards the previous day (winter, CET)', () => {
    expect(accountingDayOf(at('2026-01-15T04:29:59.999Z'))).toBe('2026-01-14'); // 05:29:59.999 local
    expect(accountingDayOf(at('2026-01-15T04:30:00.000Z'))).toBe('2026-01-15'); // 05:30 local
    expect(accountingDayOf(at('2026-01-14T23:30:00.000Z'))).toBe('2026-01-14'); // 00:30 local on the 15th
    expect(accountingDayOf(at('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14'); // 23:59:59.999 local
  });

  it('counts the small hours towards the previous day (summer, CEST)', () => {
    expect(accountingDayOf(at('2026-07-01T03:29:59.999Z'))).toBe('2026-06-30');
    expect(accountingDayOf(at('2026-07-01T03:30:00.000Z'))).toBe('2026-07-01');
  });

  it('uses Europe/Stockholm unless told otherwise', () => {
    const instant = at('2026-01-15T05:00:00.000Z'); // 06:00 Stockholm, 05:00 London, 00:00 New York
    expect(accountingDayOf(instant)).toBe('2026-01-15');
    expect(accountingDayOf(instant, 'Europe/Stockholm')).toBe('2026-01-15');
    expect(accountingDayOf(instant, 'Europe/London')).toBe('2026-01-14');
    expect(accountingDayOf(instant, 'America/New_York')).toBe('2026-01-14');
  });

  it('crosses month and year ends', () => {
    expect(accountingDayOf(at('2027-01-01T04:00:00.000Z'))).toBe('2026-12-31');
    expect(accountingDayOf(at('2028-03-01T04:00:00.000Z'))).toBe('2028-02-29');
  });

  it('ignores milliseconds only where they belong', () => {
    expect(accountingDayOf(at('2026-01-15T04:29:59.001Z'))).toBe('2026-01-14');
    expect(accountingDayOf(at('1969-12-31T04:29:59.999Z'), 'UTC')).toBe('1969-12-30');
    expect(accountingDayOf(at('1969-12-31T05:30:00.001Z'), 'UTC')).toBe('1969-12-31');
  });

  it('refuses invalid dates and time zones', () => {
    expect(() => accountingDayOf(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => accountingDayOf(at('2026-01-15T12:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('accountingDayStart', () => {
  it('is 05:30 local time', () => {
    expect(accountingDayStart('2026-01-15')).toEqual(at('2026-01-15T04:30:00.000Z'));
    expect(accountingDayStart('2026-07-01')).toEqual(at('2026-07-01T03:30:00.000Z'));
    expect(accountingDayStart('2026-07-01', 'UTC')).toEqual(at('2026-07-01T05:30:00.000Z'));
    expect(accountingDayStart('2026-07-01', 'Asia/Kolkata')).toEqual(at('2026-07-01T00:00:00.000Z'));
    expect(accountingDayStart('2026-07-01', 'Asia/Tokyo')).toEqual(at('2026-06-30T20:30:00.000Z'));
    expect(accountingDayStart('2026-07-01', 'Europe/Istanbul')).toEqual(at('2026-07-01T02:30:00.000Z'));
  });

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-1-5',
    '20260105',
    '2026-01-05T00:00',
    '',
    'today',
  ])('refuses the day %j', (day) => {
    expect(() => accountingDayStart(day)).toThrow(RangeError);
  });

  it('refuses unknown time zones', () => {
    expect(() => accountingDayStart('2026-01-15', 'Europe/Atlantis')).toThrow(RangeError);
  });
});

describe('accountingDayRange and accountingDayEndInclusive', () => {
  it('runs from 05:30 to 05:30 the next morning, end exclusive', () => {
    expect(accountingDayRange('2026-01-15')).toEqual({
      start: at('2026-01-15T04:30:00.000Z'),
      end: at('2026-01-16T04:30:00.000Z'),
    });
    expect(accountingDayEndInclusive('2026-01-15', DEFAULT_TIMEZONE)).toEqual(at('2026-01-16T04:29:59.999Z'));
  });

  it('ends on the next day’s start across year ends', () => {
    expect(accountingDayRange('2026-12-31').end).toEqual(accountingDayStart('2027-01-01'));
    expect(accountingDayEndInclusive('2026-12-31')).toEqual(at('2027-01-01T04:29:59.999Z'));
  });

  it('covers every instant of its day and no other', () => {
    for (const day of ['2026-01-15', '2026-03-28', '2026-10-24']) {
      const { start, end } = accountingDayRange(day);
      const last = accountingDayEndInclusive(day);
      expect(last.getTime()).toBe(end.getTime() - 1);
      expect(accountingDayOf(start)).toBe(day);
      expect(accountingDayOf(last)).toBe(day);
      expect(accountingDayOf(end)).toBe(addDays(day, 1));
    }
  });
});

describe('daylight saving time in Europe/Stockholm', () => {
  // Clocks go 02:00 → 03:00 on 2026-03-29; that night belongs to accounting day 2026-03-28.
  it('shortens the accounting day holding the spring-forward night to 23 hours', () => {
    expect(hoursIn('2026-03-27')).toBe(24);
    expect(hoursIn('2026-03-28')).toBe(23);
    expect(hoursIn('2026-03-29')).toBe(24);
    expect(hoursIn('2026-03-30')).toBe(24);
  });

  it('switches days at 05:30 local on both sides of spring forward', () => {
    expectBoundary('2026-03-28', '2026-03-28T04:30:00.000Z'); // 05:30 CET
    expectBoundary('2026-03-29', '2026-03-29T03:30:00.000Z'); // 05:30 CEST
    expectBoundary('2026-03-30', '2026-03-30T03:30:00.000Z');
  });

  it('keeps the spring-forward night in the evening’s day', () => {
    expect(accountingDayOf(at('2026-03-29T00:59:59.999Z'))).toBe('2026-03-28'); // 01:59:59.999 CET
    expect(accountingDayOf(at('2026-03-29T01:00:00.000Z'))).toBe('2026-03-28'); // 03:00 CEST
  });

  // Clocks go 03:00 → 02:00 on 2026-10-25; that night belongs to accounting day 2026-10-24.
  it('lengthens the accounting day holding the fall-back night to 25 hours', () => {
    expect(hoursIn('2026-10-23')).toBe(24);
    expect(hoursIn('2026-10-24')).toBe(25);
    expect(hoursIn('2026-10-25')).toBe(24);
    expect(hoursIn('2026-10-26')).toBe(24);
  });

  it('switches days at 05:30 local on both sides of fall back', () => {
    expectBoundary('2026-10-24', '2026-10-24T03:30:00.000Z'); // 05:30 CEST
    expectBoundary('2026-10-25', '2026-10-25T04:30:00.000Z'); // 05:30 CET
    expectBoundary('2026-10-26', '2026-10-26T04:30:00.000Z');
  });

  it('keeps both passes of the repeated hour in the evening’s day', () => {
    expect(accountingDayOf(at('2026-10-25T00:30:00.000Z'))).toBe('2026-10-24'); // 02:30 CEST
    expect(accountingDayOf(at('2026-10-25T01:30:00.000Z'))).toBe('2026-10-24'); // 02:30 CET
  });

  it('has 24-hour days all year except the two change nights', () => {
    const lengths = new Map<number, string[]>();
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
      const hours = hoursIn(day);
      lengths.set(hours, [...(lengths.get(hours) ?? []), day]);
    }
    expect(lengths.get(23)).toEqual(['2026-03-28']);
    expect(lengths.get(25)).toEqual(['2026-10-24']);
    expect(lengths.get(24)).toHaveLength(363);
  });

  it('agrees with its own ranges for every half hour around the change nights', () => {
    for (const from of ['2026-03-27T00:00:00.000Z', '2026-10-23T00:00:00.000Z']) {
      for (let t = at(from).getTime(); t < at(from).getTime() + 4 * 24 * HOUR_MS; t += HOUR_MS / 2) {
        const day = accountingDayOf(new Date(t));
        const { start, end } = accountingDayRange(day);
        expect(start.getTime()).toBeLessThanOrEqual(t);
        expect(end.getTime()).toBeGreaterThan(t);
      }
    }
  });
});

describe('other time zones', () => {
  it('handles Europe/London (GMT/BST, changes at 01:00 GMT)', () => {
    expectBoundary('2026-01-15', '2026-01-15T05:30:00.000Z', 'Europe/London');
    expectBoundary('2026-07-01', '2026-07-01T04:30:00.000Z', 'Europe/London');
    expect(hoursIn('2026-03-28', 'Europe/London')).toBe(23);
    expect(hoursIn('2026-03-29', 'Europe/London')).toBe(24);
    expect(hoursIn('2026-10-24', 'Europe/London')).toBe(25);
    expect(hoursIn('2026-10-25', 'Europe/London')).toBe(24);
  });

  it('handles America/New_York (changes on 2026-03-08 and 2026-11-01)', () => {
    expectBoundary('2026-03-07', '2026-03-07T10:30:00.000Z', 'America/New_York'); // 05:30 EST
    expectBoundary('2026-03-08', '2026-03-08T09:30:00.000Z', 'America/New_York'); // 05:30 EDT
    expect(hoursIn('2026-03-07', 'America/New_York')).toBe(23);
    expect(hoursIn('2026-10-31', 'America/New_York')).toBe(25);
    expect(hoursIn('2026-11-01', 'America/New_York')).toBe(24);
    // 01:30 happens twice on 2026-11-01; both belong to the evening before.
    expect(accountingDayOf(at('2026-11-01T05:30:00.000Z'), 'America/New_York')).toBe('2026-10-31');
    expect(accountingDayOf(at('2026-11-01T06:30:00.000Z'), 'America/New_York')).toBe('2026-10-31');
  });

  it('handles a southern-hemisphere zone (Australia/Sydney)', () => {
    // AEDT ends 2026-04-05 03:00 → 02:00 and starts 2026-10-04 02:00 → 03:00.
    expect(hoursIn('2026-04-04', 'Australia/Sydney')).toBe(25);
    expect(hoursIn('2026-10-03', 'Australia/Sydney')).toBe(23);
    expectBoundary('2026-01-15', '2026-01-14T18:30:00.000Z', 'Australia/Sydney');
  });

  it('handles zones without daylight saving', () => {
    expect(hoursIn('2026-03-28', 'Asia/Kolkata')).toBe(24);
    expect(hoursIn('2026-10-24', 'UTC')).toBe(24);
    expectBoundary('2026-01-15', '2026-01-15T00:00:00.000Z', 'Asia/Kolkata');
  });

  // Baku changed clocks at 05:00 local in 1996, so 05:30 itself was skipped in March and
  // happened twice in October: the day starts at the first instant at or after 05:30 local.
  it('starts the day when clocks jump past 05:30', () => {
    expectBoundary('1996-03-31', '1996-03-31T01:00:00.000Z', 'Asia/Baku'); // 05:00 +04 → 06:00 +05
    expect(hoursIn('1996-03-30', 'Asia/Baku')).toBe(23.5);
    expect(hoursIn('1996-03-31', 'Asia/Baku')).toBe(23.5);
  });

  it('starts the day at the first 05:30 when clocks go back over it', () => {
    expect(accountingDayStart('1996-10-27', 'Asia/Baku')).toEqual(at('1996-10-27T00:30:00.000Z')); // 05:30 +05
    expect(hoursIn('1996-10-26', 'Asia/Baku')).toBe(24);
    expect(hoursIn('1996-10-27', 'Asia/Baku')).toBe(25);
  });

  it('survives a whole skipped calendar day (Pacific/Apia, 2011-12-30)', () => {
    expect(accountingDayStart('2011-12-30', 'Pacific/Apia')).toEqual(at('2011-12-30T10:00:00.000Z'));
    expect(accountingDayStart('2011-12-31', 'Pacific/Apia')).toEqual(at('2011-12-30T15:30:00.000Z'));
    expect(accountingDayOf(at('2011-12-30T10:00:00.000Z'), 'Pacific/Apia')).toBe('2011-12-30');
    expect(accountingDayOf(at('2011-12-30T15:30:00.000Z'), 'Pacific/Apia')).toBe('2011-12-31');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-15', 1, '2026-01-16'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', -30, '2025-12-02'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 0, '2026-10-24'],
    ['2026-01-01', 365, '2027-01-01'],
  ] as const)('%s + %i = %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it('refuses fractional days and invalid dates', () => {
    expect(() => addDays('2026-01-15', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-01-15', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
  });
});

describe('voucherRange', () => {
  it('spans 30 days back to the end of today’s accounting day', () => {
    expect(voucherRange(at('2026-04-15T10:00:00.000Z'))).toEqual({
      startDate: at('2026-03-16T04:30:00.000Z'), // 05:30 CET on 2026-03-16
      endDate: at('2026-04-16T03:29:59.999Z'), // 05:29:59.999 CEST on 2026-04-16
    });
  });

  it('treats the small hours as the day before', () => {
    expect(voucherRange(at('2026-04-15T03:00:00.000Z'))).toEqual({
      startDate: at('2026-03-15T04:30:00.000Z'),
      endDate: at('2026-04-15T03:29:59.999Z'),
    });
  });

  it('uses the venue time zone', () => {
    expect(voucherRange(at('2026-04-15T10:00:00.000Z'), 'America/New_York')).toEqual({
      startDate: at('2026-03-16T09:30:00.000Z'),
      endDate: at('2026-04-16T09:29:59.999Z'),
    });
  });
});

describe('localHourOf', () => {
  it('is the local wall-clock hour in the venue time zone', () => {
    expect(localHourOf(at('2026-11-21T12:15:00Z'))).toBe(13); // CET
    expect(localHourOf(at('2026-07-01T12:00:00Z'))).toBe(14); // CEST
    expect(localHourOf(at('2026-11-21T23:59:59.999Z'))).toBe(0);
    expect(localHourOf(at('2026-11-21T12:00:00Z'), 'America/New_York')).toBe(7);
    expect(localHourOf(at('2026-11-21T12:00:00Z'), 'Asia/Kolkata')).toBe(17); // +05:30
  });

  it('skips the hour clocks jump over and repeats the hour they go back', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(localHourOf(at('2026-03-29T00:59:59Z'))).toBe(1);
    expect(localHourOf(at('2026-03-29T01:00:00Z'))).toBe(3);
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02 happens twice.
    expect(localHourOf(at('2026-10-25T00:30:00Z'))).toBe(2);
    expect(localHourOf(at('2026-10-25T01:30:00Z'))).toBe(2);
  });

  it('refuses an invalid date', () => {
    expect(() => localHourOf(new Date('nope'))).toThrow(RangeError);
  });
});
