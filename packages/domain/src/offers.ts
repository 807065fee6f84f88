// Offers (SPEC §3 Offer, issue #14): the input rules of every offer type — item and order
// discounts, bundles, staged package deals and visual offers — with their targets, schedule, date
// range, venues, channels, service types and stacking. The server enforces them; the /discounts
// form checks them before sending. Messages are i18n keys (validation.* in the discounts namespace).
import * as z from 'zod/mini';
import { isIsoDay } from './competitions.ts';
import {
  DISCOUNT_VALUE_TYPES,
  OFFER_CHANNELS,
  OFFER_TYPES,
  type OfferType,
  SERVICE_TYPES,
  type Weekday,
} from './enums.ts';
import { checkMenuAvailabilities, formatTimeOfDay, parseTimeOfDay } from './menu-rules.ts';
import { isValidMinorAmount, MAX_MINOR_AMOUNT } from './money.ts';
import {
  amountTypeError,
  idSchema,
  nullishAs,
  OBJECT_PARAMS,
  oneOf,
  optionalText,
  requiredText,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys offer issues carry, beyond the general ones. */
export const OFFER_MESSAGE_KEYS = {
  /** A percentage that is not a whole number from 1 to 100. */
  percentage: 'validation.percentage',
  /** An amount that is not whole minor units from 0 (1 for an amount off) up to the maximum. */
  amount: 'validation.amount',
  /** PRICE ("a new price") means nothing for a whole order. */
  priceForOrder: 'validation.priceForOrder',
  /** A bundle without the items or categories that make up the set. */
  bundleTargets: 'validation.bundleTargets',
  /** A staged offer without steps. */
  steps: 'validation.steps',
  /** A step without any choice. */
  emptyStep: 'validation.emptyStep',
  /** A target that names neither or both of an item and a category. */
  target: 'validation.target',
  duplicate: 'validation.duplicate',
  date: 'validation.date',
  /** The date range ends before it starts. */
  dateOrder: 'validation.dateOrder',
  minQuantity: 'validation.minQuantity',
  priority: 'validation.priority',
  /** No channel: the offer could never apply. */
  channels: 'validation.channels',
  tooMany: 'validation.tooMany',
  time: 'validation.time',
  /** A schedule range ending before (or when) it starts. */
  timeOrder: 'validation.timeOrder',
  /** Two schedule ranges of one weekday overlap. */
  overlap: 'validation.overlap',
  /** An item, category or venue the caller may not use (another company's, deleted, hidden). */
  item: 'validation.item',
  category: 'validation.category',
  venue: 'validation.venue',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...OFFER_MESSAGE_KEYS };

/** Longest offer name (POS layout buttons show it). */
export const MAX_OFFER_NAME = 60;
/** Longest description. */
export const MAX_OFFER_DESCRIPTION = 500;
/** Most items and categories one offer may target. */
export const MAX_OFFER_TARGETS = 200;
/** Most steps of a staged offer, and choices of one step. */
export const MAX_OFFER_STEPS = 10;
export const MAX_STEP_CHOICES = 100;
/** Most schedule ranges (ten a day). */
export const MAX_OFFER_SCHEDULE = 70;
/** Most venues one offer may name. */
export const MAX_OFFER_VENUES = 500;
/** Priority bounds: higher goes first. */
export const OFFER_PRIORITY_MAX = 1000;
/** Largest minimum quantity and target quantity. */
export const MAX_OFFER_QUANTITY = 1000;
export const MAX_TARGET_QUANTITY = 100;

/** Offer types whose steps hold the choices (a package deal). */
export const STAGED_OFFER_TYPES: readonly OfferType[] = ['STAGED_BUNDLE', 'STAGED_INDIVIDUAL'];

/** What each offer type uses of the form: a value, targets, steps. The form shows only these. */
export function offerTypeUses(type: OfferType): { value: boolean; targets: boolean; steps: boolean } {
  switch (type) {
    case 'ITEM_DISCOUNT':
    case 'BUNDLE':
      return { value: true, targets: true, steps: false };
    case 'ORDER_DISCOUNT':
      return { value: true, targets: false, steps: false };
    case 'STAGED_BUNDLE':
      return { value: true, targets: false, steps: true };
    case 'STAGED_INDIVIDUAL':
      return { value: false, targets: false, steps: true };
    case 'VISUAL':
      return { value: false, targets: true, steps: false };
  }
}

function intIn(min: number, max: number, message: string) {
  return z
    .number({ error: amountTypeError(message) })
    .check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }));
}

