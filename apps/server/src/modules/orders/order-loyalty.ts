// What a member's order does for their loyalty when it is paid or completed (earn points and
// stamps) and when it is refunded (take them back). The orders module does not import the loyalty
// module — loyalty reads members, whose screens read orders, so that would be a cycle — the
// composition root registers it instead (app/order-loyalty.ts). Unregistered, nothing happens.
import type { Tx } from '../../platform/db/client.ts';

export interface OrderLoyalty {
  earn(tx: Tx, companyId: string, orderId: string): Promise<unknown>;
  reverse(tx: Tx, companyId: string, orderId: string): Promise<unknown>;
}

let hooks: OrderLoyalty = { earn: async () => undefined, reverse: async () => undefined };

/** Sets what completion and refund do for a member (the composition root calls it once). */
export function registerOrderLoyalty(loyalty: OrderLoyalty): void {
  hooks = loyalty;
}

/** A member's order was paid or completed: earn, once (the registered earning is idempotent). */
export const earnForCompletedOrder = (tx: Tx, companyId: string, orderId: string) =>
  hooks.earn(tx, companyId, orderId);

/** A member's order was refunded in full: take back what it earned, once. */
export const reverseForRefundedOrder = (tx: Tx, companyId: string, orderId: string) =>
  hooks.reverse(tx, companyId, orderId);
