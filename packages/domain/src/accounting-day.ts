// The accounting day (SPEC §9): 05:30 local time to 05:29:59.999 the next morning, so a night's
// late sales count towards the evening they belong to. Time zones are handled with Intl alone,
// which keeps this package free of dependencies and correct on daylight-saving days.

/** Local wall-clock time at which an accounting day begins. */
export const ACCOUNTING_DAY_START = { hour: 5, minute: 30 } as const;

/** Venue time zone used when a venue has none. */
export const DEFAULT_TIMEZONE = 'Europe/Stockholm';

/** First accounting day of "all time" ranges. */
export const ALL_TIME_START = '2017-04-01';

/** How many days back the failed-voucher check looks. */
export const VOUCHER_LOOKBACK_DAYS = 30;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const START_OFFSET_MS = (ACCOUNTING_DAY_START.hour * 60 + ACCOUNTING_DAY_START.minute) * MINUTE_MS;

// Building a DateTimeFormat is far slower than using one; the server converts many instants.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Offset of local time from UTC at `instant`, in ms (positive east of Greenwich).
function offsetAt(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) fields[part.type] = Number(part.value);
  // Intl always yields all six fields; the defaults only satisfy noUncheckedIndexedAccess.
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds;
}

/**
 * Local wall-clock time at `instant` (ms) in `timeZone`, expressed as ms since the epoch as if the
 * zone were UTC: read it with the getUTC… methods. Throws a RangeError for an unknown time zone.
 */
export function wallTime(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

/**
 * The first instant whose local time in `timeZone` is `wall` or later: the only one on ordinary
 * days, the earlier of two when clocks go back, the moment clocks jump when they skip `wall`.
 * `wall` is a local time written as ms since the epoch as if the zone were UTC (see wallTime).
 */
export function instantAtWallTime(wall: number, timeZone: string): number {
  // The offsets a day either side bracket any daylight-saving change near `wall`.
  const offsetBefore = offsetAt(wall - DAY_MS, timeZone);
  const offsetAfter = offsetAt(wall + DAY_MS, timeZone);
  const matches = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallTime(instant, timeZone) === wall,
  );
  if (matches.length > 0) return Math.min(...matches);
  // Clocks skipped `wall` (offsetAfter > offsetBefore): find the jump between the two guesses.
  let low = wall - offsetAfter; // local time still before `wall`
  let high = wall - offsetBefore; // local time already past `wall`
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallTime(middle, timeZone) >= wall) high = middle;
    else low = middle;
  }
  return high;
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Parses 'YYYY-MM-DD' to midnight UTC of that date, rejecting impossible dates like 2026-02-30.
function parseIsoDate(day: string): number {
  const match = ISO_DATE_PATTERN.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || formatIsoDate(ms) !== day) throw new RangeError(`Invalid ISO date: ${day}`);
  return ms;
}

function formatIsoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The accounting day ('YYYY-MM-DD') `instant` belongs to in `timeZone`. */
export function accountingDayOf(instant: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  // Moving the local clock back by 05:30 turns the accounting day into a plain calendar day.
  return formatIsoDate(wallTime(time, timeZone) - START_OFFSET_MS);
}

/** The instant accounting day `day` ('YYYY-MM-DD') begins: 05:30 local time on that date. */
export function accountingDayStart(day: string, timeZone: string = DEFAULT_TIMEZONE): Date {
  return new Date(instantAtWallTime(parseIsoDate(day) + START_OFFSET_MS, timeZone));
}

/** Accounting day `day` as a half-open range: `end` is the start of the next day, exclusive. */
export function accountingDayRange(
  day: string,
  timeZone: string = DEFAULT_TIMEZONE,
): { start: Date; end: Date } {
  return { start: accountingDayStart(day, timeZone), end: accountingDayStart(addDays(day, 1), timeZone) };
}

/** The last millisecond of accounting day `day` (05:29:59.999 local the next morning). */
export function accountingDayEndInclusive(day: string, timeZone: string = DEFAULT_TIMEZONE): Date {
  return new Date(accountingDayStart(addDays(day, 1), timeZone).getTime() - 1);
}

/** The calendar date `n` days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  return formatIsoDate(parseIsoDate(day) + n * DAY_MS);
}

/** The failed-voucher window: from the start of the day 30 days back to the end of today. */
export function voucherRange(
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): { startDate: Date; endDate: Date } {
  const today = accountingDayOf(now, timeZone);
  return {
    startDate: accountingDayStart(addDays(today, -VOUCHER_LOOKBACK_DAYS), timeZone),
    endDate: accountingDayEndInclusive(today, timeZone),
  };
}

/** The local hour (0–23) of `instant` in `timeZone`: the hour a sale is charted under. */
export function localHourOf(instant: Date, timeZone: string = DEFAULT_TIMEZONE): number {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return new Date(wallTime(time, timeZone)).getUTCHours();
}
