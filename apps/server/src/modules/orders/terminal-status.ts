// Status changes of an open order that move no money (the kitchen marks it READY, the courier
// DELIVERING, the guest leaves and it is CANCELLED). Paying goes through a full submission.
import { accountingDayOf } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../../platform/db/client.ts';
import { orderEvents, orders, voidJournal } from '../../platform/db/schema/index.ts';
import type { CardCheckout } from '../../platform/providers/card-checkout.ts';
import { releaseOrderBeeper } from '../beepers/order-beeper.ts';
import { earnForCompletedOrder } from './order-loyalty.ts';
import { isOpenStatus, lockOrderByClientId, type RecordedOrder } from './record.ts';
import { refundWithdrawnOrder } from './refunds.service.ts';
import { clientOrderIdPathSchema, terminalStatusSchema } from './terminal-input.ts';
import { checkTimes, type TerminalRef, venueFacts } from './terminal-rules.ts';

const WITHDRAWN = ['CANCELLED', 'REJECTED'];

const refundRefused = () =>
  new AppError(
    'CONFLICT',
    'orders.errors.refundRefused',
    'The card provider did not refund the payment: the order is unchanged, try again.',
  );

/**
 * Moves a terminal's open order to another status, with a status history entry (and a void journal
 * entry when it is cancelled). The same status again is a replay; a closed order is refused. An
 * order already paid online (closed_at set while still open) that the venue rejects or cancels is
 * refunded in the same transaction: card payments back through `checkout`.
 */
export async function changeTerminalOrderStatus(
  db: Db,
  terminal: TerminalRef,
  clientOrderId: string,
  rawInput: unknown,
  checkout?: CardCheckout,
): Promise<RecordedOrder> {
  // A blank path id is bad input (400), not an order that happens not to exist.
  const { clientOrderId: id } = parseInput(clientOrderIdPathSchema, { clientOrderId });
  const input = parseInput(terminalStatusSchema, rawInput);
  const facts = await venueFacts(db, terminal);
  checkTimes([{ field: 'at', at: input.at }], facts);
  return db.transaction(async (tx) => {
    const order = await lockOrderByClientId(tx, terminal, id);
    if (!order) throw notFound('Order');
    const answer = {
      id: order.id,
      orderNumber: order.orderNumber,
      status: input.status,
      beeperNumber: order.beeperNumber,
    };
    if (order.status === input.status) return { order: answer, replayed: true };
    if (!isOpenStatus(order.status)) {
      throw new AppError(
        'CONFLICT',
        'orders.errors.orderClosed',
        `Order ${id} is ${order.status} and can no longer be changed.`,
      );
    }
    if (input.status === 'COMPLETED' && order.closedAt === null) {
      throw new AppError(
        'CONFLICT',
        'orders.errors.notPaid',
        `Order ${id} is not paid: complete it with the submission that pays it.`,
      );
    }
    const at = new Date(input.at);
    await tx
      .update(orders)
      .set({ status: input.status, updatedAt: new Date() })
      .where(and(eq(orders.companyId, terminal.companyId), eq(orders.id, order.id)));
    await tx.insert(orderEvents).values({
      id: newId(),
      companyId: terminal.companyId,
      orderId: order.id,
      status: input.status,
      actorName: input.staffName ?? null,
      note: input.reason ?? null,
      at,
    });
    // Leaving the open statuses hands the pager back (beepers module).
    if (order.beeperNumber !== null && !isOpenStatus(input.status)) {
      await releaseOrderBeeper(tx, terminal.companyId, order.id);
    }
    if (input.status === 'CANCELLED') {
      await tx.insert(voidJournal).values({
        id: newId(),
        companyId: terminal.companyId,
        venueId: terminal.venueId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        kind: 'CANCEL_ORDER',
        amount: order.totalAmount,
        reason: input.reason ?? null,
        actorName: input.staffName ?? order.staffName,
        staffId: order.staffId,
        at,
        accountingDay: accountingDayOf(at, facts.timezone),
      });
    }
    if (WITHDRAWN.includes(input.status) && order.closedAt !== null) {
      const actor = { name: input.staffName ?? order.staffName ?? '', userId: null };
      // The row as just written: the refund keeps this status.
      const withdrawn = { ...order, status: input.status };
      await refundWithdrawnOrder(tx, withdrawn, actor, input.reason ?? null, async (payment) => {
        if (!payment.providerReference) return;
        const answer = await checkout?.refund({
          providerReference: payment.providerReference,
          amount: payment.amount + payment.tipAmount,
          currency: order.currency,
        });
        if (!answer?.refunded) throw refundRefused();
      });
    }
    // A member's online order earns its points and stamps when it is handed over (COMPLETED joins
    // the statuses this path takes with the guest API's online orders).
    if (input.status === 'COMPLETED') await earnForCompletedOrder(tx, terminal.companyId, order.id);
    return { order: answer, replayed: false };
  });
}
