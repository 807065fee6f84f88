// When and where a basket is priced: the venue's local date, weekday and minute of an instant
// (what an offer's schedule and date range are read against), and the offer channel of an order.
import { wallTime } from './accounting-day.ts';
import { type OfferChannel, type OrderChannel, WEEKDAYS, type Weekday } from './enums.ts';
import type { LocalMoment } from './pricing-types.ts';

/**
 * The local date, weekday and minute of the day of `instant` in `timeZone` (an IANA name). Intl
 * does the time-zone arithmetic, so daylight-saving nights are right: on a spring-forward night
 * local time jumps from 01:59 to 03:00, and on the autumn night 02:30 happens twice (each instant
 * reads its own wall clock). Throws a RangeError for an invalid instant or time zone.
 */
export function localMomentAt(instant: Date | string, timeZone: string): LocalMoment {
  const time = (typeof instant === 'string' ? new Date(instant) : instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  const wall = new Date(wallTime(time, timeZone));
  return {
    date: wall.toISOString().slice(0, 10),
    // getUTCDay counts from Sunday; WEEKDAYS from Monday.
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7] as Weekday,
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The offer channel an order comes through: the till (POS, EXPRESS) or online (APP, THIRD_PARTY). */
export function offerChannelOf(channel: OrderChannel): OfferChannel {
  return channel === 'POS' || channel === 'EXPRESS' ? 'POS' : 'ONLINE';
}
