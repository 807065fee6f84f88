// The /orders URL: every filter and the open order (`?id=`) live in the search params, so a
// filtered list or an order can be linked, reloaded and navigated back to.
import { accountingDayOf, addDays } from '@fika/domain';
import { searchText } from '../../lib/search-params.ts';

/** `?from=&to=&venue=&channel=&status=&serviceType=&staff=&min=&max=&q=&id=` of /orders. */
export interface OrderSearch {
  from?: string;
  to?: string;
  venue?: string;
  channel?: string;
  status?: string;
  serviceType?: string;
  staff?: string;
  /** Minor units. */
  min?: number;
  max?: number;
  q?: string;
  id?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = searchText;
const day = (value: unknown) => {
  const v = text(value);
  return v && DAY.test(v) ? v : undefined;
};
const amount = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** Reads the /orders search params; anything malformed is dropped. */
export function orderSearch(search: Record<string, unknown>): OrderSearch {
  const out: OrderSearch = {
    from: day(search.from),
    to: day(search.to),
    venue: text(search.venue),
    channel: text(search.channel),
    status: text(search.status),
    serviceType: text(search.serviceType),
    staff: typeof search.staff === 'string' ? search.staff : undefined,
    min: amount(search.min),
    max: amount(search.max),
    q: text(search.q),
    id: text(search.id),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as OrderSearch;
}

/** Date-range presets of the filter bar, in accounting days. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'last90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The inclusive accounting-day range of `preset` with `now` in `timezone`. */
export function presetRange(
  preset: RangePreset,
  timezone: string,
  now = new Date(),
): { from: string; to: string } {
  const today = accountingDayOf(now, timezone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
  }
}

/** The GraphQL filter of a search (no range named: the last 7 accounting days). */
export function filterOf(search: OrderSearch, timezone: string) {
  const range =
    search.from || search.to ? { from: search.from, to: search.to } : presetRange('last7', timezone);
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    venueIds: search.venue ? [search.venue] : null,
    channels: search.channel ? [search.channel] : null,
    statuses: search.status ? [search.status] : null,
    serviceTypes: search.serviceType ? [search.serviceType] : null,
    staffIds: search.staff !== undefined ? [search.staff] : null,
    minAmount: search.min ?? null,
    maxAmount: search.max ?? null,
    search: search.q ?? null,
  };
}
