// What a member's order earns and what its refund takes back: points (through the members
// module's one points writer) and stamps on the company's stamp cards. Both run inside the
// transaction that completes or refunds the order, and each happens once per order whatever
// retries run (member_points is unique per order and kind, member_stamp_events per order, card
// and kind).
import {
  addStamps,
  type OrderChannel,
  offerChannelOf,
  pointsForOrder,
  removeStamps,
  stampsForLines,
} from '@fika/domain';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  memberPoints,
  memberStampEvents,
  memberStamps,
  members,
  orderLines,
  orders,
  stampCards,
  stampCardTargets,
} from '../../platform/db/schema/index.ts';
import { applyPointsChange } from '../members/points.ts';

const DAY_MS = 86_400_000;

/** What an order's completion or refund did for its member. */
export interface LoyaltyChange {
  memberId: string | null;
  /** Points added (earn) or taken (reverse, negative). */
  points: number;
  /** Stamps added or taken, per stamp card. */
  stamps: { stampCardId: string; stamps: number }[];
}

const NOTHING: LoyaltyChange = { memberId: null, points: 0, stamps: [] };

// The order's member, locked: an order's earning and its refund's reversal, and a member's other
// orders, queue behind each other.
async function lockedMemberOf(tx: Tx, companyId: string, orderId: string) {
  const [order] = await tx
    .select({
      memberId: orders.memberId,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
      channel: orders.channel,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  if (!order?.memberId) return null;
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.id, order.memberId)))
    .for('update');
  return member ? { ...order, memberId: member.id } : null;
}

/**
 * Gives the member of a completed order (an online order marked COMPLETED, a POS order with a
 * member paid) its points — pointsForOrder of the order's total after discounts, tips excluded —
 * and a stamp per matching unit on each active stamp card of the order's channel. Once per order:
 * calling it again changes nothing. An order without a member earns nothing.
 */
export async function earnForOrder(tx: Tx, companyId: string, orderId: string): Promise<LoyaltyChange> {
  const order = await lockedMemberOf(tx, companyId, orderId);
  if (!order) return NOTHING;
  const { memberId } = order;
  const points = await applyPointsChange(tx, {
    companyId,
    memberId,
    amount: pointsForOrder(order.totalAmount, order.currency),
    kind: 'EARN',
    orderId,
  });

  const channel = offerChannelOf(order.channel as OrderChannel);
  const cards = await tx
    .select()
    .from(stampCards)
    .where(
      and(
        eq(stampCards.companyId, companyId),
        eq(stampCards.active, true),
        arrayContains(stampCards.channels, [channel]),
      ),
    );
  const stamps: LoyaltyChange['stamps'] = [];
  if (cards.length > 0) {
    const [targets, lines] = await Promise.all([
      tx
        .select()
        .from(stampCardTargets)
        .where(
          and(
            eq(stampCardTargets.companyId, companyId),
            inArray(
              stampCardTargets.stampCardId,
              cards.map((c) => c.id),
            ),
          ),
        ),
      tx
        .select({
          itemId: orderLines.itemId,
          categoryId: orderLines.categoryId,
          quantity: orderLines.quantity,
          voided: orderLines.voided,
        })
        .from(orderLines)
        .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId))),
    ]);
    const now = new Date();
    for (const card of cards) {
      const earned = stampsForLines({ targets: targets.filter((t) => t.stampCardId === card.id) }, lines);
      if (earned <= 0) continue;
      const [event] = await tx
        .insert(memberStampEvents)
        .values({
          id: newId(),
          companyId,
          memberId,
          stampCardId: card.id,
          orderId,
          kind: 'EARN',
          stamps: earned,
          at: now,
        })
        .onConflictDoNothing()
        .returning({ id: memberStampEvents.id });
      if (!event) continue;
      const [progress] = await tx
        .select()
        .from(memberStamps)
        .where(and(eq(memberStamps.memberId, memberId), eq(memberStamps.stampCardId, card.id)));
      // Stamps lapse expiry_days after the last one; rewards already earned stay.
      const lapsed =
        progress?.lastStampAt && card.expiryDays !== null
          ? now.getTime() - progress.lastStampAt.getTime() > card.expiryDays * DAY_MS
          : false;
      const next = addStamps(
        { stamps: lapsed ? 0 : (progress?.stamps ?? 0), rewardsAvailable: progress?.rewardsAvailable ?? 0 },
        earned,
        card.stampsRequired,
      );
      await tx
        .insert(memberStamps)
        .values({
          id: newId(),
          companyId,
          memberId,
          stampCardId: card.id,
          stamps: next.stamps,
          rewardsAvailable: next.rewardsAvailable,
          rewardsEarned: next.rewardsEarned,
          lastStampAt: now,
        })
        .onConflictDoUpdate({
          target: [memberStamps.memberId, memberStamps.stampCardId],
          set: {
            stamps: next.stamps,
            rewardsAvailable: next.rewardsAvailable,
            rewardsEarned: (progress?.rewardsEarned ?? 0) + next.rewardsEarned,
            lastStampAt: now,
          },
        });
      stamps.push({ stampCardId: card.id, stamps: earned });
    }
  }
  return { memberId, points: points.amount, stamps };
}

