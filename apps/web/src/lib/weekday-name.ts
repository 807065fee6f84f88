import { WEEKDAYS, type Weekday } from '@fika/domain';

/** The weekday's name in `locale` (2024-01-01 was a Monday). */
export function weekdayName(weekday: Weekday, locale: string, width: 'long' | 'short' = 'long'): string {
  const day = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday)));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(day);
}
