// The pager number of a terminal's order (issue #17 point 6). A submission may carry
// `beeperNumber` (staff typed the number on the pager) or `assignBeeper: true` (the venue assigns
// AUTOMATIC: the server picks the next free number). The number is stored on the order
// (orders.beeper_number, shown in the order detail and printed on the receipt) and held in
// beeper_assignments while the order is open; completing or cancelling the order frees it.
import { beeperNumberProblem, nextFreeBeeper } from '@fika/domain';
import { and, eq, ne } from 'drizzle-orm';
import { AppError, badInput } from '../../kernel/errors.ts';
import type { Tx } from '../../platform/db/client.ts';
import { beeperAssignments, beeperSettings, orders } from '../../platform/db/schema/index.ts';

/** What a submission asks for: a typed number, the next free one, or nothing. */
export interface BeeperRequest {
  beeperNumber?: number | null;
  assignBeeper?: boolean | null;
}

/** The order whose beeper is settled: its venue, whether it is still open and the number it holds. */
export interface BeeperOrder {
  companyId: string;
  venueId: string;
  id: string;
  open: boolean;
  /** The number stored on the order before this submission (null for a new order). */
  current: number | null;
}

const notSetUp = () =>
  new AppError(
    'CONFLICT',
    'beepers.errors.notSetUp',
    'This venue hands out no beepers: set a range in Settings › Beepers first.',
  );

const exhausted = (from: number, to: number) =>
  new AppError(
    'CONFLICT',
    'beepers.errors.exhausted',
    `Every beeper of this venue (${from}–${to}) is in use: complete an order to free one, or widen the range.`,
  );

/**
 * Settles the order's beeper in the order's transaction and returns its number (null: none).
 * Asking for nothing keeps what the order holds; `assignBeeper` again keeps it too, so a
 * resubmission of an open order does not hand out a second pager. A new number is picked under the
 * venue's settings row lock: a burst of orders queues there and every one gets a distinct number.
 */
export async function settleOrderBeeper(
  tx: Tx,
  order: BeeperOrder,
  request: BeeperRequest,
): Promise<number | null> {
  const typed = request.beeperNumber ?? null;
  const wantsNext = request.assignBeeper === true && typed === null;
  let number = order.current;
  if ((typed !== null && typed !== order.current) || (wantsNext && order.current === null)) {
    number = await pickNumber(tx, order, typed);
    await tx
      .update(orders)
      .set({ beeperNumber: number })
      .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)));
  }
  if (number === null) return null;
  await tx.delete(beeperAssignments).where(
    and(
      eq(beeperAssignments.companyId, order.companyId),
      eq(beeperAssignments.orderId, order.id),
      // The hold it keeps is left alone (it would not change).
      order.open ? ne(beeperAssignments.number, number) : undefined,
    ),
  );
  if (order.open) {
    await tx
      .insert(beeperAssignments)
      .values({ companyId: order.companyId, venueId: order.venueId, number, orderId: order.id })
      .onConflictDoNothing();
  }
  return number;
}

async function pickNumber(tx: Tx, order: BeeperOrder, typed: number | null): Promise<number> {
  const [settings] = await tx
    .select()
    .from(beeperSettings)
    .where(and(eq(beeperSettings.companyId, order.companyId), eq(beeperSettings.venueId, order.venueId)))
    .for('update');
  if (!settings) throw notSetUp();
  if (typed === null && settings.mode === 'MANUAL') {
    throw badInput([{ field: 'assignBeeper', message: 'validation.beeperManualMode' }]);
  }
  const held = await tx
    .select({ number: beeperAssignments.number })
    .from(beeperAssignments)
    .where(
      and(
        eq(beeperAssignments.companyId, order.companyId),
        eq(beeperAssignments.venueId, order.venueId),
        ne(beeperAssignments.orderId, order.id),
      ),
    );
  const inUse = held.map((h) => h.number);
  if (typed !== null) {
    const problem = beeperNumberProblem(settings, inUse, typed);
    if (problem === 'outsideRange') {
      throw badInput([{ field: 'beeperNumber', message: 'validation.beeperOutsideRange' }]);
    }
    if (problem === 'inUse') throw badInput([{ field: 'beeperNumber', message: 'validation.beeperInUse' }]);
    return typed;
  }
  const next = nextFreeBeeper(settings, inUse);
  if (next === null) throw exhausted(settings.rangeFrom, settings.rangeTo);
  return next;
}

/** Frees the pager of an order that completed or was cancelled: the number is free for the next guest. */
export async function releaseOrderBeeper(tx: Tx, companyId: string, orderId: string): Promise<void> {
  await tx
    .delete(beeperAssignments)
    .where(and(eq(beeperAssignments.companyId, companyId), eq(beeperAssignments.orderId, orderId)));
}
