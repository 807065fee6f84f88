import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, MAX_MENU_AVAILABILITIES, MENU_VALIDATION_KEYS } from './menu-rules.ts';
import {
  menuAvailabilitiesSchema,
  menuEntriesChangeSchema,
  menuNameSchema,
  updateMenuSchema,
} from './menus.ts';
import { fieldErrorsFromZod, VALIDATION_MESSAGE_KEYS } from './validation.ts';

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrorsFromZod(result.error as never);

describe('menu validation keys', () => {
  it('spell the shared keys as the shared list does', () => {
    expect(MENU_VALIDATION_KEYS.required).toBe(VALIDATION_MESSAGE_KEYS.required);
    expect(MENU_VALIDATION_KEYS.invalid).toBe(VALIDATION_MESSAGE_KEYS.invalid);
    expect(MENU_VALIDATION_KEYS.tooLong).toBe(VALIDATION_MESSAGE_KEYS.tooLong);
  });
});

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
});
