// The pricing engine (docs/pricing.md): one pure function from a basket and the company's offers to
// each discount per line, with the reason every other offer did not apply. The server's preview
// and terminal intake, and the terminals themselves through the feed, price with it, so a basket
// costs the same everywhere. No I/O and no clock: the basket says when it is priced.
import { allocateProportionally } from './orders.ts';
import { fillsPart, ineligibility, type PreparedOffer, prepareOffer, type SetPart } from './pricing-offer.ts';
import type {
  Basket,
  BasketLine,
  LineDiscount,
  NotAppliedReason,
  PricedBasketLine,
  PricingOffer,
  PricingResult,
} from './pricing-types.ts';

export { localMomentAt, offerChannelOf } from './pricing-time.ts';

/**
 * `percent` % of `amount`, rounded half away from zero to a whole minor unit — the engine's one
 * rounding rule. Exact for integer amounts and whole percents (integer arithmetic, no float error).
 */
export function percentOf(amount: number, percent: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(amount) * percent + 100) / 200);
}

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
interface State {
  lines: readonly BasketLine[];
  unitGross: number[];
  gross: number[];
  /** What is left to discount on the line: its gross (never below 0) minus discounts so far. */
  remaining: number[];
  discounts: LineDiscount[][];
  /** The first offer that discounted the line. */
  touchedBy: (PricingOffer | null)[];
  /** The non-combinable offer that took the line for itself. */
  claimedBy: (PricingOffer | null)[];
  /** Units of the line already in a set of some bundle (a unit belongs to one set at most). */
  inSets: number[];
  /** A non-combinable order discount took the whole order. */
  orderClaimedBy: PricingOffer | null;
}

type Outcome =
  | { amounts: number[]; usable: number[]; units: Map<number, number> | null }
  | { reason: NotAppliedReason; by?: PricingOffer };

function priceWith(
  prepared: readonly PreparedOffer[],
  byItem: ReadonlyMap<string, number[]>,
  byCategory: ReadonlyMap<string, number[]>,
  basket: Basket,
): PricingResult {
  const lines = [...basket.lines].sort((a, b) => a.lineNo - b.lineNo);
  const st: State = {
    lines,
    unitGross: [],
    gross: [],
    remaining: [],
    discounts: [],
    touchedBy: [],
    claimedBy: [],
    inSets: [],
    orderClaimedBy: null,
  };
  let basketGross = 0;
  const allLines: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as BasketLine;
    let unit = line.unitPrice;
    for (const m of line.modifications) unit += m.price;
    const gross = unit * line.quantity;
    st.unitGross.push(unit);
    st.gross.push(gross);
    st.remaining.push(line.quantity > 0 ? Math.max(0, gross) : 0);
    st.discounts.push([]);
    st.touchedBy.push(null);
    st.claimedBy.push(null);
    st.inSets.push(0);
    basketGross += gross;
    if (line.quantity > 0) allLines.push(i);
  }

  const chosen = new Set(basket.chosenOfferIds);
  const reasons = prepared.map((p) => ineligibility(p, basket, chosen));
  // Lines each eligible offer matches, found through the index rather than offer × line.
  const matched: (number[] | undefined)[] = [];
  const match = (offers: readonly number[] | undefined, i: number) => {
    if (!offers) return;
    for (const o of offers) {
      if (reasons[o] !== null) continue;
      const list = matched[o];
      if (!list) matched[o] = [i];
      else if (list[list.length - 1] !== i) list.push(i);
    }
  };
  for (const i of allLines) {
    const line = lines[i] as BasketLine;
    if (line.itemId !== null) match(byItem.get(line.itemId), i);
    for (const c of line.categoryIds) match(byCategory.get(c), i);
  }

  const applied: PricingResult['applied'][number][] = [];
  const shown: PricingResult['shown'][number][] = [];
  const notApplied: PricingResult['notApplied'][number][] = [];
  for (let o = 0; o < prepared.length; o++) {
    const p = prepared[o] as PreparedOffer;
    const { id: offerId, name: offerName } = p.offer;
    const lineIdxs = p.matchesAll ? allLines : (matched[o] ?? []);
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

  const priced: PricedBasketLine[] = [];
  let discountAmount = 0;
  let grossAmount = 0;
  for (let i = 0; i < lines.length; i++) {
    const discounts = st.discounts[i] ?? [];
    let discount = 0;
    for (const d of discounts) discount += d.amount;
    const gross = st.gross[i] ?? 0;
    priced.push({
      lineNo: (lines[i] as BasketLine).lineNo,
      grossAmount: gross,
      discountAmount: discount,
      netAmount: gross - discount,
      discounts,
    });
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
    const candidates = candidatesOf(p.parts, lineIdxs, st);
    const free = new Map(lineIdxs.map((i) => [i, Math.floor((st.lines[i] as BasketLine).quantity)]));
    if (!takeSet(p.parts, candidates, free)) return 'INCOMPLETE_BUNDLE';
  }
  return null;
}

