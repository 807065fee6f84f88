// How offers stack (docs/pricing.md §3) and the engine at its edges.
import { describe, expect, it } from 'vitest';
import { priceBasket } from './pricing.ts';
import { basket, category, item, line, lineDiscounts, offer, reasonOf } from './pricing-fixtures.ts';

describe('stacking', () => {
  const lines = [line(1, 'coffee', 1000, { categoryIds: ['drinks'] }), line(2, 'bun', 1000)];
  it('combinable offers stack, each on what is left, highest priority first', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'b', value: 10, priority: 1 }),
      offer({ id: 'a', value: 50, priority: 2, targets: [item('coffee')] }),
    ]);
    expect(r.applied.map((a) => a.offerId)).toEqual(['a', 'b']);
    expect(r.lines[0]?.discounts).toEqual([
      { offerId: 'a', offerName: 'a', amount: 500 },
      { offerId: 'b', offerName: 'b', amount: 50 },
    ]);
  });
  it('equal priorities apply in offer id order', () => {
    const r = priceBasket(basket(lines), [offer({ id: 'z', value: 50 }), offer({ id: 'y', value: 10 })]);
    expect(r.applied.map((a) => a.offerId)).toEqual(['y', 'z']);
  });
  it('a non-combinable offer takes its lines: later offers are blocked on them, and name it', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'x', value: 20, priority: 5, combinable: false, targets: [item('coffee')] }),
      offer({ id: 'c', value: 10, priority: 1, targets: [item('coffee')] }),
      offer({ id: 'all', value: 10, priority: 0 }),
    ]);
    expect(r.lines[0]?.discounts.map((d) => d.offerId)).toEqual(['x']);
    expect(reasonOf(r, 'c')).toMatchObject({ reason: 'BLOCKED_BY_EXCLUSIVE', by: 'x', byName: 'x' });
    // The order-wide offer still takes its share of the bun.
    expect(r.lines[1]?.discounts.map((d) => d.offerId)).toEqual(['all']);
  });
  it('a non-combinable offer does not take lines an earlier offer discounted', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'c', value: 10, priority: 5, targets: [item('coffee')] }),
      offer({ id: 'x', value: 20, priority: 1, combinable: false, targets: [item('coffee')] }),
    ]);
    expect(reasonOf(r, 'x')).toMatchObject({ reason: 'ALREADY_DISCOUNTED', by: 'c' });
  });
  it('a non-combinable order discount takes the untouched lines and then the whole order', () => {
    const r = priceBasket(basket(lines), [
      offer({ id: 'c', value: 10, priority: 5, targets: [item('coffee')] }),
      offer({ id: 'x', type: 'ORDER_DISCOUNT', value: 20, priority: 3, combinable: false }),
      offer({ id: 'late', value: 10, priority: 1 }),
    ]);
    expect(lineDiscounts(r)).toEqual([100, 200]);
    expect(reasonOf(r, 'late')).toMatchObject({ reason: 'BLOCKED_BY_EXCLUSIVE', by: 'x' });
  });
  it('lines discounted to zero leave nothing for the next offer', () => {
    const r = priceBasket(basket([line(1, 'coffee', 1000)]), [
      offer({ id: 'a', value: 100, priority: 2 }),
      offer({ id: 'b', value: 10, priority: 1 }),
    ]);
    expect(reasonOf(r, 'b')?.reason).toBe('NOTHING_LEFT_TO_DISCOUNT');
  });
});

