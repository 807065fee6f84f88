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
  const ids = rows.map((r) => r.id);

  const [targets, venueRows, schedules, steps, choices] = await Promise.all([
    db
      .select()
      .from(offerTargets)
      .where(and(eq(offerTargets.companyId, companyId), inArray(offerTargets.offerId, ids)))
      .orderBy(asc(offerTargets.offerId), asc(offerTargets.position)),
    db
      .select()
      .from(offerVenues)
      .where(and(eq(offerVenues.companyId, companyId), inArray(offerVenues.offerId, ids)))
      .orderBy(asc(offerVenues.offerId), asc(offerVenues.venueId)),
    db
      .select()
      .from(offerSchedules)
      .where(and(eq(offerSchedules.companyId, companyId), inArray(offerSchedules.offerId, ids)))
      .orderBy(asc(offerSchedules.offerId), asc(offerSchedules.position)),
    db
      .select()
      .from(offerSteps)
      .where(and(eq(offerSteps.companyId, companyId), inArray(offerSteps.offerId, ids)))
      .orderBy(asc(offerSteps.offerId), asc(offerSteps.position)),
    db
      .select()
      .from(offerStepChoices)
      .where(and(eq(offerStepChoices.companyId, companyId), inArray(offerStepChoices.offerId, ids)))
      .orderBy(asc(offerStepChoices.stepId), asc(offerStepChoices.position)),
  ]);

  const byOffer = <T extends { offerId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of list) {
      const bucket = map.get(row.offerId);
      if (bucket) bucket.push(row);
      else map.set(row.offerId, [row]);
    }
    return map;
  };
  const targetsOf = byOffer(targets);
  const venuesOf = byOffer(venueRows);
  const schedulesOf = byOffer(schedules);
  const stepsOf = byOffer(steps);
  const choicesOf = new Map<string, (typeof choices)[number][]>();
  for (const c of choices) {
    const bucket = choicesOf.get(c.stepId);
    if (bucket) bucket.push(c);
    else choicesOf.set(c.stepId, [c]);
  }

  return rows.map(
    (o): PricingOffer => ({
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
      venueIds: (venuesOf.get(o.id) ?? []).map((v) => v.venueId),
      schedule: (schedulesOf.get(o.id) ?? []).map((s) => ({
        weekday: s.weekday as Weekday,
        startMinute: s.startMinute,
        endMinute: s.endMinute,
      })),
      startsOn: o.startsOn,
      endsOn: o.endsOn,
      minQuantity: o.minQuantity,
      minOrderAmount: o.minOrderAmount,
      targets: (targetsOf.get(o.id) ?? []).map((t) => ({
        itemId: t.itemId,
        categoryId: t.categoryId,
        quantity: t.quantity,
      })),
      steps: (stepsOf.get(o.id) ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        choices: (choicesOf.get(s.id) ?? []).map((c) => ({ itemId: c.itemId, price: c.price })),
      })),
    }),
  );
}
