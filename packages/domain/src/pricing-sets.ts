// Sets for BUNDLE, STAGED_BUNDLE and STAGED_INDIVIDUAL offers: which units make a complete set,
// how many sets the basket holds, and what each set takes off its units' lines. Greedy and
// deterministic: each part takes the fitting unit the customer saves most on first (the most
// expensive; in a staged-individual offer the largest cut to the choice's price), then the earlier
// line; a unit belongs to one set of one offer at most.
import { allocateProportionally } from './orders.ts';
import { type PreparedOffer, percentOf, type SetPart } from './pricing-offer.ts';
import type { BasketLine } from './pricing-types.ts';

/** What set forming reads and writes of the basket being priced (indices into `lines`). */
export interface SetBasket {
  lines: readonly BasketLine[];
  unitGross: readonly number[];
  /** Units of each line already in a set. */
  inSets: number[];
  /** Scratch: units of each line still free for the set being formed. */
  free: number[];
}

interface Pick {
  line: number;
  part: number;
  count: number;
}

function savingOf(part: SetPart, line: BasketLine): number {
  if (!part.prices || line.itemId === null) return 0;
  const price = part.prices.get(line.itemId);
  return price === null || price === undefined ? 0 : line.unitPrice - price;
}

/** The lines that can fill each part, best first (see above); `lineIdxs` ascending. */
export function candidatesOf(
  parts: readonly SetPart[],
  lineIdxs: readonly number[],
  b: SetBasket,
): number[][] {
  const lines = b.lines;
  return parts.map((part) => {
    const fitting: number[] = [];
    for (const i of lineIdxs) {
      const line = lines[i] as BasketLine;
      let fits = line.itemId !== null && part.itemIds.has(line.itemId);
      if (!fits && part.categoryIds.size > 0)
        for (const c of line.categoryIds) fits ||= part.categoryIds.has(c);
      if (fits) fitting.push(i);
    }
    if (fitting.length > 1) {
      fitting.sort((x, y) => {
        const lx = lines[x] as BasketLine;
        const ly = lines[y] as BasketLine;
        return savingOf(part, ly) - savingOf(part, lx) || ly.unitPrice - lx.unitPrice || x - y;
      });
    }
    return fitting;
  });
}

// Takes one complete set out of `free`, or leaves `free` as it was and returns null.
function takeSet(parts: readonly SetPart[], candidates: readonly number[][], free: number[]): Pick[] | null {
  if (parts.length === 0) return null;
  const picks: Pick[] = [];
  for (let k = 0; k < parts.length; k++) {
    let need = (parts[k] as SetPart).quantity;
    for (const i of candidates[k] ?? []) {
      const left = free[i] ?? 0;
      if (left <= 0) continue;
      const take = Math.min(left, need);
      free[i] = left - take;
      picks.push({ line: i, part: k, count: take });
      need -= take;
      if (need === 0) break;
    }
    if (need > 0) {
      for (const pick of picks) free[pick.line] = (free[pick.line] ?? 0) + pick.count;
      return null;
    }
  }
  return picks;
}

/** Whether the basket's units (ignoring what other offers took) make at least one complete set. */
export function holdsASet(parts: readonly SetPart[], candidates: readonly number[][], b: SetBasket): boolean {
  for (const list of candidates)
    for (const i of list) b.free[i] = Math.floor((b.lines[i] as BasketLine).quantity);
  return takeSet(parts, candidates, b.free) !== null;
}

/**
 * Forms as many complete sets as the open units allow (lines with `open(i)` false give none) and
 * adds each line's discount to `amounts` and its units to `units` (both by line index).
 * Returns whether any complete set was found (a set that saves nothing is not kept).
 */
export function formSets(
  p: PreparedOffer,
  parts: readonly SetPart[],
  candidates: readonly number[][],
  isOpen: (i: number) => boolean,
  b: SetBasket,
  amounts: Map<number, number>,
  units: Map<number, number>,
): boolean {
  for (const list of candidates) {
    for (const i of list)
      b.free[i] = isOpen(i) ? Math.floor((b.lines[i] as BasketLine).quantity) - (b.inSets[i] ?? 0) : 0;
  }
  let anyComplete = false;
  for (;;) {
    const picks = takeSet(parts, candidates, b.free);
    if (!picks) break;
    anyComplete = true;
    const shares = setShares(p, parts, picks, b);
    if (!shares.some((s) => s > 0)) break; // units go best first: a set that saves nothing is the last that could
    picks.forEach((pick, k) => {
      amounts.set(pick.line, (amounts.get(pick.line) ?? 0) + (shares[k] ?? 0));
      units.set(pick.line, (units.get(pick.line) ?? 0) + pick.count);
    });
  }
  return anyComplete;
}

// The discount of one set, per pick: a staged-individual set costs each choice's price; any other
// set is priced as a whole — on its units' prices for PRICE (modifications are still charged), on
// their gross with modifications for FIXED and PERCENTAGE — and the discount spread over its units
// by largest remainder.
function setShares(
  p: PreparedOffer,
  parts: readonly SetPart[],
  picks: readonly Pick[],
  b: SetBasket,
): number[] {
  if (p.offer.type === 'STAGED_INDIVIDUAL') {
    return picks.map((pick) => {
      const saving = savingOf(parts[pick.part] as SetPart, b.lines[pick.line] as BasketLine);
      return saving > 0 ? saving * pick.count : 0;
    });
  }
  const discountType = p.offer.discountType;
  let base = 0;
  const weights = picks.map((pick) => {
    const unit =
      discountType === 'PRICE' ? (b.lines[pick.line] as BasketLine).unitPrice : (b.unitGross[pick.line] ?? 0);
    const weight = unit > 0 ? unit * pick.count : 0;
    base += weight;
    return weight;
  });
  const total =
    discountType === 'PRICE'
      ? Math.max(0, base - p.value)
      : discountType === 'FIXED'
        ? Math.min(p.value, base)
        : percentOf(base, p.value);
  return allocateProportionally(total, weights);
}
