// The pricing engine (docs/pricing.md): one pure function from a basket and the company's offers to
// each discount per line, with the reason every other offer did not apply. The server's preview
// and terminal intake, and the terminals themselves through the feed, price with it, so a basket
// costs the same everywhere. No I/O and no clock: the basket says when it is priced.
import { WEEKDAYS } from './enums.ts';
import { allocateProportionally } from './orders.ts';
import { ineligibility, type PreparedOffer, percentOf, prepareOffer } from './pricing-offer.ts';
import { candidatesOf, formSets, holdsASet, type SetBasket } from './pricing-sets.ts';
import type {
  Basket,
  BasketLine,
  LineDiscount,
  NotAppliedReason,
  PricedBasketLine,
  PricingOffer,
  PricingResult,
} from './pricing-types.ts';

export { percentOf } from './pricing-offer.ts';
export { localMomentAt, offerChannelOf } from './pricing-time.ts';

/** Application order: priority descending, then offer id, so the input order never matters. */
function byPriority(a: PricingOffer, b: PricingOffer): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Prices baskets against one set of offers (prepared once; reuse it for many baskets). */
export type BasketPricer = (basket: Basket) => PricingResult;

/**
 * Prepares `offers` once — application order, lookup sets, and an index of offers by item and
 * category so a basket only looks at the offers its lines can match — and returns the pricer.
 */
export function preparePricing(offers: readonly PricingOffer[]): BasketPricer {
  const prepared = [...offers].sort(byPriority).map(prepareOffer);
  const byItem = new Map<string, number[]>();
  const byCategory = new Map<string, number[]>();
  const index = (map: Map<string, number[]>, key: string, o: number) => {
    const list = map.get(key);
    if (list) list.push(o);
    else map.set(key, [o]);
  };
  prepared.forEach((p, o) => {
    if (p.matchesAll) return;
    for (const id of p.itemIds) index(byItem, id, o);
    for (const id of p.categoryIds) index(byCategory, id, o);
  });
  return (basket) => priceWith(prepared, byItem, byCategory, basket);
}

/** Prices `basket` against `offers` (see docs/pricing.md for eligibility, stacking and rounding). */
export function priceBasket(basket: Basket, offers: readonly PricingOffer[]): PricingResult {
  return preparePricing(offers)(basket);
}

// The basket as the offers work through it, line by line (indices into `lines`, sorted by lineNo).
interface State extends SetBasket {
  unitGross: number[];
  gross: number[];
  /** What is left to discount on the line: its gross (never below 0) minus discounts so far. */
  remaining: number[];
  discounts: LineDiscount[][];
  /** The first offer that discounted the line. */
  touchedBy: (PricingOffer | null)[];
  /** The non-combinable offer that took the line for itself. */
  claimedBy: (PricingOffer | null)[];
  /** A non-combinable order discount took the whole order. */
  orderClaimedBy: PricingOffer | null;
  /** Scratch: `open[i] === stamp` while line i is open to the offer being applied. */
  open: number[];
  stamp: number;
  /** The candidate lines of each part of the set-forming offer whose conditions were just read. */
  candidates: number[][];
}

type Outcome =
  | { amounts: number[]; usable: number[]; units: Map<number, number> | null }
  | { reason: NotAppliedReason; by?: PricingOffer };

function newState(lines: readonly BasketLine[]): { st: State; basketGross: number; allLines: number[] } {
  const n = lines.length;
  const st: State = {
    lines,
    unitGross: new Array(n),
    gross: new Array(n),
    remaining: new Array(n),
    discounts: new Array(n),
    touchedBy: new Array(n).fill(null),
    claimedBy: new Array(n).fill(null),
    inSets: new Array(n).fill(0),
    free: new Array(n).fill(0),
    open: new Array(n).fill(0),
    stamp: 0,
    candidates: [],
    orderClaimedBy: null,
  };
  let basketGross = 0;
  const allLines: number[] = [];
  for (let i = 0; i < n; i++) {
    const line = lines[i] as BasketLine;
    let unit = line.unitPrice;
    for (const m of line.modifications) unit += m.price;
    const gross = unit * line.quantity;
    st.unitGross[i] = unit;
    st.gross[i] = gross;
    st.remaining[i] = line.quantity > 0 && gross > 0 ? gross : 0;
    st.discounts[i] = [];
    basketGross += gross;
    if (line.quantity > 0) allLines.push(i);
  }
  return { st, basketGross, allLines };
}

