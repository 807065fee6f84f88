import { describe, expect, it } from 'vitest';
import {
  addToCart,
  basketLines,
  choicesValid,
  defaultChoices,
  emptyCart,
  groupProblem,
  itemCount,
  loadCart,
  reconcileCart,
  saveCart,
  setQuantity,
  toggleOption,
  unitPriceOf,
} from './cart.ts';
import { bun, cappuccino, extras, milk } from './test-menu.ts';

describe('modification rules', () => {
  it('a required group needs its minimum; an optional one may stay empty', () => {
    expect(groupProblem(milk, [])).toBe('tooFew');
    expect(groupProblem(milk, ['oat'])).toBeNull();
    expect(groupProblem(extras, [])).toBeNull();
    expect(choicesValid(cappuccino, [])).toBe(false);
    expect(choicesValid(cappuccino, ['oat'])).toBe(true);
  });

  it('a group past its maximum is a problem, counting only its own options', () => {
    expect(groupProblem(extras, ['shot', 'syrup', 'cream'])).toBe('tooMany');
    expect(groupProblem(extras, ['shot', 'syrup', 'oat'])).toBeNull();
  });

  it('a single choice swaps, and a required single choice cannot be unticked', () => {
    expect(toggleOption(milk, ['cow'], 'oat')).toEqual(['oat']);
    expect(toggleOption(milk, ['oat'], 'oat')).toEqual(['oat']);
    const optionalSingle = { ...milk, min: 0 };
    expect(toggleOption(optionalSingle, ['oat'], 'oat')).toEqual([]);
  });

  it('a full multi-choice group refuses another option until one is taken off', () => {
    const two = toggleOption(extras, toggleOption(extras, ['oat'], 'shot'), 'syrup');
    expect(two).toEqual(['oat', 'shot', 'syrup']);
    expect(toggleOption(extras, two, 'cream')).toEqual(two);
    expect(toggleOption(extras, two, 'shot')).toEqual(['oat', 'syrup']);
  });

  it('starts with the preselected options and a required group’s only option, nothing else', () => {
    const onlyOat = { ...milk, options: [{ id: 'oat', name: 'Oat milk', price: 500 }] };
    expect(defaultChoices({ ...cappuccino, modificationGroups: [onlyOat, extras] })).toEqual(['oat']);
    expect(defaultChoices(cappuccino)).toEqual([]);
    const standard = { ...milk, options: milk.options.map((o) => ({ ...o, preselected: o.id === 'cow' })) };
    expect(defaultChoices({ ...cappuccino, modificationGroups: [standard, extras] })).toEqual(['cow']);
  });

  it('prices the item with its chosen options', () => {
    expect(unitPriceOf(cappuccino, ['oat', 'shot'])).toBe(4200 + 500 + 700);
  });
});

describe('cart', () => {
  it('the same item with the same choices is one line whose quantity grows', () => {
    let cart = addToCart(emptyCart(), cappuccino, ['oat']);
    cart = addToCart(cart, cappuccino, ['oat'], 2);
    cart = addToCart(cart, cappuccino, ['cow']);
    cart = addToCart(cart, bun, []);
    expect(cart.lines.map((l) => [l.name, l.quantity, l.modificationNames])).toEqual([
      ['Cappuccino', 3, ['Oat milk']],
      ['Cappuccino', 1, ['Cow milk']],
      ['Cinnamon bun', 1, []],
    ]);
    expect(itemCount(cart)).toBe(5);
    expect(cart.lines[0]?.unitPrice).toBe(4700);
  });

  it('quantity 0 removes a line; quantities stay within 1–99', () => {
    let cart = addToCart(emptyCart(), bun, [], 120);
    expect(cart.lines[0]?.quantity).toBe(99);
    const key = cart.lines[0]?.key ?? '';
    cart = setQuantity(cart, key, 0);
    expect(cart.lines).toEqual([]);
  });

  it('sends the server item ids, quantities and modification ids only — never prices', () => {
    const cart = addToCart(addToCart(emptyCart(), cappuccino, ['shot', 'oat']), bun, []);
    expect(basketLines(cart)).toEqual([
      { itemId: 'capp', quantity: 1, modificationIds: ['oat', 'shot'] },
      { itemId: 'bun', quantity: 1, modificationIds: [] },
    ]);
  });

  it('survives a reload in sessionStorage, per venue, and ignores junk there', () => {
    const cart = addToCart(emptyCart(), cappuccino, ['oat']);
    saveCart('kafe', cart, sessionStorage);
    expect(loadCart('kafe', sessionStorage)).toEqual(cart);
    expect(loadCart('other', sessionStorage)).toEqual(emptyCart());
    sessionStorage.setItem('fika.guest.cart.kafe', '{"lines":[{"itemId":1}]}');
    expect(loadCart('kafe', sessionStorage)).toEqual(emptyCart());
    sessionStorage.setItem('fika.guest.cart.kafe', 'not json');
    expect(loadCart('kafe', sessionStorage)).toEqual(emptyCart());
    saveCart('kafe', emptyCart(), sessionStorage);
    expect(sessionStorage.getItem('fika.guest.cart.kafe')).toBeNull();
  });

  it('drops lines the menu no longer has or whose choices it no longer allows', () => {
    let cart = addToCart(emptyCart(), cappuccino, ['oat']);
    cart = addToCart(cart, bun, []);
    const withoutOat = {
      ...cappuccino,
      modificationGroups: [{ ...milk, options: [milk.options[0]!] }, extras],
    };
    expect(reconcileCart(cart, new Map([['bun', bun]])).lines.map((l) => l.itemId)).toEqual(['bun']);
    expect(
      reconcileCart(
        cart,
        new Map([
          ['capp', withoutOat],
          ['bun', bun],
        ]),
      ).lines.map((l) => l.itemId),
    ).toEqual(['bun']);
  });
});
