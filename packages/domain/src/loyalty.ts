// Loyalty rules: membership levels (input schema, exactly one default), points earned by an
// order and the level a member's points reach, and the input of a manual points change. Owned by
// the "members" part of issue #15. Messages are i18n keys (validation.* in the members namespace).
import * as z from 'zod/mini';
import type { Currency } from './enums.ts';
import { MINOR_UNIT_DIGITS } from './money.ts';
import {
  amountTypeError,
  idSchema,
  isHexColor,
  nullishAs,
  OBJECT_PARAMS,
  optionalText,
  requiredText,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys loyalty issues carry, beyond the general ones. */
export const LOYALTY_MESSAGE_KEYS = {
  /** No title in any of the four languages. */
  title: 'validation.title',
  /** A discount that is not a whole percentage 0–100. */
  discount: 'validation.discount',
  /** Points required that are not a whole number from 0. */
  pointsRequired: 'validation.pointsRequired',
  /** Another level of the company already starts at these points. */
  pointsTaken: 'validation.pointsTaken',
  color: 'validation.color',
  /** A points change of 0 or beyond the limit. */
  pointsAmount: 'validation.pointsAmount',
  /** A points change that would take the balance below zero. */
  pointsNegative: 'validation.pointsNegative',
  /** A level of another company, or one that does not exist. */
  level: 'validation.level',
  /** The default level cannot go while it is the default. */
  defaultLevel: 'validation.defaultLevel',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...LOYALTY_MESSAGE_KEYS };

/** The four content languages a level's title and description are written in. */
export const LEVEL_LANGUAGES = ['en', 'se', 'no', 'es'] as const;
export type LevelLanguage = (typeof LEVEL_LANGUAGES)[number];

export const MAX_LEVEL_TITLE = 60;
export const MAX_LEVEL_DESCRIPTION = 500;
/** Highest points a level may require (and the largest single manual change). */
export const MAX_POINTS = 10_000_000;
/** Longest reason of a manual points change. */
export const MAX_POINTS_REASON = 200;

function levelTexts(max: number) {
  return z.object(
    {
      en: optionalText(max),
      se: optionalText(max),
      no: optionalText(max),
      es: optionalText(max),
    },
    OBJECT_PARAMS,
  );
}

function wholeIn(min: number, max: number, message: string) {
  return z
    .number({ error: amountTypeError(message) })
    .check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }));
}

// Forms send '' for "no colour typed", which falls back to the column's default colour.
function colorSchema(fallback: string) {
  return z.pipe(
    z.nullish(
      z.string({ error: KEYS.invalid }).check(
        z.trim(),
        z.refine((value) => value === '' || isHexColor(value), KEYS.color),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value.toLowerCase() : fallback)),
  );
}

/** The colours a level gets when none is given (the columns' defaults). */
export const DEFAULT_LEVEL_COLORS = { primary: '#1f6f5c', secondary: '#f4efe6' } as const;

/**
 * A membership level (§3): a title in at least one of the four languages, a description, the
 * discount on the member's orders, the points at which members reach it, colours, an image and
 * the default flag. Uniqueness of the points and "exactly one default" are the server's (they
 * need the other levels).
 */