/**
 * Takes back what an order earned when it is refunded: the points it earned (never below zero —
 * what is left is taken and the history notes it) and its stamps (stamps first, then unused
 * rewards). Once per order; an order that earned nothing (or whose member was deleted) changes
 * nothing.
 */
export async function reverseForOrder(tx: Tx, companyId: string, orderId: string): Promise<LoyaltyChange> {
  const order = await lockedMemberOf(tx, companyId, orderId);
  if (!order) return NOTHING;
  const { memberId } = order;
  const [earned] = await tx
    .select({ amount: memberPoints.amount })
    .from(memberPoints)
    .where(
      and(
        eq(memberPoints.companyId, companyId),
        eq(memberPoints.orderId, orderId),
        eq(memberPoints.kind, 'EARN'),
      ),
    );
  let points = 0;
  if (earned && earned.amount > 0) {
    const reversed = await applyPointsChange(tx, {
      companyId,
      memberId,
      amount: -earned.amount,
      kind: 'REVERSE',
      orderId,
      reason: 'Refund',
    });
    points = reversed.amount;
  }

  const events = await tx
    .select()
    .from(memberStampEvents)
    .where(
      and(
        eq(memberStampEvents.companyId, companyId),
        eq(memberStampEvents.orderId, orderId),
        eq(memberStampEvents.kind, 'EARN'),
      ),
    );
  const stamps: LoyaltyChange['stamps'] = [];
  for (const event of events) {
    const [progress] = await tx
      .select()
      .from(memberStamps)
      .where(and(eq(memberStamps.memberId, memberId), eq(memberStamps.stampCardId, event.stampCardId)));
    const [card] = await tx
      .select({ stampsRequired: stampCards.stampsRequired })
      .from(stampCards)
      .where(and(eq(stampCards.companyId, companyId), eq(stampCards.id, event.stampCardId)));
    if (!progress || !card) continue;
    const next = removeStamps(progress, event.stamps, card.stampsRequired);
    const taken = event.stamps - next.shortfall;
    const [reverse] = await tx
      .insert(memberStampEvents)
      .values({
        id: newId(),
        companyId,
        memberId,
        stampCardId: event.stampCardId,
        orderId,
        kind: 'REVERSE',
        stamps: taken,
      })
      .onConflictDoNothing()
      .returning({ id: memberStampEvents.id });
    if (!reverse) continue;
    await tx
      .update(memberStamps)
      .set({ stamps: next.stamps, rewardsAvailable: next.rewardsAvailable })
      .where(eq(memberStamps.id, progress.id));
    stamps.push({ stampCardId: event.stampCardId, stamps: -taken });
  }
  return { memberId, points, stamps };
}
