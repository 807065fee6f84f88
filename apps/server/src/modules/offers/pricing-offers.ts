// The company's offers as the pricing engine reads them (PricingOffer, packages/domain). The
// basket preview, terminal order intake and the configuration feed all price with these, so the
// engine sees the same offer wherever it runs. One query per table, never one per offer: intake
// calls this on every terminal order.
import type { DiscountValueType, OfferChannel, OfferType, PricingOffer, Weekday } from '@fika/domain';
import { and, asc, desc, eq, exists, inArray, notExists, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  offerSchedules,
  offerStepChoices,
  offerSteps,
  offers,
  offerTargets,
  offerVenues,
} from '../../platform/db/schema/index.ts';

export interface LoadPricingOffersOptions {
  /** Only the offers that may apply at this venue (its own, and those without venues). */
  venueId?: string;
  /** Only these offers (e.g. the ones a terminal order names); still live ones only. */
  offerIds?: readonly string[];
}

/**
 * The company's live (not deleted) offers, active or not, as PricingOffer — the engine itself
 * says INACTIVE for an inactive one, which the preview explains. Ordered by priority (highest
 * first), then name and id, so callers get a stable order.
 */
export async function loadPricingOffers(
  db: DbOrTx,
  companyId: string,
  options: LoadPricingOffersOptions = {},
): Promise<PricingOffer[]> {
  const where: (SQL | undefined)[] = [eq(offers.companyId, companyId), eq(offers.deleted, false)];
  if (options.offerIds) {
    if (options.offerIds.length === 0) return [];
    where.push(inArray(offers.id, [...options.offerIds]));
  }
  if (options.venueId !== undefined) {
    const venueRow = db
      .select({ one: offerVenues.offerId })
      .from(offerVenues)
      .where(and(eq(offerVenues.companyId, companyId), eq(offerVenues.offerId, offers.id)));
    const atVenue = db
      .select({ one: offerVenues.offerId })
      .from(offerVenues)
      .where(
        and(
          eq(offerVenues.companyId, companyId),
          eq(offerVenues.offerId, offers.id),
          eq(offerVenues.venueId, options.venueId),
        ),
      );
    where.push(or(notExists(venueRow), exists(atVenue)));
  }
  const rows = await db
    .select()
    .from(offers)
    .where(and(...where))
    .orderBy(desc(offers.priority), asc(offers.name), asc(offers.id));
  if (rows.length === 0) return [];
  const children = await loadOfferChildren(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPricingOffer(row, children.get(row.id) ?? NO_CHILDREN));
}

/** What an offer holds besides its own row, as the engine reads it. */
export type OfferChildren = Pick<PricingOffer, 'targets' | 'venueIds' | 'schedule' | 'steps'>;

export const NO_CHILDREN: OfferChildren = { targets: [], venueIds: [], schedule: [], steps: [] };

/** The targets, venues, schedule and steps of the company's offers `ids`: one query per table. */
export async function loadOfferChildren(
  db: DbOrTx,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, OfferChildren>> {
  const result = new Map<string, OfferChildren>();
  if (ids.length === 0) return result;
  const list = [...ids];

  const [targets, venueRows, schedules, steps, choices] = await Promise.all([
    db
      .select()
      .from(offerTargets)
      .where(and(eq(offerTargets.companyId, companyId), inArray(offerTargets.offerId, list)))
      .orderBy(asc(offerTargets.offerId), asc(offerTargets.position)),
    db
      .select()
      .from(offerVenues)
      .where(and(eq(offerVenues.companyId, companyId), inArray(offerVenues.offerId, list)))
      .orderBy(asc(offerVenues.offerId), asc(offerVenues.venueId)),
    db
      .select()
      .from(offerSchedules)
      .where(and(eq(offerSchedules.companyId, companyId), inArray(offerSchedules.offerId, list)))
      .orderBy(asc(offerSchedules.offerId), asc(offerSchedules.position)),
    db
      .select()
      .from(offerSteps)
      .where(and(eq(offerSteps.companyId, companyId), inArray(offerSteps.offerId, list)))
      .orderBy(asc(offerSteps.offerId), asc(offerSteps.position)),
    db
      .select()
      .from(offerStepChoices)
      .where(and(eq(offerStepChoices.companyId, companyId), inArray(offerStepChoices.offerId, list)))
      .orderBy(asc(offerStepChoices.stepId), asc(offerStepChoices.position)),
  ]);

  const targetsOf = groupBy(targets, (r) => r.offerId);
  const venuesOf = groupBy(venueRows, (r) => r.offerId);
  const schedulesOf = groupBy(schedules, (r) => r.offerId);
  const stepsOf = groupBy(steps, (r) => r.offerId);
  const choicesOf = groupBy(choices, (r) => r.stepId);

  for (const id of ids) {
    result.set(id, {
      venueIds: (venuesOf.get(id) ?? []).map((v) => v.venueId),
      schedule: (schedulesOf.get(id) ?? []).map((s) => ({
        weekday: s.weekday as Weekday,
        startMinute: s.startMinute,
        endMinute: s.endMinute,
      })),
      targets: (targetsOf.get(id) ?? []).map((t) => ({
        itemId: t.itemId,
        categoryId: t.categoryId,
        quantity: t.quantity,
      })),
      steps: (stepsOf.get(id) ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        choices: (choicesOf.get(s.id) ?? []).map((c) => ({ itemId: c.itemId, price: c.price })),
      })),
    });
  }
  return result;
}

function groupBy<T>(list: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of list) {
    const bucket = map.get(key(row));
    if (bucket) bucket.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** An offers row and its children as the engine's PricingOffer. */
export function toPricingOffer(o: typeof offers.$inferSelect, children: OfferChildren): PricingOffer {
  return {
    id: o.id,
    name: o.name,
    type: o.type as OfferType,
    discountType: o.discountType as DiscountValueType,
    value: o.value,
    active: o.active,
    automatic: o.automatic,
    priority: o.priority,
    combinable: o.combinable,
    usableInPos: o.usableInPos,
    channels: o.channels as OfferChannel[],
    serviceTypes: o.serviceTypes,
    startsOn: o.startsOn,
    endsOn: o.endsOn,
    minQuantity: o.minQuantity,
    minOrderAmount: o.minOrderAmount,
    ...children,
  };
}
