// Promo codes and stamp cards in deleteNode (§7, kernel/deletion.ts). A promo code goes with its
// redemptions (orders keep their sums and discounts). A stamp card's dependents are the members
// collecting on it: `force` deletes their progress with the card.

import { and, eq } from 'drizzle-orm';
import type { DeletableKind } from '../../kernel/deletion.ts';
import { promoCodes, stampCards } from '../../platform/db/schema/index.ts';
import { lockPromoCode, lockStampCard, stampCardMemberCount } from './loyalty.service.ts';

export const promoCodeDeletion: DeletableKind = {
  kind: 'PROMO_CODE',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, user, id) => lockPromoCode(tx, user.companyId, id),
  dependents: async () => [],
  remove: async (tx, companyId, id) => {
    await tx.delete(promoCodes).where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.id, id)));
  },
};

export const stampCardDeletion: DeletableKind = {
  kind: 'STAMP_CARD',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, user, id) => lockStampCard(tx, user.companyId, id),
  dependents: async (tx, { companyId }, id) => [
    { kind: 'MEMBERS', count: await stampCardMemberCount(tx, companyId, id), names: [] },
  ],
  remove: async (tx, companyId, id) => {
    await tx.delete(stampCards).where(and(eq(stampCards.companyId, companyId), eq(stampCards.id, id)));
  },
};