// What the offer would take off the lines still open to it, or why it takes nothing.
function apply(p: PreparedOffer, lineIdxs: readonly number[], st: State): Outcome {
  if (st.orderClaimedBy) return { reason: 'BLOCKED_BY_EXCLUSIVE', by: st.orderClaimedBy };
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
    if (!p.offer.combinable && toucher) {
      discountedBy ??= toucher;
      continue;
    }
    if ((st.remaining[i] ?? 0) > 0) usable.push(i);
  }
  const unavailable = (): Outcome =>
    blockedBy
      ? { reason: 'BLOCKED_BY_EXCLUSIVE', by: blockedBy }
      : discountedBy
        ? { reason: 'ALREADY_DISCOUNTED', by: discountedBy }
        : { reason: 'NOTHING_LEFT_TO_DISCOUNT' };
  if (usable.length === 0) return unavailable();

  const { type, discountType } = p.offer;
  const value = p.value;
  let amounts: number[];
  let units: Map<number, number> | null = null;
  if (type === 'ORDER_DISCOUNT') {
    const weights = usable.map((i) => st.remaining[i] ?? 0);
    const base = weights.reduce((sum, w) => sum + w, 0);
    const total =
      discountType === 'FIXED'
        ? Math.min(value, base)
        : discountType === 'PERCENTAGE'
          ? percentOf(base, value)
          : 0;
    amounts = allocateProportionally(total, weights);
  } else if (p.parts) {
    const sets = formSets(p, p.parts, usable, st);
    if (sets.units.size === 0) return sets.anyComplete ? { reason: 'NO_SAVING' } : unavailable();
    amounts = usable.map((i) => sets.amounts.get(i) ?? 0);
    units = sets.units;
  } else {
    amounts = usable.map((i) => itemDiscount(p, st.lines[i] as BasketLine, st.remaining[i] ?? 0));
  }
  // Never more than what is left on a line: no line (and so no order) goes below zero.
  amounts = amounts.map((a, k) => Math.max(0, Math.min(a, st.remaining[usable[k] as number] ?? 0)));
  if (!amounts.some((a) => a > 0)) return { reason: 'NO_SAVING' };
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
  usable.forEach((i, k) => {
    const amount = amounts[k] ?? 0;
    const used = units?.get(i) ?? 0;
    if (used > 0) st.inSets[i] = (st.inSets[i] ?? 0) + used;
    if (amount === 0 && used === 0) return;
    if (amount > 0) {
      st.remaining[i] = (st.remaining[i] ?? 0) - amount;
      st.discounts[i]?.push({ offerId: offer.id, offerName: offer.name, amount });
      st.touchedBy[i] ??= offer;
      total += amount;
      lineNos.push((st.lines[i] as BasketLine).lineNo);
    }
    if (!offer.combinable) st.claimedBy[i] = offer;
  });
  if (!offer.combinable && offer.type === 'ORDER_DISCOUNT') st.orderClaimedBy = offer;
  return { offerId: offer.id, offerName: offer.name, amount: total, lineNos };
}

// ---- Sets (BUNDLE, STAGED_BUNDLE, STAGED_INDIVIDUAL) ----

interface Pick {
  line: number;
  part: number;
  count: number;
}

