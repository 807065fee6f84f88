// Opening hours of a venue's online ordering: weekly intervals (past midnight allowed), date
// exceptions, "open now" in the venue's time zone across DST changes, and pickup slots.
// Owned by the "hours" part of issue #15; guest ordering and the overview read it.
//
// The rules, in one place:
// - An interval belongs to the local date it starts on and is written in that date's minutes:
//   Friday 18:00–01:00 is { weekday: 'FRIDAY', startMinute: 1080, endMinute: 1500 }.
// - An exception replaces the weekly intervals of ITS OWN date only: a closed holiday on a
//   Saturday does not cut short Friday's interval running past midnight into that Saturday.
// - Touching or overlapping intervals (Friday until 01:00, Saturday from 00:00) make one opening.
// - Local times become instants with instantAtWallTime: a time the clocks skip (02:30 on the
//   spring-forward night) means the moment they jump, a time that happens twice (the autumn
//   night) its first occurrence. So 01:00–04:00 is open 2 real hours in March and 4 in October.
import * as z from 'zod/mini';
import { addDays, instantAtWallTime, wallTime } from './accounting-day.ts';
import { WEEKDAYS, type Weekday } from './enums.ts';
import { hasUnstorableCharacter } from './tables.ts';
import { OBJECT_PARAMS, typeError, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** One weekly opening interval in local minutes of its weekday; `endMinute` ≤ start + 1440. */
export interface WeeklyInterval {
  weekday: Weekday;
  startMinute: number;
  endMinute: number;
}

/** A date whose weekly hours do not hold: closed all day, or open only in `intervals`. */
export interface OpeningExceptionDay {
  /** YYYY-MM-DD, local to the venue. */
  date: string;
  closed: boolean;
  intervals: { startMinute: number; endMinute: number }[];
}

/** A venue's opening hours: the week and the dates that differ. */
export interface OpeningSchedule {
  weekly: WeeklyInterval[];
  exceptions: OpeningExceptionDay[];
}

/** Whether a venue is open at an instant, until when, and when it opens next. */
export interface OpenState {
  open: boolean;
  /** When open: the end of the current opening; null when it lasts beyond the look-ahead. */
  closesAt: Date | null;
  /** When closed: the next opening within OPENS_AT_LOOKAHEAD_DAYS; null when none. */
  opensAt: Date | null;
}

/** Opening hours move in steps of this many minutes. */
export const OPENING_MINUTE_STEP = 15;
/** Minutes in a day; an interval may last at most one day. */
const DAY_MINUTES = 1440;
/** Latest start of an interval: 23:45. */
export const OPENING_LAST_START = DAY_MINUTES - OPENING_MINUTE_STEP;
/** How many days ahead openStateAt looks for the next opening. */
export const OPENS_AT_LOOKAHEAD_DAYS = 14;
/** Most intervals one weekday (or one exception date) may have. */
export const MAX_INTERVALS_PER_DAY = 6;
/** Longest note on an exception ("Christmas Day"). */
export const OPENING_NOTE_MAX = 200;

const MINUTE_MS = 60_000;

/** The i18n keys of opening-hours issues (validation.* in the online-ordering namespace). */
export const OPENING_HOURS_MESSAGE_KEYS = {
  ...VALIDATION_MESSAGE_KEYS,
  /** A time that is not on the 15-minute grid, or outside the day. */
  time: 'validation.time',
  /** An end that is not after the start. */
  timeOrder: 'validation.timeOrder',
  /** An interval longer than 24 hours. */
  tooLongInterval: 'validation.tooLongInterval',
  /** Intervals of one day that overlap. */
  overlap: 'validation.overlap',
  /** More intervals than a day may have. */
  tooMany: 'validation.tooMany',
  /** A date that is not YYYY-MM-DD or does not exist. */
  date: 'validation.date',
  /** Special hours without any interval. */
  intervalsRequired: 'validation.intervalsRequired',
} as const;

const KEYS = OPENING_HOURS_MESSAGE_KEYS;

// ---------------------------------------------------------------------------------------------
// Open now, opens when

// One opening as wall-clock ms (local time written as if UTC) and as real instants.
interface Opening {
  wallStart: number;
  wallEnd: number;
  start: number;
  end: number;
}

function dateMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function localDateOf(instant: number, timeZone: string): string {
  return new Date(wallTime(instant, timeZone)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(dateMs(date)).getUTCDay() + 6) % 7] ?? 'MONDAY';
}

