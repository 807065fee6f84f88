// Menus and prices (SPEC §3, §5, §9): the rules as plain functions, without zod, so the menus
// screens stay light; menus.ts builds the server's input schemas on them.
import { WEEKDAYS, type Weekday } from './enums.ts';

/** Longest menu name. */
export const MENU_NAME_MAX_LENGTH = 80;

/** Most availability ranges one menu may have (several per weekday are allowed). */
export const MAX_MENU_AVAILABILITIES = 70;

/** Most entry changes one updateMenu call may carry (a whole catalogue fits). */
export const MAX_MENU_ENTRY_CHANGES = 20_000;

/** Milliseconds after adding an item to a menu before its price field takes focus (§9). */
export const NEW_MENU_ENTRY_FOCUS_DELAY_MS = 200;

/**
 * The i18n keys of menu validation issues (in the `menus` namespace of the web app). The first
 * three are the shared keys of VALIDATION_MESSAGE_KEYS, spelled out so this module needs no zod.
 */
export const MENU_VALIDATION_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  tooLong: 'validation.tooLong',
  price: 'validation.price',
  duplicateItem: 'validation.duplicateItem',
  duplicateEntry: 'validation.duplicateEntry',
  time: 'validation.time',
  timeOrder: 'validation.timeOrder',
  overlap: 'validation.overlap',
  tooMany: 'validation.tooMany',
  nameTaken: 'validation.nameTaken',
  defaultMenuName: 'validation.defaultMenuName',
  defaultMenuEntries: 'validation.defaultMenuEntries',
} as const;

const KEYS = MENU_VALIDATION_KEYS;

/** What is wrong with a menu name (trimmed, 1–80 characters), or null. */
export function checkMenuName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return KEYS.required;
  return trimmed.length > MENU_NAME_MAX_LENGTH ? KEYS.tooLong : null;
}

// ---------------------------------------------------------------------------------------------
// Availabilities: a weekday and a time range; times are "HH:MM", stored as minutes from midnight.

/** Minutes in a day: an availability may end at 24:00. */
export const MINUTES_PER_DAY = 1440;

const TIME_PATTERN = /^(\d{1,2}):(\d{2})$/;

/** "11:30" → 690; "24:00" → 1440 only when `allowEndOfDay`; null when not a time of day. */
export function parseTimeOfDay(text: string, allowEndOfDay = false): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  const total = hours * 60 + minutes;
  if (total < MINUTES_PER_DAY) return total;
  return allowEndOfDay && total === MINUTES_PER_DAY ? total : null;
}

/** 690 → "11:30"; 1440 → "24:00". */
export function formatTimeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A checked availability: a weekday and a half-open range [startMinute, endMinute) of the day. */
export interface MenuAvailability {
  weekday: Weekday;
  startMinute: number;
  endMinute: number;
}

/** One problem with an availability list: where (index and field, or the list) and the i18n key. */
export interface MenuIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a menu's availabilities (updateMenuAvailabilities replaces them all): each a
 * weekday with "HH:MM" start and end, the end after the start (24:00 allowed); ranges on one weekday
 * may not overlap (checked once every range is valid); at most 70.
 */
export function checkMenuAvailabilities(
  list: readonly { weekday: string; start: string; end: string }[],
): MenuIssue[] {
  if (list.length > MAX_MENU_AVAILABILITIES) return [{ path: [], message: KEYS.tooMany }];
  const issues: MenuIssue[] = [];
  const ranges = list.map((range, index) => {
    const weekday = WEEKDAYS.find((day) => day === range.weekday);
    const startMinute = parseTimeOfDay(range.start);
    const endMinute = parseTimeOfDay(range.end, true);
    if (!weekday) issues.push({ path: [index, 'weekday'], message: KEYS.invalid });
    if (startMinute === null) issues.push({ path: [index, 'start'], message: KEYS.time });
    if (endMinute === null) issues.push({ path: [index, 'end'], message: KEYS.time });
    else if (startMinute !== null && endMinute <= startMinute) {
      issues.push({ path: [index, 'end'], message: KEYS.timeOrder });
    }
    return { weekday, startMinute: startMinute ?? 0, endMinute: endMinute ?? 0 };
  });
  if (issues.length > 0) return issues;
  ranges.forEach((range, index) => {
    const clash = ranges.some(
      (other, at) =>
        at < index &&
        other.weekday === range.weekday &&
        other.startMinute < range.endMinute &&
        range.startMinute < other.endMinute,
    );
    if (clash) issues.push({ path: [index, 'start'], message: KEYS.overlap });
  });
  return issues;
}

/** Availabilities ordered by weekday (Monday first), then start. */
export function sortAvailabilities<T extends MenuAvailability>(list: readonly T[]): T[] {
  const day = (weekday: Weekday) => WEEKDAYS.indexOf(weekday);
  return [...list].sort((a, b) => day(a.weekday) - day(b.weekday) || a.startMinute - b.startMinute);
}

// ---------------------------------------------------------------------------------------------
// The 'All articles' invariant (§5)

/** How the 'All articles' menu differs from the items for one item. */
export type AllArticlesMismatchKind = 'MISSING' | 'DUPLICATE' | 'WRONG_PRICE' | 'REMOVED_ITEM';

/** One item the 'All articles' menu does not hold exactly once at its default price. */
export interface AllArticlesMismatch {
  itemId: string;
  kind: AllArticlesMismatchKind;
  /** The item's default price; null when the item is gone or deleted. */
  expectedPrice: number | null;
  /** The prices of the item's entries on the menu (none, one or several). */
  entryPrices: number[];
}

/**
 * Compares the live items with the 'All articles' entries (§5: exactly one entry per item at its
 * default price). `items` are the live (non-deleted) items; an entry of any other item is
 * REMOVED_ITEM. Returns the mismatches in item order, then the removed items.
 */
export function findAllArticlesMismatches(
  items: readonly { id: string; defaultPrice: number }[],
  entries: readonly { itemId: string; price: number }[],
): AllArticlesMismatch[] {
  const pricesByItem = new Map<string, number[]>();
  for (const entry of entries) {
    const prices = pricesByItem.get(entry.itemId);
    if (prices) prices.push(entry.price);
    else pricesByItem.set(entry.itemId, [entry.price]);
  }
  const mismatches: AllArticlesMismatch[] = [];
  for (const item of items) {
    const entryPrices = pricesByItem.get(item.id) ?? [];
    pricesByItem.delete(item.id);
    const base = { itemId: item.id, expectedPrice: item.defaultPrice, entryPrices };
    if (entryPrices.length === 0) mismatches.push({ ...base, kind: 'MISSING' });
    else if (entryPrices.length > 1) mismatches.push({ ...base, kind: 'DUPLICATE' });
    else if (entryPrices[0] !== item.defaultPrice) mismatches.push({ ...base, kind: 'WRONG_PRICE' });
  }
  for (const [itemId, entryPrices] of pricesByItem) {
    mismatches.push({ itemId, kind: 'REMOVED_ITEM', expectedPrice: null, entryPrices });
  }
  return mismatches;
}