describe('edges', () => {
  it('an empty basket: nothing matches, everything is zero', () => {
    const r = priceBasket(basket([]), [offer({ id: 'o' }), offer({ id: 'order', type: 'ORDER_DISCOUNT' })]);
    expect(r).toMatchObject({ lines: [], applied: [], grossAmount: 0, discountAmount: 0, netAmount: 0 });
    expect(r.notApplied.map((n) => n.reason)).toEqual(['NO_MATCHING_LINES', 'NO_MATCHING_LINES']);
  });
  it('a value out of range is read within it: over 100 % is 100 %, below zero is nothing', () => {
    const lines = [line(1, 'a', 1000)];
    expect(priceBasket(basket(lines), [offer({ id: 'o', value: 150 })]).netAmount).toBe(0);
    expect(
      reasonOf(priceBasket(basket(lines), [offer({ id: 'o', discountType: 'FIXED', value: -5 })]), 'o')
        ?.reason,
    ).toBe('NO_SAVING');
  });
  it('notApplied lists the offers in application order', () => {
    const r = priceBasket(basket([line(1, 'a', 1000)]), [
      offer({ id: 'b', active: false, priority: 1 }),
      offer({ id: 'a', active: false, priority: 1 }),
      offer({ id: 'c', active: false, priority: 9 }),
    ]);
    expect(r.notApplied.map((n) => n.offerId)).toEqual(['c', 'a', 'b']);
  });
  it('a staff-chosen order discount applies beside automatic offers', () => {
    const lines = [line(1, 'a', 1000)];
    const r = priceBasket(basket(lines, { chosenOfferIds: ['staff'] }), [
      offer({ id: 'staff', type: 'ORDER_DISCOUNT', automatic: false, value: 50, priority: 1 }),
      offer({ id: 'auto', value: 10, priority: 0 }),
    ]);
    expect(r.applied.map((a) => [a.offerId, a.amount])).toEqual([
      ['staff', 500],
      ['auto', 50],
    ]);
  });
  it('a combinable offer still takes the lines an exclusive offer left', () => {
    const lines = [line(1, 'coffee', 1000), line(2, 'coffee', 1000, { quantity: 2 })];
    const r = priceBasket(basket(lines), [
      offer({
        id: 'x',
        type: 'BUNDLE',
        discountType: 'PRICE',
        value: 500,
        combinable: false,
        priority: 2,
        targets: [item('coffee')],
      }),
      offer({ id: 'c', value: 10, priority: 1, targets: [item('coffee')] }),
    ]);
    // The bundle takes one coffee per set, most expensive first: all three units, one set each.
    expect(r.applied.map((a) => a.offerId)).toEqual(['x']);
    expect(reasonOf(r, 'c')).toMatchObject({ reason: 'BLOCKED_BY_EXCLUSIVE', by: 'x' });
    const partly = priceBasket(basket([line(1, 'coffee', 1000), line(2, 'tea', 800)]), [
      offer({ id: 'x', value: 50, combinable: false, priority: 2, targets: [item('coffee')] }),
      offer({ id: 'c', value: 10, priority: 1 }),
    ]);
    expect(lineDiscounts(partly)).toEqual([500, 80]);
  });
  it('a bundle fills its named item before "any of a category", so the set completes', () => {
    const o = offer({
      id: 'b',
      type: 'BUNDLE',
      discountType: 'PRICE',
      value: 3000,
      targets: [category('drinks'), item('cola')],
    });
    const lines = [
      line(1, 'cola', 2500, { categoryIds: ['drinks'] }),
      line(2, 'juice', 2000, { categoryIds: ['drinks'] }),
    ];
    expect(priceBasket(basket(lines), [o]).discountAmount).toBe(1500);
  });
  it('a staged-individual choice without a price costs its own price; no cut at all saves nothing', () => {
    const steps = [
      { id: 's1', name: 'Main', choices: [{ itemId: 'burger', price: 5000 }] },
      { id: 's2', name: 'Drink', choices: [{ itemId: 'cola', price: null }] },
    ];
    const lines = [line(1, 'burger', 7000), line(2, 'cola', 2500)];
    const o = offer({ id: 'o', type: 'STAGED_INDIVIDUAL', discountType: 'PRICE', value: 0, steps });
    expect(lineDiscounts(priceBasket(basket(lines), [o]))).toEqual([2000, 0]);
    const none = offer({
      ...o,
      steps: steps.map((s) => ({ ...s, choices: s.choices.map((c) => ({ ...c, price: null })) })),
    });
    expect(reasonOf(priceBasket(basket(lines), [none]), 'o')?.reason).toBe('NO_SAVING');
  });
  it('sets stop where a set would save nothing: cheaper units are left to other offers', () => {
    const o = offer({ id: 'b', type: 'BUNDLE', discountType: 'PRICE', value: 2000, targets: [item('cake')] });
    const lines = [line(1, 'cake', 3000), line(2, 'cake', 1500)];
    const r = priceBasket(basket(lines), [o, offer({ id: 'c', value: 10, priority: -1 })]);
    expect(r.lines.map((l) => l.discounts.map((d) => d.offerId))).toEqual([['b', 'c'], ['c']]);
  });
});
