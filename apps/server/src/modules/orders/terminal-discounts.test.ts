// compareDiscounts on its own (pure): which lines are compared with the engine, which with the
// staff member's cap, and what is left alone.
import type { PricingOffer } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import { compareDiscounts, type DiscountFacts, offerSetOf } from './terminal-discounts.ts';
import { type TerminalOrderInput, terminalOrderSchema } from './terminal-input.ts';

const VENUE = { id: 'venue-1', timezone: 'Europe/Stockholm' };

const offer = (over: Partial<PricingOffer>): PricingOffer => ({
  id: 'offer-1',
  name: 'Coffee −20 %',
  type: 'ITEM_DISCOUNT',
  discountType: 'PERCENTAGE',
  value: 20,
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
  targets: [{ itemId: null, categoryId: 'coffee', quantity: 1 }],
  steps: [],
  ...over,
});

const facts = (over: Partial<DiscountFacts> = {}): DiscountFacts => ({
  offers: offerSetOf([offer({})]),
  otherNames: new Map(),
  categoriesOf: new Map([['latte', ['coffee']]]),
  manualCap: undefined,
  ...over,
});

function order(lines: Record<string, unknown>[]): TerminalOrderInput {
  return terminalOrderSchema.parse({
    clientOrderId: 'c-1',
    channel: 'POS',
    serviceType: 'EAT_HERE',
    status: 'PENDING',
    placedAt: '2026-11-20T11:00:00.000Z',
    currency: 'SEK',
    lines: lines.map((l) => ({ title: 'x', quantity: 1, unitPrice: 5000, vatRate: 12, ...l })),
    totals: { totalAmount: 0, vatAmount: 0 },
  });
}

describe('compareDiscounts', () => {
  it('finds the item’s categories in the catalogue and names the offer the engine gave', () => {
    const check = compareDiscounts(
      order([{ itemId: 'latte', discountKind: 'OFFER', offerId: 'offer-1', discountAmount: 1000 }]),
      VENUE,
      facts(),
    );
    expect(check).toEqual({ offerNames: ['Coffee −20 %'], differences: [] });
  });

  it('leaves voided lines out, and never prices when the company has no offers and none is named', () => {
    const voided = order([
      { itemId: 'latte', voided: true },
      { itemId: 'latte', discountKind: 'OFFER', offerId: 'offer-1', discountAmount: 1000 },
    ]);
    expect(compareDiscounts(voided, VENUE, facts()).differences).toEqual([]);
    const none = compareDiscounts(order([{ itemId: 'latte' }]), VENUE, facts({ offers: offerSetOf([]) }));
    expect(none.differences).toEqual([]);
  });

  it('treats a discount without a kind as manual: checked against the cap, not the offers', () => {
    const line = { itemId: 'latte', discountAmount: 2500 };
    // No staff named: no cap to hold it to.
    expect(compareDiscounts(order([line]), VENUE, facts()).differences).toEqual([]);
    expect(compareDiscounts(order([line]), VENUE, facts({ manualCap: 50 })).differences).toEqual([]);
    expect(compareDiscounts(order([line]), VENUE, facts({ manualCap: 20 })).differences).toEqual([
      {
        lineNo: 1,
        kind: 'CAP_EXCEEDED',
        offerId: null,
        offerName: null,
        terminalAmount: 2500,
        expectedAmount: 1000,
      },
    ]);
  });

  it('names a deleted offer of the company by its name, an unknown one by nothing', () => {
    const check = compareDiscounts(
      order([
        { itemId: 'latte', discountKind: 'OFFER', offerId: 'gone', discountAmount: 1000 },
        { itemId: 'latte', discountKind: 'OFFER', offerId: 'never', discountAmount: 1000 },
      ]),
      VENUE,
      facts({ otherNames: new Map([['gone', 'Last summer']]) }),
    );
    expect(check.offerNames).toEqual(['Last summer', null]);
    expect(check.differences.map((d) => [d.kind, d.offerName, d.expectedAmount])).toEqual([
      ['OFFER_UNKNOWN', 'Last summer', 1000],
      ['OFFER_UNKNOWN', null, 1000],
    ]);
  });
});
