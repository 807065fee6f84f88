// The pricing engine's contract: what it is given (a basket and the company's offers) and what it
// returns (each applied discount per line, with the reason, and why the other offers did not
// apply). The engine itself is `priceBasket` in pricing.ts, its rules in docs/pricing.md. Money is
// integer minor units, VAT-inclusive; percentages are whole percent.
import type { DiscountValueType, OfferChannel, OfferType, Weekday } from './enums.ts';

/** An offer as the engine reads it (the server loads it from the offers tables; terminals from the feed). */
export interface PricingOffer {
  id: string;
  name: string;
  type: OfferType;
  discountType: DiscountValueType;
  /**
   * Minor units for FIXED and PRICE, whole percent (0–100) for PERCENTAGE (the engine reads a
   * value out of range as the nearest in range). PRICE replaces the item's own price (or a set's
   * units' prices); modifications are still charged. Ignored by STAGED_INDIVIDUAL (choice prices).
   */
  value: number;
  active: boolean;
  /** Applies by itself; otherwise only when staff choose it (the basket names it). */
  automatic: boolean;
  /** Higher goes first; equal priorities apply in offer id order. */
  priority: number;
  /** False: the offer takes its lines (an order discount: the order) for itself. */
  combinable: boolean;
  usableInPos: boolean;
  channels: readonly OfferChannel[];
  /** ORDER_TYPES values; empty: every service type. */
  serviceTypes: readonly string[];
  /** Empty: every venue. */
  venueIds: readonly string[];
  /** Weekday and half-open minute range of the venue's local day; empty: any time. */
  schedule: readonly { weekday: Weekday; startMinute: number; endMinute: number }[];
  /** Inclusive local dates (YYYY-MM-DD); null: open. */
  startsOn: string | null;
  endsOn: string | null;
  minQuantity: number | null;
  minOrderAmount: number | null;
  /** ITEM_DISCOUNT: the lines it may discount (none: every line). BUNDLE: the parts of the set. */
  targets: readonly { itemId: string | null; categoryId: string | null; quantity: number }[];
  /** STAGED_BUNDLE and STAGED_INDIVIDUAL: choose one of the choices in each step. */
  steps: readonly {
    id: string;
    name: string;
    /** `price`: the choice's price in a STAGED_INDIVIDUAL offer; null in a STAGED_BUNDLE. */
    choices: readonly { itemId: string; price: number | null }[];
  }[];
}

/** One line of a basket: an item with its modifications, as the till or the preview holds it. */
export interface BasketLine {
  /** The line's number in the order (unique in the basket); results come back in this order. */
  lineNo: number;
  itemId: string | null;
  /** The categories the item belongs to. */
  categoryIds: readonly string[];
  /** Whole units; a line of 0 or fewer matches no offer. */
  quantity: number;
  /** Price of one unit before modifications. */
  unitPrice: number;
  /** Price of each modification on one unit (may be negative: "no cheese"). */
  modifications: readonly { price: number }[];
}

/** When the basket is priced, in the venue's local time. */
export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight, 0–1439. */
  minute: number;
}

/** What is priced: lines, where, how, when, and the offers staff chose. */
export interface Basket {
  venueId: string;
  channel: OfferChannel;
  /** An ORDER_TYPES value. */
  serviceType: string;
  at: LocalMoment;
  lines: readonly BasketLine[];
  /** Offers staff chose on the till (non-automatic offers apply only when named here). */
  chosenOfferIds: readonly string[];
}

/** Why an offer did not apply (the preview explains each one; keys of the discounts namespace). */
export type NotAppliedReason =
  | 'INACTIVE'
  | 'NOT_IN_POS'
  | 'WRONG_VENUE'
  | 'WRONG_CHANNEL'
  | 'WRONG_SERVICE_TYPE'
  | 'BEFORE_START'
  | 'AFTER_END'
  | 'OUTSIDE_HOURS'
  | 'NOT_CHOSEN'
  | 'NO_MATCHING_LINES'
  | 'MIN_QUANTITY'
  | 'MIN_ORDER_AMOUNT'
  | 'INCOMPLETE_BUNDLE'
  | 'BLOCKED_BY_EXCLUSIVE'
  | 'ALREADY_DISCOUNTED'
  | 'NOTHING_LEFT_TO_DISCOUNT'
  | 'NO_SAVING';

/** One discount taken off one line by one offer. */
export interface LineDiscount {
  offerId: string;
  offerName: string;
  amount: number;
}

/** A priced line: before and after its discounts. */
export interface PricedBasketLine {
  lineNo: number;
  /** (unit price + modifications) × quantity. */
  grossAmount: number;
  discountAmount: number;
  netAmount: number;
  discounts: readonly LineDiscount[];
}

/** The engine's answer. */
export interface PricingResult {
  lines: readonly PricedBasketLine[];
  /** Offers that took something off, in the order they were applied, with the lines they touched. */
  applied: readonly { offerId: string; offerName: string; amount: number; lineNos: readonly number[] }[];
  /** VISUAL offers whose conditions hold: shown on the till, no price effect. */
  shown: readonly { offerId: string; offerName: string }[];
  /**
   * Every other offer and why it did not apply, in application order. BLOCKED_BY_EXCLUSIVE names
   * the non-combinable offer that took the lines in `by` (its id) and `byName`;
   * ALREADY_DISCOUNTED (a non-combinable offer whose lines an earlier offer already discounted)
   * names that earlier offer the same way.
   */
  notApplied: readonly {
    offerId: string;
    offerName: string;
    reason: NotAppliedReason;
    by?: string;
    byName?: string;
  }[];
  grossAmount: number;
  discountAmount: number;
  netAmount: number;
}
