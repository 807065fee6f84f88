// Modification groups and their priced modifications, upsells, stations and predefined kitchen
// messages: the rules the server enforces and the forms check before sending. Messages are i18n
// keys (validation.* in the 'pim' namespace).
import * as z from 'zod/mini';
import { MAX_MINOR_AMOUNT } from './money.ts';
import {
  amountTypeError,
  idSchema,
  nullishAs,
  OBJECT_PARAMS,
  requiredText,
  translatedTexts,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys these rules' issues carry, beyond the general ones. */
export const MODIFICATION_MESSAGE_KEYS = {
  /** minSelections is above maxSelections. */
  minAboveMax: 'validation.minAboveMax',
  /** A modification price outside ±MAX_MINOR_AMOUNT or not whole. */
  modificationPrice: 'validation.modificationPrice',
  duplicate: 'validation.duplicate',
  /** A default modification whose group is not offered with the item. */
  defaultOutsideGroups: 'validation.defaultOutsideGroups',
  /** More defaults in one group than its maxSelections allows. */
  tooManyDefaults: 'validation.tooManyDefaults',
  /** A new maxSelections below the defaults items already preselect in the group. */
  maxBelowDefaults: 'validation.maxBelowDefaults',
  /** A reorder that is not exactly the group's modifications. */
  notSameModifications: 'validation.notSameModifications',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...MODIFICATION_MESSAGE_KEYS };

/** Longest group title, modification name, upsell or station name. */
export const MAX_MODIFICATION_NAME = 100;
/** Longest predefined message. */
export const MAX_PREDEFINED_MESSAGE = 200;
/** Most selections a group may ask for (min or max). */
export const MAX_SELECTIONS = 50;
/** Most modifications one group holds. */
export const MAX_GROUP_MODIFICATIONS = 100;
/** Most items one upsell suggests. */
export const MAX_UPSELL_ITEMS = 100;
/** Most items one group or station is linked to in one request. */
export const MAX_LINKED_ITEMS = 5000;

const translations = nullishAs(translatedTexts(MAX_MODIFICATION_NAME), {});

const id = idSchema;

function idList(max: number) {
  return z.array(id, { error: KEYS.invalid }).check(
    z.maxLength(max, { error: KEYS.tooLong }),
    z.refine((ids) => new Set(ids).size === ids.length, KEYS.duplicate),
  );
}

/**
 * A modification's price in minor units. It may be negative: "no cheese" takes 5 kr off. Its size is
 * bounded like any catalogue amount.
 */
export const modificationPriceSchema = z
  .number({ error: amountTypeError(KEYS.modificationPrice) })
  .check(
    z.refine(
      (value) => Number.isInteger(value) && Math.abs(value) <= MAX_MINOR_AMOUNT,
      KEYS.modificationPrice,
    ),
  );

/** Whether `value` may be stored as a modification price (whole minor units, ± the catalogue limit). */
export function isValidModificationPrice(value: unknown): value is number {
  return modificationPriceSchema.safeParse(value).success;
}

/** One modification (§3 variation: name, price), as createVariation / updateVariation take it. */
export const modificationSchema = z.object(
  {
    name: requiredText(MAX_MODIFICATION_NAME),
    nameLang: translations,
    price: z._default(modificationPriceSchema, 0),
  },
  OBJECT_PARAMS,
);
/** What a modification form or request holds. */
export type ModificationInput = z.input<typeof modificationSchema>;
/** A validated modification. */
export type Modification = z.output<typeof modificationSchema>;

const selections = z
  .number({ error: typeError })
  .check(z.int({ error: KEYS.invalid }), z.minimum(0, KEYS.invalid), z.maximum(MAX_SELECTIONS, KEYS.invalid));

/**
 * A modification group (§3 variation group): a title in four languages, how many choices a cashier
 * must (min) and may (max, null = any number) pick, and optionally its modifications in order —
 * given, the list replaces the group's (an entry with an id keeps that modification), and `itemIds`
 * the items that offer the group.
 */
export const modificationGroupSchema = z
  .object(
    {
      title: requiredText(MAX_MODIFICATION_NAME),
      titleLang: translations,
      minSelections: z._default(selections, 0),
      maxSelections: nullishAs(selections.check(z.minimum(1, KEYS.invalid)), null),
      modifications: nullishAs(
        z
          .array(z.extend(modificationSchema, { id: nullishAs(id, null) }), { error: KEYS.invalid })
          .check(z.maxLength(MAX_GROUP_MODIFICATIONS, { error: KEYS.tooLong })),
        undefined,
      ),
      itemIds: nullishAs(idList(MAX_LINKED_ITEMS), undefined),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((value, ctx) => {
      if (value.maxSelections !== null && value.minSelections > value.maxSelections) {
        ctx.addIssue({ code: 'custom', path: ['maxSelections'], message: KEYS.minAboveMax });
      }
      const ids = (value.modifications ?? []).map((m) => m.id).filter((m): m is string => m !== null);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: ['modifications'], message: KEYS.duplicate });
      }
    }),
  );