// Adds line i to the matched lines of each still-eligible offer in `offers` (once per line).
function addMatches(
  offers: readonly number[] | undefined,
  i: number,
  reasons: readonly (NotAppliedReason | null)[],
  matched: (number[] | undefined)[],
): void {
  if (!offers) return;
  for (const o of offers) {
    if (reasons[o] !== null) continue;
    const list = matched[o];
    if (!list) matched[o] = [i];
    else if (list[list.length - 1] !== i) list.push(i);
  }
}

function priceWith(
  prepared: readonly PreparedOffer[],
  byItem: ReadonlyMap<string, number[]>,
  byCategory: ReadonlyMap<string, number[]>,
  basket: Basket,
): PricingResult {
  const lines = [...basket.lines].sort((a, b) => a.lineNo - b.lineNo);
  const { st, basketGross, allLines } = newState(lines);
  const weekdayIndex = WEEKDAYS.indexOf(basket.at.weekday);
  const reasons: (NotAppliedReason | null)[] = new Array(prepared.length);
  for (let o = 0; o < prepared.length; o++)
    reasons[o] = ineligibility(prepared[o] as PreparedOffer, basket, weekdayIndex);
  // Lines each eligible offer matches, found through the index rather than offer × line.
  const matched: (number[] | undefined)[] = new Array(prepared.length);
  for (const i of allLines) {
    const line = lines[i] as BasketLine;
    if (line.itemId !== null) addMatches(byItem.get(line.itemId), i, reasons, matched);
    for (const c of line.categoryIds) addMatches(byCategory.get(c), i, reasons, matched);
  }

  const applied: PricingResult['applied'][number][] = [];
  const shown: PricingResult['shown'][number][] = [];
  const notApplied: PricingResult['notApplied'][number][] = [];
  for (let o = 0; o < prepared.length; o++) {
    const p = prepared[o] as PreparedOffer;
    const offerId = p.offer.id;
    const offerName = p.offer.name;
    const lineIdxs = p.matchesAll ? allLines : (matched[o] ?? NONE);
    const reason = reasons[o] ?? unmetCondition(p, lineIdxs, st, basketGross);
    if (reason) {
      notApplied.push({ offerId, offerName, reason });
      continue;
    }
    if (p.offer.type === 'VISUAL') {
      shown.push({ offerId, offerName });
      continue;
    }
    const outcome = apply(p, lineIdxs, st);
    if ('reason' in outcome) {
      notApplied.push(
        outcome.by
          ? { offerId, offerName, reason: outcome.reason, by: outcome.by.id, byName: outcome.by.name }
          : { offerId, offerName, reason: outcome.reason },
      );
      continue;
    }
    applied.push(commit(p, outcome.usable, outcome.amounts, outcome.units, st));
  }

  const priced: PricedBasketLine[] = new Array(lines.length);
  let discountAmount = 0;
  let grossAmount = 0;
  for (let i = 0; i < lines.length; i++) {
    const discounts = st.discounts[i] ?? [];
    let discount = 0;
    for (const d of discounts) discount += d.amount;
    const gross = st.gross[i] ?? 0;
    priced[i] = {
      lineNo: (lines[i] as BasketLine).lineNo,
      grossAmount: gross,
      discountAmount: discount,
      netAmount: gross - discount,
      discounts,
    };
    discountAmount += discount;
    grossAmount += gross;
  }
  return {
    lines: priced,
    applied,
    shown,
    notApplied,
    grossAmount,
    discountAmount,
    netAmount: grossAmount - discountAmount,
  };
}

const NONE: readonly number[] = [];

// The offer's own conditions, read on the whole basket (what other offers took does not count).
function unmetCondition(
  p: PreparedOffer,
  lineIdxs: readonly number[],
  st: State,
  basketGross: number,
): NotAppliedReason | null {
  const { minQuantity, minOrderAmount } = p.offer;
  if (lineIdxs.length === 0) return 'NO_MATCHING_LINES';
  if (minQuantity !== null && minQuantity > 0) {
    let units = 0;
    for (const i of lineIdxs) units += (st.lines[i] as BasketLine).quantity;
    if (units < minQuantity) return 'MIN_QUANTITY';
  }
  if (minOrderAmount !== null && basketGross < minOrderAmount) return 'MIN_ORDER_AMOUNT';
  if (p.parts) {
    st.candidates = candidatesOf(p.parts, lineIdxs, st);
    if (!holdsASet(p.parts, st.candidates, st)) return 'INCOMPLETE_BUNDLE';
  }
  return null;
}