function uniqueList<T extends z.core.SomeType>(item: T, max: number) {
  return z.array(item, { error: KEYS.invalid }).check(
    z.maxLength(max, { error: KEYS.tooMany }),
    z.refine((list) => new Set(list).size === list.length, KEYS.duplicate),
  );
}

// Forms send '' for an empty date, GraphQL null: both read as no bound.
const dateSchema = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.trim(),
      z.refine((v) => v === '' || isIsoDay(v), KEYS.date),
    ),
  ),
  z.transform((value: string | null | undefined) => value || null),
);

const optionalId = nullishAs(idSchema, null);

const targetSchema = z.object(
  {
    itemId: optionalId,
    categoryId: optionalId,
    quantity: nullishAs(intIn(1, MAX_TARGET_QUANTITY, KEYS.invalid), 1),
  },
  OBJECT_PARAMS,
);

const choiceSchema = z.object(
  {
    itemId: idSchema,
    // Checked against the offer type below: a STAGED_INDIVIDUAL choice needs it.
    price: nullishAs(z.number({ error: amountTypeError(KEYS.amount) }), null),
  },
  OBJECT_PARAMS,
);

const stepSchema = z.object(
  {
    name: requiredText(MAX_OFFER_NAME),
    choices: z
      .array(choiceSchema, { error: typeError })
      .check(z.maxLength(MAX_STEP_CHOICES, { error: KEYS.tooMany })),
  },
  OBJECT_PARAMS,
);

const scheduleSchema = z.object(
  {
    weekday: z.string({ error: typeError }),
    start: z.string({ error: typeError }),
    end: z.string({ error: typeError }),
  },
  OBJECT_PARAMS,
);

const offerObject = z.object(
  {
    name: requiredText(MAX_OFFER_NAME),
    description: nullishAs(optionalText(MAX_OFFER_DESCRIPTION), undefined),
    type: oneOf(OFFER_TYPES, KEYS.invalid),
    discountType: oneOf(DISCOUNT_VALUE_TYPES, KEYS.invalid),
    value: z.number({ error: amountTypeError(KEYS.amount) }),
    active: nullishAs(z.boolean({ error: KEYS.invalid }), true),
    automatic: nullishAs(z.boolean({ error: KEYS.invalid }), true),
    usableInPos: nullishAs(z.boolean({ error: KEYS.invalid }), true),
    combinable: nullishAs(z.boolean({ error: KEYS.invalid }), true),
    priority: nullishAs(intIn(-OFFER_PRIORITY_MAX, OFFER_PRIORITY_MAX, KEYS.priority), 0),
    channels: nullishAs(
      uniqueList(oneOf(OFFER_CHANNELS, KEYS.invalid), OFFER_CHANNELS.length).check(
        z.minLength(1, { error: KEYS.channels }),
      ),
      [...OFFER_CHANNELS],
    ),
    serviceTypes: nullishAs(uniqueList(oneOf(SERVICE_TYPES, KEYS.invalid), SERVICE_TYPES.length), []),
    minQuantity: nullishAs(intIn(1, MAX_OFFER_QUANTITY, KEYS.minQuantity), null),
    minOrderAmount: nullishAs(intIn(0, MAX_MINOR_AMOUNT, KEYS.amount), null),
    startsOn: dateSchema,
    endsOn: dateSchema,
    targets: nullishAs(
      z
        .array(targetSchema, { error: typeError })
        .check(z.maxLength(MAX_OFFER_TARGETS, { error: KEYS.tooMany })),
      [],
    ),
    venueIds: nullishAs(uniqueList(idSchema, MAX_OFFER_VENUES), []),
    schedule: nullishAs(
      z
        .array(scheduleSchema, { error: typeError })
        .check(z.maxLength(MAX_OFFER_SCHEDULE, { error: KEYS.tooMany })),
      [],
    ),
    steps: nullishAs(
      z.array(stepSchema, { error: typeError }).check(z.maxLength(MAX_OFFER_STEPS, { error: KEYS.tooMany })),
      [],
    ),
  },
  OBJECT_PARAMS,
);

type OfferObject = z.output<typeof offerObject>;
type Issue = { path: (string | number)[]; message: string };

/** Whether `value` is a valid value of an offer whose value reads as `discountType`. */
export function checkOfferValue(discountType: string, value: number): string | null {
  if (discountType === 'PERCENTAGE') {
    return Number.isInteger(value) && value >= 1 && value <= 100 ? null : KEYS.percentage;
  }
  // An amount off of nothing is no offer; a new price of 0 (free) is.
  const min = discountType === 'FIXED' ? 1 : 0;
  return isValidMinorAmount(value) && value >= min ? null : KEYS.amount;
}

