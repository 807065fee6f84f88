// Promo codes and stamp cards in the back office (issue #15 points 7 and 8): list, read, create,
// update, switch on and off. Company-wide, like offers: any company user reads them, changing them
// needs POS_CUSTOMIZATION (they grant discounts). Levels, offers, items and categories named must
// be the company's own (live); anything else is a field error and nothing is written.
import {
  type LOYALTY_CHANNELS,
  PROMO_MESSAGE_KEYS,
  type PromoCodeData,
  type PromoCodeStatus,
  promoCodeInputSchema,
  promoCodeStatus,
  type STAMP_REWARD_KINDS,
  type StampCardData,
  stampCardInputSchema,
} from '@fika/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { requireScope, requireUser } from '../../kernel/guards.ts';
import { live } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  categories,
  items,
  memberStamps,
  membershipLevels,
  offers,
  promoCodes,
  stampCards,
  stampCardTargets,
} from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

const WRITE = 'POS_CUSTOMIZATION' as const;

// ---------------------------------------------------------------------------------------------
// Promo codes

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export interface PromoCodeView extends PromoCodeRow {
  status: PromoCodeStatus;
  offerName: string | null;
}

export interface PromoCodeFilter {
  search?: string | null;
  status?: PromoCodeStatus | null;
}

async function promoViews(db: DbOrTx, companyId: string, rows: PromoCodeRow[]): Promise<PromoCodeView[]> {
  const offerIds = [...new Set(rows.map((r) => r.offerId).filter((id): id is string => id !== null))];
  const names =
    offerIds.length === 0
      ? []
      : await db
          .select({ id: offers.id, name: offers.name, deleted: offers.deleted })
          .from(offers)
          .where(and(eq(offers.companyId, companyId), inArray(offers.id, offerIds)));
  const now = new Date();
  return rows.map((row) => {
    const offer = names.find((o) => o.id === row.offerId);
    return {
      ...row,
      status: promoCodeStatus(row, now),
      offerName: offer && !offer.deleted ? offer.name : null,
    };
  });
}

/** The company's promo codes by code, filtered by a part of the code or title and by status. */
export async function listPromoCodes(ctx: Ctx, filter: PromoCodeFilter = {}): Promise<PromoCodeView[]> {
  const user = requireUser(ctx);
  const search = (filter.search ?? '').trim().slice(0, 100);
  const rows = await ctx.db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.companyId, user.companyId),
        search
          ? sql`(${promoCodes.code} ilike ${likePattern(search)} or ${promoCodes.title}::text ilike ${likePattern(search)})`
          : undefined,
      ),
    )
    .orderBy(asc(promoCodes.code));
  const views = await promoViews(ctx.db, user.companyId, rows);
  return filter.status ? views.filter((v) => v.status === filter.status) : views;
}

async function promoOf(db: DbOrTx, companyId: string, id: string): Promise<PromoCodeView> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, id)));
  if (!row) throw notFound('Promo code');
  const [view] = await promoViews(db, companyId, [row]);
  if (!view) throw notFound('Promo code');
  return view;
}

export function getPromoCode(ctx: Ctx, id: string): Promise<PromoCodeView> {
  return promoOf(ctx.db, requireUser(ctx).companyId, id);
}

// The level and offer must be the company's (the offer live): a field error otherwise.
async function checkPromoReferences(tx: DbOrTx, companyId: string, data: PromoCodeData): Promise<void> {
  const errors: FieldError[] = [];
  if (data.membershipLevelId) {
    const [level] = await tx
      .select({ id: membershipLevels.id })
      .from(membershipLevels)
      .where(and(eq(membershipLevels.companyId, companyId), eq(membershipLevels.id, data.membershipLevelId)));
    if (!level) errors.push({ field: 'membershipLevel', message: PROMO_MESSAGE_KEYS.membershipLevel });
  }
  if (data.offerId) {
    const [offer] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(live(offers, companyId), eq(offers.id, data.offerId)));
    if (!offer) errors.push({ field: 'offer', message: PROMO_MESSAGE_KEYS.offer });
  }
  if (errors.length > 0) throw badInput(errors);
}

const codeTaken = () => badInput([{ field: 'code', message: PROMO_MESSAGE_KEYS.codeTaken }]);

function isConstraint(error: unknown, name: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: unknown }).constraint === name) return true;
  }
  return false;
}

