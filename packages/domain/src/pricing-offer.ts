// An offer prepared once for many baskets: its sets of venues, service types, targets and schedule
// ranges, and the parts a set-forming offer (BUNDLE, STAGED_*) is made of. pricing.ts prices with
// them; nothing here depends on a basket.
import { WEEKDAYS } from './enums.ts';
import type { Basket, NotAppliedReason, PricingOffer } from './pricing-types.ts';

/** One part of a set: which items or categories fill it, how many units, and (staged individual) each choice's price. */
export interface SetPart {
  itemIds: ReadonlySet<string>;
  categoryIds: ReadonlySet<string>;
  quantity: number;
  /** STAGED_INDIVIDUAL: the price a chosen item costs in the set (null: its own price). */
  prices: ReadonlyMap<string, number | null> | null;
}

/** An offer with everything a basket is checked against precomputed. */
export interface PreparedOffer {
  offer: PricingOffer;
  /** The offer's value, never negative; a percentage at most 100. */
  value: number;
  venues: ReadonlySet<string> | null;
  serviceTypes: ReadonlySet<string> | null;
  channels: ReadonlySet<string>;
  /** Half-open minute ranges per weekday (Monday first); null: any time. */
  schedule: readonly (readonly (readonly [number, number])[])[] | null;
  /** Every line matches (an order discount, or an item discount or visual offer without targets). */
  matchesAll: boolean;
  /** Items and categories that make a line match (targets, or every step's choices). */
  itemIds: ReadonlySet<string>;
  categoryIds: ReadonlySet<string>;
  /** The parts of a set, item parts before category parts; null for offers that form no sets. */
  parts: readonly SetPart[] | null;
}

/**
 * `percent` % of `amount`, rounded half away from zero to a whole minor unit — the engine's one
 * rounding rule. Exact for integer amounts and whole percents (integer arithmetic, no float error).
 */
export function percentOf(amount: number, percent: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(amount) * percent + 100) / 200);
}

const SET_TYPES = new Set(['BUNDLE', 'STAGED_BUNDLE', 'STAGED_INDIVIDUAL']);

/** Whether the offer prices complete sets of units (a bundle or a staged offer). */
export function formsSets(offer: PricingOffer): boolean {
  return SET_TYPES.has(offer.type);
}

function partsOf(offer: PricingOffer): SetPart[] | null {
  if (offer.type === 'BUNDLE') {
    const parts = offer.targets.map((t) => ({
      itemIds: new Set(t.itemId ? [t.itemId] : []),
      categoryIds: new Set(t.categoryId ? [t.categoryId] : []),
      quantity: Math.max(1, Math.floor(t.quantity)),
      prices: null,
    }));
    // A named item is the scarcer part: filling it before "any drink" keeps a set completable.
    return [...parts.filter((p) => p.itemIds.size > 0), ...parts.filter((p) => p.itemIds.size === 0)];
  }
  if (offer.type === 'STAGED_BUNDLE' || offer.type === 'STAGED_INDIVIDUAL') {
    return offer.steps.map((step) => ({
      itemIds: new Set(step.choices.map((c) => c.itemId)),
      categoryIds: new Set<string>(),
      quantity: 1,
      prices:
        offer.type === 'STAGED_INDIVIDUAL' ? new Map(step.choices.map((c) => [c.itemId, c.price])) : null,
    }));
  }
  return null;
}

/** Precomputes what `offer` is checked against, once for every basket it prices. */
export function prepareOffer(offer: PricingOffer): PreparedOffer {
  const parts = partsOf(offer);
  const itemIds = new Set<string>();
  const categoryIds = new Set<string>();
  for (const t of offer.targets) {
    if (t.itemId) itemIds.add(t.itemId);
    if (t.categoryId) categoryIds.add(t.categoryId);
  }
  for (const step of offer.steps) for (const c of step.choices) itemIds.add(c.itemId);
  let schedule: [number, number][][] | null = null;
  if (offer.schedule.length > 0) {
    schedule = WEEKDAYS.map(() => []);
    for (const s of offer.schedule) schedule[WEEKDAYS.indexOf(s.weekday)]?.push([s.startMinute, s.endMinute]);
  }
  const value = Math.max(0, Number.isFinite(offer.value) ? offer.value : 0);
  return {
    offer,
    value: offer.discountType === 'PERCENTAGE' ? Math.min(100, value) : value,
    venues: offer.venueIds.length > 0 ? new Set(offer.venueIds) : null,
    serviceTypes: offer.serviceTypes.length > 0 ? new Set(offer.serviceTypes) : null,
    channels: new Set(offer.channels),
    schedule,
    matchesAll:
      offer.type === 'ORDER_DISCOUNT' ||
      ((offer.type === 'ITEM_DISCOUNT' || offer.type === 'VISUAL') && offer.targets.length === 0),
    itemIds,
    categoryIds,
    parts: formsSets(offer) ? (parts ?? []) : null,
  };
}

/**
 * Why the offer cannot apply to the basket whatever its lines, or null: checked in the documented
 * order (active, usable in POS, venue, channel, service type, date range, hours, chosen).
 */
export function ineligibility(
  p: PreparedOffer,
  basket: Basket,
  weekdayIndex: number,
): NotAppliedReason | null {
  const offer = p.offer;
  if (!offer.active) return 'INACTIVE';
  if (basket.channel === 'POS' && !offer.usableInPos) return 'NOT_IN_POS';
  if (p.venues && !p.venues.has(basket.venueId)) return 'WRONG_VENUE';
  if (!p.channels.has(basket.channel)) return 'WRONG_CHANNEL';
  if (p.serviceTypes && !p.serviceTypes.has(basket.serviceType)) return 'WRONG_SERVICE_TYPE';
  // ISO dates compare as strings.
  if (offer.startsOn !== null && basket.at.date < offer.startsOn) return 'BEFORE_START';
  if (offer.endsOn !== null && basket.at.date > offer.endsOn) return 'AFTER_END';
  if (p.schedule) {
    const ranges = p.schedule[weekdayIndex] ?? [];
    const minute = basket.at.minute;
    let open = false;
    for (const [start, end] of ranges) if (minute >= start && minute < end) open = true;
    if (!open) return 'OUTSIDE_HOURS';
  }
  if (!offer.automatic && !basket.chosenOfferIds.includes(offer.id)) return 'NOT_CHOSEN';
  return null;
}
