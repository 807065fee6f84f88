// Builders for the pricing engine's tests: an offer, a line and a basket with sensible defaults
// (an automatic, combinable 10 % item discount; one unit; Tuesday noon at v1 on the till).
import type { priceBasket } from './pricing.ts';
import type { Basket, BasketLine, PricingOffer } from './pricing-types.ts';

export const offer = (over: Partial<PricingOffer> & Pick<PricingOffer, 'id'>): PricingOffer => ({
  name: over.id,
  type: 'ITEM_DISCOUNT',
  discountType: 'PERCENTAGE',
  value: 10,
  active: true,
  automatic: true,
  priority: 0,
  combinable: true,
  usableInPos: true,
  channels: ['POS', 'ONLINE'],
  serviceTypes: [],
  venueIds: [],
  schedule: [],
  startsOn: null,
  endsOn: null,
  minQuantity: null,
  minOrderAmount: null,
  targets: [],
  steps: [],
  ...over,
});

export const line = (
  lineNo: number,
  itemId: string,
  unitPrice: number,
  over: Partial<BasketLine> = {},
): BasketLine => ({
  lineNo,
  itemId,
  categoryIds: [],
  quantity: 1,
  unitPrice,
  modifications: [],
  ...over,
});

export const basket = (lines: BasketLine[], over: Partial<Basket> = {}): Basket => ({
  venueId: 'v1',
  channel: 'POS',
  serviceType: 'EAT_HERE',
  at: { date: '2026-11-24', weekday: 'TUESDAY', minute: 12 * 60 },
  lines,
  chosenOfferIds: [],
  ...over,
});

export const item = (itemId: string, quantity = 1) => ({ itemId, categoryId: null, quantity });
export const category = (categoryId: string, quantity = 1) => ({ itemId: null, categoryId, quantity });
export const lineDiscounts = (r: ReturnType<typeof priceBasket>) => r.lines.map((l) => l.discountAmount);
export const reasonOf = (r: ReturnType<typeof priceBasket>, id: string) =>
  r.notApplied.find((n) => n.offerId === id);
