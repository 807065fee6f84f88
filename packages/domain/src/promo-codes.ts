// Promo codes and stamp cards (SPEC §3, §5; issue #15 points 7 and 8): their input rules, whether a
// code may be redeemed here and now, and the stamps an order earns. The server enforces these; the
// /online-ordering/members screens check them before sending; the guest API answers with the
// GuestErrorCode promoCodeProblem gives. Messages are i18n keys (validation.* in the loyalty namespace).
import * as z from 'zod/mini';
import { OFFER_CHANNELS, type OfferChannel } from './enums.ts';
import type { GuestErrorCode } from './guest-ordering.ts';
import { hasUnstorableCharacter } from './tables.ts';
import {
  amountTypeError,
  idSchema,
  nullishAs,
  OBJECT_PARAMS,
  oneOf,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys promo code and stamp card issues carry, beyond the general ones. */
export const PROMO_MESSAGE_KEYS = {
  /** A code that is not 3–32 letters A–Z, digits or hyphens. */
  code: 'validation.code',
  /** A code another promo code of the company has (case-insensitive). */
  codeTaken: 'validation.codeTaken',
  /** No title in any of the three languages. */
  title: 'validation.title',
  /** A promo code granting neither a membership level nor an offer. */
  grant: 'validation.grant',
  /** An instant that is not an ISO date-time. */
  dateTime: 'validation.dateTime',
  /** The validity ends before (or when) it starts. */
  dateOrder: 'validation.dateOrder',
  /** A limit that is not a whole number from 1. */
  limit: 'validation.limit',
  /** A usage limit below the uses the code already has. */
  belowUses: 'validation.belowUses',
  /** No channel: the code or card could never apply. */
  channels: 'validation.channels',
  /** A stamp card without items or categories that earn stamps. */
  targets: 'validation.targets',
  /** A target that names neither or both of an item and a category. */
  target: 'validation.target',
  duplicate: 'validation.duplicate',
  tooMany: 'validation.tooMany',
  /** Stamps needed that are not a whole number from 1 to 100. */
  stamps: 'validation.stamps',
  /** Expiry days that are not a whole number from 1 to 3650. */
  expiry: 'validation.expiry',
  /** A reward item (ITEM) or offer (OFFER) missing. */
  reward: 'validation.reward',
  /** A level, offer, item or category the caller may not use (another company's, deleted). */
  membershipLevel: 'validation.membershipLevel',
  offer: 'validation.offer',
  item: 'validation.item',
  category: 'validation.category',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...PROMO_MESSAGE_KEYS };

/** Where a promo code or stamp card applies: on the till (POS) or online (the guest page). */
export const LOYALTY_CHANNELS = OFFER_CHANNELS;
export type LoyaltyChannel = OfferChannel;

/** The languages a promo code's title is written in (SPEC §3: en, es, se). */
export const PROMO_TITLE_LANGUAGES = ['en', 'es', 'se'] as const;
export type PromoTitleLanguage = (typeof PROMO_TITLE_LANGUAGES)[number];

export const PROMO_CODE_MIN = 3;
export const PROMO_CODE_MAX = 32;
/** Longest promo code title and stamp card name. */
export const PROMO_TITLE_MAX = 80;
export const STAMP_CARD_NAME_MAX = 60;
/** Largest usage limit (a code for a whole city is still far below). */
export const PROMO_LIMIT_MAX = 1_000_000;
export const STAMPS_REQUIRED = { min: 1, max: 100 } as const;
export const STAMP_EXPIRY_DAYS = { min: 1, max: 3650 } as const;
export const MAX_STAMP_CARD_TARGETS = 200;
export const STAMP_REWARD_KINDS = ['ITEM', 'OFFER'] as const;
export type StampRewardKind = (typeof STAMP_REWARD_KINDS)[number];

const CODE_PATTERN = /^[A-Z0-9-]+$/;

/** A code as stored and compared: trimmed and upper-case (codes are case-insensitive). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether `code` (as a guest types it) can be a promo code at all: 3–32 of A–Z, 0–9 and -. */
export function isPromoCode(code: string): boolean {
  const normal = normalizePromoCode(code);
  return normal.length >= PROMO_CODE_MIN && normal.length <= PROMO_CODE_MAX && CODE_PATTERN.test(normal);
}

const codeSchema = z.pipe(
  z.string({ error: typeError }).check(
    z.trim(),
    z.minLength(1, { error: KEYS.required, abort: true }),
    z.refine((value) => isPromoCode(value), KEYS.code),
  ),
  z.transform(normalizePromoCode),
);

function text(max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: KEYS.invalid }).check(
        z.trim(),
        z.maxLength(max, { error: KEYS.tooLong, abort: true }),
        z.refine((value) => !hasUnstorableCharacter(value), KEYS.unsupportedCharacter),
      ),
    ),
    z.transform((value: string | null | undefined) => value || undefined),
  );
}

