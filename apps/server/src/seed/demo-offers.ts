// Demo Bistro's whole-order offers staff choose at the till, so the demo orders carry offer
// discounts and "Discounts by offer" has figures: a student discount and the staff meal.
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import { offers } from '../platform/db/schema/index.ts';

const DEMO_OFFERS = [
  { name: 'Studentrabatt', description: '10 % för studenter med giltigt kort', value: 10, priority: 10 },
  { name: 'Personalmåltid', description: 'Halva priset för personalen', value: 50, priority: 20 },
] as const;

/** Seeds the demo's staff-chosen percentage offers (every item, every venue, any time). */
export async function seedDemoOffers(tx: Tx, companyId: string): Promise<void> {
  await tx.insert(offers).values(
    DEMO_OFFERS.map((offer) => ({
      id: newId(),
      companyId,
      ...offer,
      type: 'ITEM_DISCOUNT',
      discountType: 'PERCENTAGE',
      automatic: false,
      // Staff choose one for the order: it does not stack with another chosen offer.
      combinable: false,
    })),
  );
}
