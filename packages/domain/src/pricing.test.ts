import { describe, expect, it } from 'vitest';
import { percentOf, priceBasket } from './pricing.ts';
import { basket, category, item, line, lineDiscounts, offer, reasonOf } from './pricing-fixtures.ts';
import type { PricingOffer } from './pricing-types.ts';

describe('percentOf (the rounding rule)', () => {
  it('rounds half away from zero to the minor unit', () => {
    expect(percentOf(1250, 10)).toBe(125);
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 10)).toBe(0); // 0.4 → 0
    expect(percentOf(15, 10)).toBe(2); // 1.5 → 2
    expect(percentOf(-15, 10)).toBe(-2);
    expect(percentOf(333, 33)).toBe(110); // 109.89
    expect(percentOf(999, 100)).toBe(999);
    expect(percentOf(999, 0)).toBe(0);
  });
});

describe('eligibility, in order', () => {
  const coffee = [line(1, 'coffee', 3000)];
  it.each([
    [{ active: false, usableInPos: false }, {}, 'INACTIVE'],
    [{ usableInPos: false, venueIds: ['v2'] }, {}, 'NOT_IN_POS'],
    [{ venueIds: ['v2'], channels: ['ONLINE' as const] }, {}, 'WRONG_VENUE'],
    [{ channels: ['ONLINE' as const], serviceTypes: ['TAKE_AWAY'] }, {}, 'WRONG_CHANNEL'],
    [{ serviceTypes: ['TAKE_AWAY'], startsOn: '2026-12-01' }, {}, 'WRONG_SERVICE_TYPE'],
    [{ startsOn: '2026-11-25', endsOn: '2026-11-20' }, {}, 'BEFORE_START'],
    [{ endsOn: '2026-11-23' }, {}, 'AFTER_END'],
    [
      { schedule: [{ weekday: 'TUESDAY' as const, startMinute: 660, endMinute: 720 }], automatic: false },
      {},
      'OUTSIDE_HOURS',
    ],
    [{ automatic: false }, {}, 'NOT_CHOSEN'],
    [{ targets: [item('tea')] }, {}, 'NO_MATCHING_LINES'],
    [{ minQuantity: 2 }, {}, 'MIN_QUANTITY'],
    [{ minOrderAmount: 3001 }, {}, 'MIN_ORDER_AMOUNT'],
  ] as const)('%o → %s', (over, basketOver, reason) => {
    const r = priceBasket(basket(coffee, basketOver), [offer({ id: 'o', ...over })]);
    expect(r.applied).toEqual([]);
    expect(reasonOf(r, 'o')?.reason).toBe(reason);
  });

  it('NOT_IN_POS only concerns the till: an offer unusable in POS still applies online', () => {
    const o = offer({ id: 'o', usableInPos: false });
    expect(priceBasket(basket(coffee, { channel: 'ONLINE' }), [o]).discountAmount).toBe(300);
  });

  it('dates are inclusive and hours half-open', () => {
    const o = offer({
      id: 'o',
      startsOn: '2026-11-24',
      endsOn: '2026-11-24',
      schedule: [{ weekday: 'TUESDAY', startMinute: 660, endMinute: 840 }],
    });
    const at = (minute: number) => ({ date: '2026-11-24', weekday: 'TUESDAY' as const, minute });
    expect(priceBasket(basket(coffee, { at: at(660) }), [o]).discountAmount).toBe(300);
    expect(priceBasket(basket(coffee, { at: at(839) }), [o]).discountAmount).toBe(300);
    expect(reasonOf(priceBasket(basket(coffee, { at: at(840) }), [o]), 'o')?.reason).toBe('OUTSIDE_HOURS');
    expect(reasonOf(priceBasket(basket(coffee, { at: at(659) }), [o]), 'o')?.reason).toBe('OUTSIDE_HOURS');
    const wednesday = { date: '2026-11-25', weekday: 'WEDNESDAY' as const, minute: 700 };
    expect(reasonOf(priceBasket(basket(coffee, { at: wednesday }), [o]), 'o')?.reason).toBe('AFTER_END');
  });

  it('a staff-chosen offer applies when the basket names it', () => {
    const o = offer({ id: 'o', automatic: false });
    expect(priceBasket(basket(coffee, { chosenOfferIds: ['o'] }), [o]).discountAmount).toBe(300);
  });

  it('venues, channels and service types match when listed', () => {
    const o = offer({ id: 'o', venueIds: ['v1'], channels: ['POS'], serviceTypes: ['EAT_HERE'] });
    expect(priceBasket(basket(coffee), [o]).discountAmount).toBe(300);
  });
});