/** What a modification-group form or request holds. */
export type ModificationGroupInput = z.input<typeof modificationGroupSchema>;
/** A validated modification group. */
export type ModificationGroup = z.output<typeof modificationGroupSchema>;

/** What a group tells about its limits when checking defaults. */
export interface GroupLimits {
  id: string;
  maxSelections: number | null;
}

/** A problem with an item's default modifications, as a message key and the group it concerns. */
export interface DefaultsProblem {
  message: (typeof MODIFICATION_MESSAGE_KEYS)['defaultOutsideGroups' | 'tooManyDefaults'];
  groupId: string | null;
}

/**
 * Checks the modifications preselected on an item (§3 defaultVariationsIds): each must belong to
 * one of the item's groups, and no group may get more defaults than its maxSelections.
 * `groupOf` maps each default modification id to its group (missing: an unknown modification).
 */
export function checkItemDefaults(
  itemGroups: readonly GroupLimits[],
  defaults: readonly string[],
  groupOf: ReadonlyMap<string, string>,
): DefaultsProblem[] {
  const groups = new Map(itemGroups.map((g) => [g.id, g]));
  const perGroup = new Map<string, number>();
  const problems: DefaultsProblem[] = [];
  for (const modificationId of defaults) {
    const groupId = groupOf.get(modificationId);
    if (groupId === undefined || !groups.has(groupId)) {
      problems.push({ message: KEYS.defaultOutsideGroups, groupId: groupId ?? null });
      continue;
    }
    perGroup.set(groupId, (perGroup.get(groupId) ?? 0) + 1);
  }
  for (const [groupId, count] of perGroup) {
    const max = groups.get(groupId)?.maxSelections ?? null;
    if (max !== null && count > max) problems.push({ message: KEYS.tooManyDefaults, groupId });
  }
  return problems;
}

/** Whether `ordered` holds exactly the ids of `current`, each once (a reorder, nothing added or lost). */
export function isPermutation(current: readonly string[], ordered: readonly string[]): boolean {
  if (current.length !== ordered.length) return false;
  const wanted = new Set(current);
  return new Set(ordered).size === ordered.length && ordered.every((x) => wanted.has(x));
}

/** `list` with the entry at `from` moved to `to` (both clamped); for up/down buttons and drag and drop. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [entry] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, entry as T);
  return next;
}

/** An upsell (§3: name, displayOrder, items in order). */
export const upsellSchema = z.object(
  {
    name: requiredText(MAX_MODIFICATION_NAME),
    displayOrder: z._default(
      z
        .number({ error: typeError })
        .check(z.int({ error: KEYS.invalid }), z.minimum(0, KEYS.invalid), z.maximum(9999, KEYS.invalid)),
      0,
    ),
    itemIds: z._default(idList(MAX_UPSELL_ITEMS), []),
  },
  OBJECT_PARAMS,
);
/** What an upsell form or request holds. */
export type UpsellInput = z.input<typeof upsellSchema>;

/** A station order lines go to (kitchen, bar); without a venue it serves every venue. */
export const stationSchema = z.object(
  {
    name: requiredText(MAX_MODIFICATION_NAME),
    venueId: nullishAs(id, null),
    itemIds: nullishAs(idList(MAX_LINKED_ITEMS), undefined),
  },
  OBJECT_PARAMS,
);
/** What a station form or request holds. */
export type StationInput = z.input<typeof stationSchema>;

/** A predefined kitchen message (§3: message; its type is always ITEM). */
export const predefinedMessageSchema = z.object(
  { message: requiredText(MAX_PREDEFINED_MESSAGE) },
  OBJECT_PARAMS,
);
/** What a predefined-message form or request holds. */
export type PredefinedMessageInput = z.input<typeof predefinedMessageSchema>;

/** The one type a predefined message has (§3). */
export const PREDEFINED_MESSAGE_TYPE = 'ITEM';
