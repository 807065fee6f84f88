import { describe, expect, it } from 'vitest';
import {
  checkMenuAvailabilities,
  checkMenuName,
  findAllArticlesMismatches,
  formatTimeOfDay,
  parseTimeOfDay,
  sortAvailabilities,
} from './menu-rules.ts';

describe('checkMenuName', () => {
  it('wants 1 to 80 characters once trimmed', () => {
    expect(checkMenuName(' Lunch ')).toBeNull();
    expect(checkMenuName('   ')).toBe('validation.required');
    expect(checkMenuName('x'.repeat(80))).toBeNull();
    expect(checkMenuName('x'.repeat(81))).toBe('validation.tooLong');
  });
});

describe('checkMenuAvailabilities', () => {
  it('names each bad field by its position', () => {
    expect(
      checkMenuAvailabilities([
        { weekday: 'MONDAY', start: '11:00', end: '14:00' },
        { weekday: 'SUNDAY', start: '14:00', end: '11:00' },
      ]),
    ).toEqual([{ path: [1, 'end'], message: 'validation.timeOrder' }]);
    expect(checkMenuAvailabilities([])).toEqual([]);
  });
});

describe('times of day', () => {
  it.each([
    ['00:00', 0],
    ['9:05', 545],
    ['11:00', 660],
    ['23:59', 1439],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it('allows 24:00 only as an end', () => {
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('24:00', true)).toBe(1440);
    expect(parseTimeOfDay('24:01', true)).toBeNull();
  });

  it.each(['', '11', '11:60', '25:00', 'noon', '11:5'])('refuses %j', (text) => {
    expect(parseTimeOfDay(text, true)).toBeNull();
  });

  it('formats minutes as HH:MM', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(690)).toBe('11:30');
    expect(formatTimeOfDay(1440)).toBe('24:00');
  });
});

describe('sortAvailabilities', () => {
  it('sorts by weekday, Monday first, then start', () => {
    const list = [
      { weekday: 'SUNDAY', startMinute: 600, endMinute: 700 },
      { weekday: 'MONDAY', startMinute: 900, endMinute: 1000 },
      { weekday: 'MONDAY', startMinute: 600, endMinute: 700 },
    ] as const;
    expect(sortAvailabilities(list).map((a) => `${a.weekday} ${a.startMinute}`)).toEqual([
      'MONDAY 600',
      'MONDAY 900',
      'SUNDAY 600',
    ]);
  });
});

describe("the 'All articles' invariant", () => {
  const items = [
    { id: 'a', defaultPrice: 100 },
    { id: 'b', defaultPrice: 200 },
    { id: 'c', defaultPrice: 300 },
    { id: 'd', defaultPrice: 400 },
  ];

  it('finds nothing when every item has one entry at its default price', () => {
    const entries = items.map((item) => ({ itemId: item.id, price: item.defaultPrice }));
    expect(findAllArticlesMismatches(items, entries)).toEqual([]);
  });

  it('reports missing, duplicated, mispriced and removed items', () => {
    const entries = [
      { itemId: 'a', price: 100 },
      { itemId: 'b', price: 200 },
      { itemId: 'b', price: 250 },
      { itemId: 'c', price: 299 },
      { itemId: 'gone', price: 50 },
    ];
    expect(findAllArticlesMismatches(items, entries)).toEqual([
      { itemId: 'b', kind: 'DUPLICATE', expectedPrice: 200, entryPrices: [200, 250] },
      { itemId: 'c', kind: 'WRONG_PRICE', expectedPrice: 300, entryPrices: [299] },
      { itemId: 'd', kind: 'MISSING', expectedPrice: 400, entryPrices: [] },
      { itemId: 'gone', kind: 'REMOVED_ITEM', expectedPrice: null, entryPrices: [50] },
    ]);
  });
});
