// Staff competitions (issue #13 point 5): sales contests on items or categories over a period of
// accounting days, ranked by quantity or amount. The rules the server enforces and the form checks
// before sending, the status by accounting day and the ranking. Messages are i18n keys
// (validation.* in the 'competitions' namespace).
import * as z from 'zod/mini';
import { MAX_MINOR_AMOUNT } from './money.ts';
import {
  idSchema,
  OBJECT_PARAMS,
  oneOf,
  optionalText,
  requiredText,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** What a competition ranks by: units sold, or sales amount (gross, minor units). */
export const COMPETITION_METRICS = ['QUANTITY', 'AMOUNT'] as const;
export type CompetitionMetric = (typeof COMPETITION_METRICS)[number];

/** Where a competition stands on the accounting day of its venues. */
export const COMPETITION_STATUSES = ['UPCOMING', 'RUNNING', 'FINISHED'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** The i18n keys these rules' issues carry, beyond the general ones. */
export const COMPETITION_MESSAGE_KEYS = {
  date: 'validation.date',
  /** The period ends before it starts. */
  periodOrder: 'validation.periodOrder',
  /** The period is longer than MAX_COMPETITION_DAYS. */
  periodTooLong: 'validation.periodTooLong',
  /** Neither an item nor a category to count. */
  noTargets: 'validation.noTargets',
  /** No venue to count sales at. */
  noVenues: 'validation.noVenues',
  goal: 'validation.goal',
  duplicate: 'validation.duplicate',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...COMPETITION_MESSAGE_KEYS };

/** Longest competition name. */
export const MAX_COMPETITION_NAME = 100;
/** Longest prize text. */
export const MAX_COMPETITION_PRIZE = 300;
/** Longest period: a year and a day (a leap year's whole year, inclusive). */
export const MAX_COMPETITION_DAYS = 366;
/** Most venues, staff or targets of each kind one competition lists. */
export const MAX_COMPETITION_LIST = 1000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** Days from `from` to `to`, both YYYY-MM-DD, counting both ends (the same day is 1). */
export function inclusiveDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const daySchema = z
  .string({ error: typeError })
  .check(z.trim(), z.minLength(1, { error: KEYS.required }), z.refine(isIsoDay, KEYS.date));

function idList(min: number, emptyMessage: string) {
  return z.array(idSchema, { error: KEYS.invalid }).check(
    z.minLength(min, { error: emptyMessage }),
    z.maxLength(MAX_COMPETITION_LIST, { error: KEYS.tooLong }),
    z.refine((ids) => new Set(ids).size === ids.length, KEYS.duplicate),
  );
}

const optionalIds = z.pipe(
  z.nullish(idList(0, KEYS.invalid)),
  z.transform((ids: string[] | null | undefined) => ids ?? []),
);

/** A whole, non-negative goal; in minor units when the metric is AMOUNT. Empty: no goal. */
const goalSchema = z.nullish(
  z
    .number({ error: (issue) => (Number.isNaN(issue.input) ? KEYS.goal : typeError(issue)) })
    .check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_MINOR_AMOUNT, KEYS.goal)),
);

/** A competition as created or updated: everything it is, every time (an update replaces it whole). */
export const competitionSchema = z
  .object(
    {
      name: requiredText(MAX_COMPETITION_NAME),
      startsOn: daySchema,
      endsOn: daySchema,
      metric: oneOf(COMPETITION_METRICS, KEYS.invalid),
      goal: z.pipe(
        goalSchema,
        z.transform((goal: number | null | undefined) => goal ?? null),
      ),
      prize: z.pipe(
        optionalText(MAX_COMPETITION_PRIZE),
        z.transform((prize: string | undefined) => prize ?? null),
      ),
      venueIds: idList(1, KEYS.noVenues),
      /** None: every staff member takes part. */
      staffIds: optionalIds,
      itemIds: optionalIds,
      categoryIds: optionalIds,
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((c, ctx) => {
      if (c.endsOn < c.startsOn) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: KEYS.periodOrder, input: c.endsOn });
      } else if (inclusiveDays(c.startsOn, c.endsOn) > MAX_COMPETITION_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: KEYS.periodTooLong, input: c.endsOn });
      }
      if (c.itemIds.length === 0 && c.categoryIds.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['itemIds'], message: KEYS.noTargets, input: c.itemIds });
      }
    }),
  );
/** What a competition form or request holds. */
export type CompetitionInput = z.input<typeof competitionSchema>;
/** A checked competition. */
export type Competition = z.output<typeof competitionSchema>;

/**
 * Where a competition stands, given "today" at each of its venues (accounting days; venues in other
 * time zones may be a day apart): running once any venue has reached the first day, finished only
 * when every venue is past the last, so no venue's sales still count after it is called finished.
 */
export function competitionStatus(
  period: { startsOn: string; endsOn: string },
  todays: readonly string[],
): CompetitionStatus {
  if (todays.length === 0) return 'UPCOMING';
  const sorted = [...todays].sort();
  const earliest = sorted[0] as string;
  const latest = sorted[sorted.length - 1] as string;
  if (earliest > period.endsOn) return 'FINISHED';
  if (latest < period.startsOn) return 'UPCOMING';
  return 'RUNNING';
}

/** One staff member's sales of a competition's targets. */
export interface StaffTally {
  staffId: string;
  name: string;
  quantity: number;
  amount: number;
}

/** A leaderboard row: the tally, its rank and the progress to the goal (0–1, null without a goal). */
export interface LeaderboardEntry extends StaffTally {
  rank: number;
  value: number;
  progress: number | null;
}

/**
 * Ranks tallies by the metric, highest first; equal values share a rank and the next rank skips
 * (1, 1, 3 — as sports tables do), ties listed by name. Nobody with nothing sold is listed.
 */
export function rankLeaderboard(
  tallies: readonly StaffTally[],
  metric: CompetitionMetric,
  goal: number | null,
): LeaderboardEntry[] {
  const scoreOf = (t: StaffTally) => (metric === 'AMOUNT' ? t.amount : t.quantity);
  const sorted = tallies
    .filter((t) => scoreOf(t) > 0)
    .sort(
      (a, b) => scoreOf(b) - scoreOf(a) || a.name.localeCompare(b.name) || (a.staffId < b.staffId ? -1 : 1),
    );
  let rank = 0;
  let previous: number | null = null;
  return sorted.map((t, i) => {
    const value = scoreOf(t);
    if (value !== previous) rank = i + 1;
    previous = value;
    const progress = goal && goal > 0 ? Math.min(1, value / goal) : goal === 0 ? 1 : null;
    return { ...t, rank, value, progress };
  });
}
