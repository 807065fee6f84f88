import { describe, expect, it } from 'vitest';
import { isValidPin, pinSchema, staffSchema } from './staff.ts';
import { fieldErrorsFromZod } from './validation.ts';

function errorsOf(input: unknown) {
  const result = staffSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

const BASE = { name: 'Anna', venueIds: ['v1'] };

describe('PIN rule', () => {
  it('takes 4–6 ASCII digits and nothing else', () => {
    for (const pin of ['0000', '1234', '12345', '000000']) expect(isValidPin(pin)).toBe(true);
    for (const pin of ['', '123', '1234567', ' 1234', '12a4', '１２３４', '١٢٣٤', '12\u00003', 1234, null])
      expect(isValidPin(pin)).toBe(false);
  });

  it('gives required for an empty PIN and the PIN key for anything else wrong', () => {
    const empty = pinSchema.safeParse('');
    expect(empty.success ? [] : fieldErrorsFromZod(empty.error)).toEqual([
      { field: '', message: 'validation.required' },
    ]);
    const short = pinSchema.safeParse('12');
    expect(short.success ? [] : fieldErrorsFromZod(short.error)).toEqual([
      { field: '', message: 'validation.pin' },
    ]);
  });
});

describe('staffSchema', () => {
  it('reads a full staff member, trimming and lowercasing the e-mail', () => {
    expect(
      staffSchema.parse({
        name: '  Anna Lindqvist ',
        pin: '4821',
        accessLevelId: 'al1',
        venueIds: ['v1', 'v2'],
        phone: ' +46 70 123 45 67 ',
        email: ' Anna@Example.COM ',
        active: false,
      }),
    ).toEqual({
      name: 'Anna Lindqvist',
      pin: '4821',
      accessLevelId: 'al1',
      venueIds: ['v1', 'v2'],
      phone: '+46 70 123 45 67',
      email: 'anna@example.com',
      active: false,
    });
  });

  it('reads empty optional fields as absent and an absent active as active', () => {
    expect(staffSchema.parse({ ...BASE, pin: '', phone: '', email: null, accessLevelId: null })).toEqual({
      name: 'Anna',
      pin: undefined,
      accessLevelId: null,
      venueIds: ['v1'],
      phone: undefined,
      email: undefined,
      active: true,
    });
  });

  it('names each bad field with its key', () => {
    expect(errorsOf({ ...BASE, pin: '12' })).toEqual([{ field: 'pin', message: 'validation.pin' }]);
    expect(errorsOf({ ...BASE, pin: '12345678' })).toEqual([{ field: 'pin', message: 'validation.pin' }]);
    expect(errorsOf({ ...BASE, venueIds: [] })).toEqual([
      { field: 'venueIds', message: 'validation.venuesRequired' },
    ]);
    expect(errorsOf({ ...BASE, venueIds: ['v1', 'v1'] })).toEqual([
      { field: 'venueIds', message: 'validation.duplicate' },
    ]);
    expect(errorsOf({ ...BASE, name: ' ' })).toEqual([{ field: 'name', message: 'validation.required' }]);
    expect(errorsOf({ ...BASE, name: 'x'.repeat(101) })).toEqual([
      { field: 'name', message: 'validation.tooLong' },
    ]);
    expect(errorsOf({ ...BASE, email: 'not-an-address' })).toEqual([
      { field: 'email', message: 'validation.email' },
    ]);
    expect(errorsOf({ ...BASE, phone: 'call me' })).toEqual([
      { field: 'phone', message: 'validation.phone' },
    ]);
    expect(errorsOf({ ...BASE, phone: '1'.repeat(10_000) })).toEqual([
      { field: 'phone', message: 'validation.tooLong' },
    ]);
  });
});
