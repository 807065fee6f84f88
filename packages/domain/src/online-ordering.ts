// A venue's online-ordering settings (issue #15 point 3): the input schema the /online-ordering/
// settings form and the server share, the guest page's slug rule and what keeps a venue from being
// switched on. Messages are i18n keys (validation.* in the 'online-settings' namespace).
import * as z from 'zod/mini';
import { ONLINE_SERVICE_TYPES, type OnlineServiceType } from './guest-ordering.ts';
import { MAX_MINOR_AMOUNT } from './money.ts';
import { slugify } from './slug.ts';
import { hasUnstorableCharacter } from './tables.ts';
import {
  amountTypeError,
  emailSchema,
  isValidPhone,
  nullishAs,
  OBJECT_PARAMS,
  oneOf,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys these rules' issues carry, beyond the general ones. */
export const ONLINE_SETTINGS_MESSAGE_KEYS = {
  serviceType: 'validation.serviceType',
  /** An offered service type without a menu. */
  serviceMenu: 'validation.serviceMenu',
  /** A menu that is not one of the venue's menus (another company's, deleted, another venue's). */
  menu: 'validation.menu',
  preparation: 'validation.preparation',
  pickupSlot: 'validation.pickupSlot',
  amount: 'validation.amount',
  /** Neither card nor counter payments: a guest could not pay. */
  paymentMethods: 'validation.paymentMethods',
  /** Not what the slug rule makes of itself (a–z, digits, single hyphens) or too short. */
  slug: 'validation.slug',
  /** Another venue's guest page has this address. */
  slugTaken: 'validation.slugTaken',
  image: 'validation.image',
  duplicate: 'validation.duplicate',
  /** Switching on a venue that offers no service type with a menu. */
  noServiceType: 'validation.noServiceType',
  /** Switching on a venue without opening hours: it would never take an order. */
  noOpeningHours: 'validation.noOpeningHours',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...ONLINE_SETTINGS_MESSAGE_KEYS };

/** Preparation time bounds in minutes (0: ready at once). */
export const PREPARATION_MINUTES = { min: 0, max: 480 } as const;
/** The pickup slot lengths a venue may choose, in minutes. */
export const PICKUP_SLOT_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
/** Guest page address length bounds. */
export const SLUG_LENGTH = { min: 3, max: 60 } as const;
export const MAX_GUEST_NAME = 80;
export const MAX_GUEST_DESCRIPTION = 500;

/** Whether `value` is a guest page address as the slug rule (§9) makes it, 3–60 characters. */
export function isValidSlug(value: string): boolean {
  return value.length >= SLUG_LENGTH.min && value.length <= SLUG_LENGTH.max && slugify(value) === value;
}

function optionalLabel(max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: KEYS.invalid }).check(
        z.trim(),
        z.maxLength(max, { error: KEYS.tooLong, abort: true }),
        // Line breaks are fine in a description; NUL and the other control characters are not.
        z.refine((v) => !hasUnstorableCharacter(v.replace(/\r?\n/g, ' ')), KEYS.unsupportedCharacter),
      ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  );
}

const optionalEmail = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.trim(),
      z.refine((v) => v === '' || z.safeParse(emailSchema, v).success, KEYS.email),
    ),
  ),
  z.transform((value: string | null | undefined) => value?.toLowerCase() || null),
);

const optionalPhone = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.trim(),
      z.maxLength(30, { error: KEYS.phone, abort: true }),
      z.refine((v) => v === '' || isValidPhone(v), KEYS.phone),
    ),
  ),
  z.transform((value: string | null | undefined) => value || null),
);

function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({ error: amountTypeError(message) })
    .check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }));
}

// A select left empty sends '' (a form) or null (GraphQL): both mean none.
const optionalId = z.pipe(
  z.nullish(z.string({ error: KEYS.invalid }).check(z.trim(), z.maxLength(64, { error: KEYS.invalid }))),
  z.transform((value: string | null | undefined) => value || null),
);

