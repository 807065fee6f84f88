import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isValidSlug, onlineOrderingBlockers, onlineSettingsSchema } from './online-ordering.ts';
import { fieldErrorsFromZod } from './validation.ts';

const VALID = {
  serviceTypes: ['TAKE_AWAY', 'TABLE_SERVICE'],
  menus: { TAKE_AWAY: 'menu1', TABLE_SERVICE: 'menu2' },
  preparationMinutes: 10,
  pickupSlotMinutes: 15,
  minOrderAmount: 5000,
  tipsEnabled: true,
  cardPayments: true,
  counterPayments: false,
  guestName: '  Fika Södermalm ',
  description: 'Kaffe och bullar.\nVälkommen!',
  contactEmail: ' Hej@Fika.SE ',
  contactPhone: '+46 8 123 456',
  imageId: '',
  slug: ' Fika-Sodermalm ',
};

function errors(input: unknown): Record<string, string> {
  const result = z.safeParse(onlineSettingsSchema, input);
  if (result.success) return {};
  return Object.fromEntries(fieldErrorsFromZod(result.error).map((e) => [e.field, e.message]));
}

describe('onlineSettingsSchema', () => {
  it('trims, lowercases the slug and e-mail and reads empty fields as none', () => {
    const result = z.safeParse(onlineSettingsSchema, VALID);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      slug: 'fika-sodermalm',
      guestName: 'Fika Södermalm',
      contactEmail: 'hej@fika.se',
      imageId: null,
      menus: { TAKE_AWAY: 'menu1', EAT_HERE: null, TABLE_SERVICE: 'menu2' },
    });
  });

  it('needs a menu for every offered service type and a way to pay', () => {
    expect(
      errors({
        ...VALID,
        serviceTypes: ['EAT_HERE', 'TAKE_AWAY'],
        cardPayments: false,
        counterPayments: false,
      }),
    ).toEqual({ 'menus.EAT_HERE': 'validation.serviceMenu', counterPayments: 'validation.paymentMethods' });
  });

  it('refuses what a form cannot send', () => {
    expect(
      errors({
        ...VALID,
        serviceTypes: ['TAKE_AWAY', 'TAKE_AWAY', 'DELIVERY'],
        preparationMinutes: 481,
        pickupSlotMinutes: 7,
        minOrderAmount: -1,
        guestName: 'x'.repeat(81),
        description: 'bad\u0000text',
        contactEmail: 'not-an-email',
        contactPhone: '12',
        slug: 'Å ä',
      }),
    ).toEqual({
      'serviceTypes.2': 'validation.serviceType',
      preparationMinutes: 'validation.preparation',
      pickupSlotMinutes: 'validation.pickupSlot',
      minOrderAmount: 'validation.amount',
      guestName: 'validation.tooLong',
      description: 'validation.unsupportedCharacter',
      contactEmail: 'validation.email',
      contactPhone: 'validation.phone',
      slug: 'validation.slug',
    });
    expect(errors({ ...VALID, minOrderAmount: Number.NaN, preparationMinutes: 2.5 })).toEqual({
      minOrderAmount: 'validation.amount',
      preparationMinutes: 'validation.preparation',
    });
    expect(errors({ ...VALID, slug: '', pickupSlotMinutes: null })).toEqual({
      slug: 'validation.required',
      pickupSlotMinutes: 'validation.required',
    });
  });
});

describe('isValidSlug', () => {
  it('takes what the slug rule makes of itself, 3–60 characters', () => {
    expect(isValidSlug('fika-sodermalm')).toBe(true);
    expect(isValidSlug('cafe-2')).toBe(true);
    expect(isValidSlug('ab')).toBe(false);
    expect(isValidSlug('a'.repeat(61))).toBe(false);
    expect(isValidSlug('-fika')).toBe(false);
    expect(isValidSlug('fika--bar')).toBe(false);
    expect(isValidSlug('Fika')).toBe(false);
  });
});

describe('onlineOrderingBlockers', () => {
  it('needs a service type with a menu and opening hours', () => {
    expect(onlineOrderingBlockers({ serviceTypes: [], menus: {}, openingIntervals: 0 })).toEqual([
      'validation.noServiceType',
      'validation.noOpeningHours',
    ]);
    expect(
      onlineOrderingBlockers({ serviceTypes: ['TAKE_AWAY'], menus: { EAT_HERE: 'm' }, openingIntervals: 3 }),
    ).toEqual(['validation.noServiceType']);
    expect(
      onlineOrderingBlockers({ serviceTypes: ['TAKE_AWAY'], menus: { TAKE_AWAY: 'm' }, openingIntervals: 1 }),
    ).toEqual([]);
  });
});
