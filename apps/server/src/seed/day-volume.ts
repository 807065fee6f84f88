// How many orders a venue takes on each day of generated history. Real days are not a fixed weekly
// pattern: the weather drifts over days, people eat out more just after payday, and public holidays
// are quieter (Christmas Eve) or busier (Norway's 17 May). Pure and seeded: the same seed gives the
// same counts, and a day's count depends on its date, not on where a run of days starts.
import { addDays } from '@fika/domain';
import { mulberry32 } from './order-generator.ts';

// Sunday … Saturday: Friday and Saturday busier, Sunday calmer.
const WEEKDAY_FACTORS = [0.75, 0.85, 0.9, 0.95, 1.0, 1.3, 1.4] as const;

// The weather is a slowly drifting state: each day keeps this much of the day before's.
const WEATHER_MEMORY = 0.85;
// Days of history that make up a day's weather (0.85^30 ≈ 1 %: older days no longer matter).
const WEATHER_DAYS = 30;
// How much a unit of weather moves the day, and how far at most (a stormy week, a sunny one).
const WEATHER_EFFECT = 0.08;
const WEATHER_LIMIT = 0.22;
// Everything else that makes two similar days differ.
const DAY_NOISE = 0.06;

// Day of the month salaries are paid: the 25th in Sweden, the 20th in Norway; elsewhere the last
// weekday of the month. A payday on a weekend moves to the Friday before.
const PAYDAY_OF_MONTH: Readonly<Record<string, number>> = { SE: 25, NO: 20 };
// Days after payday (0 = payday) and the lean days before it.
const AFTER_PAYDAY = [1.12, 1.15, 1.08, 1.04] as const;
const BEFORE_PAYDAY = 0.95;
const LEAN_DAYS = 5;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (n: number) => (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

/** A uniform number in [-1, 1) that depends only on the seed, the day and the stream. */
function noise(seed: number, day: number, stream: number): number {
  const draw = mulberry32((Math.imul(seed ^ (stream * 0x9e3779b1), 0x85ebca6b) ^ day) >>> 0);
  draw(); // the first draw of a fresh mulberry32 still shows its seed; the second does not
  return draw() * 2 - 1;
}

/** The weather's effect on day `n`: a factor about 1, drifting over days. */
function weatherFactor(seed: number, n: number): number {
  let weather = 0;
  for (let k = 0, weight = 1; k < WEATHER_DAYS; k++, weight *= WEATHER_MEMORY)
    weather += weight * noise(seed, n - k, 1);
  const effect = Math.max(-WEATHER_LIMIT, Math.min(WEATHER_LIMIT, WEATHER_EFFECT * weather));
  return 1 + effect;
}

/** The payday of the month `day` falls in, as a day number. */
function paydayOf(day: string, country: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const fixed = PAYDAY_OF_MONTH[country];
  let n = fixed
    ? dayNumber(`${day.slice(0, 7)}-${String(fixed).padStart(2, '0')}`)
    : Math.round(Date.UTC(year, month, 0) / DAY_MS); // the last day of the month
  while (weekdayOf(n) === 0 || weekdayOf(n) === 6) n--;
  return n;
}

/** Payday's effect on day `n`: a bump on payday and the days after, a dip in the lean days before. */
export function paydayFactor(day: string, country: string): number {
  const n = dayNumber(day);
  const since = n - paydayOf(day, country);
  if (since >= 0 && since < AFTER_PAYDAY.length) return AFTER_PAYDAY[since] ?? 1;
  // Before this month's payday: the lean end of last month's pay.
  if (since < 0 && since >= -LEAN_DAYS) return BEFORE_PAYDAY;
  // Early next month, the days after a payday late in the month before.
  const lastMonth = paydayOf(addDays(day.slice(0, 7).concat('-01'), -1), country);
  const sinceLast = n - lastMonth;
  return sinceLast >= 0 && sinceLast < AFTER_PAYDAY.length ? (AFTER_PAYDAY[sinceLast] ?? 1) : 1;
}

/** Easter Sunday of `year` (Gregorian, the anonymous algorithm), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

// The first day from `from` (MM-DD) on that is `weekday`: Midsummer Eve, All Saints' Day.
function firstWeekdayFrom(year: number, from: string, weekday: number): string {
  let n = dayNumber(`${year}-${from}`);
  while (weekdayOf(n) !== weekday) n++;
  return dayOf(n);
}

/**
 * Public holidays of a year with how busy a bistro is on them: most are quieter (people are away
 * or at home), a few are days out (New Year's Eve dinners, Norway's Constitution Day).
 */
function holidays(year: number, country: string): Map<string, number> {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => addDays(easter, days);
  const at = (mmdd: string) => `${year}-${mmdd}`;
  const common: [string, number][] = [
    [at('01-01'), 0.6],
    [at('12-24'), 0.4],
    [at('12-25'), 0.5],
    [at('12-26'), 0.8],
    [at('12-31'), 1.3],
  ];
  const byCountry: Record<string, [string, number][]> = {
    SE: [
      [at('01-06'), 0.9],
      [fromEaster(-2), 0.7],
      [easter, 0.75],
      [fromEaster(1), 0.85],
      [at('05-01'), 1.1],
      [fromEaster(39), 1.1],
      [at('06-06'), 1.15],
      [firstWeekdayFrom(year, '06-19', 5), 0.6], // Midsummer Eve: the towns empty
      [firstWeekdayFrom(year, '10-31', 6), 0.85], // All Saints' Day
    ],
    NO: [
      [fromEaster(-3), 0.8],
      [fromEaster(-2), 0.7],
      [easter, 0.75],
      [fromEaster(1), 0.85],
      [at('05-01'), 1.1],
      [at('05-17'), 1.35], // Constitution Day: everyone is out
      [fromEaster(39), 1.1],
      [fromEaster(50), 1.05],
    ],
  };
  return new Map([...common, ...(byCountry[country] ?? [])]);
}

/** A public holiday's effect on `day` in `country` (1 on ordinary days). */
export function holidayFactor(day: string, country: string): number {
  return holidays(Number(day.slice(0, 4)), country).get(day) ?? 1;
}

/** What a venue's days are drawn from. */
export interface DayVolumeOptions {
  seed: number;
  /** Mean orders on an ordinary day (before the weekday weights). */
  mean: number;
  /** ISO country of the venue: its paydays and public holidays. */
  country?: string;
}

/** Orders on each of `days` (accounting days, 'YYYY-MM-DD'): weekday, weather, payday and holidays. */
export function dailyOrderCounts(days: readonly string[], options: DayVolumeOptions): number[] {
  const country = options.country ?? 'SE';
  return days.map((day) => {
    const n = dayNumber(day);
    const factor =
      (WEEKDAY_FACTORS[weekdayOf(n)] ?? 1) *
      weatherFactor(options.seed, n) *
      paydayFactor(day, country) *
      holidayFactor(day, country) *
      (1 + DAY_NOISE * noise(options.seed, n, 2));
    return Math.max(0, Math.round(options.mean * factor));
  });
}
