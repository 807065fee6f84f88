import { describe, expect, it } from 'vitest';
import {
  findAllArticlesMismatches,
  formatTimeOfDay,
  MAX_MENU_AVAILABILITIES,
  menuAvailabilitiesSchema,
  menuEntriesChangeSchema,
  menuNameSchema,
  parseTimeOfDay,
  sortAvailabilities,
  updateMenuSchema,
} from './menus.ts';
import { fieldErrorsFromZod } from './validation.ts';

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrorsFromZod(result.error as never);

describe('menu names', () => {
  it('trims and requires a name of at most 80 characters', () => {
    expect(menuNameSchema.parse('  Lunch ')).toBe('Lunch');
    expect(errors(menuNameSchema.safeParse('  '))).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errors(menuNameSchema.safeParse('x'.repeat(81)))).toEqual([
      { field: '', message: 'validation.tooLong' },
    ]);
  });
});

describe('menu entry changes', () => {
  const create = (id: string, price: number) => ({ item: { connect: { id } }, price });

  it('accepts the nested create, disconnect and update shape of §7', () => {
    const parsed = menuEntriesChangeSchema.parse({
      create: [create('i1', 4500)],
      disconnect: [{ id: 'e1' }],
      update: [{ where: { id: 'e2' }, data: { price: 0 } }],
    });
    expect(parsed).toEqual({
      create: [create('i1', 4500)],
      disconnect: [{ id: 'e1' }],
      update: [{ where: { id: 'e2' }, data: { price: 0 } }],
    });
  });

  it('treats missing lists as empty', () => {
    expect(menuEntriesChangeSchema.parse({})).toEqual({ create: [], disconnect: [], update: [] });
    expect(updateMenuSchema.parse({})).toEqual({
      name: undefined,
      menuEntries: { create: [], disconnect: [], update: [] },
    });
  });

  it('refuses prices that are not whole minor units of 0 or more', () => {
    const result = menuEntriesChangeSchema.safeParse({
      create: [create('i1', -1), create('i2', 12.5)],
      update: [{ where: { id: 'e1' }, data: { price: 2_000_000_000 } }],
    });
    expect(errors(result)).toEqual([
      { field: 'create.0.price', message: 'validation.price' },
      { field: 'create.1.price', message: 'validation.price' },
      { field: 'update.0.data.price', message: 'validation.price' },
    ]);
  });

  it('refuses an item added twice and an entry named twice', () => {
    const result = menuEntriesChangeSchema.safeParse({
      create: [create('i1', 100), create('i1', 200)],
      update: [{ where: { id: 'e1' }, data: { price: 1 } }],
      disconnect: [{ id: 'e1' }],
    });
    expect(errors(result)).toEqual([
      { field: 'create.1.item', message: 'validation.duplicateItem' },
      { field: 'disconnect.0.id', message: 'validation.duplicateEntry' },
    ]);
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

describe('menu availabilities', () => {
  it('reads weekday ranges into minutes', () => {
    expect(
      menuAvailabilitiesSchema.parse([
        { weekday: 'MONDAY', start: '11:00', end: '14:00' },
        { weekday: 'MONDAY', start: '17:00', end: '24:00' },
      ]),
    ).toEqual([
      { weekday: 'MONDAY', startMinute: 660, endMinute: 840 },
      { weekday: 'MONDAY', startMinute: 1020, endMinute: 1440 },
    ]);
  });

  it('refuses bad times, an end before its start, overlaps and unknown weekdays', () => {
    const result = menuAvailabilitiesSchema.safeParse([
      { weekday: 'MONDAY', start: '11:00', end: '14:00' },
      { weekday: 'MONDAY', start: '13:00', end: '15:00' },
      { weekday: 'TUESDAY', start: '14:00', end: '11:00' },
      { weekday: 'FUNDAY', start: '10:00', end: '11:00' },
      { weekday: 'WEDNESDAY', start: '9', end: '25:00' },
      { weekday: 'TUESDAY', start: '14:00', end: '15:00' },
    ]);
    expect(errors(result)).toEqual([
      { field: '2.end', message: 'validation.timeOrder' },
      { field: '3.weekday', message: 'validation.invalid' },
      { field: '4.start', message: 'validation.time' },
      { field: '4.end', message: 'validation.time' },
    ]);
  });

  it('checks overlaps once every range is valid', () => {
    const result = menuAvailabilitiesSchema.safeParse([
      { weekday: 'MONDAY', start: '11:00', end: '14:00' },
      { weekday: 'MONDAY', start: '13:00', end: '15:00' },
      { weekday: 'MONDAY', start: '14:00', end: '16:00' },
      { weekday: 'FRIDAY', start: '13:00', end: '15:00' },
    ]);
    expect(errors(result)).toEqual([
      { field: '1.start', message: 'validation.overlap' },
      { field: '2.start', message: 'validation.overlap' },
    ]);
  });

  it('allows ranges that touch and an empty list', () => {
    expect(
      menuAvailabilitiesSchema.safeParse([
        { weekday: 'MONDAY', start: '11:00', end: '14:00' },
        { weekday: 'MONDAY', start: '14:00', end: '16:00' },
      ]).success,
    ).toBe(true);
    expect(menuAvailabilitiesSchema.parse([])).toEqual([]);
  });

  it('caps the number of ranges', () => {
    const many = Array.from({ length: MAX_MENU_AVAILABILITIES + 1 }, (_, i) => ({
      weekday: 'MONDAY',
      start: formatTimeOfDay(i * 10),
      end: formatTimeOfDay(i * 10 + 5),
    }));
    expect(errors(menuAvailabilitiesSchema.safeParse(many))).toEqual([
      { field: '', message: 'validation.tooMany' },
    ]);
  });

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
