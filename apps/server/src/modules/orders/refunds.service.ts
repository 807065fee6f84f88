// Refunds from the back office: a whole order (every payment not yet refunded) or one payment, each
// once. The order row is locked while refunding and the void journal's partial unique indexes back
// that up, so two concurrent clicks refund once. Refunds are filed on the accounting day and hour
// they happen, in the venue's time zone.
import { accountingDayOf, localHourOf, orderTotals, refundVatLines, type VatLine } from '@fika/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  venues,
  voidJournal,
} from '../../platform/db/schema/index.ts';
import { rollUpRefund } from '../finance/rollups.ts';
import { reverseForRefundedOrder } from './order-loyalty.ts';
import { rolledLines } from './record.ts';

/** The order after a refund, as the mutations answer it. */
export interface RefundResult {
  success: boolean;
  error: string | null;
  errorCode: string | null;
  order: { id: string; status: string; refundedAmount: number };
}

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof orderPayments.$inferSelect;

const alreadyRefunded = () =>
  new AppError('CONFLICT', 'orders.errors.alreadyRefunded', 'This has already been refunded.');

const notRefundable = () =>
  new AppError('CONFLICT', 'orders.errors.notRefundable', 'Only a completed (paid) order can be refunded.');

function cleanReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text.length > 500) throw badInput([{ field: 'reason', message: 'validation.tooLong' }]);
  return text.length > 0 ? text : null;
}

// The order, locked for the refund; another company's or a hidden venue's is not found.
async function lockOrder(tx: Tx, user: UserPrincipal, orderId: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, user.companyId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw notFound('Order');
  assertVenueAccess(user, order.venueId);
  return order;
}

/** Refunds every payment of a completed order that is not refunded yet (ORDERS). */
export async function refundOrder(
  ctx: Ctx,
  input: { orderId: string; reason?: string | null },
): Promise<RefundResult> {
  const user = requireScope(ctx, 'ORDERS');
  const reason = cleanReason(input.reason);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, input.orderId);
    if (order.status === 'REFUNDED') throw alreadyRefunded();
    if (order.status !== 'COMPLETED') throw notRefundable();
    const payments = await tx
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.companyId, user.companyId),
          eq(orderPayments.orderId, order.id),
          isNull(orderPayments.refundedAt),
        ),
      )
      .orderBy(asc(orderPayments.paidAt), asc(orderPayments.id));
    if (payments.length === 0) throw alreadyRefunded();
    return refund(tx, actorOf(user), order, payments, { kind: 'REFUND_ORDER', reason });
  });
}

/** Refunds one payment of a completed order (ORDERS). */
export async function refundPayment(
  ctx: Ctx,
  input: { paymentId: string; reason?: string | null },
): Promise<RefundResult> {
  const user = requireScope(ctx, 'ORDERS');
  const reason = cleanReason(input.reason);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: orderPayments.orderId })
      .from(orderPayments)
      .where(and(eq(orderPayments.companyId, user.companyId), eq(orderPayments.id, input.paymentId)));
    if (!found) throw notFound('Payment');
    const order = await lockOrder(tx, user, found.orderId);
    // Read again under the order's lock: a concurrent refund may have just finished.
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.companyId, user.companyId), eq(orderPayments.id, input.paymentId)));
    if (!payment || payment.refundedAt || order.status === 'REFUNDED') throw alreadyRefunded();
    if (order.status !== 'COMPLETED') throw notRefundable();
    return refund(tx, actorOf(user), order, [payment], { kind: 'REFUND_PAYMENT', reason });
  });
}

/** Who refunds: a back-office user, or the till's staff member when an online order is withdrawn. */
interface RefundActor {
  name: string;
  userId: string | null;
}

const actorOf = (user: UserPrincipal): RefundActor => ({ name: user.profile.name, userId: user.userId });

/**
 * A paid online order the venue rejects or cancels (the till's status change) gives the guest
 * their money back: every payment not yet refunded is refunded at once, in the rollups and the void
 * journal as any refund, and the order keeps the status that withdrew it. `refundAtProvider` hands
 * each card payment back to the card provider first; it runs inside the order's transaction, so a
 * refused provider refund leaves the order as it was.
 */
