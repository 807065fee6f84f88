// A till printed a copy of a receipt (`POST /terminal/v1/orders/:clientOrderId/receipt-copy`): the
// order's copy count grows by one, and the Z-report counts it — an auditor compares receipts issued
// with copies printed. Only a paid receipt has copies.
//
// Each copy is kept in receipt_copy_requests by the id the till gave it (`copyId` in the body, or
// an `Idempotency-Key` header): a retry after a lost answer finds its row, answers the count it
// produced and counts nothing. A copy reported without an id gets a fresh one, so it is counted
// every time (the old behaviour) and still leaves a row with the moment it was printed.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orders, receiptCopyRequests } from '../../platform/db/schema/index.ts';
import { clientOrderIdPathSchema } from '../orders/terminal-input.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';

export interface ReceiptCopyAnswer {
  clientOrderId: string;
  orderNumber: number;
  /** Copies printed of this receipt so far, this one included. */
  receiptCopies: number;
  /** true: this copy id was reported before; nothing was counted now. */
  replayed: boolean;
}

// What a till may send as a copy id: printable ASCII without spaces (a UUID, a counter, …).
const copyIdSchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.invalid' })
  .max(100, { error: 'validation.tooLong' });

/** The copy id of a report: the body's `copyId`, else the Idempotency-Key header; null: none. */
export function copyIdOf(body: unknown, idempotencyKey: string | string[] | undefined): string | null {
  const given =
    body && typeof body === 'object' && 'copyId' in body ? (body as { copyId: unknown }).copyId : undefined;
  const header = Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey;
  if (given !== undefined && given !== null) {
    const copyId = parseInput(z.object({ copyId: copyIdSchema }), { copyId: given }).copyId;
    // Two different ids for one copy is a till bug, not something to guess about.
    if (header !== undefined && header !== copyId) {
      throw badInput([{ field: 'copyId', message: 'validation.invalid' }]);
    }
    return copyId;
  }
  if (header === undefined) return null;
  return parseInput(z.object({ copyId: copyIdSchema }), { copyId: header }).copyId;
}

/**
 * Records one printed copy of the receipt of the terminal's venue's order `clientOrderId`, once
 * per `copyId` (null: a copy of its own).
 */
export async function recordReceiptCopy(
  db: Db,
  terminal: TerminalRef,
  clientOrderId: string,
  copyId: string | null = null,
): Promise<ReceiptCopyAnswer> {
  // A blank path id is bad input (400), not an order that happens not to exist.
  const { clientOrderId: id } = parseInput(clientOrderIdPathSchema, { clientOrderId });
  return db.transaction((tx) => countCopy(tx, terminal, id, copyId ?? `auto-${newId()}`));
}

async function countCopy(
  tx: Tx,
  terminal: TerminalRef,
  clientOrderId: string,
  copyId: string,
): Promise<ReceiptCopyAnswer> {
  const key = {
    companyId: terminal.companyId,
    venueId: terminal.venueId,
    clientOrderId,
    copyId,
  };
  const request = and(
    eq(receiptCopyRequests.companyId, key.companyId),
    eq(receiptCopyRequests.venueId, key.venueId),
    eq(receiptCopyRequests.clientOrderId, key.clientOrderId),
    eq(receiptCopyRequests.copyId, key.copyId),
  );
  // The request row first: a second report of the same id waits here until the first commits,
  // then finds its row (a burst of one id counts once; rolled back, it leaves nothing).
  const claimed = await tx
    .insert(receiptCopyRequests)
    .values({ ...key, receiptCopies: 0 })
    .onConflictDoNothing()
    .returning({ copyId: receiptCopyRequests.copyId });
  const mine = and(
    eq(orders.companyId, terminal.companyId),
    eq(orders.venueId, terminal.venueId),
    eq(orders.clientOrderId, clientOrderId),
  );
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select({ receiptCopies: receiptCopyRequests.receiptCopies, orderNumber: orders.orderNumber })
      .from(receiptCopyRequests)
      .innerJoin(orders, mine)
      .where(request);
    if (!earlier) throw notFound('Order');
    return { clientOrderId, ...earlier, replayed: true };
  }
  // One statement: copies printed at the same moment on two tills are both counted.
  const [updated] = await tx
    .update(orders)
    .set({ receiptCopies: sql`${orders.receiptCopies} + 1` })
    .where(and(mine, isNotNull(orders.closedAt)))
    .returning({ orderNumber: orders.orderNumber, receiptCopies: orders.receiptCopies });
  if (updated) {
    await tx.update(receiptCopyRequests).set({ receiptCopies: updated.receiptCopies }).where(request);
    return { clientOrderId, ...updated, replayed: false };
  }
  const [open] = await tx.select({ id: orders.id }).from(orders).where(mine);
  if (!open) throw notFound('Order');
  throw new AppError(
    'CONFLICT',
    'orders.errors.notPaid',
    `Order ${clientOrderId} is not paid: it has no receipt to print a copy of.`,
  );
}
