// "5 minutes ago" in the interface language: how long since a terminal last read its feed. Kept in
// the terminals chunk (not the shared formatters) so the back-office shell does not grow.

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long before `now` the instant `iso` was, e.g. 'for 3 minuter sedan' / '3 minutes ago'. */
export function relativeTime(iso: string, locale: string, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