/** The guest page's address: trimmed and lowercased, then it must be what the slug rule makes of it. */
export const slugSchema = z
  .string({ error: typeError })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: KEYS.required, abort: true }),
    z.refine(isValidSlug, KEYS.slug),
  );

/** The menu per service type; a type left out (or null, '') has none. */
export const serviceMenusSchema = nullishAs(
  z.object(
    {
      TAKE_AWAY: optionalId,
      EAT_HERE: optionalId,
      TABLE_SERVICE: optionalId,
    },
    { error: KEYS.invalid },
  ),
  { TAKE_AWAY: null, EAT_HERE: null, TABLE_SERVICE: null },
);

/**
 * A venue's online-ordering settings as the form saves them (switching on and off is
 * `manageOnlineOrdering`, apart). Every offered service type needs a menu; at least one way to pay.
 */
export const onlineSettingsSchema = z
  .object(
    {
      serviceTypes: z.array(oneOf(ONLINE_SERVICE_TYPES, KEYS.serviceType), { error: KEYS.invalid }).check(
        z.maxLength(ONLINE_SERVICE_TYPES.length, { error: KEYS.duplicate }),
        z.refine((list) => new Set(list).size === list.length, KEYS.duplicate),
      ),
      menus: serviceMenusSchema,
      preparationMinutes: wholeNumber(PREPARATION_MINUTES.min, PREPARATION_MINUTES.max, KEYS.preparation),
      pickupSlotMinutes: z.custom<number>(
        (v) => typeof v === 'number' && (PICKUP_SLOT_MINUTES as readonly number[]).includes(v),
        { error: (issue) => (issue.input == null ? KEYS.required : KEYS.pickupSlot) },
      ),
      minOrderAmount: wholeNumber(0, MAX_MINOR_AMOUNT, KEYS.amount),
      tipsEnabled: nullishAs(z.boolean({ error: KEYS.invalid }), false),
      cardPayments: nullishAs(z.boolean({ error: KEYS.invalid }), true),
      counterPayments: nullishAs(z.boolean({ error: KEYS.invalid }), true),
      guestName: optionalLabel(MAX_GUEST_NAME),
      description: optionalLabel(MAX_GUEST_DESCRIPTION),
      contactEmail: optionalEmail,
      contactPhone: optionalPhone,
      imageId: optionalId,
      slug: slugSchema,
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((value, ctx) => {
      for (const type of value.serviceTypes) {
        if (!value.menus[type]) {
          ctx.addIssue({ code: 'custom', path: ['menus', type], message: KEYS.serviceMenu, input: value });
        }
      }
      if (!value.cardPayments && !value.counterPayments) {
        ctx.addIssue({
          code: 'custom',
          path: ['counterPayments'],
          message: KEYS.paymentMethods,
          input: value,
        });
      }
    }),
  );

export type OnlineSettingsInput = z.input<typeof onlineSettingsSchema>;
export type OnlineSettingsValues = z.output<typeof onlineSettingsSchema>;

/** What a venue has that decides whether online ordering can be switched on. */
export interface OnlineOrderingReadiness {
  serviceTypes: readonly OnlineServiceType[];
  menus: Partial<Record<OnlineServiceType, string | null>>;
  /** Weekly opening intervals the venue has (exceptions alone never open it). */
  openingIntervals: number;
}

/**
 * Why a venue cannot take online orders yet, as message keys (none: it can be switched on): it
 * must offer a service type with a menu, and have opening hours. The form shows these beside the
 * switch; `manageOnlineOrdering` refuses with them.
 */
export function onlineOrderingBlockers(venue: OnlineOrderingReadiness): string[] {
  const blockers: string[] = [];
  if (!venue.serviceTypes.some((type) => venue.menus[type])) blockers.push(KEYS.noServiceType);
  if (venue.openingIntervals === 0) blockers.push(KEYS.noOpeningHours);
  return blockers;
}