describe('ITEM_DISCOUNT', () => {
  const lines = [
    line(1, 'coffee', 3000, { quantity: 2, categoryIds: ['drinks'], modifications: [{ price: 500 }] }),
    line(2, 'bun', 2500, { categoryIds: ['bakery'] }),
  ];
  it('PERCENTAGE takes its share of the matching lines, modifications included', () => {
    const r = priceBasket(basket(lines), [offer({ id: 'o', value: 20, targets: [category('drinks')] })]);
    expect(lineDiscounts(r)).toEqual([1400, 0]);
    expect(r.applied).toEqual([{ offerId: 'o', offerName: 'o', amount: 1400, lineNos: [1] }]);
  });
  it('FIXED takes the value off each unit', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'o', discountType: 'FIXED', value: 1000, targets: [item('coffee')] }),
    ]);
    expect(lineDiscounts(r)).toEqual([2000, 0]);
  });
  it('PRICE sets the unit price; modifications are still charged', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'o', discountType: 'PRICE', value: 2000, targets: [item('coffee')] }),
    ]);
    expect(r.lines[0]).toMatchObject({ grossAmount: 7000, discountAmount: 2000, netAmount: 5000 });
  });
  it('a PRICE above the item price saves nothing', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'o', discountType: 'PRICE', value: 4000, targets: [item('coffee')] }),
    ]);
    expect(reasonOf(r, 'o')?.reason).toBe('NO_SAVING');
  });
  it('no targets: every line', () => {
    const r = priceBasket(basket(lines), [offer({ id: 'o', value: 10 })]);
    expect(lineDiscounts(r)).toEqual([700, 250]);
  });
  it('FIXED never takes more than the line', () => {
    const r = priceBasket(basket(lines), [offer({ id: 'o', discountType: 'FIXED', value: 99_999 })]);
    expect(r.lines.map((l) => l.netAmount)).toEqual([0, 0]);
  });
  it('minQuantity counts the matching units', () => {
    const o = offer({ id: 'o', minQuantity: 2, targets: [item('coffee')] });
    expect(priceBasket(basket(lines), [o]).discountAmount).toBe(700);
    const one = [line(1, 'coffee', 3000), line(2, 'bun', 2500)];
    expect(reasonOf(priceBasket(basket(one), [o]), 'o')?.reason).toBe('MIN_QUANTITY');
  });
});

