// A till's pricing for generated orders: the pricing engine with the company's offers over an
// order's lines, exactly as terminal intake prices them again — so the simulator, the benches and
// the demo data carry automatic offers where they apply and intake finds no difference.
import {
  localMomentAt,
  type OrderChannel,
  offerChannelOf,
  type PricingOffer,
  preparePricing,
} from '@fika/domain';
import type { GeneratedLine, GeneratorOptions } from './order-generator.ts';

/** What a till prices with: the offers (the feed's, or loadPricingOffers) and each item's categories. */
export interface TillPricingFacts {
  offers: readonly PricingOffer[];
  categoriesOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * The generator's `discounts` hook for one venue. Lines with a manual discount keep it; every other
 * line gets the engine's discount (offers staff chose for the order are those its lines name),
 * naming the offer it chose, else the first offer that applied — or none when nothing applies.
 */
export function tillPricing(
  facts: TillPricingFacts,
  venue: { id: string; timezone: string },
): NonNullable<GeneratorOptions['discounts']> {
  const price = preparePricing(facts.offers);
  return (lines, order) => {
    const active = lines.flatMap((line, i) => (line.voided ? [] : [{ line, lineNo: i + 1 }]));
    const chosen = [
      ...new Set(
        active.flatMap(({ line }) => (line.discountKind === 'OFFER' && line.offerId ? [line.offerId] : [])),
      ),
    ];
    const result = price({
      venueId: venue.id,
      channel: offerChannelOf(order.channel as OrderChannel),
      serviceType: order.serviceType,
      at: localMomentAt(order.placedAt, venue.timezone),
      lines: active.map(({ line, lineNo }) => ({
        lineNo,
        itemId: line.itemId,
        categoryIds: [
          ...new Set([
            ...(line.categoryId ? [line.categoryId] : []),
            ...(line.itemId ? (facts.categoriesOf.get(line.itemId) ?? []) : []),
          ]),
        ],
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        modifications: line.modifications,
      })),
      chosenOfferIds: chosen,
    });
    for (const priced of result.lines) {
      const line = lines[priced.lineNo - 1] as GeneratedLine;
      if (line.discountKind === 'MANUAL') continue;
      const offer = priced.discounts.find((d) => chosen.includes(d.offerId)) ?? priced.discounts[0];
      if (!offer || priced.discountAmount <= 0) {
        line.discountAmount = 0;
        delete line.discountKind;
        delete line.offerId;
        delete line.offerName;
        continue;
      }
      line.discountAmount = priced.discountAmount;
      line.discountKind = 'OFFER';
      line.offerId = offer.offerId;
      line.offerName = offer.offerName;
    }
  };
}
