// Demo Bistro's offers, so the demo orders carry offer discounts and "Discounts by offer" has
// figures: two whole-order offers staff choose at the till (a student discount and the staff meal)
// and one automatic offer the tills apply by themselves (10 kr off a cinnamon bun).
import { and, eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import { items, offers, offerTargets } from '../platform/db/schema/index.ts';

const DEMO_OFFERS = [
  { name: 'Studentrabatt', description: '10 % för studenter med giltigt kort', value: 10, priority: 10 },
  { name: 'Personalmåltid', description: 'Halva priset för personalen', value: 50, priority: 20 },
] as const;

/** Seeds the demo's staff-chosen percentage offers (every item, every venue, any time) and the automatic bun offer. */
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
  await seedBunOfTheWeek(tx, companyId);
}

// 'Veckans bulle' (the bun of the week): 10 kr off each Kanelbulle line, every day, by itself.
async function seedBunOfTheWeek(tx: Tx, companyId: string): Promise<void> {
  const [bun] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.title, 'Kanelbulle')));
  if (!bun) return;
  const id = newId();
  await tx.insert(offers).values({
    id,
    companyId,
    name: 'Veckans bulle',
    description: '10 kr rabatt på kanelbullen',
    type: 'ITEM_DISCOUNT',
    discountType: 'FIXED',
    value: 1000,
    automatic: true,
    priority: 5,
  });
  await tx.insert(offerTargets).values({ companyId, offerId: id, position: 0, itemId: bun.id });
}