/** The intervals that start on local `date`: its exception's, or the weekday's. */
export function intervalsOn(
  schedule: OpeningSchedule,
  date: string,
): { startMinute: number; endMinute: number }[] {
  const exception = schedule.exceptions.find((e) => e.date === date);
  if (exception) return exception.closed ? [] : exception.intervals;
  const weekday = weekdayOf(date);
  return schedule.weekly.filter((interval) => interval.weekday === weekday);
}

/**
 * The openings that start on the local dates `from` … `to` (inclusive), merged where they touch,
 * in order. Starting a day early catches the previous evening's interval running past midnight.
 */
function openingsBetween(schedule: OpeningSchedule, from: string, to: string, timeZone: string): Opening[] {
  const walls: [number, number][] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const midnight = dateMs(date);
    for (const { startMinute, endMinute } of intervalsOn(schedule, date)) {
      if (endMinute > startMinute)
        walls.push([midnight + startMinute * MINUTE_MS, midnight + endMinute * MINUTE_MS]);
    }
  }
  walls.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of walls) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged
    .map(([wallStart, wallEnd]) => ({
      wallStart,
      wallEnd,
      start: instantAtWallTime(wallStart, timeZone),
      end: instantAtWallTime(wallEnd, timeZone),
    }))
    .filter((opening) => opening.end > opening.start);
}

/**
 * Whether the venue is open at `at` in `timeZone`: open until `closesAt` (the end of the whole
 * opening, across midnight), or closed until `opensAt` (looking OPENS_AT_LOOKAHEAD_DAYS ahead).
 */
export function openStateAt(schedule: OpeningSchedule, at: Date, timeZone: string): OpenState {
  const now = at.getTime();
  const today = localDateOf(now, timeZone);
  const last = addDays(today, OPENS_AT_LOOKAHEAD_DAYS);
  const openings = openingsBetween(schedule, addDays(today, -1), last, timeZone);
  const current = openings.find((o) => o.start <= now && now < o.end);
  if (current) {
    // An opening reaching past the look-ahead (open around the clock) has no end to show.
    const endsInWindow = current.wallEnd < dateMs(addDays(last, 1));
    return { open: true, closesAt: endsInWindow ? new Date(current.end) : null, opensAt: null };
  }
  const next = openings.find((o) => o.start > now);
  return { open: false, closesAt: null, opensAt: next ? new Date(next.start) : null };
}

// ---------------------------------------------------------------------------------------------
// Pickup slots

/** How a venue offers pickup times: preparation before the first, the grid's step, how many at most. */
export interface PickupSlotOptions {
  preparationMinutes: number;
  slotMinutes: number;
  limit?: number;
}

/**
 * The pickup times a guest may choose: instants at least `preparationMinutes` after `now`, on the
 * local grid of `slotMinutes` from each day's midnight (12:00, 12:15, …), each while the venue is
 * open (a slot at the closing minute is not); on today's local date and the next date that has
 * any slot. A local time the clocks skip gives no slot; one that happens twice gives its first.
 */
export function pickupSlots(
  schedule: OpeningSchedule,
  now: Date,
  timeZone: string,
  opts: PickupSlotOptions,
): Date[] {
  const step = Math.trunc(opts.slotMinutes);
  if (!(step > 0)) return [];
  const earliest = now.getTime() + Math.max(0, opts.preparationMinutes) * MINUTE_MS;
  const today = localDateOf(now.getTime(), timeZone);
  const last = addDays(today, OPENS_AT_LOOKAHEAD_DAYS);
  const openings = openingsBetween(schedule, addDays(today, -1), last, timeZone);
  const slots: Date[] = [];
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  let datesWithSlots = 0;
  for (
    let date = today;
    date <= last && datesWithSlots < 2 && slots.length < limit;
    date = addDays(date, 1)
  ) {
    const midnight = dateMs(date);
    let found = false;
    for (let minute = 0; minute < DAY_MINUTES && slots.length < limit; minute += step) {
      const wall = midnight + minute * MINUTE_MS;
      // Cheap wall-clock test first: most of the day is usually outside every opening.
      if (!openings.some((o) => o.wallStart <= wall && wall < o.wallEnd)) continue;
      const instant = instantAtWallTime(wall, timeZone);
      if (wallTime(instant, timeZone) !== wall) continue; // skipped by the clocks
      if (instant < earliest) continue;
      if (!openings.some((o) => o.start <= instant && instant < o.end)) continue;
      slots.push(new Date(instant));
      found = true;
    }
    // Today counts as one of the two dates even without slots left: "today and the next open day".
    if (found || date === today) datesWithSlots += 1;
  }
  return slots;
}