async function writePromo(ctx: Ctx, user: UserPrincipal, id: string | null, raw: unknown) {
  const data = parseInput(promoCodeInputSchema, raw);
  const values = {
    ...data,
    startsAt: data.startsAt ? new Date(data.startsAt) : null,
    endsAt: data.endsAt ? new Date(data.endsAt) : null,
  };
  const newIdValue = id ?? newId();
  try {
    await ctx.db.transaction(async (tx) => {
      if (id !== null && !(await lockPromoCode(tx, user.companyId, id))) throw notFound('Promo code');
      await checkPromoReferences(tx, user.companyId, data);
      const [clash] = await tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(
          and(eq(promoCodes.companyId, user.companyId), sql`lower(${promoCodes.code}) = lower(${data.code})`),
        );
      if (clash && clash.id !== id) throw codeTaken();
      if (id === null) {
        await tx.insert(promoCodes).values({ id: newIdValue, companyId: user.companyId, ...values });
        return;
      }
      const [current] = await tx
        .select({ uses: promoCodes.uses })
        .from(promoCodes)
        .where(and(eq(promoCodes.companyId, user.companyId), eq(promoCodes.id, id)))
        .for('update');
      if (!current) throw notFound('Promo code');
      if (values.maxUses !== null && values.maxUses < current.uses) {
        throw badInput([{ field: 'maxUses', message: PROMO_MESSAGE_KEYS.belowUses }]);
      }
      await tx
        .update(promoCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(promoCodes.companyId, user.companyId), eq(promoCodes.id, id)));
    });
  } catch (error) {
    // Another request took the code between our check and our write.
    if (isUniqueViolation(error)) throw codeTaken();
    // A redemption raised the uses past the new limit meanwhile.
    if (isConstraint(error, 'promo_codes_uses_check')) {
      throw badInput([{ field: 'maxUses', message: PROMO_MESSAGE_KEYS.belowUses }]);
    }
    throw error;
  }
  return promoOf(ctx.db, user.companyId, newIdValue);
}

/** createPromoCode (§5: a level or offer without a connected id is dropped). */
export function createPromoCode(ctx: Ctx, input: unknown): Promise<PromoCodeView> {
  return writePromo(ctx, requireScope(ctx, WRITE), null, input);
}

/** updatePromoCode: every field again (§5 as on create); uses stay, a limit below them is refused. */
export function updatePromoCode(ctx: Ctx, id: string, input: unknown): Promise<PromoCodeView> {
  return writePromo(ctx, requireScope(ctx, WRITE), id, input);
}

/** Switches a promo code on or off. */
export async function setPromoCodeActive(ctx: Ctx, id: string, active: boolean): Promise<PromoCodeView> {
  const user = requireScope(ctx, WRITE);
  const [row] = await ctx.db
    .update(promoCodes)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(promoCodes.companyId, user.companyId), eq(promoCodes.id, id)))
    .returning({ id: promoCodes.id });
  if (!row) throw notFound('Promo code');
  return promoOf(ctx.db, user.companyId, id);
}

/** Locks a promo code of the company for deleteNode. */
export async function lockPromoCode(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, id)))
    .for('update');
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Stamp cards

export type StampCardRow = typeof stampCards.$inferSelect;

export interface StampCardView extends StampCardRow {
  targets: { itemId: string | null; categoryId: string | null }[];
  /** Members collecting on it (with stamps or rewards). */
  memberCount: number;
}

async function cardViews(db: DbOrTx, companyId: string, rows: StampCardRow[]): Promise<StampCardView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [targets, counts] = await Promise.all([
    db
      .select()
      .from(stampCardTargets)
      .where(and(eq(stampCardTargets.companyId, companyId), inArray(stampCardTargets.stampCardId, ids)))
      .orderBy(asc(stampCardTargets.id)),
    db
      .select({ id: memberStamps.stampCardId, n: count() })
      .from(memberStamps)
      .where(and(eq(memberStamps.companyId, companyId), inArray(memberStamps.stampCardId, ids)))
      .groupBy(memberStamps.stampCardId),
  ]);
  return rows.map((row) => ({
    ...row,
    targets: targets
      .filter((t) => t.stampCardId === row.id)
      .map((t) => ({ itemId: t.itemId, categoryId: t.categoryId })),
    memberCount: counts.find((c) => c.id === row.id)?.n ?? 0,
  }));
}

/** The company's stamp cards by name. */
export async function listStampCards(ctx: Ctx): Promise<StampCardView[]> {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(stampCards)
    .where(eq(stampCards.companyId, user.companyId))
    .orderBy(asc(stampCards.name), asc(stampCards.id));
  return cardViews(ctx.db, user.companyId, rows);
}

async function cardOf(db: DbOrTx, companyId: string, id: string): Promise<StampCardView> {
  const rows = await db
    .select()
    .from(stampCards)
    .where(and(eq(stampCards.companyId, companyId), eq(stampCards.id, id)));
  const [view] = await cardViews(db, companyId, rows);
  if (!view) throw notFound('Stamp card');
  return view;
}

export function getStampCard(ctx: Ctx, id: string): Promise<StampCardView> {
  return cardOf(ctx.db, requireUser(ctx).companyId, id);
}