function intIn(min: number, max: number, message: string) {
  return z
    .number({ error: amountTypeError(message) })
    .check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }));
}

/**
 * A connected entity as §5 sends it: `{ id }`. A field without a connected id — absent, null, `{}`,
 * `{ id: null }` or `{ id: '' }` — is dropped (means "none"), on create and on update alike.
 */
const connectedId = z.pipe(
  z.nullish(
    z.object(
      {
        id: z.nullish(
          z.string({ error: KEYS.invalid }).check(z.trim(), z.maxLength(64, { error: KEYS.invalid })),
        ),
      },
      { error: KEYS.invalid },
    ),
  ),
  z.transform((value): string | null => value?.id || null),
);

// An ISO instant ("2026-05-01T00:00:00Z", or a local date-time with an offset); forms send '' and
// GraphQL null for "no bound".
const instantSchema = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.trim(),
      z.maxLength(40, { error: KEYS.dateTime, abort: true }),
      z.refine((v) => v === '' || isIsoInstant(v), KEYS.dateTime),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? new Date(value).toISOString() : null)),
);

/** Whether `value` is an ISO date-time with a zone (Z or ±hh:mm) that names a real instant. */
export function isIsoInstant(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return false;
  return !Number.isNaN(new Date(value).getTime());
}

function channelsSchema() {
  return nullishAs(
    z.array(oneOf(LOYALTY_CHANNELS, KEYS.invalid), { error: KEYS.invalid }).check(
      z.maxLength(LOYALTY_CHANNELS.length, { error: KEYS.tooMany }),
      z.minLength(1, { error: KEYS.channels }),
      z.refine((list) => new Set(list).size === list.length, KEYS.duplicate),
    ),
    [...LOYALTY_CHANNELS],
  );
}

const promoObject = z.object(
  {
    code: codeSchema,
    title: nullishAs(
      z.object(
        { en: text(PROMO_TITLE_MAX), es: text(PROMO_TITLE_MAX), se: text(PROMO_TITLE_MAX) },
        { error: KEYS.invalid },
      ),
      { en: undefined, es: undefined, se: undefined },
    ),
    membershipLevel: connectedId,
    offer: connectedId,
    startsAt: instantSchema,
    endsAt: instantSchema,
    maxUses: nullishAs(intIn(1, PROMO_LIMIT_MAX, KEYS.limit), null),
    maxUsesPerMember: nullishAs(intIn(1, PROMO_LIMIT_MAX, KEYS.limit), null),
    channels: channelsSchema(),
    active: nullishAs(z.boolean({ error: KEYS.invalid }), true),
  },
  OBJECT_PARAMS,
);

/**
 * createPromoCode / updatePromoCode input. The code is stored upper-case; a membershipLevel or
 * offer without a connected id is dropped (§5); the code must grant at least one of the two.
 */
export const promoCodeInputSchema = z.pipe(
  promoObject.check(
    z.superRefine((promo, ctx) => {
      const { en, es, se } = promo.title;
      if (!en && !es && !se) ctx.addIssue({ code: 'custom', path: ['title', 'en'], message: KEYS.title });
      if (!promo.membershipLevel && !promo.offer) {
        ctx.addIssue({ code: 'custom', path: ['offer'], message: KEYS.grant });
      }
      if (promo.startsAt && promo.endsAt && promo.endsAt <= promo.startsAt) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: KEYS.dateOrder });
      }
    }),
  ),
  z.transform((promo) => {
    const title: Partial<Record<PromoTitleLanguage, string>> = {};
    for (const lang of PROMO_TITLE_LANGUAGES) {
      const value = promo.title[lang];
      if (value) title[lang] = value;
    }
    return {
      code: promo.code,
      title,
      membershipLevelId: promo.membershipLevel,
      offerId: promo.offer,
      startsAt: promo.startsAt,
      endsAt: promo.endsAt,
      maxUses: promo.maxUses,
      maxUsesPerMember: promo.maxUsesPerMember,
      channels: promo.channels,
      active: promo.active,
    };
  }),
);
/** What a promo code form or request holds. */
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;
/** A checked promo code, ready to store. */
export type PromoCodeData = z.output<typeof promoCodeInputSchema>;