/** Whether `at` is one of the pickup times pickupSlots offers at `now` (without a limit). */
export function isPickupSlot(
  schedule: OpeningSchedule,
  at: Date,
  now: Date,
  timeZone: string,
  opts: PickupSlotOptions,
): boolean {
  const time = at.getTime();
  if (Number.isNaN(time)) return false;
  return pickupSlots(schedule, now, timeZone, { ...opts, limit: undefined }).some(
    (s) => s.getTime() === time,
  );
}

// ---------------------------------------------------------------------------------------------
// Input: a week, an exception

interface IntervalIssue {
  path: (string | number)[];
  message: string;
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** What is wrong with one interval's minutes (start 00:00–23:45, end after it, at most 24 h, 15-min steps). */
function intervalIssues(interval: { startMinute: unknown; endMinute: unknown }, path: (string | number)[]) {
  const issues: IntervalIssue[] = [];
  const { startMinute, endMinute } = interval;
  const onGrid = (value: unknown): value is number =>
    isWholeNumber(value) && value % OPENING_MINUTE_STEP === 0;
  const startOk = onGrid(startMinute) && startMinute >= 0 && startMinute <= OPENING_LAST_START;
  if (!startOk) issues.push({ path: [...path, 'startMinute'], message: KEYS.time });
  if (!onGrid(endMinute) || endMinute < 0) issues.push({ path: [...path, 'endMinute'], message: KEYS.time });
  else if (startOk && endMinute <= startMinute) {
    issues.push({ path: [...path, 'endMinute'], message: KEYS.timeOrder });
  } else if (startOk && endMinute > startMinute + DAY_MINUTES) {
    issues.push({ path: [...path, 'endMinute'], message: KEYS.tooLongInterval });
  }
  return issues;
}

/** Overlaps between intervals of one day: each later interval that overlaps an earlier one. */
function overlapIssues(
  list: readonly { startMinute: number; endMinute: number }[],
  pathOf: (index: number) => (string | number)[],
  sameDay: (a: number, b: number) => boolean = () => true,
): IntervalIssue[] {
  const issues: IntervalIssue[] = [];
  list.forEach((range, index) => {
    const clash = list.some(
      (other, at) =>
        at < index &&
        sameDay(at, index) &&
        other.startMinute < range.endMinute &&
        range.startMinute < other.endMinute,
    );
    if (clash) issues.push({ path: [...pathOf(index), 'startMinute'], message: KEYS.overlap });
  });
  return issues;
}

const minuteField = z.number({ error: typeError });

const intervalShape = { startMinute: minuteField, endMinute: minuteField };

/**
 * setOpeningHours' list (it replaces the whole week): a weekday and local minutes each; see
 * intervalIssues; intervals of one weekday may not overlap; at most MAX_INTERVALS_PER_DAY a day.
 * Issue paths are [index, field].
 */
export const openingWeekSchema = z
  .array(z.object({ weekday: z.enum(WEEKDAYS, { error: typeError }), ...intervalShape }, OBJECT_PARAMS), {
    error: typeError,
  })
  .check(
    z.superRefine((list, ctx) => {
      if (list.length > MAX_INTERVALS_PER_DAY * WEEKDAYS.length) {
        ctx.addIssue({ code: 'custom', path: [], message: KEYS.tooMany });
        return;
      }
      const issues = list.flatMap((interval, index) => intervalIssues(interval, [index]));
      for (const weekday of WEEKDAYS) {
        const count = list.filter((interval) => interval.weekday === weekday).length;
        if (count > MAX_INTERVALS_PER_DAY) {
          const index = list.findLastIndex((interval) => interval.weekday === weekday);
          issues.push({ path: [index, 'startMinute'], message: KEYS.tooMany });
        }
      }
      if (issues.length === 0) {
        issues.push(
          ...overlapIssues(
            list,
            (index) => [index],
            (a, b) => list[a]?.weekday === list[b]?.weekday,
          ),
        );
      }
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    }),
  );

/** The week as setOpeningHours takes it. */
export type OpeningWeekInput = z.input<typeof openingWeekSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real date written YYYY-MM-DD between 2000 and 2100. */
export function isOpeningDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const ms = dateMs(value);
  return (
    !Number.isNaN(ms) &&
    new Date(ms).toISOString().slice(0, 10) === value &&
    value >= '2000-01-01' &&
    value <= '2100-12-31'
  );
}

