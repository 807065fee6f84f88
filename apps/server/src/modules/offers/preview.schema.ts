import type { NotAppliedReason } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import { WeekdayEnum } from '../menus/menus.schema.ts';
import * as preview from './preview.service.ts';

// Every reason of the engine's contract, once: a reason missing here fails the type check below.
const NOT_APPLIED_REASONS = [
  'INACTIVE',
  'NOT_IN_POS',
  'WRONG_VENUE',
  'WRONG_CHANNEL',
  'WRONG_SERVICE_TYPE',
  'BEFORE_START',
  'AFTER_END',
  'OUTSIDE_HOURS',
  'NOT_CHOSEN',
  'NO_MATCHING_LINES',
  'MIN_QUANTITY',
  'MIN_ORDER_AMOUNT',
  'INCOMPLETE_BUNDLE',
  'BLOCKED_BY_EXCLUSIVE',
  'ALREADY_DISCOUNTED',
  'NOTHING_LEFT_TO_DISCOUNT',
  'NO_SAVING',
] as const satisfies readonly NotAppliedReason[];
type Missing = Exclude<NotAppliedReason, (typeof NOT_APPLIED_REASONS)[number]>;
const everyReason: Missing extends never ? true : never = true;
void everyReason;

const NotAppliedReasonEnum = builder.enumType('NotAppliedReason', {
  description: 'Why an offer did not apply to a basket (the pricing engine’s answer).',
  values: NOT_APPLIED_REASONS,
});

const PreviewModificationRef = builder
  .objectRef<preview.PreviewLineView['modifications'][number]>('BasketPreviewModification')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      price: t.exposeInt('price', { description: 'Minor units added to each unit (may be negative).' }),
    }),
  });

const PreviewLineDiscountRef = builder
  .objectRef<preview.PreviewLineView['discounts'][number]>('BasketPreviewLineDiscount')
  .implement({
    fields: (t) => ({
      offerId: t.exposeID('offerId'),
      offerName: t.exposeString('offerName'),
      amount: t.exposeInt('amount', { description: 'Minor units taken off the line.' }),
    }),
  });

