// Demo Bistro's loyalty: the promo code WELCOME10 (10 % off a guest's first online order, 100 uses,
// once per member) and a coffee stamp card (buy 9 coffees, the 10th is free). Seeded after the demo
// orders so their random stream, which reads the company's offers, is unchanged.
import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import { items, offers, promoCodes, stampCards, stampCardTargets } from '../platform/db/schema/index.ts';

const COFFEES = ['Bryggkaffe', 'Cappuccino', 'Caffè latte', 'Latte', 'Espresso'];

export async function seedDemoLoyalty(tx: Tx, companyId: string): Promise<void> {
  const offerId = newId();
  await tx.insert(offers).values({
    id: offerId,
    companyId,
    name: 'Välkommen 10 %',
    description: 'Promo code WELCOME10: 10 % off the order',
    type: 'ORDER_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: 10,
    // Only through the promo code: never by itself, never on the till.
    automatic: false,
    usableInPos: false,
    channels: ['ONLINE'],
  });
  await tx.insert(promoCodes).values({
    id: newId(),
    companyId,
    code: 'WELCOME10',
    title: { en: 'Welcome – 10 % off', se: 'Välkommen – 10 % rabatt', es: 'Bienvenida: 10 % de descuento' },
    offerId,
    maxUses: 100,
    maxUsesPerMember: 1,
    channels: ['ONLINE'],
  });

  const coffees = await tx
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(and(eq(items.companyId, companyId), inArray(items.title, COFFEES)));
  const reward = coffees.find((c) => c.title === 'Bryggkaffe') ?? coffees[0];
  if (!reward) return;
  const cardId = newId();
  await tx.insert(stampCards).values({
    id: cardId,
    companyId,
    name: 'Kaffekort',
    stampsRequired: 9,
    rewardKind: 'ITEM',
    rewardItemId: reward.id,
    expiryDays: 365,
  });
  await tx
    .insert(stampCardTargets)
    .values(coffees.map((c) => ({ id: newId(), companyId, stampCardId: cardId, itemId: c.id })));
}