/** The title in `language`, else en, es, se in that order, else the code itself. */
export function promoTitle(
  promo: { code: string; title: Partial<Record<PromoTitleLanguage, string>> },
  language: string,
): string {
  const lang = language === 'sv' ? 'se' : language;
  const own = (PROMO_TITLE_LANGUAGES as readonly string[]).includes(lang)
    ? promo.title[lang as PromoTitleLanguage]
    : undefined;
  return own || promo.title.en || promo.title.es || promo.title.se || promo.code;
}

/** What decides whether a code may be redeemed: the stored promo code's state and limits. */
export interface PromoCodeState {
  active: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  maxUses: number | null;
  maxUsesPerMember: number | null;
  uses: number;
  channels: readonly string[];
  membershipLevelId?: string | null;
}

/** The promo code's status as the list shows it. */
export type PromoCodeStatus = 'ACTIVE' | 'INACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'USED_UP';

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** Where a code stands at `at`: switched off, not started, ended, used up, or active. */
export function promoCodeStatus(code: PromoCodeState, at: Date): PromoCodeStatus {
  if (!code.active) return 'INACTIVE';
  const now = at.getTime();
  const starts = time(code.startsAt);
  const ends = time(code.endsAt);
  if (ends !== null && now >= ends) return 'EXPIRED';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'USED_UP';
  if (starts !== null && now < starts) return 'SCHEDULED';
  return 'ACTIVE';
}

/**
 * Why `code` may not be redeemed at `at` on `channel` by `memberId` (who has redeemed it
 * `memberUses` times), as a guest API error code; null when it may. The validity is half-open:
 * from startsAt, until (not at) endsAt. A code with a per-member limit, or one granting a
 * membership level, is for members only. A switched-off code or one of another channel reads as
 * unknown, so a guest cannot tell it exists.
 */