const PreviewLineRef = builder.objectRef<preview.PreviewLineView>('BasketPreviewLine').implement({
  description: 'A priced line of the test basket.',
  fields: (t) => ({
    lineNo: t.exposeInt('lineNo', { description: 'From 1, in the order of the input lines.' }),
    itemId: t.exposeID('itemId'),
    title: t.exposeString('title'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.exposeInt('unitPrice', { description: 'Minor units for one unit, before modifications.' }),
    menuPrice: t.exposeBoolean('menuPrice', {
      description: 'The venue’s menu for the service type set the price; false: the item’s default price.',
    }),
    modifications: t.field({ type: [PreviewModificationRef], resolve: (l) => l.modifications }),
    grossAmount: t.exposeInt('grossAmount'),
    discountAmount: t.exposeInt('discountAmount'),
    netAmount: t.exposeInt('netAmount'),
    discounts: t.field({ type: [PreviewLineDiscountRef], resolve: (l) => l.discounts }),
  }),
});

const PreviewAppliedRef = builder
  .objectRef<preview.BasketPreviewView['applied'][number]>('BasketPreviewAppliedOffer')
  .implement({
    fields: (t) => ({
      offerId: t.exposeID('offerId'),
      offerName: t.exposeString('offerName'),
      amount: t.exposeInt('amount', { description: 'Minor units the offer took off, over all its lines.' }),
      lineNos: t.exposeIntList('lineNos'),
    }),
  });

const PreviewShownRef = builder
  .objectRef<preview.BasketPreviewView['shown'][number]>('BasketPreviewShownOffer')
  .implement({
    fields: (t) => ({ offerId: t.exposeID('offerId'), offerName: t.exposeString('offerName') }),
  });

const PreviewHoursRef = builder
  .objectRef<preview.PreviewConditionsView['schedule'][number]>('BasketPreviewOfferHours')
  .implement({
    fields: (t) => ({
      weekday: t.field({ type: WeekdayEnum, resolve: (h) => h.weekday }),
      startMinute: t.exposeInt('startMinute'),
      endMinute: t.exposeInt('endMinute', { description: 'Exclusive; 1440 is midnight.' }),
    }),
  });

const PreviewConditionsRef = builder
  .objectRef<preview.PreviewConditionsView>('BasketPreviewOfferConditions')
  .implement({
    description: 'What the offer asks of a basket, to explain a reason.',
    fields: (t) => ({
      schedule: t.field({ type: [PreviewHoursRef], resolve: (c) => [...c.schedule] }),
      serviceTypes: t.stringList({ resolve: (c) => [...c.serviceTypes] }),
      channels: t.stringList({ resolve: (c) => [...c.channels] }),
      startsOn: t.exposeString('startsOn', { nullable: true }),
      endsOn: t.exposeString('endsOn', { nullable: true }),
      minQuantity: t.exposeInt('minQuantity', { nullable: true }),
      minOrderAmount: t.exposeInt('minOrderAmount', { nullable: true }),
    }),
  });

const PreviewNotAppliedRef = builder
  .objectRef<preview.BasketPreviewView['notApplied'][number]>('BasketPreviewNotAppliedOffer')
  .implement({
    fields: (t) => ({
      offerId: t.exposeID('offerId'),
      offerName: t.exposeString('offerName'),
      reason: t.field({ type: NotAppliedReasonEnum, resolve: (n) => n.reason }),
      byOfferName: t.exposeString('byOfferName', {
        nullable: true,
        description:
          'BLOCKED_BY_EXCLUSIVE and ALREADY_DISCOUNTED: the offer that took or discounted the lines first.',
      }),
      conditions: t.field({ type: PreviewConditionsRef, resolve: (n) => n.conditions }),
    }),
  });

const BasketPreviewRef = builder.objectRef<preview.BasketPreviewView>('BasketPreview').implement({
  description: 'A test basket priced by the pricing engine, with every offer explained.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The venue’s local date priced (YYYY-MM-DD).' }),
    weekday: t.field({ type: WeekdayEnum, resolve: (p) => p.weekday }),
    minute: t.exposeInt('minute', { description: 'Minutes since local midnight.' }),
    lines: t.field({ type: [PreviewLineRef], resolve: (p) => p.lines }),
    applied: t.field({
      type: [PreviewAppliedRef],
      description: 'Offers that took something off, in the order the engine applied them.',
      resolve: (p) => p.applied,
    }),
    shown: t.field({
      type: [PreviewShownRef],
      description: 'VISUAL offers whose conditions hold.',
      resolve: (p) => p.shown,
    }),
    notApplied: t.field({
      type: [PreviewNotAppliedRef],
      description: 'Every other offer that may apply at the venue, and why it did not.',
      resolve: (p) => p.notApplied,
    }),
    grossAmount: t.exposeInt('grossAmount'),
    discountAmount: t.exposeInt('discountAmount'),
    netAmount: t.exposeInt('netAmount'),
  }),
});

const BasketPreviewLineInput = builder.inputType('BasketPreviewLineInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    quantity: t.int({ required: true, description: '1–999.' }),
    modificationIds: t.idList({ description: 'Modifications of the item’s groups, on each unit.' }),
  }),
});

const BasketPreviewInput = builder.inputType('BasketPreviewInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    serviceType: t.string({ required: true, description: 'An order type: POS, TAKE_AWAY, TABLE_SERVICE, …' }),
    channel: t.string({ required: true, description: 'POS or ONLINE.' }),
    date: t.string({ required: true, description: 'The venue’s local date, YYYY-MM-DD.' }),
    time: t.string({ required: true, description: 'The venue’s local time, HH:MM.' }),
    lines: t.field({ type: [BasketPreviewLineInput], required: true, description: 'At most 100.' }),
    chosenOfferIds: t.idList({ description: 'Offers staff choose on the till (not automatic ones).' }),
  }),
});

builder.queryFields((t) => ({
  previewBasket: t.field({
    type: BasketPreviewRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description:
      'Prices a test basket at a venue, service type, channel and local time with the offers, as a till would; writes nothing.',
    args: { input: t.arg({ type: BasketPreviewInput, required: true }) },
    resolve: (_root, { input }, ctx) => preview.previewBasket(ctx, input),
  }),
}));
