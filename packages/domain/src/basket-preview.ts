// The basket preview on /discounts: a test basket (items, quantities, modifications) priced at one
// venue, service type, channel and local moment, to see which offers apply and why the others do
// not. The input rules are shared: the web panel checks them before asking, the server refuses
// anything else with field errors. Messages are i18n keys of the 'discount-preview' namespace.
import * as z from 'zod/mini';
import { isIsoDay } from './competitions.ts';
import { OFFER_CHANNELS, ORDER_TYPES, WEEKDAYS } from './enums.ts';
import { parseTimeOfDay } from './menu-rules.ts';
import type { LocalMoment } from './pricing-types.ts';
import { idSchema, OBJECT_PARAMS, oneOf, typeError, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** Most lines one test basket may hold. */
export const MAX_PREVIEW_LINES = 100;
/** Most units of one line. */
export const MAX_PREVIEW_QUANTITY = 999;
/** Most modifications on one line. */
export const MAX_PREVIEW_MODIFICATIONS = 30;
/** Most offers one basket may name as chosen by staff. */
export const MAX_PREVIEW_CHOSEN = 50;

/** The i18n keys the preview's issues carry, beyond the general ones. */
export const BASKET_PREVIEW_MESSAGE_KEYS = {
  quantity: 'validation.quantity',
  tooManyLines: 'validation.tooManyLines',
  tooManyModifications: 'validation.tooManyModifications',
  date: 'validation.date',
  time: 'validation.time',
  serviceType: 'validation.serviceType',
  channel: 'validation.channel',
  unknownItem: 'validation.unknownItem',
  unknownModification: 'validation.unknownModification',
  unknownOffer: 'validation.unknownOffer',
} as const;

const KEYS = BASKET_PREVIEW_MESSAGE_KEYS;

const quantitySchema = z
  .number({ error: (issue) => (Number.isNaN(issue.input) ? KEYS.quantity : typeError(issue)) })
  .check(
    z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_PREVIEW_QUANTITY, {
      error: KEYS.quantity,
    }),
  );

const idList = (max: number, tooMany: string) =>
  z.pipe(
    z.nullish(z.array(idSchema, { error: VALIDATION_MESSAGE_KEYS.invalid }).check(z.maxLength(max, tooMany))),
    z.transform((ids: string[] | null | undefined) => ids ?? []),
  );

/** One line of the test basket: an item, how many, and the modifications on each unit. */
export const basketPreviewLineSchema = z.object(
  {
    itemId: idSchema,
    quantity: quantitySchema,
    modificationIds: idList(MAX_PREVIEW_MODIFICATIONS, KEYS.tooManyModifications),
  },
  OBJECT_PARAMS,
);

/** previewBasket's input: where, how, when, and the lines. */
export const basketPreviewSchema = z.object(
  {
    venueId: idSchema,
    serviceType: oneOf(ORDER_TYPES, KEYS.serviceType),
    channel: oneOf(OFFER_CHANNELS, KEYS.channel),
    /** The venue's local date, YYYY-MM-DD. */
    date: z
      .string({ error: typeError })
      .check(
        z.trim(),
        z.minLength(1, { error: VALIDATION_MESSAGE_KEYS.required }),
        z.refine(isIsoDay, KEYS.date),
      ),
    /** The venue's local time, HH:MM (00:00–23:59). */
    time: z.string({ error: typeError }).check(
      z.trim(),
      z.minLength(1, { error: VALIDATION_MESSAGE_KEYS.required }),
      z.refine((text: string) => parseTimeOfDay(text) !== null, KEYS.time),
    ),
    lines: z
      .array(basketPreviewLineSchema, { error: typeError })
      .check(z.maxLength(MAX_PREVIEW_LINES, KEYS.tooManyLines)),
    /** Offers chosen as staff would on the till (those not applied by themselves). */
    chosenOfferIds: idList(MAX_PREVIEW_CHOSEN, VALIDATION_MESSAGE_KEYS.invalid),
  },
  OBJECT_PARAMS,
);

/** A test basket as sent. */
export type BasketPreviewInput = z.input<typeof basketPreviewSchema>;
/** A checked test basket. */
export type BasketPreview = z.output<typeof basketPreviewSchema>;

/**
 * The engine's LocalMoment for a local date ("2026-11-24") and time ("12:00"), both already valid:
 * the weekday is the calendar's (computed in UTC, so no time zone can move the day).
 */
export function localMomentOf(date: string, time: string): LocalMoment {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekday = WEEKDAYS[(sundayFirst + 6) % 7] ?? 'MONDAY';
  return { date, weekday, minute: parseTimeOfDay(time) ?? 0 };
}