// Targets, reward item and reward offer must be the company's live ones.
async function checkCardReferences(tx: DbOrTx, companyId: string, data: StampCardData): Promise<void> {
  const itemIds = [
    ...new Set([
      ...data.targets.map((t) => t.itemId).filter((id): id is string => id !== null),
      ...(data.rewardItemId ? [data.rewardItemId] : []),
    ]),
  ];
  const categoryIds = data.targets.map((t) => t.categoryId).filter((id): id is string => id !== null);
  const [liveItems, liveCategories, offer] = await Promise.all([
    itemIds.length === 0
      ? []
      : tx
          .select({ id: items.id })
          .from(items)
          .where(and(live(items, companyId), inArray(items.id, itemIds))),
    categoryIds.length === 0
      ? []
      : tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(live(categories, companyId), inArray(categories.id, categoryIds))),
    data.rewardOfferId
      ? tx
          .select({ id: offers.id })
          .from(offers)
          .where(and(live(offers, companyId), eq(offers.id, data.rewardOfferId)))
      : [],
  ]);
  const itemSet = new Set(liveItems.map((i) => i.id));
  const categorySet = new Set(liveCategories.map((c) => c.id));
  const errors: FieldError[] = [];
  data.targets.forEach((t, index) => {
    if (t.itemId && !itemSet.has(t.itemId)) {
      errors.push({ field: `targets.${index}`, message: PROMO_MESSAGE_KEYS.item });
    }
    if (t.categoryId && !categorySet.has(t.categoryId)) {
      errors.push({ field: `targets.${index}`, message: PROMO_MESSAGE_KEYS.category });
    }
  });
  if (data.rewardItemId && !itemSet.has(data.rewardItemId)) {
    errors.push({ field: 'rewardItem', message: PROMO_MESSAGE_KEYS.item });
  }
  if (data.rewardOfferId && offer.length === 0) {
    errors.push({ field: 'rewardOffer', message: PROMO_MESSAGE_KEYS.offer });
  }
  if (errors.length > 0) throw badInput(errors);
}

async function writeCard(ctx: Ctx, id: string | null, raw: unknown): Promise<StampCardView> {
  const user = requireScope(ctx, WRITE);
  const data = parseInput(stampCardInputSchema, raw);
  const cardId = id ?? newId();
  const { targets, ...values } = data;
  await ctx.db.transaction(async (tx) => {
    // Another company's card is not found before its references are looked at.
    if (id !== null && !(await lockStampCard(tx, user.companyId, id))) throw notFound('Stamp card');
    await checkCardReferences(tx, user.companyId, data);
    if (id === null) {
      await tx.insert(stampCards).values({ id: cardId, companyId: user.companyId, ...values });
    } else {
      const [row] = await tx
        .update(stampCards)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(stampCards.companyId, user.companyId), eq(stampCards.id, id)))
        .returning({ id: stampCards.id });
      if (!row) throw notFound('Stamp card');
      await tx
        .delete(stampCardTargets)
        .where(and(eq(stampCardTargets.companyId, user.companyId), eq(stampCardTargets.stampCardId, id)));
    }
    await tx.insert(stampCardTargets).values(
      targets.map((t) => ({
        id: newId(),
        companyId: user.companyId,
        stampCardId: cardId,
        itemId: t.itemId,
        categoryId: t.categoryId,
      })),
    );
  });
  return cardOf(ctx.db, user.companyId, cardId);
}

/** createStampCard: targets, stamps needed, the reward (item or offer), expiry and channels. */
export function createStampCard(ctx: Ctx, input: unknown): Promise<StampCardView> {
  return writeCard(ctx, null, input);
}

/** updateStampCard: every field again; the targets replace the card's own. Members keep their stamps. */
export function updateStampCard(ctx: Ctx, id: string, input: unknown): Promise<StampCardView> {
  return writeCard(ctx, id, input);
}

/** Switches a stamp card on or off (off: no stamps are earned, collected ones stay). */
export async function setStampCardActive(ctx: Ctx, id: string, active: boolean): Promise<StampCardView> {
  const user = requireScope(ctx, WRITE);
  const [row] = await ctx.db
    .update(stampCards)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(stampCards.companyId, user.companyId), eq(stampCards.id, id)))
    .returning({ id: stampCards.id });
  if (!row) throw notFound('Stamp card');
  return cardOf(ctx.db, user.companyId, id);
}

/** Locks a stamp card of the company for deleteNode. */
export async function lockStampCard(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: stampCards.id })
    .from(stampCards)
    .where(and(eq(stampCards.companyId, companyId), eq(stampCards.id, id)))
    .for('update');
  return rows.length > 0;
}

/** Members collecting on a stamp card (their stamps go when the card is deleted). */
export async function stampCardMemberCount(tx: Tx, companyId: string, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberStamps)
    .where(and(eq(memberStamps.companyId, companyId), eq(memberStamps.stampCardId, id)));
  return row?.n ?? 0;
}

/** A channel and a reward kind as the GraphQL enums read them. */
export type Channel = (typeof LOYALTY_CHANNELS)[number];
export type RewardKind = (typeof STAMP_REWARD_KINDS)[number];
