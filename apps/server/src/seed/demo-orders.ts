// 90 days of realistic orders for Demo Bistro's two venues (issue #6 §8), made by the seeded order
// generator from the demo catalogue and staff, and written by the bulk loader with their rollups,
// a few refunds, voided lines and some tables still open now (for /monitoring/tables).
import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { loadPricingOffers } from '../modules/offers/pricing-offers.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import {
  categories,
  itemCategories,
  items,
  offerSchedules,
  offers,
  offerTargets,
  offerVenues,
  staff,
} from '../platform/db/schema/index.ts';
import { type BulkLoadResult, bulkLoadOrders } from './bulk-load.ts';
import type { GeneratorItem, GeneratorOffer, GeneratorStaff } from './order-generator.ts';
import type { TillPricingFacts } from './till-pricing.ts';

/** Days of demo orders, ending with the accounting day of the seed. */
export const DEMO_ORDER_DAYS = 90;

/** A demo venue orders are made for. */
export interface DemoOrderVenue {
  id: string;
  timezone: string;
  country: string;
  /** Mean orders per day (weekday-weighted). */
  ordersPerDay: number;
}

/** Seeds the demo orders; deterministic apart from "now" (the seed time). */
export async function seedDemoOrders(
  db: DbOrTx,
  options: { companyId: string; currency: string; venues: readonly DemoOrderVenue[]; now?: Date },
): Promise<BulkLoadResult[]> {
  const materials = await orderMaterials(db, options.companyId);
  const results: BulkLoadResult[] = [];
  for (const [i, venue] of options.venues.entries()) {
    results.push(
      await bulkLoadOrders(db, {
        companyId: options.companyId,
        venueId: venue.id,
        timezone: venue.timezone,
        country: venue.country,
        currency: options.currency,
        days: DEMO_ORDER_DAYS,
        ordersPerDay: venue.ordersPerDay,
        seed: 20261121 + i,
        items: materials.items,
        staff: materials.staff,
        offers: materials.offers,
        pricing: materials.pricing,
        now: options.now,
        openOrders: 4,
        chunkSize: 20_000,
      }),
    );
  }
  return results;
}

// Share of orders staff choose each whole-order offer for (demo data and benches).
const OFFER_SHARE = 0.05;

/**
 * What orders of a company are made of: its priced, live items (with their first category), staff,
 * and the offers staff may choose for a whole order (active, not automatic, PERCENTAGE item
 * discounts without targets or conditions: the ones the generator can price exactly).
 */
export async function orderMaterials(
  db: DbOrTx,
  companyId: string,
): Promise<{
  items: GeneratorItem[];
  staff: GeneratorStaff[];
  offers: GeneratorOffer[];
  pricing: TillPricingFacts;
}> {
  const rows = await db
    .select({
      itemId: items.id,
      title: items.title,
      price: items.defaultPrice,
      vatRate: items.vatRate,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(items)
    .leftJoin(
      itemCategories,
      and(
        eq(itemCategories.itemId, items.id),
        eq(itemCategories.companyId, companyId),
        eq(itemCategories.position, 0),
      ),
    )
    .leftJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false), gt(items.defaultPrice, 0)))
    .orderBy(asc(items.title), asc(items.id));
  const people = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.deleted, false)))
    .orderBy(asc(staff.name), asc(staff.id));
  const wholeOrderOffers = await db
    .select({ id: offers.id, name: offers.name, percent: offers.value })
    .from(offers)
    .where(
      and(
        eq(offers.companyId, companyId),
        eq(offers.deleted, false),
        eq(offers.active, true),
        eq(offers.automatic, false),
        eq(offers.type, 'ITEM_DISCOUNT'),
        eq(offers.discountType, 'PERCENTAGE'),
        isNull(offers.minQuantity),
        isNull(offers.minOrderAmount),
        isNull(offers.startsOn),
        isNull(offers.endsOn),
        eq(offers.usableInPos, true),
        sql`cardinality(${offers.serviceTypes}) = 0 and ${offers.channels} @> array['POS', 'ONLINE']::text[]`,
        ...[offerTargets, offerSchedules, offerVenues].map((table) =>
          notExists(db.select({ one: table.offerId }).from(table).where(eq(table.offerId, offers.id))),
        ),
      ),
    )
    .orderBy(asc(offers.name), asc(offers.id));
  const links = await db
    .select({ itemId: itemCategories.itemId, categoryId: itemCategories.categoryId })
    .from(itemCategories)
    .where(eq(itemCategories.companyId, companyId));
  const categoriesOf = new Map<string, string[]>();
  for (const link of links)
    categoriesOf.set(link.itemId, [...(categoriesOf.get(link.itemId) ?? []), link.categoryId]);
  return {
    offers: wholeOrderOffers.map((o) => ({ ...o, share: OFFER_SHARE })),
    pricing: { offers: await loadPricingOffers(db, companyId), categoriesOf },
    items: rows.map((r) => ({
      ...r,
      categoryId: r.categoryId ?? null,
      categoryName: r.categoryName ?? null,
    })),
    staff: people,
  };
}
