// The digital receipt behind a token (GET /r/<token>): the order the token names, rendered with
// the template version it was issued with. The token is all the caller has: whatever it opens —
// nothing, an unpaid order, a cancelled one — the answer is the same "not found", so a link never
// tells one order from another or whether an id exists.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { orderIdOfReceiptToken } from './digital-receipt-url.ts';
import { type RenderedReceipt, renderOrder } from './receipts.service.ts';

/** The paid order's receipt that `token` opens, or null. */
export async function digitalReceipt(
  db: DbOrTx,
  secret: string,
  token: string,
): Promise<RenderedReceipt | null> {
  const orderId = orderIdOfReceiptToken(secret, token);
  if (!orderId) return null;
  const [row] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const rendered = await renderOrder(db, row.companyId, orderId);
  return rendered.paid ? rendered : null;
}
