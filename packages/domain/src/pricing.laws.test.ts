// The engine's laws (docs/pricing.md), checked by fast-check over random baskets and offers drawn
// from small pools of items, categories and venues so that offers and lines really meet.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_VALUE_TYPES, OFFER_TYPES, WEEKDAYS } from './enums.ts';
import { percentOf, preparePricing, priceBasket } from './pricing.ts';
import { offer } from './pricing-fixtures.ts';
import type { BasketLine, PricingOffer, PricingResult } from './pricing-types.ts';

const ITEMS = ['i0', 'i1', 'i2', 'i3', 'i4', 'i5'];
const CATEGORIES = ['c0', 'c1', 'c2'];
const SERVICE_TYPES = ['EAT_HERE', 'TAKE_AWAY'];
const RUNS = { numRuns: 300 };
// True four times in five: most generated offers are live, so they meet the baskets.
const mostly = fc.integer({ min: 0, max: 4 }).map((n) => n > 0);
// A restriction appears on one offer in five, so most offers are live at the basket's moment.
const rarely = <T>(restricted: fc.Arbitrary<T>, open: T): fc.Arbitrary<T> =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(open) }, { weight: 1, arbitrary: restricted });

const lineArb = fc.record({
  itemId: fc.option(fc.constantFrom(...ITEMS), { freq: 8 }),
  categoryIds: fc.subarray(CATEGORIES),
  quantity: fc.integer({ min: 1, max: 4 }),
  unitPrice: fc.integer({ min: 0, max: 10_000 }),
  modifications: fc.array(fc.record({ price: fc.integer({ min: -500, max: 2_000 }) }), { maxLength: 2 }),
});

