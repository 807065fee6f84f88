// The dashboard's period presets, as inclusive accounting days counted from "today" (the
// accounting day now in the company's time zone, so a sale at 01:00 still counts to yesterday evening).
import { addDays } from '@fika/domain';

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'thisWeek',
  'thisMonth',
  'last30',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** Longest range the server accepts (a leap year). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Inclusive number of days of a range of ISO days. */
export function rangeLength({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Whether `range` is a range the dashboard can ask for: valid days, in order, at most 366 days. */
export function isValidRange(range: DayRange): boolean {
  if (!isoDay.test(range.from) || !isoDay.test(range.to)) return false;
  if (Number.isNaN(Date.parse(range.from)) || Number.isNaN(Date.parse(range.to))) return false;
  const length = rangeLength(range);
  return length >= 1 && length <= MAX_RANGE_DAYS;
}

/** The days of `preset` relative to `today`; `custom` returns `custom` itself. Weeks start on Monday. */
export function presetRange(preset: PeriodPreset, today: string, custom?: DayRange): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      return { from: addDays(today, -weekday), to: today };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      return custom ?? { from: today, to: today };
  }
}

/** Chart hours in the order of an accounting day (05 … 23, 00 … 04) as 2-digit labels. */
export function hourLabel(hour: string): string {
  return hour.padStart(2, '0');
}