describe('ORDER_DISCOUNT', () => {
  it('PERCENTAGE of the order, spread over the lines so the parts add up to the rounded total', () => {
    const lines = [line(1, 'a', 333), line(2, 'b', 333), line(3, 'c', 334)];
    const r = priceBasket(basket(lines), [offer({ id: 'o', type: 'ORDER_DISCOUNT', value: 15 })]);
    expect(r.discountAmount).toBe(150);
    expect(lineDiscounts(r)).toEqual([50, 50, 50]);
  });
  it('FIXED is capped at the order', () => {
    const lines = [line(1, 'a', 100), line(2, 'b', 300)];
    const r = priceBasket(basket(lines), [
      offer({ id: 'o', type: 'ORDER_DISCOUNT', discountType: 'FIXED', value: 1000 }),
    ]);
    expect(lineDiscounts(r)).toEqual([100, 300]);
    expect(r.netAmount).toBe(0);
  });
  it('FIXED spreads by largest remainder', () => {
    const lines = [line(1, 'a', 100), line(2, 'b', 100), line(3, 'c', 100)];
    const r = priceBasket(basket(lines), [
      offer({ id: 'o', type: 'ORDER_DISCOUNT', discountType: 'FIXED', value: 100 }),
    ]);
    expect(lineDiscounts(r)).toEqual([34, 33, 33]);
  });
  it('minOrderAmount is read on the gross', () => {
    const o = offer({ id: 'o', type: 'ORDER_DISCOUNT', value: 10, minOrderAmount: 500 });
    expect(priceBasket(basket([line(1, 'a', 500)]), [o]).discountAmount).toBe(50);
    expect(reasonOf(priceBasket(basket([line(1, 'a', 499)]), [o]), 'o')?.reason).toBe('MIN_ORDER_AMOUNT');
  });
  it('PRICE means nothing for an order', () => {
    const r = priceBasket(basket([line(1, 'a', 500)]), [
      offer({ id: 'o', type: 'ORDER_DISCOUNT', discountType: 'PRICE', value: 1 }),
    ]);
    expect(reasonOf(r, 'o')?.reason).toBe('NO_SAVING');
  });
});

describe('BUNDLE', () => {
  const meal = (over: Partial<PricingOffer> = {}) =>
    offer({
      id: 'meal',
      type: 'BUNDLE',
      discountType: 'PRICE',
      value: 8000,
      targets: [item('burger'), category('drinks')],
      ...over,
    });
  it('prices each complete set, the most expensive fitting units first', () => {
    const lines = [
      line(1, 'burger', 7000, { quantity: 2 }),
      line(2, 'cola', 2500, { categoryIds: ['drinks'] }),
      line(3, 'juice', 3500, { categoryIds: ['drinks'] }),
    ];
    const r = priceBasket(basket(lines), [meal()]);
    // Set 1: burger + juice (10500 → 8000), set 2: burger + cola (9500 → 8000).
    expect(r.discountAmount).toBe(2500 + 1500);
    expect(r.applied[0]?.lineNos).toEqual([1, 2, 3]);
  });
  it('incomplete: no set', () => {
    const r = priceBasket(basket([line(1, 'burger', 7000)]), [meal()]);
    expect(reasonOf(r, 'meal')?.reason).toBe('INCOMPLETE_BUNDLE');
  });
  it('needs the quantity of each part', () => {
    const o = meal({ targets: [item('burger', 2), category('drinks')] });
    const lines = [line(1, 'burger', 7000), line(2, 'cola', 2500, { categoryIds: ['drinks'] })];
    expect(reasonOf(priceBasket(basket(lines), [o]), 'meal')?.reason).toBe('INCOMPLETE_BUNDLE');
    lines[0] = line(1, 'burger', 7000, { quantity: 2 });
    expect(priceBasket(basket(lines), [o]).discountAmount).toBe(16500 - 8000);
  });
  it('FIXED and PERCENTAGE off the set, modifications included for PERCENTAGE', () => {
    const lines = [
      line(1, 'burger', 7000, { modifications: [{ price: 1000 }] }),
      line(2, 'cola', 2000, { categoryIds: ['drinks'] }),
    ];
    expect(
      priceBasket(basket(lines), [meal({ discountType: 'FIXED', value: 1000 })]).lines.map(
        (l) => l.discountAmount,
      ),
    ).toEqual([800, 200]);
    expect(priceBasket(basket(lines), [meal({ discountType: 'PERCENTAGE', value: 10 })]).discountAmount).toBe(
      1000,
    );
  });
  it('a unit belongs to one set: two bundles do not share it', () => {
    const lines = [line(1, 'burger', 7000), line(2, 'cola', 2500, { categoryIds: ['drinks'] })];
    const r = priceBasket(basket(lines), [meal({ priority: 2 }), meal({ id: 'meal2', priority: 1 })]);
    expect(r.applied.map((a) => a.offerId)).toEqual(['meal']);
    expect(reasonOf(r, 'meal2')?.reason).toBe('NOTHING_LEFT_TO_DISCOUNT');
  });
  it('a bundle price above the parts saves nothing', () => {
    const lines = [line(1, 'burger', 7000), line(2, 'cola', 500, { categoryIds: ['drinks'] })];
    expect(reasonOf(priceBasket(basket(lines), [meal()]), 'meal')?.reason).toBe('NO_SAVING');
  });
});

