import { describe, expect, it } from 'vitest';
import {
  compareItems,
  compareNames,
  type SortableItem,
  sameSortTitle,
  sortByName,
  sortItems,
} from './sort.ts';

const item = (title: string, ...categories: string[]): SortableItem => ({
  title,
  categories: categories.map((name) => ({ name })),
});
const titles = (items: readonly SortableItem[]) => items.map((i) => i.title);

describe('compareItems', () => {
  it('orders by title, ignoring case and accents', () => {
    expect(compareItems(item('apple'), item('Banana'))).toBeLessThan(0);
    expect(compareItems(item('Banana'), item('apple'))).toBeGreaterThan(0);
    expect(compareItems(item('Cafe', 'Drinks'), item('CAFÉ', 'Drinks'))).toBe(0);
  });

  it('compares numbers in titles by value', () => {
    expect(compareItems(item('Menu 2'), item('Menu 10'))).toBeLessThan(0);
  });

  it('ignores a leading take-away prefix', () => {
    expect(compareItems(item('[TA] - Apple'), item('Banana'))).toBeLessThan(0);
    expect(compareItems(item('Apple'), item('[TA] - Banana'))).toBeLessThan(0);
    expect(compareItems(item('Burger [TA] - x'), item('Burger'))).toBeGreaterThan(0);
  });

  it('breaks title ties by first category name', () => {
    expect(compareItems(item('Burger', 'Mains'), item('Burger', 'Kids'))).toBeGreaterThan(0);
    expect(compareItems(item('Burger', 'Kids', 'Zzz'), item('Burger', 'Mains', 'Aaa'))).toBeLessThan(0);
  });

  it('puts items without a category first among equal titles', () => {
    expect(compareItems({ title: 'Burger' }, item('Burger', 'Mains'))).toBeLessThan(0);
    expect(compareItems({ title: 'Burger', categories: null }, item('Burger', 'Mains'))).toBeLessThan(0);
    expect(compareItems(item('Burger'), item('Burger', 'Mains'))).toBeLessThan(0);
  });

  it('orders a take-away copy deterministically next to its original', () => {
    const original = item('Burger', 'Mains');
    const copy = item('[TA] - Burger', 'Mains');
    expect(Math.sign(compareItems(original, copy))).toBe(-Math.sign(compareItems(copy, original)));
    expect(compareItems(original, copy)).not.toBe(0);
  });

  it('treats items differing only in case as equal', () => {
    expect(compareItems(item('burger', 'mains'), item('Burger', 'Mains'))).toBe(0);
  });

  it('follows the locale', () => {
    // Swedish sorts å, ä, ö after z; English treats them as accented a and o.
    expect(compareItems(item('Äpple'), item('Zucchini'), 'sv')).toBeGreaterThan(0);
    expect(compareItems(item('Äpple'), item('Zucchini'), 'en')).toBeLessThan(0);
    expect(compareItems(item('Äpple'), item('Zucchini'))).toBeLessThan(0);
  });
});

describe('sortItems', () => {
  it('returns a new sorted array and leaves the input alone', () => {
    const input = [
      item('Öl', 'Drinks'),
      item('[TA] - Burger', 'Mains'),
      item('Burger', 'Kids'),
      item('Apple'),
    ];
    const snapshot = titles(input);
    const sorted = sortItems(input, 'sv');
    expect(titles(sorted)).toEqual(['Apple', 'Burger', '[TA] - Burger', 'Öl']);
    expect(sorted).not.toBe(input);
    expect(titles(input)).toEqual(snapshot);
  });

  it('keeps the caller’s item type', () => {
    const sorted = sortItems([
      { id: 'b', title: 'B' },
      { id: 'a', title: 'A' },
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('sameSortTitle', () => {
  it('ties titles that differ only in case, accents or the take-away prefix', () => {
    expect(sameSortTitle('[TA] - Burger', 'burger')).toBe(true);
    expect(sameSortTitle('Café', 'CAFE')).toBe(true);
    expect(sameSortTitle('Burger', 'Burgers')).toBe(false);
  });
});

describe('in the content language', () => {
  const swedish = ['Äppelkaka', 'Apelsinjuice', 'Zucchinisoppa', 'Ostkaka', 'Örtte', 'Åkerbärssaft'];

  it('puts Å, Ä and Ö after Z in Swedish, as the alphabet does', () => {
    expect(
      titles(
        sortItems(
          swedish.map((t) => item(t)),
          'sv',
        ),
      ),
    ).toEqual(['Apelsinjuice', 'Ostkaka', 'Zucchinisoppa', 'Åkerbärssaft', 'Äppelkaka', 'Örtte']);
  });

  it('orders names the same way', () => {
    expect(sortByName(swedish, (name) => name, 'sv')).toEqual([
      'Apelsinjuice',
      'Ostkaka',
      'Zucchinisoppa',
      'Åkerbärssaft',
      'Äppelkaka',
      'Örtte',
    ]);
    expect(compareNames('Äpple', 'Zebra', 'sv')).toBeGreaterThan(0);
    expect(compareNames('Äpple', 'Zebra', 'de')).toBeLessThan(0);
    expect(compareNames('Menu 2', 'menu 10', 'en')).toBeLessThan(0);
    expect(compareNames('Cafe', 'Café', 'en')).not.toBe(0);
  });
});