// The exception's fields and their rules; the schema below drops a closed day's intervals.
const exceptionObjectSchema = z
  .object(
    {
      date: z.string({ error: typeError }).check(z.trim(), z.refine(isOpeningDate, KEYS.date)),
      closed: z.boolean({ error: typeError }),
      intervals: z.pipe(
        z.nullish(z.array(z.object(intervalShape, OBJECT_PARAMS), { error: typeError })),
        z.transform((value: { startMinute: number; endMinute: number }[] | null | undefined) => value ?? []),
      ),
      note: z.pipe(
        z.nullish(
          z.string({ error: typeError }).check(
            z.trim(),
            z.maxLength(OPENING_NOTE_MAX, { error: KEYS.tooLong, abort: true }),
            z.refine((value) => !hasUnstorableCharacter(value), KEYS.unsupportedCharacter),
          ),
        ),
        z.transform((value: string | null | undefined) => (value ? value : null)),
      ),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((input, ctx) => {
      if (input.closed) return;
      const issues: IntervalIssue[] = [];
      if (input.intervals.length === 0) issues.push({ path: ['intervals'], message: KEYS.intervalsRequired });
      else if (input.intervals.length > MAX_INTERVALS_PER_DAY)
        issues.push({ path: ['intervals'], message: KEYS.tooMany });
      else {
        issues.push(
          ...input.intervals.flatMap((interval, index) => intervalIssues(interval, ['intervals', index])),
        );
        if (issues.length === 0)
          issues.push(...overlapIssues(input.intervals, (index) => ['intervals', index]));
      }
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    }),
  );

/**
 * saveOpeningException's input: a date; closed all day, or special hours (at least one interval,
 * same rules as a weekday; intervals are dropped when closed); an optional note.
 */
export const openingExceptionSchema = z.pipe(
  exceptionObjectSchema,
  z.transform((input: z.output<typeof exceptionObjectSchema>) =>
    input.closed ? { ...input, intervals: [] } : input,
  ),
);

/** An exception as saveOpeningException takes it. */
export type OpeningExceptionInput = z.input<typeof openingExceptionSchema>;
/** A checked exception: intervals empty when closed, note null when empty. */
export type OpeningException = z.output<typeof openingExceptionSchema>;

/** A checked exception as the schedule uses it. */
export function exceptionDay(input: OpeningException): OpeningExceptionDay {
  return { date: input.date, closed: input.closed, intervals: input.intervals };
}

/** Weekly intervals ordered by weekday (Monday first), then start. */
export function sortWeeklyIntervals<T extends WeeklyInterval>(list: readonly T[]): T[] {
  const day = (weekday: Weekday) => WEEKDAYS.indexOf(weekday);
  return [...list].sort((a, b) => day(a.weekday) - day(b.weekday) || a.startMinute - b.startMinute);
}

/** 1500 → { time: "01:00", nextDay: true }; 1440 → "24:00": an interval end as the clock shows it. */
export function clockTime(minute: number): { time: string; nextDay: boolean } {
  if (minute === DAY_MINUTES) return { time: '24:00', nextDay: false };
  const inDay = ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hours = Math.floor(inDay / 60);
  const time = `${String(hours).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return { time, nextDay: minute >= DAY_MINUTES };
}