describe('STAGED_BUNDLE and STAGED_INDIVIDUAL', () => {
  const steps = (prices: [number | null, number | null]) => [
    {
      id: 's1',
      name: 'Main',
      choices: [
        { itemId: 'burger', price: prices[0] },
        { itemId: 'salad', price: prices[0] },
      ],
    },
    { id: 's2', name: 'Drink', choices: [{ itemId: 'cola', price: prices[1] }] },
  ];
  const lines = [line(1, 'burger', 7000), line(2, 'salad', 6000), line(3, 'cola', 2500, { quantity: 2 })];
  it('STAGED_BUNDLE: one of each step makes a set at the bundle price', () => {
    const o = offer({
      id: 'o',
      type: 'STAGED_BUNDLE',
      discountType: 'PRICE',
      value: 8000,
      steps: steps([null, null]),
    });
    const r = priceBasket(basket(lines), [o]);
    // burger + cola (9500 → 8000) and salad + cola (8500 → 8000)
    expect(r.discountAmount).toBe(1500 + 500);
  });
  it('STAGED_INDIVIDUAL: each chosen unit in a complete set costs its choice price', () => {
    const o = offer({
      id: 'o',
      type: 'STAGED_INDIVIDUAL',
      discountType: 'PRICE',
      value: 0,
      steps: steps([5000, 1500]),
    });
    const r = priceBasket(basket([line(1, 'burger', 7000), line(3, 'cola', 2500, { quantity: 2 })]), [o]);
    expect(lineDiscounts(r)).toEqual([2000, 1000]);
  });
  it('an empty step never completes', () => {
    const o = offer({
      id: 'o',
      type: 'STAGED_BUNDLE',
      discountType: 'PRICE',
      value: 1,
      steps: [{ id: 's', name: 's', choices: [] }],
    });
    expect(reasonOf(priceBasket(basket(lines), [o]), 'o')?.reason).toBe('NO_MATCHING_LINES');
  });
});

describe('VISUAL', () => {
  it('is shown when its conditions hold and changes no price', () => {
    const lines = [line(1, 'coffee', 3000)];
    const r = priceBasket(basket(lines), [offer({ id: 'v', type: 'VISUAL', targets: [item('coffee')] })]);
    expect(r.shown).toEqual([{ offerId: 'v', offerName: 'v' }]);
    expect(r.discountAmount).toBe(0);
    const miss = priceBasket(basket(lines), [offer({ id: 'v', type: 'VISUAL', targets: [item('tea')] })]);
    expect(miss.shown).toEqual([]);
    expect(reasonOf(miss, 'v')?.reason).toBe('NO_MATCHING_LINES');
  });
});

describe('result', () => {
  it('lines come back in line-number order with gross, discount and net', () => {
    const r = priceBasket(basket([line(2, 'b', 200), line(1, 'a', 100, { quantity: 3 })]), []);
    expect(r.lines.map((l) => [l.lineNo, l.grossAmount, l.netAmount])).toEqual([
      [1, 300, 300],
      [2, 200, 200],
    ]);
    expect(r).toMatchObject({ grossAmount: 500, discountAmount: 0, netAmount: 500 });
  });
  it('a line with a negative gross (modifications below the price) is never discounted', () => {
    const r = priceBasket(basket([line(1, 'a', 100, { modifications: [{ price: -200 }] })]), [
      offer({ id: 'o' }),
    ]);
    expect(r.lines[0]).toMatchObject({ grossAmount: -100, discountAmount: 0 });
  });
});
