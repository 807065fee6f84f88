// Menus and prices (SPEC §3, §5, §7, §9): the rules the menus editor and the server both apply.
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './enums.ts';
import { MAX_MINOR_AMOUNT } from './money.ts';
import { OBJECT_PARAMS, oneOf, requiredText, typeError, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** Longest menu name. */
export const MENU_NAME_MAX_LENGTH = 80;

/** Most availability ranges one menu may have (several per weekday are allowed). */
export const MAX_MENU_AVAILABILITIES = 70;

/** Most entry changes one updateMenu call may carry (a whole catalogue fits). */
export const MAX_MENU_ENTRY_CHANGES = 20_000;

/** Milliseconds after adding an item to a menu before its price field takes focus (§9). */
export const NEW_MENU_ENTRY_FOCUS_DELAY_MS = 200;

/** The i18n keys of menu validation issues (in the `menus` namespace of the web app). */
export const MENU_VALIDATION_KEYS = {
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

/** A menu's name: trimmed, 1–80 characters. */
export const menuNameSchema = requiredText(MENU_NAME_MAX_LENGTH);

/** A menu price: whole minor units, 0 or more (prices travel as integers, §3). */
export const menuPriceSchema = z
  .number({ error: typeError })
  .int({ error: KEYS.price })
  .min(0, { error: KEYS.price })
  .max(MAX_MINOR_AMOUNT, { error: KEYS.price });

const idSchema = z.string({ error: typeError }).trim().min(1, { error: VALIDATION_MESSAGE_KEYS.required });

/**
 * updateMenu's nested entry changes (§7): create with an item connect and a price, disconnect by
 * entry id, update where entry id with a new price. Checks what needs no database: prices, an
 * item added twice, an entry named twice (in update and disconnect, or twice in one of them).
 */
export const menuEntriesChangeSchema = z
  .object(
    {
      create: z
        .array(
          z.object(
            {
              item: z.object({ connect: z.object({ id: idSchema }, OBJECT_PARAMS) }),
              price: menuPriceSchema,
            },
            OBJECT_PARAMS,
          ),
        )
        .nullish()
        .transform((list) => list ?? []),
      disconnect: z
        .array(z.object({ id: idSchema }, OBJECT_PARAMS))
        .nullish()
        .transform((list) => list ?? []),
      update: z
        .array(
          z.object(
            { where: z.object({ id: idSchema }, OBJECT_PARAMS), data: z.object({ price: menuPriceSchema }) },
            OBJECT_PARAMS,
          ),
        )
        .nullish()
        .transform((list) => list ?? []),
    },
    OBJECT_PARAMS,
  )
  .superRefine((change, ctx) => {
    if (change.create.length + change.disconnect.length + change.update.length > MAX_MENU_ENTRY_CHANGES) {
      ctx.addIssue({ code: 'custom', message: KEYS.tooMany, path: [] });
      return;
    }
    const items = new Set<string>();
    change.create.forEach((entry, index) => {
      const id = entry.item.connect.id;
      if (items.has(id)) {
        ctx.addIssue({ code: 'custom', message: KEYS.duplicateItem, path: ['create', index, 'item'] });
      }
      items.add(id);
    });
    const entries = new Set<string>();
    const named = (list: 'disconnect' | 'update', index: number, id: string, path: (string | number)[]) => {
      if (entries.has(id)) {
        ctx.addIssue({ code: 'custom', message: KEYS.duplicateEntry, path: [list, index, ...path] });
      }
      entries.add(id);
    };
    for (const [index, entry] of change.update.entries())
      named('update', index, entry.where.id, ['where', 'id']);
    for (const [index, entry] of change.disconnect.entries()) named('disconnect', index, entry.id, ['id']);
  });

/** updateMenu's checked entry changes. */
export type MenuEntriesChange = z.output<typeof menuEntriesChangeSchema>;

/** updateMenu's data (§7): an optional new name and the entry changes. */
export const updateMenuSchema = z.object(
  {
    name: menuNameSchema.nullish().transform((name) => name ?? undefined),
    menuEntries: menuEntriesChangeSchema
      .nullish()
      .transform((change): MenuEntriesChange => change ?? { create: [], disconnect: [], update: [] }),
  },
  OBJECT_PARAMS,
);

/** updateMenu's checked data. */
export type UpdateMenuData = z.output<typeof updateMenuSchema>;

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

const availabilitySchema = z
  .object(
    {
      weekday: oneOf(WEEKDAYS, VALIDATION_MESSAGE_KEYS.invalid),
      start: z.string({ error: typeError }),
      end: z.string({ error: typeError }),
    },
    OBJECT_PARAMS,
  )
  .transform((value, ctx) => {
    const startMinute = parseTimeOfDay(value.start);
    const endMinute = parseTimeOfDay(value.end, true);
    if (startMinute === null) ctx.addIssue({ code: 'custom', message: KEYS.time, path: ['start'] });
    if (endMinute === null) ctx.addIssue({ code: 'custom', message: KEYS.time, path: ['end'] });
    if (startMinute === null || endMinute === null) return z.NEVER;
    if (endMinute <= startMinute) {
      ctx.addIssue({ code: 'custom', message: KEYS.timeOrder, path: ['end'] });
      return z.NEVER;
    }
    return { weekday: value.weekday, startMinute, endMinute } satisfies MenuAvailability;
  });

/**
 * updateMenuAvailabilities' list (replaces all of a menu's): each a weekday with "HH:MM" start and
 * end (end after start, 24:00 allowed); ranges on one weekday may not overlap.
 */
export const menuAvailabilitiesSchema = z
  .array(availabilitySchema, { error: typeError })
  .max(MAX_MENU_AVAILABILITIES, { error: KEYS.tooMany })
  .superRefine((list, ctx) => {
    list.forEach((range, index) => {
      const clash = list.findIndex(
        (other, at) =>
          at < index &&
          other.weekday === range.weekday &&
          other.startMinute < range.endMinute &&
          range.startMinute < other.endMinute,
      );
      if (clash !== -1) ctx.addIssue({ code: 'custom', message: KEYS.overlap, path: [index, 'start'] });
    });
  });

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
