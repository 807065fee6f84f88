// Why an offer did not apply, in words an operator acts on: "Outside its hours (11:00–14:00)",
// "Only on Take away". The engine gives the reason; the offer's conditions give the details.
import { formatTimeOfDay, type Weekday } from '@fika/domain';
import type { TFunction } from 'i18next';
import type { Formats } from '../../lib/format.ts';
import { weekdayName } from '../../lib/weekday-name.ts';
import type { NotAppliedOffer } from './use-discount-preview.ts';

type T = TFunction<'discount-preview'>;

const hoursOf = (ranges: readonly { startMinute: number; endMinute: number }[]) =>
  ranges.map((r) => `${formatTimeOfDay(r.startMinute)}–${formatTimeOfDay(r.endMinute)}`).join(', ');

/** The translated names of `values`, joined the list way of the user's language. */
function listOf(fmt: Formats, names: string[]): string {
  return new Intl.ListFormat(fmt.locale, { type: 'disjunction' }).format(names);
}

/** Context the explanation needs besides the offer: the priced weekday and the currency. */
export interface ReasonContext {
  t: T;
  fmt: Formats;
  currency: string;
  weekday: Weekday;
}

/** One sentence saying why `offer` did not apply to the basket. */
export function offerReason(offer: NotAppliedOffer, { t, fmt, currency, weekday }: ReasonContext): string {
  const c = offer.conditions;
  switch (offer.reason) {
    case 'OUTSIDE_HOURS': {
      const today = c.schedule.filter((h) => h.weekday === weekday);
      if (today.length > 0) return t('reasons.OUTSIDE_HOURS', { hours: hoursOf(today) });
      return t('reasons.notThisDay', { weekday: weekdayName(weekday, fmt.locale) });
    }
    case 'WRONG_SERVICE_TYPE':
      return t('reasons.WRONG_SERVICE_TYPE', {
        types: listOf(
          fmt,
          c.serviceTypes.map((type) => t(`serviceTypes.${type}`, { defaultValue: type })),
        ),
      });
    case 'WRONG_CHANNEL':
      return t('reasons.WRONG_CHANNEL', {
        channels: listOf(
          fmt,
          c.channels.map((channel) => t(`channels.${channel}`, { defaultValue: channel })),
        ),
      });
    case 'BEFORE_START':
      return c.startsOn ? t('reasons.BEFORE_START', { date: fmt.day(c.startsOn) }) : t('reasons.notYet');
    case 'AFTER_END':
      return c.endsOn ? t('reasons.AFTER_END', { date: fmt.day(c.endsOn) }) : t('reasons.over');
    case 'MIN_QUANTITY':
      return t('reasons.MIN_QUANTITY', { count: c.minQuantity ?? 1 });
    case 'MIN_ORDER_AMOUNT':
      return t('reasons.MIN_ORDER_AMOUNT', { amount: fmt.money(c.minOrderAmount ?? 0, currency) });
    case 'BLOCKED_BY_EXCLUSIVE':
      return offer.byOfferName
        ? t('reasons.BLOCKED_BY_EXCLUSIVE', { name: offer.byOfferName })
        : t('reasons.blocked');
    default:
      return t(`reasons.${offer.reason}`);
  }
}