const targetArb = fc.oneof(
  fc.record({
    itemId: fc.constantFrom(...ITEMS),
    categoryId: fc.constant(null),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    itemId: fc.constant(null),
    categoryId: fc.constantFrom(...CATEGORIES),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
);

const stepArb = fc.record({
  id: fc.constant('s'),
  name: fc.constant('Step'),
  choices: fc.array(
    fc.record({ itemId: fc.constantFrom(...ITEMS), price: fc.option(fc.integer({ min: 0, max: 8_000 })) }),
    { maxLength: 3 },
  ),
});

const offerArb = fc
  .record({
    type: fc.constantFrom(...OFFER_TYPES),
    discountType: fc.constantFrom(...DISCOUNT_VALUE_TYPES),
    amount: fc.integer({ min: 0, max: 20_000 }),
    percent: fc.integer({ min: 0, max: 100 }),
    active: mostly,
    automatic: mostly,
    priority: fc.integer({ min: 0, max: 3 }),
    combinable: fc.boolean(),
    usableInPos: mostly,
    channels: rarely(fc.subarray(['POS', 'ONLINE'] as const, { minLength: 1 }), ['POS', 'ONLINE'] as (
      | 'POS'
      | 'ONLINE'
    )[]),
    serviceTypes: rarely(fc.subarray(SERVICE_TYPES), []),
    venueIds: rarely(fc.subarray(['v1', 'v2']), []),
    schedule: rarely(
      fc.array(
        fc.record({
          weekday: fc.constantFrom(...WEEKDAYS),
          startMinute: fc.integer({ min: 0, max: 1439 }),
          length: fc.integer({ min: 1, max: 600 }),
        }),
        { maxLength: 2 },
      ),
      [],
    ),
    startsOn: rarely(fc.constantFrom('2026-11-01', '2026-11-24', '2026-12-01'), null),
    endsOn: rarely(fc.constantFrom('2026-11-23', '2026-11-24', '2026-12-31'), null),
    minQuantity: rarely(fc.integer({ min: 1, max: 6 }), null),
    minOrderAmount: rarely(fc.integer({ min: 0, max: 30_000 }), null),
    targets: fc.array(targetArb, { maxLength: 3 }),
    steps: fc.array(stepArb, { maxLength: 3 }),
  })
  .map(
    (o): Omit<PricingOffer, 'id' | 'name'> => ({
      type: o.type,
      discountType: o.discountType,
      value: o.discountType === 'PERCENTAGE' ? o.percent : o.amount,
      active: o.active,
      automatic: o.automatic,
      priority: o.priority,
      combinable: o.combinable,
      usableInPos: o.usableInPos,
      channels: o.channels,
      serviceTypes: o.serviceTypes,
      venueIds: o.venueIds,
      schedule: o.schedule.map((s) => ({
        weekday: s.weekday,
        startMinute: s.startMinute,
        endMinute: Math.min(1440, s.startMinute + s.length),
      })),
      startsOn: o.startsOn,
      endsOn: o.endsOn,
      minQuantity: o.minQuantity,
      minOrderAmount: o.minOrderAmount,
      targets: o.targets,
      steps: o.steps.map((s, k) => ({ ...s, id: `s${k}` })),
    }),
  );

const offersArb = fc
  .array(offerArb, { maxLength: 12 })
  .map((list) =>
    list.map((o, k): PricingOffer => ({ ...o, id: `o${String(k).padStart(2, '0')}`, name: `Offer ${k}` })),
  );

const basketArb = fc.record({
  venueId: fc.constantFrom('v1', 'v2'),
  channel: fc.constantFrom('POS' as const, 'ONLINE' as const),
  serviceType: fc.constantFrom(...SERVICE_TYPES),
  at: fc.record({
    date: fc.constantFrom('2026-11-24', '2026-12-05'),
    weekday: fc.constantFrom(...WEEKDAYS),
    minute: fc.integer({ min: 0, max: 1439 }),
  }),
  lines: fc
    .array(lineArb, { maxLength: 8 })
    .map((lines) => lines.map((l, k): BasketLine => ({ ...l, lineNo: k + 1 }))),
  chosenOfferIds: fc.subarray(Array.from({ length: 12 }, (_, k) => `o${String(k).padStart(2, '0')}`)),
});

const grossOf = (l: BasketLine) =>
  (l.unitPrice + l.modifications.reduce((s, m) => s + m.price, 0)) * l.quantity;
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

// Fisher–Yates driven by fast-check's random so a failure shrinks and replays.
const shuffledArb = <T>(list: readonly T[]) =>
  fc.array(fc.nat(), { minLength: list.length, maxLength: list.length }).map((keys) =>
    list
      .map((value, k) => ({ value, key: keys[k] ?? 0, k }))
      .sort((a, b) => a.key - b.key || a.k - b.k)
      .map((e) => e.value),
  );

describe('pricing laws', () => {
  it('total discount = Σ line discounts = Σ applied; net = gross − discount; amounts are integers', () => {
    fc.assert(
      fc.property(basketArb, offersArb, (basket, offers) => {
        const r = priceBasket(basket, offers);
        const lineTotal = sum(r.lines.map((l) => l.discountAmount));
        expect(r.discountAmount).toBe(lineTotal);
        expect(sum(r.applied.map((a) => a.amount))).toBe(lineTotal);
        expect(r.netAmount).toBe(r.grossAmount - r.discountAmount);
        for (const l of r.lines) {
          expect(l.discountAmount).toBe(sum(l.discounts.map((d) => d.amount)));
          expect(l.netAmount).toBe(l.grossAmount - l.discountAmount);
          for (const d of l.discounts) expect(Number.isInteger(d.amount) && d.amount > 0).toBe(true);
        }
        for (const a of r.applied) {
          const fromLines = r.lines.flatMap((l) => l.discounts.filter((d) => d.offerId === a.offerId));
          expect(sum(fromLines.map((d) => d.amount))).toBe(a.amount);
          expect(a.lineNos).toEqual(
            r.lines.filter((l) => l.discounts.some((d) => d.offerId === a.offerId)).map((l) => l.lineNo),
          );
        }
      }),
      RUNS,
    );
  });

  it('0 ≤ line discount ≤ line gross: no negative line, no negative order', () => {
    fc.assert(
      fc.property(basketArb, offersArb, (basket, offers) => {
        const r = priceBasket(basket, offers);
        for (const l of r.lines) {
          expect(l.discountAmount).toBeGreaterThanOrEqual(0);
          expect(l.discountAmount).toBeLessThanOrEqual(Math.max(0, l.grossAmount));
        }
        expect(r.discountAmount).toBeLessThanOrEqual(
          Math.max(0, sum(r.lines.map((l) => Math.max(0, l.grossAmount)))),
        );
      }),
      RUNS,
    );
  });

  it('determinism: shuffling the offers or the lines changes nothing', () => {
    fc.assert(
      fc.property(
        basketArb.chain((b) => fc.tuple(fc.constant(b), shuffledArb(b.lines))),
        offersArb.chain((o) => fc.tuple(fc.constant(o), shuffledArb(o))),
        ([basket, lines], [offers, shuffled]) => {
          expect(priceBasket({ ...basket, lines }, shuffled)).toEqual(priceBasket(basket, offers));
        },
      ),
      RUNS,
    );
  });

  it('a non-combinable offer never shares a line, and after a non-combinable order discount nothing applies', () => {
    fc.assert(
      fc.property(basketArb, offersArb, (basket, offers) => {
        const r = priceBasket(basket, offers);
        const exclusive = new Set(offers.filter((o) => !o.combinable).map((o) => o.id));
        for (const l of r.lines) {
          if (l.discounts.some((d) => exclusive.has(d.offerId))) expect(l.discounts).toHaveLength(1);
        }
        const orderWide = r.applied.findIndex((a) => {
          const o = offers.find((x) => x.id === a.offerId);
          return o?.type === 'ORDER_DISCOUNT' && !o.combinable;
        });
        if (orderWide >= 0) expect(r.applied).toHaveLength(orderWide + 1);
      }),
      RUNS,
    );
  });

  it('every offer is accounted for once, applied in priority order; an inactive offer never applies', () => {
    fc.assert(
      fc.property(basketArb, offersArb, (basket, offers) => {
        const r = priceBasket(basket, offers);
        const seen = [...r.applied, ...r.shown, ...r.notApplied].map((x) => x.offerId).sort();
        expect(seen).toEqual(offers.map((o) => o.id).sort());
        const priority = (id: string) => offers.find((o) => o.id === id)?.priority ?? 0;
        for (let k = 1; k < r.applied.length; k++) {
          expect(priority(r.applied[k - 1]?.offerId ?? '')).toBeGreaterThanOrEqual(
            priority(r.applied[k]?.offerId ?? ''),
          );
        }
        for (const o of offers.filter((x) => !x.active)) {
          expect(r.notApplied.find((n) => n.offerId === o.id)?.reason).toBe('INACTIVE');
        }
        for (const o of offers.filter((x) => x.type === 'VISUAL')) {
          expect(r.applied.some((a) => a.offerId === o.id)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('adding an offer that cannot apply (inactive, another venue, not chosen) changes nothing', () => {
    fc.assert(
      fc.property(
        basketArb,
        offersArb,
        offerArb,
        fc.constantFrom('inactive', 'venue', 'notChosen'),
        (basket, offers, extra, why) => {
          const dead: PricingOffer = {
            ...extra,
            id: 'zz-extra',
            name: 'Extra',
            priority: 99,
            ...(why === 'inactive'
              ? { active: false }
              : why === 'venue'
                ? { venueIds: ['v9'] }
                : { automatic: false }),
          };
          const before = priceBasket(basket, offers);
          const after = priceBasket(basket, [...offers, dead]);
          const strip = (r: PricingResult) => ({
            ...r,
            notApplied: r.notApplied.filter((n) => n.offerId !== dead.id),
          });
          expect(strip(after)).toEqual(strip(before));
        },
      ),
      RUNS,
    );
  });

  it('rounding: a lone percentage item discount rounds each line half away from zero', () => {
    fc.assert(
      fc.property(basketArb, fc.integer({ min: 0, max: 100 }), (basket, percent) => {
        const r = priceBasket({ ...basket, channel: 'ONLINE' }, [lone('ITEM_DISCOUNT', percent)]);
        r.lines.forEach((l, k) => {
          const gross = grossOf(basket.lines[k] as BasketLine);
          expect(l.discountAmount).toBe(gross > 0 ? percentOf(gross, percent) : 0);
        });
      }),
      RUNS,
    );
  });

  it('rounding: a lone percentage order discount rounds the order once and splits it within one minor unit of exact', () => {
    fc.assert(
      fc.property(basketArb, fc.integer({ min: 0, max: 100 }), (basket, percent) => {
        const r = priceBasket({ ...basket, channel: 'ONLINE' }, [lone('ORDER_DISCOUNT', percent)]);
        const weights = basket.lines.map((l) => Math.max(0, grossOf(l)));
        const base = sum(weights);
        expect(r.discountAmount).toBe(percentOf(base, percent));
        r.lines.forEach((l, k) => {
          const exact = base === 0 ? 0 : (r.discountAmount * (weights[k] ?? 0)) / base;
          expect(Math.abs(l.discountAmount - exact)).toBeLessThan(1);
        });
      }),
      RUNS,
    );
  });

  it('a lone FIXED or PRICE item discount takes exactly what its type says, capped at the line', () => {
    fc.assert(
      fc.property(basketArb, fc.integer({ min: 0, max: 12_000 }), fc.boolean(), (basket, value, fixed) => {
        const discountType = fixed ? ('FIXED' as const) : ('PRICE' as const);
        const r = priceBasket({ ...basket, channel: 'ONLINE' }, [offer({ id: 'lone', discountType, value })]);
        r.lines.forEach((l, k) => {
          const line = basket.lines[k] as BasketLine;
          const raw = fixed ? value * line.quantity : Math.max(0, line.unitPrice - value) * line.quantity;
          expect(l.discountAmount).toBe(Math.max(0, Math.min(raw, grossOf(line))));
        });
      }),
      RUNS,
    );
  });

  it('a higher percentage never takes less (lone item or order discount)', () => {
    fc.assert(
      fc.property(
        basketArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('ITEM_DISCOUNT' as const, 'ORDER_DISCOUNT' as const),
        (basket, a, b, type) => {
          const at = (percent: number) =>
            priceBasket({ ...basket, channel: 'ONLINE' }, [lone(type, percent)]).discountAmount;
          expect(at(Math.max(a, b))).toBeGreaterThanOrEqual(at(Math.min(a, b)));
        },
      ),
      RUNS,
    );
  });

  it('never changes its inputs', () => {
    fc.assert(
      fc.property(basketArb, offersArb, (basket, offers) => {
        const before = structuredClone({ basket, offers });
        priceBasket(basket, offers);
        expect({ basket, offers }).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('a prepared pricer keeps nothing from one basket to the next', () => {
    fc.assert(
      fc.property(basketArb, basketArb, offersArb, (a, b, offers) => {
        const pricer = preparePricing(offers);
        pricer(a);
        expect(pricer(b)).toEqual(priceBasket(b, offers));
      }),
      { numRuns: 100 },
    );
  });
});

const lone = (type: PricingOffer['type'], percent: number) => offer({ id: 'lone', type, value: percent });