// What the offer would take off the lines still open to it, or why it takes nothing.
function apply(p: PreparedOffer, lineIdxs: readonly number[], st: State): Outcome {
  if (st.orderClaimedBy) return { reason: 'BLOCKED_BY_EXCLUSIVE', by: st.orderClaimedBy };
  const combinable = p.offer.combinable;
  const stamp = ++st.stamp;
  const usable: number[] = [];
  let blockedBy: PricingOffer | null = null;
  let discountedBy: PricingOffer | null = null;
  for (const i of lineIdxs) {
    const claimer = st.claimedBy[i];
    if (claimer) {
      blockedBy ??= claimer;
      continue;
    }
    const toucher = st.touchedBy[i];
    if (!combinable && toucher) {
      discountedBy ??= toucher;
      continue;
    }
    if ((st.remaining[i] ?? 0) > 0) {
      usable.push(i);
      st.open[i] = stamp;
    }
  }
  const unavailable: Outcome = blockedBy
    ? { reason: 'BLOCKED_BY_EXCLUSIVE', by: blockedBy }
    : discountedBy
      ? { reason: 'ALREADY_DISCOUNTED', by: discountedBy }
      : { reason: 'NOTHING_LEFT_TO_DISCOUNT' };
  if (usable.length === 0) return unavailable;

  const { type, discountType } = p.offer;
  const value = p.value;
  const amounts: number[] = new Array(usable.length);
  let units: Map<number, number> | null = null;
  if (type === 'ORDER_DISCOUNT') {
    let base = 0;
    for (let k = 0; k < usable.length; k++) {
      const left = st.remaining[usable[k] as number] ?? 0;
      amounts[k] = left;
      base += left;
    }
    const total =
      discountType === 'FIXED'
        ? Math.min(value, base)
        : discountType === 'PERCENTAGE'
          ? percentOf(base, value)
          : 0;
    // Weighted by what is left on each line, so no share exceeds its line.
    const shares = allocateProportionally(total, amounts);
    for (let k = 0; k < usable.length; k++) amounts[k] = shares[k] ?? 0;
  } else if (p.parts) {
    const setAmounts = new Map<number, number>();
    units = new Map<number, number>();
    const anyComplete = formSets(
      p,
      p.parts,
      st.candidates,
      (i) => st.open[i] === stamp,
      st,
      setAmounts,
      units,
    );
    if (units.size === 0) return anyComplete ? { reason: 'NO_SAVING' } : unavailable;
    for (let k = 0; k < usable.length; k++) amounts[k] = setAmounts.get(usable[k] as number) ?? 0;
  } else {
    for (let k = 0; k < usable.length; k++) {
      const i = usable[k] as number;
      amounts[k] = itemDiscount(p, st.lines[i] as BasketLine, st.remaining[i] ?? 0);
    }
  }
  // Never more than what is left on a line: no line (and so no order) goes below zero.
  let any = false;
  for (let k = 0; k < usable.length; k++) {
    const left = st.remaining[usable[k] as number] ?? 0;
    const amount = amounts[k] ?? 0;
    amounts[k] = Math.max(0, Math.min(amount, left));
    if ((amounts[k] ?? 0) > 0) any = true;
  }
  if (!any) return { reason: 'NO_SAVING' };
  return { amounts, usable, units };
}

function itemDiscount(p: PreparedOffer, line: BasketLine, remaining: number): number {
  switch (p.offer.discountType) {
    case 'PERCENTAGE':
      return percentOf(remaining, p.value);
    case 'FIXED':
      return Math.round(p.value * line.quantity);
    case 'PRICE':
      // The new price replaces the item's own price; its modifications are still charged.
      return Math.max(0, line.unitPrice - p.value) * line.quantity;
  }
}

function commit(
  p: PreparedOffer,
  usable: readonly number[],
  amounts: readonly number[],
  units: ReadonlyMap<number, number> | null,
  st: State,
): PricingResult['applied'][number] {
  const offer = p.offer;
  const lineNos: number[] = [];
  let total = 0;
  for (let k = 0; k < usable.length; k++) {
    const i = usable[k] as number;
    const amount = amounts[k] ?? 0;
    const used = units?.get(i) ?? 0;
    if (used > 0) st.inSets[i] = (st.inSets[i] ?? 0) + used;
    if (amount === 0 && used === 0) continue;
    if (amount > 0) {
      st.remaining[i] = (st.remaining[i] ?? 0) - amount;
      st.discounts[i]?.push({ offerId: offer.id, offerName: offer.name, amount });
      st.touchedBy[i] ??= offer;
      total += amount;
      lineNos.push((st.lines[i] as BasketLine).lineNo);
    }
    if (!offer.combinable) st.claimedBy[i] = offer;
  }
  if (!offer.combinable && offer.type === 'ORDER_DISCOUNT') st.orderClaimedBy = offer;
  return { offerId: offer.id, offerName: offer.name, amount: total, lineNos };
}
