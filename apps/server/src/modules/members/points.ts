// The one writer of members' points: every change (an order's earning, its refund's reversal, a
// user's manual change) goes through applyPointsChange, which keeps the balance and its history
// together, never lets the balance go below zero and moves the member up a level when the points
// reach one. The loyalty module's earning and reversal call it inside their order transaction.
import { applyPoints, LOYALTY_MESSAGE_KEYS, levelAfterPointsChange, type PointsKind } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import { badInput, notFound } from '../../kernel/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Tx } from '../../platform/db/client.ts';
import { memberPoints, members, membershipLevels } from '../../platform/db/schema/index.ts';

export interface PointsChange {
  companyId: string;
  memberId: string;
  /** Points to add (positive) or take (negative). */
  amount: number;
  kind: PointsKind;
  /** Why: required for MANUAL (the service checks it), optional otherwise. */
  reason?: string | null;
  /** The order that earned or gave back the points: each (order, kind) applies once. */
  orderId?: string | null;
  /** Who made a manual change, kept in the history (the name survives the user). */
  userId?: string | null;
  actorName?: string | null;
}

export interface PointsChangeResult {
  /** False when nothing changed: an amount of 0, or this order's change of this kind already applied. */
  applied: boolean;
  /** The points actually added or taken (a REVERSE takes at most what is left). */
  amount: number;
  balanceAfter: number;
  /** The member's level after the change (moved up when the points reached a higher level). */
  membershipLevelId: string | null;
  /** The history row written, when one was. */
  historyId: string | null;
}

/**
 * Applies a points change in `tx`: locks the member row (concurrent changes of one member queue
 * behind each other), skips a change an order already made, adds the points with one conditional
 * UPDATE (`points + amount >= 0`), writes the history row with the balance after it, and moves the
 * member up to the level the points reach (never down). A MANUAL or EARN change that would take the
 * balance below zero is refused (BAD_USER_INPUT on `amount`, validation.pointsNegative); a REVERSE
 * takes what is left and records the amount it took, with a note in the reason.
 * Throws NOT_FOUND 'Member' for a member that is not the company's.
 */
export async function applyPointsChange(tx: Tx, change: PointsChange): Promise<PointsChangeResult> {
  const { companyId, memberId, kind } = change;
  const [member] = await tx
    .select({ points: members.points, membershipLevelId: members.membershipLevelId })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.id, memberId)))
    .for('update');
  if (!member) throw notFound('Member');
  const unchanged: PointsChangeResult = {
    applied: false,
    amount: 0,
    balanceAfter: member.points,
    membershipLevelId: member.membershipLevelId,
    historyId: null,
  };
  if (!Number.isInteger(change.amount) || change.amount === 0) return unchanged;

  if (change.orderId) {
    // The member row lock above serialises this check with a concurrent retry of the same order.
    const [done] = await tx
      .select({ id: memberPoints.id })
      .from(memberPoints)
      .where(and(eq(memberPoints.orderId, change.orderId), eq(memberPoints.kind, kind)));
    if (done) return unchanged;
  }

  const applied = applyPoints(member.points, change.amount, kind === 'REVERSE');
  if (!applied) throw badInput([{ field: 'amount', message: LOYALTY_MESSAGE_KEYS.pointsNegative }]);
  if (applied.amount === 0) return unchanged;

  const [updated] = await tx
    .update(members)
    .set({ points: sql`${members.points} + ${applied.amount}` })
    .where(
      and(
        eq(members.companyId, companyId),
        eq(members.id, memberId),
        sql`${members.points} + ${applied.amount} >= 0`,
      ),
    )
    .returning({ points: members.points });
  if (!updated) throw badInput([{ field: 'amount', message: LOYALTY_MESSAGE_KEYS.pointsNegative }]);

  const clamped = applied.amount !== change.amount;
  const reason = clamped
    ? [change.reason, `${-change.amount} to take back, ${-applied.amount} left`].filter(Boolean).join(' · ')
    : (change.reason ?? null);
  const historyId = newId();
  await tx.insert(memberPoints).values({
    id: historyId,
    companyId,
    memberId,
    kind,
    amount: applied.amount,
    balanceAfter: updated.points,
    reason,
    orderId: change.orderId ?? null,
    userId: change.userId ?? null,
    actorName: change.actorName ?? null,
  });

  let membershipLevelId = member.membershipLevelId;
  if (applied.amount > 0) {
    const levels = await tx
      .select({ id: membershipLevels.id, pointsRequired: membershipLevels.pointsRequired })
      .from(membershipLevels)
      .where(eq(membershipLevels.companyId, companyId));
    const next = levelAfterPointsChange(levels, member.membershipLevelId, updated.points);
    if (next !== member.membershipLevelId) {
      await tx
        .update(members)
        .set({ membershipLevelId: next })
        .where(and(eq(members.companyId, companyId), eq(members.id, memberId)));
      membershipLevelId = next;
    }
  }
  return {
    applied: true,
    amount: applied.amount,
    balanceAfter: updated.points,
    membershipLevelId,
    historyId,
  };
}