export async function refundWithdrawnOrder(
  tx: Tx,
  order: OrderRow,
  actor: RefundActor,
  reason: string | null,
  refundAtProvider: (payment: PaymentRow) => Promise<void>,
): Promise<number> {
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.companyId, order.companyId),
        eq(orderPayments.orderId, order.id),
        isNull(orderPayments.refundedAt),
      ),
    )
    .orderBy(asc(orderPayments.paidAt), asc(orderPayments.id));
  if (payments.length === 0) return 0;
  for (const payment of payments) await refundAtProvider(payment);
  const result = await refund(
    tx,
    actor,
    order,
    payments,
    { kind: 'REFUND_ORDER', reason },
    { keepStatus: true },
  );
  return result.order.refundedAmount;
}

async function refund(
  tx: Tx,
  actor: RefundActor,
  order: OrderRow,
  payments: PaymentRow[],
  entry: { kind: 'REFUND_ORDER' | 'REFUND_PAYMENT'; reason: string | null },
  options: { keepStatus?: boolean } = {},
): Promise<RefundResult> {
  const now = new Date();
  const [venue] = await tx
    .select({ timezone: venues.timezone })
    .from(venues)
    .where(and(eq(venues.companyId, order.companyId), eq(venues.id, order.venueId)));
  const timezone = venue?.timezone ?? 'Europe/Stockholm';
  const accountingDay = accountingDayOf(now, timezone);
  const hour = localHourOf(now, timezone);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, order.companyId), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.lineNo));
  const vatLines: VatLine[] = orderTotals(lines.map((l) => ({ ...l, voided: l.voided }))).vatLines;
  const amount = payments.reduce((sum, p) => sum + p.amount, 0);
  const refundedAmount = order.refundedAmount + amount;
  const fullyRefunded = refundedAmount >= order.totalAmount;
  const actorName = actor.name;

  try {
    await tx.insert(voidJournal).values({
      id: newId(),
      companyId: order.companyId,
      venueId: order.venueId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      paymentId: entry.kind === 'REFUND_PAYMENT' ? (payments[0]?.id ?? null) : null,
      kind: entry.kind,
      amount,
      reason: entry.reason,
      actorName,
      userId: actor.userId,
      staffId: order.staffId,
      at: now,
      accountingDay,
    });
  } catch (error) {
    // The partial unique index: this order or payment was refunded by a request that got here first.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw alreadyRefunded();
    throw error;
  }
  for (const [i, payment] of payments.entries()) {
    await tx
      .update(orderPayments)
      .set({ refundedAt: now, refundedBy: actorName })
      .where(and(eq(orderPayments.companyId, order.companyId), eq(orderPayments.id, payment.id)));
    const last = i === payments.length - 1;
    await rollUpRefund(tx, {
      companyId: order.companyId,
      venueId: order.venueId,
      accountingDay,
      hour,
      channel: order.channel,
      serviceType: order.serviceType,
      staffId: order.staffId,
      method: payment.method,
      amount: payment.amount,
      tipAmount: payment.tipAmount,
      vatLines: refundVatLines(payment.amount, vatLines),
      // A fully refunded order takes its items back once, with the refund that completes it.
      linesTakenBack: fullyRefunded && last ? rolledLines(lines) : [],
    });
  }
  const status = fullyRefunded && !options.keepStatus ? 'REFUNDED' : order.status;
  await tx
    .update(orders)
    .set({ refundedAmount, status, updatedAt: now })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)));
  if (fullyRefunded && !options.keepStatus) {
    await tx.insert(orderEvents).values({
      id: newId(),
      companyId: order.companyId,
      orderId: order.id,
      status: 'REFUNDED',
      actorName,
      note: entry.reason,
      at: now,
    });
    // A refunded order gives back the member's points and stamps it earned.
    await reverseForRefundedOrder(tx, order.companyId, order.id);
  }
  return { success: true, error: null, errorCode: null, order: { id: order.id, status, refundedAmount } };
}
