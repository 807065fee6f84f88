// Redemptions of promo codes: between loyalty (the code, the member) and orders (the order it was
// redeemed on), in a file of their own so that neither of those imports the other.
import { foreignKey, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId } from './columns.ts';
import { members, promoCodes } from './loyalty.ts';
import { orders } from './orders.ts';

/**
 * Each redemption of a promo code: by which member (null for a guest who is not one), on which
 * order. The per-member limit counts these rows under a lock on the member.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    promoCodeId: text('promo_code_id').notNull(),
    memberId: text('member_id'),
    orderId: text('order_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('promo_redemptions_code_member_idx').on(t.promoCodeId, t.memberId),
    uniqueIndex('promo_redemptions_order_key').on(t.promoCodeId, t.orderId),
    foreignKey({
      name: 'promo_redemptions_code_fk',
      columns: [t.companyId, t.promoCodeId],
      foreignColumns: [promoCodes.companyId, promoCodes.id],
    }).onDelete('cascade'),
    // By id alone so that deleting a member (a data-subject request) only forgets who redeemed.
    foreignKey({
      name: 'promo_redemptions_member_fk',
      columns: [t.memberId],
      foreignColumns: [members.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'promo_redemptions_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
  ],
);