export function promoCodeProblem(
  code: PromoCodeState | null,
  context: { at: Date; channel: LoyaltyChannel; memberId: string | null; memberUses: number },
): GuestErrorCode | null {
  if (!code?.active || !code.channels.includes(context.channel)) return 'promoUnknown';
  const status = promoCodeStatus(code, context.at);
  if (status === 'EXPIRED' || status === 'SCHEDULED') return 'promoExpired';
  if (status === 'USED_UP') return 'promoUsedUp';
  const membersOnly = code.maxUsesPerMember !== null || Boolean(code.membershipLevelId);
  if (membersOnly && !context.memberId) return 'promoMembersOnly';
  if (code.maxUsesPerMember !== null && context.memberUses >= code.maxUsesPerMember) {
    return 'promoMemberLimit';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Stamp cards

const targetSchema = z.object(
  { itemId: nullishAs(idSchema, null), categoryId: nullishAs(idSchema, null) },
  OBJECT_PARAMS,
);

const stampCardObject = z.object(
  {
    name: z.string({ error: typeError }).check(
      z.trim(),
      z.minLength(1, { error: KEYS.required, abort: true }),
      z.maxLength(STAMP_CARD_NAME_MAX, { error: KEYS.tooLong, abort: true }),
      z.refine((value) => !hasUnstorableCharacter(value), KEYS.unsupportedCharacter),
    ),
    targets: z
      .array(targetSchema, { error: typeError })
      .check(
        z.minLength(1, { error: KEYS.targets }),
        z.maxLength(MAX_STAMP_CARD_TARGETS, { error: KEYS.tooMany }),
      ),
    stampsRequired: intIn(STAMPS_REQUIRED.min, STAMPS_REQUIRED.max, KEYS.stamps),
    rewardKind: oneOf(STAMP_REWARD_KINDS, KEYS.invalid),
    rewardItem: connectedId,
    rewardOffer: connectedId,
    expiryDays: nullishAs(intIn(STAMP_EXPIRY_DAYS.min, STAMP_EXPIRY_DAYS.max, KEYS.expiry), null),
    channels: channelsSchema(),
    active: nullishAs(z.boolean({ error: KEYS.invalid }), true),
  },
  OBJECT_PARAMS,
);

/**
 * createStampCard / updateStampCard input: the items and categories that earn a stamp (at least
 * one, each an item or a category), stamps needed, the reward (a free item or an offer — the other
 * field is dropped), expiry days after the last stamp (none: never) and channels.
 */
export const stampCardInputSchema = z.pipe(
  stampCardObject.check(
    z.superRefine((card, ctx) => {
      const seen = new Set<string>();
      card.targets.forEach((target, index) => {
        if ((target.itemId === null) === (target.categoryId === null)) {
          ctx.addIssue({ code: 'custom', path: ['targets', index], message: KEYS.target });
          return;
        }
        const key = target.itemId ? `i:${target.itemId}` : `c:${target.categoryId}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: ['targets', index], message: KEYS.duplicate });
        seen.add(key);
      });
      if (card.rewardKind === 'ITEM' && !card.rewardItem) {
        ctx.addIssue({ code: 'custom', path: ['rewardItem'], message: KEYS.reward });
      }
      if (card.rewardKind === 'OFFER' && !card.rewardOffer) {
        ctx.addIssue({ code: 'custom', path: ['rewardOffer'], message: KEYS.reward });
      }
    }),
  ),
  z.transform((card) => ({
    name: card.name,
    targets: card.targets.map((t) => ({ itemId: t.itemId, categoryId: t.categoryId })),
    stampsRequired: card.stampsRequired,
    rewardKind: card.rewardKind,
    rewardItemId: card.rewardKind === 'ITEM' ? card.rewardItem : null,
    rewardOfferId: card.rewardKind === 'OFFER' ? card.rewardOffer : null,
    expiryDays: card.expiryDays,
    channels: card.channels,
    active: card.active,
  })),
);
/** What a stamp card form or request holds. */
export type StampCardInput = z.input<typeof stampCardInputSchema>;
/** A checked stamp card, ready to store. */
export type StampCardData = z.output<typeof stampCardInputSchema>;

/** What earns a stamp on a card: an item, or any item of a category. */
export interface StampTarget {
  itemId: string | null;
  categoryId: string | null;
}

/** An order or basket line as stamp counting reads it (an order line has one category, a basket line several). */
export interface StampLine {
  itemId: string | null;
  categoryId?: string | null;
  categoryIds?: readonly string[];
  quantity: number;
  voided?: boolean;
}

/**
 * Stamps `lines` earn on a card: one per unit of a line whose item is a target or is in a target
 * category (a unit counts once even when both match). Voided lines and non-positive quantities
 * earn nothing.
 */
export function stampsForLines(
  card: { targets: readonly StampTarget[] },
  lines: readonly StampLine[],
): number {
  const items = new Set<string>();
  const categories = new Set<string>();
  for (const t of card.targets) {
    if (t.itemId) items.add(t.itemId);
    if (t.categoryId) categories.add(t.categoryId);
  }
  let stamps = 0;
  for (const line of lines) {
    if (line.voided || !(line.quantity > 0) || !Number.isInteger(line.quantity)) continue;
    const lineCategories = [...(line.categoryIds ?? []), ...(line.categoryId ? [line.categoryId] : [])];
    const matches =
      (line.itemId !== null && items.has(line.itemId)) || lineCategories.some((c) => categories.has(c));
    if (matches) stamps += line.quantity;
  }
  return stamps;
}

/**
 * A member's card after `earned` stamps: every full card becomes a reward, the rest stays stamped.
 * (Stamps past a full card carry over, so buying 3 coffees at 9/10 leaves 2 stamps and a reward.)
 */
export function addStamps(
  progress: { stamps: number; rewardsAvailable: number },
  earned: number,
  stampsRequired: number,
): { stamps: number; rewardsAvailable: number; rewardsEarned: number } {
  const total = progress.stamps + Math.max(0, earned);
  const rewardsEarned = Math.floor(total / stampsRequired);
  return {
    stamps: total % stampsRequired,
    rewardsAvailable: progress.rewardsAvailable + rewardsEarned,
    rewardsEarned,
  };
}

/**
 * A member's card after a refund takes `stamps` back: stamps first, then unused rewards (a used
 * reward cannot be taken back; what cannot be taken is reported as `shortfall`), never below zero.
 */
export function removeStamps(
  progress: { stamps: number; rewardsAvailable: number },
  stamps: number,
  stampsRequired: number,
): { stamps: number; rewardsAvailable: number; shortfall: number } {
  let owed = Math.max(0, stamps);
  let current = progress.stamps;
  let rewards = progress.rewardsAvailable;
  const fromStamps = Math.min(current, owed);
  current -= fromStamps;
  owed -= fromStamps;
  while (owed > 0 && rewards > 0) {
    // Breaking a reward back into a full card's stamps, then taking what is owed from it.
    rewards -= 1;
    const take = Math.min(stampsRequired, owed);
    current += stampsRequired - take;
    owed -= take;
  }
  return { stamps: current, rewardsAvailable: rewards, shortfall: owed };
}