export const membershipLevelSchema = z
  .object(
    {
      title: levelTexts(MAX_LEVEL_TITLE),
      description: nullishAs(levelTexts(MAX_LEVEL_DESCRIPTION), {}),
      discountPercentage: nullishAs(wholeIn(0, 100, KEYS.discount), 0),
      pointsRequired: nullishAs(wholeIn(0, MAX_POINTS, KEYS.pointsRequired), 0),
      primaryColor: colorSchema(DEFAULT_LEVEL_COLORS.primary),
      secondaryColor: colorSchema(DEFAULT_LEVEL_COLORS.secondary),
      imageId: nullishAs(
        z.pipe(
          z.string({ error: KEYS.invalid }).check(z.trim(), z.maxLength(64, { error: KEYS.invalid })),
          z.transform((value: string) => value || null),
        ),
        null,
      ),
      isDefault: nullishAs(z.boolean({ error: KEYS.invalid }), false),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((level, ctx) => {
      if (!LEVEL_LANGUAGES.some((lang) => level.title[lang])) {
        ctx.addIssue({ code: 'custom', message: KEYS.title, path: ['title', 'en'], input: level.title });
      }
    }),
  );

export type MembershipLevelInput = z.input<typeof membershipLevelSchema>;
export type MembershipLevelValues = z.output<typeof membershipLevelSchema>;

/** A manual points change (§7 assignMembershipPoints): a non-zero whole amount and a reason. */
export const pointsChangeSchema = z.object(
  {
    amount: wholeIn(-MAX_POINTS, MAX_POINTS, KEYS.pointsAmount).check(
      z.refine((value) => value !== 0, KEYS.pointsAmount),
    ),
    reason: requiredText(MAX_POINTS_REASON),
  },
  OBJECT_PARAMS,
);

export type PointsChangeInput = z.input<typeof pointsChangeSchema>;

/** An assignment of a level to a member (§7 assignMembership). */
export const assignMembershipSchema = z.object({ membershipLevelId: idSchema }, OBJECT_PARAMS);

/** How points change: earned by an order, taken back by its refund, or set by a user. */
export const POINTS_KINDS = ['EARN', 'REVERSE', 'MANUAL'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/**
 * Points an order earns: one point per whole currency unit (krona, euro, pound…) of the order's
 * net amount — what the guest paid for goods after every discount, without tips — rounded down.
 * 59.90 SEK earns 59; a refunded or zero order earns nothing; negative amounts earn nothing.
 */
export function pointsForOrder(netAmountMinor: number, currency: string): number {
  if (!Number.isFinite(netAmountMinor) || netAmountMinor <= 0) return 0;
  const digits = MINOR_UNIT_DIGITS[currency as Currency] ?? 2;
  return Math.floor(netAmountMinor / 10 ** digits);
}

/** What levelForPoints needs of a level. */
export interface PointsLevel {
  id: string;
  pointsRequired: number;
}

/**
 * The level `points` reach: the one with the highest pointsRequired at or below the points, or
 * null when no level starts that low.
 */
export function levelForPoints<L extends PointsLevel>(levels: readonly L[], points: number): L | null {
  let best: L | null = null;
  for (const level of levels) {
    if (level.pointsRequired <= points && (best === null || level.pointsRequired > best.pointsRequired)) {
      best = level;
    }
  }
  return best;
}

/**
 * The level a member moves to after their points changed: up to the level the points reach when
 * that is above the current one; never down (a member keeps a level given by hand or reached
 * earlier when points are spent, refunded or taken away). Returns the current level's id when
 * nothing changes.
 */
export function levelAfterPointsChange<L extends PointsLevel>(
  levels: readonly L[],
  currentLevelId: string | null,
  points: number,
): string | null {
  const reached = levelForPoints(levels, points);
  if (!reached) return currentLevelId;
  const current = levels.find((level) => level.id === currentLevelId);
  if (!current || reached.pointsRequired > current.pointsRequired) return reached.id;
  return currentLevelId;
}

/**
 * A points change applied to a balance (points history rule): the balance never goes below zero.
 * A manual change that would is refused (null); an order's reversal (`clamp`) takes what is left
 * — the history row records the amount actually taken.
 */
export function applyPoints(
  balance: number,
  amount: number,
  clamp = false,
): { amount: number; balanceAfter: number } | null {
  const after = balance + amount;
  if (after >= 0) return { amount, balanceAfter: after };
  if (!clamp) return null;
  return { amount: -balance, balanceAfter: 0 };
}

/** A level's title in `language` (se for Swedish), else the first language that has one. */
export function levelTitle(title: Partial<Record<LevelLanguage, string>>, language: string): string {
  const key = (
    language === 'sv' ? 'se' : language === 'nb' || language === 'nn' ? 'no' : language
  ) as LevelLanguage;
  return title[key] || title.en || LEVEL_LANGUAGES.map((lang) => title[lang]).find(Boolean) || '';
}
