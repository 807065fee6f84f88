// Checking and redeeming promo codes: the guest API's quote and order (and the till, later) ask
// checkPromoCode whether a typed code applies and what it grants; the order's transaction redeems
// it with redeemPromoCode, which is what makes the usage limits hold when two guests take the
// last use at the same moment.
import {
  type GuestErrorCode,
  isPromoCode,
  type LoyaltyChannel,
  normalizePromoCode,
  type PricingOffer,
  type PromoTitleLanguage,
  promoCodeProblem,
} from '@fika/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../kernel/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { members, membershipLevels, promoCodes, promoRedemptions } from '../../platform/db/schema/index.ts';
import { loadPricingOffers } from '../offers/pricing-offers.ts';

/** A promo code as checkPromoCode finds it, with what it grants. */
export interface CheckedPromo {
  id: string;
  code: string;
  title: Partial<Record<PromoTitleLanguage, string>>;
  /** The membership level it grants (its discount applies to the order), if any. */
  membershipLevel: {
    id: string;
    title: Partial<Record<'se' | 'en' | 'es' | 'no', string>>;
    discountPercentage: number;
    pointsRequired: number;
  } | null;
  /** The offer it grants, as the pricing engine reads it (null when none, or deleted since). */
  offer: PricingOffer | null;
  maxUses: number | null;
  maxUsesPerMember: number | null;
  uses: number;
}

export interface PromoCheck {
  /** The company's code of that name (null: none), whether or not it applies. */
  promo: CheckedPromo | null;
  /** Why it does not apply here and now, as a guest API error code; null when it does. */
  problem: GuestErrorCode | null;
}

/**
 * The company's promo code `code` (case-insensitive) and whether it may be redeemed at `at` on
 * `channel` by `memberId` (null: a guest who is not a member). Reads, never writes: the order's
 * transaction redeems it (redeemPromoCode), which checks the limits again under locks.
 */
export async function checkPromoCode(
  db: DbOrTx,
  companyId: string,
  code: string,
  options: { at: Date; channel: LoyaltyChannel; memberId: string | null },
): Promise<PromoCheck> {
  if (typeof code !== 'string' || !isPromoCode(code)) return { promo: null, problem: 'promoUnknown' };
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.companyId, companyId),
        sql`lower(${promoCodes.code}) = lower(${normalizePromoCode(code)})`,
      ),
    );
  if (!row) return { promo: null, problem: 'promoUnknown' };
  const [level, offers, memberUses] = await Promise.all([
    row.membershipLevelId
      ? db
          .select({
            id: membershipLevels.id,
            title: membershipLevels.title,
            discountPercentage: membershipLevels.discountPercentage,
            pointsRequired: membershipLevels.pointsRequired,
          })
          .from(membershipLevels)
          .where(
            and(eq(membershipLevels.companyId, companyId), eq(membershipLevels.id, row.membershipLevelId)),
          )
          .then((rows) => rows[0] ?? null)
      : null,
    row.offerId ? loadPricingOffers(db, companyId, { offerIds: [row.offerId] }) : [],
    options.memberId ? countMemberUses(db, row.id, options.memberId) : 0,
  ]);
  const promo: CheckedPromo = {
    id: row.id,
    code: row.code,
    title: row.title,
    membershipLevel: level,
    offer: offers[0] ?? null,
    maxUses: row.maxUses,
    maxUsesPerMember: row.maxUsesPerMember,
    uses: row.uses,
  };
  let problem = promoCodeProblem(row, { ...options, memberUses });
  // A code whose offer was deleted and that grants no level grants nothing any more.
  if (!problem && !promo.offer && !promo.membershipLevel) problem = 'promoUnknown';
  return { promo, problem };
}

async function countMemberUses(db: DbOrTx, promoCodeId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.memberId, memberId)));
  return row?.n ?? 0;
}

/**
 * A refused redemption: `problem` is the guest API's error code, `messageKey` its back-office
 * translation (loyalty namespace). Nothing was written.
 */
export class PromoRefusedError extends AppError {
  constructor(readonly problem: GuestErrorCode) {
    super('CONFLICT', `loyalty.errors.${problem}`, `The promo code cannot be used: ${problem}.`);
  }
}

export interface Redemption {
  companyId: string;
  promoCodeId: string;
  /** The member redeeming it (null: a guest who is not a member). */
  memberId: string | null;
  /** The order it is redeemed on (in the same transaction). */
  orderId: string | null;
  /** When and where (defaults: now, ONLINE); validity and channel are checked again here. */
  at?: Date;
  channel?: LoyaltyChannel;
}

/**
 * Redeems a promo code inside the order's transaction `tx`: the member row is locked first (so a
 * member's concurrent orders count their redemptions one after the other), the per-member limit is
 * counted, then ONE conditional UPDATE takes a use (`uses < max_uses`) — two guests taking the last
 * use at the same moment: one gets it, the other is refused. A code granting a membership level
 * moves the member up to it (never down). Refusals throw PromoRefusedError; nothing is written then
 * (the caller's transaction rolls back whatever else it wrote).
 */
export async function redeemPromoCode(tx: Tx, redemption: Redemption): Promise<{ redemptionId: string }> {
  const { companyId, promoCodeId, memberId, orderId } = redemption;
  const at = redemption.at ?? new Date();
  let member: { membershipLevelId: string | null } | undefined;
  if (memberId) {
    [member] = await tx
      .select({ membershipLevelId: members.membershipLevelId })
      .from(members)
      .where(and(eq(members.companyId, companyId), eq(members.id, memberId)))
      .for('update');
    if (!member) throw new PromoRefusedError('promoMembersOnly');
  }
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, promoCodeId)));
  if (!row) throw new PromoRefusedError('promoUnknown');
  const memberUses = memberId ? await countMemberUses(tx, promoCodeId, memberId) : 0;
  const problem = promoCodeProblem(row, {
    at,
    channel: redemption.channel ?? 'ONLINE',
    memberId,
    memberUses,
  });
  if (problem) throw new PromoRefusedError(problem);

  const [taken] = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.companyId, companyId),
        eq(promoCodes.id, promoCodeId),
        eq(promoCodes.active, true),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ uses: promoCodes.uses });
  if (!taken) throw new PromoRefusedError('promoUsedUp');

  const redemptionId = newId();
  await tx
    .insert(promoRedemptions)
    .values({ id: redemptionId, companyId, promoCodeId, memberId, orderId, at });

  if (memberId && row.membershipLevelId && member?.membershipLevelId !== row.membershipLevelId) {
    await grantLevel(tx, companyId, memberId, member?.membershipLevelId ?? null, row.membershipLevelId);
  }
  return { redemptionId };
}

// Moves the member to the granted level when it is above their current one (by points required).
async function grantLevel(
  tx: Tx,
  companyId: string,
  memberId: string,
  currentLevelId: string | null,
  grantedLevelId: string,
): Promise<void> {
  const levels = await tx
    .select({ id: membershipLevels.id, pointsRequired: membershipLevels.pointsRequired })
    .from(membershipLevels)
    .where(eq(membershipLevels.companyId, companyId));
  const granted = levels.find((l) => l.id === grantedLevelId);
  const current = levels.find((l) => l.id === currentLevelId);
  if (!granted || (current && current.pointsRequired >= granted.pointsRequired)) return;
  await tx
    .update(members)
    .set({ membershipLevelId: granted.id })
    .where(and(eq(members.companyId, companyId), eq(members.id, memberId)));
}
