// TEMPORARY stand-in for the members part's applyPointsChange (modules/members/points.ts), with the
// same signature and the same atomic rule, until that lands; then earning imports the real one and
// this file goes.
import { type Currency, MINOR_UNIT_DIGITS } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Tx } from '../../platform/db/client.ts';
import { memberPoints, members } from '../../platform/db/schema/index.ts';

export interface PointsChange {
  companyId: string;
  memberId: string;
  amount: number;
  kind: 'EARN' | 'REVERSE' | 'MANUAL';
  reason?: string | null;
  orderId?: string | null;
  userId?: string | null;
  actorName?: string | null;
}

export async function applyPointsChange(
  tx: Tx,
  change: PointsChange,
): Promise<{ applied: boolean; amount: number; balanceAfter: number }> {
  const { companyId, memberId, kind } = change;
  const [member] = await tx
    .select({ points: members.points })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.id, memberId)))
    .for('update');
  if (!member) return { applied: false, amount: 0, balanceAfter: 0 };
  if (change.orderId) {
    const [done] = await tx
      .select({ id: memberPoints.id })
      .from(memberPoints)
      .where(and(eq(memberPoints.orderId, change.orderId), eq(memberPoints.kind, kind)));
    if (done) return { applied: false, amount: 0, balanceAfter: member.points };
  }
  const amount = kind === 'REVERSE' ? Math.max(change.amount, -member.points) : change.amount;
  if (amount === 0) return { applied: false, amount: 0, balanceAfter: member.points };
  const [updated] = await tx
    .update(members)
    .set({ points: sql`${members.points} + ${amount}` })
    .where(
      and(
        eq(members.companyId, companyId),
        eq(members.id, memberId),
        sql`${members.points} + ${amount} >= 0`,
      ),
    )
    .returning({ points: members.points });
  if (!updated) return { applied: false, amount: 0, balanceAfter: member.points };
  await tx.insert(memberPoints).values({
    id: newId(),
    companyId,
    memberId,
    kind,
    amount,
    balanceAfter: updated.points,
    reason: change.reason ?? null,
    orderId: change.orderId ?? null,
    userId: change.userId ?? null,
    actorName: change.actorName ?? null,
  });
  return { applied: true, amount, balanceAfter: updated.points };
}

/** One point per whole currency unit of the order's net amount (the members domain's rule). */
export function pointsForOrder(netAmountMinor: number, currency: string): number {
  if (!Number.isFinite(netAmountMinor) || netAmountMinor <= 0) return 0;
  return Math.floor(netAmountMinor / 10 ** (MINOR_UNIT_DIGITS[currency as Currency] ?? 2));
}
