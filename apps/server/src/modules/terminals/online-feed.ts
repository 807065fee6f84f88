// The feed lists of issue #15: a venue's online ordering (its cloud configuration, one entry keyed
// by the venue's id), and the company's loyalty rules a till applies — membership levels, stamp
// cards with their targets, promo codes with their limits and the uses left (never who redeemed).
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  membershipLevels,
  promoCodes,
  stampCards,
  stampCardTargets,
} from '../../platform/db/schema/index.ts';
import { loadOnlineConfiguration } from '../online-ordering/configuration.ts';

interface Scope {
  companyId: string;
  venueId: string;
}

export const within = (column: Parameters<typeof inArray>[0], ids: string[] | null): SQL | undefined =>
  ids === null ? undefined : inArray(column, ids);

/** The venue's online ordering (feed kind 'onlineOrdering': its entity is the venue). */
export async function loadOnlineOrdering(db: DbOrTx, s: Scope, ids: string[] | null) {
  if (ids !== null && !ids.includes(s.venueId)) return [];
  const configuration = await loadOnlineConfiguration(db, s.companyId, s.venueId);
  return configuration ? [configuration] : [];
}

/** Every membership level of the company, by points required. */
export const loadMembershipLevels = (db: DbOrTx, s: Scope, ids: string[] | null) =>
  db
    .select({
      id: membershipLevels.id,
      title: membershipLevels.title,
      description: membershipLevels.description,
      discountPercentage: membershipLevels.discountPercentage,
      pointsRequired: membershipLevels.pointsRequired,
      primaryColor: membershipLevels.primaryColor,
      secondaryColor: membershipLevels.secondaryColor,
      imageId: membershipLevels.imageId,
      isDefault: membershipLevels.isDefault,
    })
    .from(membershipLevels)
    .where(and(eq(membershipLevels.companyId, s.companyId), within(membershipLevels.id, ids)))
    .orderBy(asc(membershipLevels.pointsRequired), asc(membershipLevels.id));

/** Active stamp cards with the items and categories that earn a stamp; an inactive card leaves the feed. */
export async function loadStampCards(db: DbOrTx, s: Scope, ids: string[] | null) {
  const cards = await db
    .select({
      id: stampCards.id,
      name: stampCards.name,
      stampsRequired: stampCards.stampsRequired,
      rewardKind: stampCards.rewardKind,
      rewardItemId: stampCards.rewardItemId,
      rewardOfferId: stampCards.rewardOfferId,
      expiryDays: stampCards.expiryDays,
      channels: stampCards.channels,
    })
    .from(stampCards)
    .where(
      and(eq(stampCards.companyId, s.companyId), eq(stampCards.active, true), within(stampCards.id, ids)),
    )
    .orderBy(asc(stampCards.name), asc(stampCards.id));
  if (cards.length === 0) return [];
  const targets = await db
    .select({
      cardId: stampCardTargets.stampCardId,
      itemId: stampCardTargets.itemId,
      categoryId: stampCardTargets.categoryId,
    })
    .from(stampCardTargets)
    .where(
      and(
        eq(stampCardTargets.companyId, s.companyId),
        inArray(
          stampCardTargets.stampCardId,
          cards.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(stampCardTargets.id));
  return cards.map((card) => {
    const own = targets.filter((t) => t.cardId === card.id);
    return {
      ...card,
      itemIds: own.flatMap((t) => (t.itemId ? [t.itemId] : [])),
      categoryIds: own.flatMap((t) => (t.categoryId ? [t.categoryId] : [])),
    };
  });
}

/** Active promo codes: code, what it grants, validity, limits and the uses left (null: no limit). */
export async function loadPromoCodes(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      title: promoCodes.title,
      membershipLevelId: promoCodes.membershipLevelId,
      offerId: promoCodes.offerId,
      startsAt: promoCodes.startsAt,
      endsAt: promoCodes.endsAt,
      maxUses: promoCodes.maxUses,
      maxUsesPerMember: promoCodes.maxUsesPerMember,
      uses: promoCodes.uses,
      channels: promoCodes.channels,
    })
    .from(promoCodes)
    .where(
      and(eq(promoCodes.companyId, s.companyId), eq(promoCodes.active, true), within(promoCodes.id, ids)),
    )
    .orderBy(asc(promoCodes.code), asc(promoCodes.id));
  return rows.map(({ uses, startsAt, endsAt, ...code }) => ({
    ...code,
    startsAt: startsAt?.toISOString() ?? null,
    endsAt: endsAt?.toISOString() ?? null,
    usesLeft: code.maxUses === null ? null : Math.max(0, code.maxUses - uses),
  }));
}
