// Times a client sends must be ones something can have happened at: a till whose clock or code is
// wrong ("9999-12-31") must not file an order 8,000 years ahead, where it would sit in no report
// and block nothing. The lower bound is the first accounting day of all time (SPEC §9).
import { ALL_TIME_START, accountingDayStart, addDays, DEFAULT_TIMEZONE } from './accounting-day.ts';

/** How far ahead of the server's clock a recorded time may lie: a till's clock may run fast. */
export const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/** How many days past today a date range may reach: presets such as "this year" end ahead. */
export const MAX_RANGE_DAYS_AHEAD = 366;

/** Why a time is implausible. */
export type TimeProblem = 'beforeAllTime' | 'tooFarAhead';

/**
 * Why `at` cannot be when something happened at a venue in `timeZone` — before the first
 * accounting day of all time, or more than a day after `now` — or null when it can.
 */
export function recordedTimeProblem(
  at: Date,
  timeZone: string = DEFAULT_TIMEZONE,
  now: Date = new Date(),
): TimeProblem | null {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  if (time < accountingDayStart(ALL_TIME_START, timeZone).getTime()) return 'beforeAllTime';
  if (time > now.getTime() + MAX_CLOCK_AHEAD_MS) return 'tooFarAhead';
  return null;
}

/**
 * Why `day` ('YYYY-MM-DD') cannot bound a date range asked for on `today` — before the first
 * accounting day of all time, or more than a year ahead — or null when it can.
 */
export function rangeDayProblem(day: string, today: string): TimeProblem | null {
  if (day < ALL_TIME_START) return 'beforeAllTime';
  if (day > addDays(today, MAX_RANGE_DAYS_AHEAD)) return 'tooFarAhead';
  return null;
}