/** What is wrong across an offer's fields (each field on its own is already checked). */
function checkOffer(offer: OfferObject): Issue[] {
  const issues: Issue[] = [];
  const uses = offerTypeUses(offer.type);
  if (offer.type === 'ORDER_DISCOUNT' && offer.discountType === 'PRICE') {
    issues.push({ path: ['discountType'], message: KEYS.priceForOrder });
  } else if (uses.value) {
    const problem = checkOfferValue(offer.discountType, offer.value);
    if (problem) issues.push({ path: ['value'], message: problem });
  }
  if (offer.startsOn && offer.endsOn && offer.endsOn < offer.startsOn) {
    issues.push({ path: ['endsOn'], message: KEYS.dateOrder });
  }
  if (uses.targets) {
    const seen = new Set<string>();
    offer.targets.forEach((target, index) => {
      if ((target.itemId === null) === (target.categoryId === null)) {
        issues.push({ path: ['targets', index], message: KEYS.target });
        return;
      }
      const key = target.itemId ? `i:${target.itemId}` : `c:${target.categoryId}`;
      if (seen.has(key)) issues.push({ path: ['targets', index], message: KEYS.duplicate });
      seen.add(key);
    });
    if (offer.type === 'BUNDLE' && offer.targets.length === 0) {
      issues.push({ path: ['targets'], message: KEYS.bundleTargets });
    }
  }
  if (uses.steps) {
    if (offer.steps.length === 0) issues.push({ path: ['steps'], message: KEYS.steps });
    offer.steps.forEach((step, s) => {
      if (step.choices.length === 0) issues.push({ path: ['steps', s, 'choices'], message: KEYS.emptyStep });
      const seen = new Set<string>();
      step.choices.forEach((choice, c) => {
        if (seen.has(choice.itemId)) {
          issues.push({ path: ['steps', s, 'choices', c, 'itemId'], message: KEYS.duplicate });
        }
        seen.add(choice.itemId);
        if (offer.type === 'STAGED_INDIVIDUAL' && !isValidMinorAmount(choice.price)) {
          issues.push({ path: ['steps', s, 'choices', c, 'price'], message: KEYS.amount });
        }
      });
    });
  }
  for (const issue of checkMenuAvailabilities(offer.schedule)) {
    issues.push({ path: ['schedule', ...issue.path], message: issue.message });
  }
  return issues;
}

/**
 * createOffer / updateOffer input: every offer type. What a type does not use is dropped (an
 * order discount keeps no targets, only staged offers keep steps, a value only where it counts),
 * so switching the type in the form never stores leftovers.
 */
export const offerInputSchema = z.pipe(
  offerObject.check(
    z.superRefine((offer, ctx) => {
      for (const issue of checkOffer(offer)) ctx.addIssue({ code: 'custom', ...issue });
    }),
  ),
  z.transform((offer) => {
    const uses = offerTypeUses(offer.type);
    return {
      ...offer,
      description: offer.description ?? '',
      value: uses.value ? offer.value : 0,
      targets: uses.targets
        ? offer.targets.map((t) => ({ itemId: t.itemId, categoryId: t.categoryId, quantity: t.quantity }))
        : [],
      steps: uses.steps
        ? offer.steps.map((step) => ({
            name: step.name,
            choices: step.choices.map((c) => ({
              itemId: c.itemId,
              price: offer.type === 'STAGED_INDIVIDUAL' ? c.price : null,
            })),
          }))
        : [],
      // Still "HH:MM" (the API's form, sent as is by the screen), written the one way: 9:00 → 09:00.
      schedule: offer.schedule.map((range) => ({
        weekday: range.weekday as Weekday,
        start: formatTimeOfDay(parseTimeOfDay(range.start) ?? 0),
        end: formatTimeOfDay(parseTimeOfDay(range.end, true) ?? 0),
      })),
    };
  }),
);
/** duplicateOffer's name for the copy. */
export const offerNameSchema = z.object({ name: requiredText(MAX_OFFER_NAME) }, OBJECT_PARAMS);

/** What an offer form or request holds. */
export type OfferInput = z.input<typeof offerInputSchema>;
/** A checked offer, ready to store. */
export type OfferData = z.output<typeof offerInputSchema>;