// The lines that can fill each part, best first: the unit the customer saves most on (the most
// expensive; in a staged-individual offer the largest price cut), then the earlier line.
function candidatesOf(parts: readonly SetPart[], lineIdxs: readonly number[], st: State): number[][] {
  return parts.map((part) => {
    const fitting = lineIdxs.filter((i) => {
      const line = st.lines[i] as BasketLine;
      return fillsPart(part, line.itemId, line.categoryIds);
    });
    const score = (i: number) => {
      const line = st.lines[i] as BasketLine;
      const price = part.prices && line.itemId !== null ? part.prices.get(line.itemId) : null;
      return price === null || price === undefined ? 0 : line.unitPrice - price;
    };
    const keyed = fitting.map((i) => ({ i, save: part.prices ? score(i) : 0 }));
    keyed.sort(
      (a, b) =>
        b.save - a.save ||
        (st.lines[b.i] as BasketLine).unitPrice - (st.lines[a.i] as BasketLine).unitPrice ||
        a.i - b.i,
    );
    return keyed.map((k) => k.i);
  });
}

// Takes one complete set out of `free` (units per line), or leaves `free` as it was and says null.
function takeSet(
  parts: readonly SetPart[],
  candidates: readonly number[][],
  free: Map<number, number>,
): Pick[] | null {
  if (parts.length === 0) return null;
  const picks: Pick[] = [];
  for (let k = 0; k < parts.length; k++) {
    let need = (parts[k] as SetPart).quantity;
    for (const i of candidates[k] ?? []) {
      const left = free.get(i) ?? 0;
      if (left <= 0) continue;
      const take = Math.min(left, need);
      free.set(i, left - take);
      picks.push({ line: i, part: k, count: take });
      need -= take;
      if (need === 0) break;
    }
    if (need > 0) {
      for (const pick of picks) free.set(pick.line, (free.get(pick.line) ?? 0) + pick.count);
      return null;
    }
  }
  return picks;
}

// Forms as many complete sets as the open units allow, each priced by the offer's value.
function formSets(
  p: PreparedOffer,
  parts: readonly SetPart[],
  usable: readonly number[],
  st: State,
): { amounts: Map<number, number>; units: Map<number, number>; anyComplete: boolean } {
  const candidates = candidatesOf(parts, usable, st);
  const free = new Map(
    usable.map((i) => [i, Math.floor((st.lines[i] as BasketLine).quantity) - (st.inSets[i] ?? 0)]),
  );
  const amounts = new Map<number, number>();
  const units = new Map<number, number>();
  let anyComplete = false;
  for (;;) {
    const picks = takeSet(parts, candidates, free);
    if (!picks) break;
    anyComplete = true;
    const shares = setShares(p, parts, picks, st);
    if (!shares.some((s) => s > 0)) {
      // Units are taken best first, so a set that saves nothing is the last that could.
      for (const pick of picks) free.set(pick.line, (free.get(pick.line) ?? 0) + pick.count);
      break;
    }
    picks.forEach((pick, k) => {
      amounts.set(pick.line, (amounts.get(pick.line) ?? 0) + (shares[k] ?? 0));
      units.set(pick.line, (units.get(pick.line) ?? 0) + pick.count);
    });
  }
  return { amounts, units, anyComplete };
}

// The discount of one set, per pick: a staged-individual set costs each choice's price; any
// other set is priced as a whole (its units' prices, or gross with modifications for FIXED and
// PERCENTAGE) and the discount spread over its units by largest remainder.
function setShares(p: PreparedOffer, parts: readonly SetPart[], picks: readonly Pick[], st: State): number[] {
  if (p.offer.type === 'STAGED_INDIVIDUAL') {
    return picks.map((pick) => {
      const line = st.lines[pick.line] as BasketLine;
      const price = line.itemId === null ? null : (parts[pick.part]?.prices?.get(line.itemId) ?? null);
      return price === null ? 0 : Math.max(0, line.unitPrice - price) * pick.count;
    });
  }
  const discountType = p.offer.discountType;
  const weights = picks.map((pick) => {
    const unit =
      discountType === 'PRICE'
        ? (st.lines[pick.line] as BasketLine).unitPrice
        : (st.unitGross[pick.line] ?? 0);
    return Math.max(0, unit) * pick.count;
  });
  const base = weights.reduce((sum, w) => sum + w, 0);
  const total =
    discountType === 'PRICE'
      ? Math.max(0, base - p.value)
      : discountType === 'FIXED'
        ? Math.min(p.value, base)
        : percentOf(base, p.value);
  return allocateProportionally(total, weights);
}
