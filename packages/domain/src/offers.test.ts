import { describe, expect, it } from 'vitest';
import { MAX_OFFER_TARGETS, MAX_STEP_CHOICES, offerInputSchema, offerTypeUses } from './offers.ts';
import { fieldErrorsFromZod } from './validation.ts';

function errorsOf(input: unknown) {
  const result = offerInputSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

const ITEM = { name: 'Lunch coffee', type: 'ITEM_DISCOUNT', discountType: 'PERCENTAGE', value: 20 };

describe('offerInputSchema', () => {
  it('fills the defaults of a minimal offer', () => {
    expect(offerInputSchema.parse({ ...ITEM, name: ' Lunch coffee ' })).toEqual({
      ...ITEM,
      description: '',
      active: true,
      automatic: true,
      usableInPos: true,
      combinable: true,
      priority: 0,
      channels: ['POS', 'ONLINE'],
      serviceTypes: [],
      minQuantity: null,
      minOrderAmount: null,
      startsOn: null,
      endsOn: null,
      targets: [],
      venueIds: [],
      schedule: [],
      steps: [],
    });
  });

  it('writes schedule times one way, the date range as dates, and keeps targets of an item discount', () => {
    const offer = offerInputSchema.parse({
      ...ITEM,
      schedule: [{ weekday: 'MONDAY', start: '9:00', end: '24:00' }],
      startsOn: '2026-06-01',
      endsOn: '',
      targets: [{ itemId: 'coffee' }, { categoryId: 'drinks', quantity: 2 }],
      channels: ['POS'],
      serviceTypes: ['TAKE_AWAY'],
    });
    expect(offer.schedule).toEqual([{ weekday: 'MONDAY', start: '09:00', end: '24:00' }]);
    expect([offer.startsOn, offer.endsOn]).toEqual(['2026-06-01', null]);
    expect(offer.targets).toEqual([
      { itemId: 'coffee', categoryId: null, quantity: 1 },
      { itemId: null, categoryId: 'drinks', quantity: 2 },
    ]);
  });

  it('drops what the type does not use', () => {
    const steps = [{ name: 'Main', choices: [{ itemId: 'a', price: 100 }] }];
    const order = offerInputSchema.parse({
      ...ITEM,
      type: 'ORDER_DISCOUNT',
      targets: [{ itemId: 'coffee' }],
      steps,
    });
    expect([order.targets, order.steps]).toEqual([[], []]);
    const staged = offerInputSchema.parse({
      ...ITEM,
      type: 'STAGED_BUNDLE',
      discountType: 'PRICE',
      value: 9900,
      steps,
    });
    expect(staged.steps).toEqual([{ name: 'Main', choices: [{ itemId: 'a', price: null }] }]);
    const individual = offerInputSchema.parse({ ...ITEM, type: 'STAGED_INDIVIDUAL', value: 500, steps });
    expect([individual.value, individual.steps[0]?.choices]).toEqual([0, [{ itemId: 'a', price: 100 }]]);
    const visual = offerInputSchema.parse({ ...ITEM, type: 'VISUAL', value: 0 });
    expect(visual.value).toBe(0);
    expect(offerTypeUses('VISUAL')).toEqual({ value: false, targets: true, steps: false });
  });

  it.each([
    [
      'a percentage over 100',
      { ...ITEM, value: 101 },
      [{ field: 'value', message: 'validation.percentage' }],
    ],
    [
      'a fraction of a percent',
      { ...ITEM, value: 12.5 },
      [{ field: 'value', message: 'validation.percentage' }],
    ],
    [
      'a negative amount',
      { ...ITEM, discountType: 'FIXED', value: -100 },
      [{ field: 'value', message: 'validation.amount' }],
    ],
    [
      'nothing off',
      { ...ITEM, discountType: 'FIXED', value: 0 },
      [{ field: 'value', message: 'validation.amount' }],
    ],
    [
      'an amount that is not a number',
      { ...ITEM, value: Number.NaN },
      [{ field: 'value', message: 'validation.amount' }],
    ],
    [
      'a new price for a whole order',
      { ...ITEM, type: 'ORDER_DISCOUNT', discountType: 'PRICE', value: 100 },
      [{ field: 'discountType', message: 'validation.priceForOrder' }],
    ],
    [
      'a bundle without parts',
      { ...ITEM, type: 'BUNDLE', discountType: 'PRICE', value: 5500 },
      [{ field: 'targets', message: 'validation.bundleTargets' }],
    ],
    [
      'a staged bundle without steps',
      { ...ITEM, type: 'STAGED_BUNDLE' },
      [{ field: 'steps', message: 'validation.steps' }],
    ],
    [
      'an empty bundle step',
      { ...ITEM, type: 'STAGED_BUNDLE', steps: [{ name: 'Drink', choices: [] }] },
      [{ field: 'steps.0.choices', message: 'validation.emptyStep' }],
    ],
    [
      'a step without a name',
      { ...ITEM, type: 'STAGED_BUNDLE', steps: [{ name: ' ', choices: [{ itemId: 'a' }] }] },
      [{ field: 'steps.0.name', message: 'validation.required' }],
    ],
    [
      'a choice without its price in a staged individual offer, and an item twice',
      {
        ...ITEM,
        type: 'STAGED_INDIVIDUAL',
        steps: [{ name: 'Main', choices: [{ itemId: 'a', price: 100 }, { itemId: 'a' }] }],
      },
      [
        { field: 'steps.0.choices.1.itemId', message: 'validation.duplicate' },
        { field: 'steps.0.choices.1.price', message: 'validation.amount' },
      ],
    ],
    [
      'a schedule ending before it starts',
      { ...ITEM, schedule: [{ weekday: 'MONDAY', start: '14:00', end: '11:00' }] },
      [{ field: 'schedule.0.end', message: 'validation.timeOrder' }],
    ],
    [
      'overlapping schedule ranges',
      {
        ...ITEM,
        schedule: [
          { weekday: 'MONDAY', start: '11:00', end: '14:00' },
          { weekday: 'MONDAY', start: '13:00', end: '15:00' },
        ],
      },
      [{ field: 'schedule.1.start', message: 'validation.overlap' }],
    ],
    [
      'a time that is not one',
      { ...ITEM, schedule: [{ weekday: 'SUNDAY', start: '25:00', end: '26:00' }] },
      [
        { field: 'schedule.0.start', message: 'validation.time' },
        { field: 'schedule.0.end', message: 'validation.time' },
      ],
    ],
    [
      'a date range ending before it starts',
      { ...ITEM, startsOn: '2026-06-02', endsOn: '2026-06-01' },
      [{ field: 'endsOn', message: 'validation.dateOrder' }],
    ],
    [
      'a date that does not exist',
      { ...ITEM, startsOn: '2026-02-30' },
      [{ field: 'startsOn', message: 'validation.date' }],
    ],
    ['no channel', { ...ITEM, channels: [] }, [{ field: 'channels', message: 'validation.channels' }]],
    [
      'a channel twice',
      { ...ITEM, channels: ['POS', 'POS'] },
      [{ field: 'channels', message: 'validation.duplicate' }],
    ],
    [
      'an unknown service type',
      { ...ITEM, serviceTypes: ['SPACE'] },
      [{ field: 'serviceTypes.0', message: 'validation.invalid' }],
    ],
    [
      'a zero minimum quantity',
      { ...ITEM, minQuantity: 0 },
      [{ field: 'minQuantity', message: 'validation.minQuantity' }],
    ],
    [
      'a negative minimum amount',
      { ...ITEM, minOrderAmount: -1 },
      [{ field: 'minOrderAmount', message: 'validation.amount' }],
    ],
    ['a huge priority', { ...ITEM, priority: 1e9 }, [{ field: 'priority', message: 'validation.priority' }]],
    [
      'a target naming both an item and a category',
      { ...ITEM, targets: [{ itemId: 'a', categoryId: 'b' }, {}] },
      [
        { field: 'targets.0', message: 'validation.target' },
        { field: 'targets.1', message: 'validation.target' },
      ],
    ],
    [
      'an item targeted twice',
      { ...ITEM, targets: [{ itemId: 'a' }, { itemId: 'a' }] },
      [{ field: 'targets.1', message: 'validation.duplicate' }],
    ],
    [
      'a huge name',
      { ...ITEM, name: 'x'.repeat(10_000) },
      [{ field: 'name', message: 'validation.tooLong' }],
    ],
    [
      'too many targets',
      { ...ITEM, targets: Array.from({ length: MAX_OFFER_TARGETS + 1 }, (_, i) => ({ itemId: `i${i}` })) },
      [{ field: 'targets', message: 'validation.tooMany' }],
    ],
    [
      'too many choices',
      {
        ...ITEM,
        type: 'STAGED_BUNDLE',
        steps: [
          {
            name: 'A',
            choices: Array.from({ length: MAX_STEP_CHOICES + 1 }, (_, i) => ({ itemId: `i${i}` })),
          },
        ],
      },
      [{ field: 'steps.0.choices', message: 'validation.tooMany' }],
    ],
    [
      'an empty venue id',
      { ...ITEM, venueIds: [''] },
      [{ field: 'venueIds.0', message: 'validation.required' }],
    ],
    ['an unknown type', { ...ITEM, type: 'FREEBIE' }, [{ field: 'type', message: 'validation.invalid' }]],
    ['a missing name', { ...ITEM, name: undefined }, [{ field: 'name', message: 'validation.required' }]],
  ])('refuses %s', (_what, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it('takes 100 % and a free new price', () => {
    expect(errorsOf({ ...ITEM, value: 100 })).toEqual([]);
    expect(errorsOf({ ...ITEM, discountType: 'PRICE', value: 0 })).toEqual([]);
  });
});
