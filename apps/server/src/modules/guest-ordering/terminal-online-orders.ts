// The venue's online orders a till shows (GET /terminal/v1/online-orders): those still in progress,
// oldest pickup first, with their lines, so staff accept them, make them and mark them ready through
// the status endpoint (and a pay-at-the-counter order is paid by the till's full submission).
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { orderLines, orderPayments, orders } from '../../platform/db/schema/index.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';

/** The statuses after which an online order leaves the till's list. */
const DONE = ['COMPLETED', 'CANCELLED', 'REJECTED', 'REFUNDED'];
/** Most orders one answer lists. */
export const ONLINE_ORDERS_LIMIT = 200;

export interface TerminalOnlineOrder {
  clientOrderId: string;
  orderNumber: number;
  status: string;
  serviceType: string;
  tableCode: string | null;
  customerName: string | null;
  customerPhone: string | null;
  pickupAt: string | null;
  placedAt: string;
  currency: string;
  totalAmount: number;
  vatAmount: number;
  discountAmount: number;
  tipAmount: number;
  /** Paid by card online: hand it over (status COMPLETED). Unpaid: the till takes payment. */
  paid: boolean;
  lines: {
    itemId: string | null;
    title: string;
    categoryId: string | null;
    quantity: number;
    unitPrice: number;
    modifications: { modificationId?: string | null; name: string; price: number }[];
    discountAmount: number;
    discountKind: string | null;
    offerId: string | null;
    vatRate: number;
    totalAmount: number;
  }[];
}

/** The terminal's venue's online orders in progress. */
export async function terminalOnlineOrders(
  db: DbOrTx,
  terminal: TerminalRef,
): Promise<TerminalOnlineOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, terminal.companyId),
        eq(orders.venueId, terminal.venueId),
        eq(orders.channel, 'APP'),
        notInArray(orders.status, DONE),
      ),
    )
    .orderBy(asc(orders.pickupAt), asc(orders.orderNumber))
    .limit(ONLINE_ORDERS_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [lines, payments] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, terminal.companyId), inArray(orderLines.orderId, ids)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
    db
      .select({ orderId: orderPayments.orderId })
      .from(orderPayments)
      .where(and(eq(orderPayments.companyId, terminal.companyId), inArray(orderPayments.orderId, ids))),
  ]);
  const paid = new Set(payments.map((p) => p.orderId));
  return rows.map((o) => ({
    clientOrderId: o.clientOrderId,
    orderNumber: o.orderNumber,
    status: o.status,
    serviceType: o.serviceType,
    tableCode: o.tableCode,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    pickupAt: o.pickupAt?.toISOString() ?? null,
    placedAt: o.placedAt.toISOString(),
    currency: o.currency,
    totalAmount: o.totalAmount,
    vatAmount: o.vatAmount,
    discountAmount: o.discountAmount,
    tipAmount: o.tipAmount,
    paid: paid.has(o.id) && o.closedAt !== null,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        itemId: l.itemId,
        title: l.title,
        categoryId: l.categoryId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        modifications: l.modifications,
        discountAmount: l.discountAmount,
        discountKind: l.discountKind,
        offerId: l.offerId,
        vatRate: l.vatRate,
        totalAmount: l.totalAmount,
      })),
  }));
}
