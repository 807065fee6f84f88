// Beeper (pager) rules (issue #17 point 6): per venue a range of pager numbers handed out at the
// counter, assigned AUTOMATIC (the server picks the next free one) or MANUAL (staff type the number
// printed on the pager). A venue's range may not overlap another venue's of the same company: the
// same physical pager must not buzz for two venues. The server, the /settings/beepers form and the
// terminal API check the same rules. Messages are i18n keys (the beepers namespace).
import * as z from 'zod/mini';
import { OBJECT_PARAMS, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** How a venue's pagers are assigned. */
export const BEEPER_MODES = ['AUTOMATIC', 'MANUAL'] as const;
/** AUTOMATIC: the server assigns the next free number; MANUAL: staff type the pager's number. */
export type BeeperMode = (typeof BEEPER_MODES)[number];

/** The lowest and highest pager number any range may hold. */
export const BEEPER_NUMBER = { min: 1, max: 9999 } as const;

/** The i18n keys these rules' issues carry, beyond the general ones. */
export const BEEPER_MESSAGE_KEYS = {
  /** A number that is not a whole number from 1 to 9999. */
  number: 'validation.beeperNumber',
  /** A range whose end is below its start. */
  backwards: 'validation.beeperRangeBackwards',
  /** A mode that is not AUTOMATIC or MANUAL. */
  mode: 'validation.beeperMode',
  /** A range that shares numbers with another venue's range. */
  overlap: 'validation.beeperRangeOverlap',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...BEEPER_MESSAGE_KEYS };

/** A pager number: a whole number 1–9999 (a string, 0, 10000 or 2.5 reads "beeperNumber"). */
export const beeperNumberSchema = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? KEYS.required : KEYS.number),
  })
  .check(
    z.int({ error: KEYS.number }),
    z.minimum(BEEPER_NUMBER.min, { error: KEYS.number }),
    z.maximum(BEEPER_NUMBER.max, { error: KEYS.number }),
  );

/** AUTOMATIC or MANUAL. */
export const beeperModeSchema = z.enum(BEEPER_MODES, {
  error: (issue) => (issue.input === undefined || issue.input === null ? KEYS.required : KEYS.mode),
});

/** A venue's beeper settings as the form and `updateBeeperSettings` send them: from ≤ to, 1–9999. */
export const beeperSettingsSchema = z
  .object(
    { rangeFrom: beeperNumberSchema, rangeTo: beeperNumberSchema, mode: beeperModeSchema },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((s, ctx) => {
      if (s.rangeTo < s.rangeFrom) {
        ctx.addIssue({ code: 'custom', path: ['rangeTo'], message: KEYS.backwards, input: s.rangeTo });
      }
    }),
  );

/** Beeper settings as sent. */
export type BeeperSettingsInput = z.output<typeof beeperSettingsSchema>;

/** An inclusive range of pager numbers. */
export interface BeeperRange {
  rangeFrom: number;
  rangeTo: number;
}

/** Whether two inclusive ranges share at least one number. */
export function rangesOverlap(a: BeeperRange, b: BeeperRange): boolean {
  return a.rangeFrom <= b.rangeTo && b.rangeFrom <= a.rangeTo;
}

/** The first of `others` (other venues' ranges) that `range` overlaps, or null. */
export function overlappingRange<T extends BeeperRange>(range: BeeperRange, others: readonly T[]): T | null {
  return others.find((other) => rangesOverlap(range, other)) ?? null;
}

/** How many numbers the range holds. */
export const rangeSize = (range: BeeperRange): number => range.rangeTo - range.rangeFrom + 1;

/** Whether `n` is one of the range's numbers. */
export const inBeeperRange = (range: BeeperRange, n: number): boolean =>
  n >= range.rangeFrom && n <= range.rangeTo;

/**
 * The lowest number of the range that is not in use, or null when every one is handed out. The
 * lowest, not the next after the last one handed out: pagers sit in numbered slots, and the
 * counter staff reach for the front of the rack first.
 */
export function nextFreeBeeper(range: BeeperRange, inUse: Iterable<number>): number | null {
  const taken = new Set(inUse);
  for (let n = range.rangeFrom; n <= range.rangeTo; n++) {
    if (!taken.has(n)) return n;
  }
  return null;
}

/** How many of the range's numbers are free (numbers in use outside the range do not count). */
export function freeBeeperCount(range: BeeperRange, inUse: Iterable<number>): number {
  let used = 0;
  for (const n of new Set(inUse)) if (inBeeperRange(range, n)) used++;
  return rangeSize(range) - used;
}

/** Why a number a terminal asked for cannot be handed out, or null when it can. */
export function beeperNumberProblem(
  range: BeeperRange,
  inUse: Iterable<number>,
  n: number,
): 'outsideRange' | 'inUse' | null {
  if (!inBeeperRange(range, n)) return 'outsideRange';
  for (const used of inUse) if (used === n) return 'inUse';
  return null;
}
