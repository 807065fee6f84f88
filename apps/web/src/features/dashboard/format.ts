// Number formatting of the dashboard in the formatting locale (lib/format.ts): money with formatMoney,
// counts and percentages with Intl.
import { formatMoney } from '@fika/domain';

/** Formatters bound to a language and currency. */
export interface Formatters {
  money: (minor: number) => string;
  count: (n: number) => string;
  percent: (pct: number) => string;
  time: (at: Date) => string;
  day: (iso: string) => string;
}

/** The formatters for `language` and `currency`. */
export function formattersFor(language: string, currency: string): Formatters {
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    money: (minor) => formatMoney(minor, currency, language),
    count: (n) => count.format(n),
    percent: (pct) => percent.format(pct / 100),
    time: (at) => time.format(at),
    day: (iso) => day.format(new Date(`${iso}T00:00:00Z`)),
  };
}
