// The guest's basket: lines of menu items with their chosen modifications, kept in sessionStorage per
// venue so a reload or a trip to the status page and back keeps it. Prices here are only the menu's,
// for the item sheet; every sum the guest pays comes from the server's quote.
import type { GuestBasketLine, GuestMenuItem, GuestModificationGroup } from '@fika/domain';

export interface CartLine extends GuestBasketLine {
  /** The same item with the same choices is one line (its quantity grows). */
  key: string;
  name: string;
  modificationNames: string[];
  /** The menu's unit price with the modifications, for display before the quote arrives. */
  unitPrice: number;
}

export interface Cart {
  lines: CartLine[];
}

export const MAX_QUANTITY = 99;
export const emptyCart = (): Cart => ({ lines: [] });

const lineKey = (itemId: string, modificationIds: readonly string[]) =>
  [itemId, ...[...modificationIds].sort()].join('|');

/**
 * What is wrong with a choice in a group: too few options (the group's min) or too many (its max).
 * Options that are not in the group are ignored by the caller (they cannot be picked on the page).
 */
export function groupProblem(
  group: GuestModificationGroup,
  chosen: readonly string[],
): 'tooFew' | 'tooMany' | null {
  const count = group.options.filter((option) => chosen.includes(option.id)).length;
  if (count < group.min) return 'tooFew';
  if (group.max > 0 && count > group.max) return 'tooMany';
  return null;
}

/** Toggles an option: a single-choice group (max 1) swaps; a full group refuses another option. */
export function toggleOption(
  group: GuestModificationGroup,
  chosen: readonly string[],
  optionId: string,
): string[] {
  const inGroup = new Set(group.options.map((option) => option.id));
  if (chosen.includes(optionId)) {
    // A required single choice stays chosen (a radio cannot be unticked).
    if (group.max === 1 && group.min === 1) return [...chosen];
    return chosen.filter((id) => id !== optionId);
  }
  if (group.max === 1) return [...chosen.filter((id) => !inGroup.has(id)), optionId];
  const count = chosen.filter((id) => inGroup.has(id)).length;
  if (group.max > 0 && count >= group.max) return [...chosen];
  return [...chosen, optionId];
}

/** Every group satisfied: the item may go into the cart. */
export function choicesValid(item: GuestMenuItem, chosen: readonly string[]): boolean {
  return item.modificationGroups.every((group) => groupProblem(group, chosen) === null);
}

/**
 * What the sheet starts with: the catalogue's preselected options (within each group's maximum), and
 * the only option of a required group that has one.
 */
export function defaultChoices(item: GuestMenuItem): string[] {
  return item.modificationGroups.flatMap((group) => {
    const preselected = group.options.filter((option) => option.preselected).map((option) => option.id);
    if (preselected.length > 0) return group.max > 0 ? preselected.slice(0, group.max) : preselected;
    return group.min === 1 && group.options.length === 1 && group.options[0] ? [group.options[0].id] : [];
  });
}

export function unitPriceOf(item: GuestMenuItem, chosen: readonly string[]): number {
  let price = item.price;
  for (const group of item.modificationGroups)
    for (const option of group.options) if (chosen.includes(option.id)) price += option.price;
  return price;
}

export function addToCart(cart: Cart, item: GuestMenuItem, chosen: readonly string[], quantity = 1): Cart {
  const modificationIds = item.modificationGroups.flatMap((group) =>
    group.options.filter((option) => chosen.includes(option.id)).map((option) => option.id),
  );
  const key = lineKey(item.id, modificationIds);
  const existing = cart.lines.find((line) => line.key === key);
  if (existing)
    return setQuantity(cart, key, Math.min(MAX_QUANTITY, existing.quantity + Math.max(1, quantity)));
  const modificationNames = item.modificationGroups.flatMap((group) =>
    group.options.filter((option) => modificationIds.includes(option.id)).map((option) => option.name),
  );
  const line: CartLine = {
    key,
    itemId: item.id,
    quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)),
    modificationIds,
    name: item.name,
    modificationNames,
    unitPrice: unitPriceOf(item, modificationIds),
  };
  return { lines: [...cart.lines, line] };
}

/** Quantity 0 removes the line. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  const q = Math.min(MAX_QUANTITY, Math.max(0, Math.trunc(quantity)));
  return {
    lines: cart.lines.flatMap((line) =>
      line.key !== key ? [line] : q === 0 ? [] : [{ ...line, quantity: q }],
    ),
  };
}

export const itemCount = (cart: Cart): number => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

export const basketLines = (cart: Cart): GuestBasketLine[] =>
  cart.lines.map(({ itemId, quantity, modificationIds }) => ({ itemId, quantity, modificationIds }));

const storageKey = (slug: string) => `fika.guest.cart.${slug}`;

export function loadCart(slug: string, storage: Storage | undefined = globalThis.sessionStorage): Cart {
  try {
    const raw = storage?.getItem(storageKey(slug));
    const parsed = raw ? (JSON.parse(raw) as Cart) : null;
    if (parsed && Array.isArray(parsed.lines)) {
      return {
        lines: parsed.lines.filter(
          (line) =>
            typeof line.key === 'string' &&
            typeof line.itemId === 'string' &&
            Number.isInteger(line.quantity) &&
            line.quantity > 0 &&
            Array.isArray(line.modificationIds),
        ),
      };
    }
  } catch {
    // A broken or blocked storage: an empty cart rather than no page.
  }
  return emptyCart();
}

export function saveCart(slug: string, cart: Cart, storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    if (cart.lines.length === 0) storage?.removeItem(storageKey(slug));
    else storage?.setItem(storageKey(slug), JSON.stringify(cart));
  } catch {
    // Private mode with no storage: the cart lives for this page only.
  }
}

/** Drops lines whose item or modifications the menu no longer has (sold out, menu changed). */
export function reconcileCart(cart: Cart, items: ReadonlyMap<string, GuestMenuItem>): Cart {
  return {
    lines: cart.lines.filter((line) => {
      const item = items.get(line.itemId);
      if (!item) return false;
      const known = new Set(item.modificationGroups.flatMap((g) => g.options.map((o) => o.id)));
      return line.modificationIds.every((id) => known.has(id)) && choicesValid(item, line.modificationIds);
    }),
  };
}
