// A till printed a copy of a receipt (`POST /terminal/v1/orders/:clientOrderId/receipt-copy`): the
// order's copy count grows by one, and the Z-report of the order's day counts it — an auditor
// compares receipts issued with copies printed. Only a paid receipt has copies.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { clientOrderIdPathSchema } from '../orders/terminal-input.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';

export interface ReceiptCopyAnswer {
  clientOrderId: string;
  orderNumber: number;
  /** Copies printed of this receipt so far, this one included. */
  receiptCopies: number;
}

/** Records one printed copy of the receipt of the terminal's venue's order `clientOrderId`. */
export async function recordReceiptCopy(
  db: DbOrTx,
  terminal: TerminalRef,
  clientOrderId: string,
): Promise<ReceiptCopyAnswer> {
  // A blank path id is bad input (400), not an order that happens not to exist.
  const { clientOrderId: id } = parseInput(clientOrderIdPathSchema, { clientOrderId });
  const mine = and(
    eq(orders.companyId, terminal.companyId),
    eq(orders.venueId, terminal.venueId),
    eq(orders.clientOrderId, id),
  );
  // One statement: copies printed at the same moment on two tills are both counted.
  const [updated] = await db
    .update(orders)
    .set({ receiptCopies: sql`${orders.receiptCopies} + 1` })
    .where(and(mine, isNotNull(orders.closedAt)))
    .returning({ orderNumber: orders.orderNumber, receiptCopies: orders.receiptCopies });
  if (updated)
    return { clientOrderId: id, orderNumber: updated.orderNumber, receiptCopies: updated.receiptCopies };
  const [open] = await db.select({ id: orders.id }).from(orders).where(mine);
  if (!open) throw notFound('Order');
  throw new AppError(
    'CONFLICT',
    'orders.errors.notPaid',
    `Order ${id} is not paid: it has no receipt to print a copy of.`,
  );
}
