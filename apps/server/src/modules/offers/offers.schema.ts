// GraphQL types and fields of offers (§3, §7, issue #14 point 1): every offer type, its children
// (through a per-request loader: a list asks once per table), duplicate and activate.
import { DISCOUNT_VALUE_TYPES, formatTimeOfDay, OFFER_CHANNELS, OFFER_TYPES } from '@fika/domain';
import DataLoader from 'dataloader';
import { builder } from '../../kernel/builder.ts';
import type { Ctx } from '../../kernel/context.ts';
import { requireUser } from '../../kernel/guards.ts';
import { ServiceTypeEnum, WeekdayEnum } from '../menus/menus.schema.ts';
import * as offers from './offers.service.ts';
import { loadOfferChildren, NO_CHILDREN, type OfferChildren } from './pricing-offers.ts';

const POS = { scope: 'POS_CUSTOMIZATION' } as const;

const OfferTypeEnum = builder.enumType('OfferType', {
  description: 'The kind of an offer; BUNDLE offers can be placed on POS pages.',
  values: OFFER_TYPES,
});

const DiscountValueTypeEnum = builder.enumType('DiscountValueType', {
  description: 'How an offer value reads: an amount off (FIXED), a percentage off, or a new price (PRICE).',
  values: DISCOUNT_VALUE_TYPES,
});

const OfferChannelEnum = builder.enumType('OfferChannel', {
  description: 'Where an offer can be used: at the till (POS) or online.',
  values: OFFER_CHANNELS,
});

// One loader per request: the children of every offer a response names, in one query per table.
const perRequest = new WeakMap<Ctx, DataLoader<string, OfferChildren>>();

function childrenLoader(ctx: Ctx): DataLoader<string, OfferChildren> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    const { companyId } = requireUser(ctx);
    loader = new DataLoader(async (ids) => {
      const children = await loadOfferChildren(ctx.db, companyId, ids);
      return ids.map((id) => children.get(id) ?? NO_CHILDREN);
    });
    perRequest.set(ctx, loader);
  }
  return loader;
}

const childrenOf = (o: offers.OfferView, ctx: Ctx) => childrenLoader(ctx).load(o.id);

type Target = OfferChildren['targets'][number];
type Step = OfferChildren['steps'][number];
type Choice = Step['choices'][number];
type Range = OfferChildren['schedule'][number];

const OfferTargetRef = builder.objectRef<Target>('OfferTarget').implement({
  description: 'An item or a category an offer applies to (a bundle: a part of the set, `quantity` of it).',
  fields: (t) => ({
    itemId: t.exposeID('itemId', { nullable: true }),
    categoryId: t.exposeID('categoryId', { nullable: true }),
    quantity: t.exposeInt('quantity'),
  }),
});

const OfferScheduleRangeRef = builder.objectRef<Range>('OfferScheduleRange').implement({
  description: 'A time range on a weekday when the offer applies (venue local time).',
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, resolve: (r) => r.weekday }),
    start: t.string({ description: '"HH:MM"', resolve: (r) => formatTimeOfDay(r.startMinute) }),
    end: t.string({
      description: '"HH:MM", after start; "24:00" ends the day.',
      resolve: (r) => formatTimeOfDay(r.endMinute),
    }),
  }),
});

const OfferStepChoiceRef = builder.objectRef<Choice>('OfferStepChoice').implement({
  fields: (t) => ({
    itemId: t.exposeID('itemId'),
    price: t.exposeInt('price', {
      nullable: true,
      description: 'STAGED_INDIVIDUAL: the price of this choice in the deal (minor units); otherwise null.',
    }),
  }),
});

const OfferStepRef = builder.objectRef<Step>('OfferStep').implement({
  description: 'A step of a staged offer: the guest chooses one of its choices.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    choices: t.field({ type: [OfferStepChoiceRef], resolve: (s) => [...s.choices] }),
  }),
});

export const OfferRef = builder.objectRef<offers.OfferView>('Offer').implement({
  description: 'An offer (§3): a discount, bundle, staged package deal or visual offer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    type: t.field({ type: OfferTypeEnum, resolve: (o) => o.type }),
    discountType: t.field({ type: DiscountValueTypeEnum, resolve: (o) => o.discountType }),
    value: t.exposeInt('value', {
      description: 'Minor units of the company currency for FIXED and PRICE, whole percent for PERCENTAGE.',
    }),
    usableInPos: t.exposeBoolean('usableInPos'),
    active: t.exposeBoolean('active'),
    automatic: t.exposeBoolean('automatic', { description: 'Applies by itself; otherwise staff choose it.' }),
    priority: t.exposeInt('priority', { description: 'Higher is applied first.' }),
    combinable: t.exposeBoolean('combinable', {
      description: 'False: the offer takes its lines (an order discount: the order) for itself.',
    }),
    channels: t.field({ type: [OfferChannelEnum], resolve: (o) => o.channels }),
    serviceTypes: t.field({
      type: [ServiceTypeEnum],
      description: 'Empty: every service type.',
      resolve: (o) => o.serviceTypes as (typeof ServiceTypeEnum.$inferType)[],
    }),
    minQuantity: t.exposeInt('minQuantity', { nullable: true }),
    minOrderAmount: t.exposeInt('minOrderAmount', { nullable: true, description: 'Minor units.' }),
    startsOn: t.exposeString('startsOn', { nullable: true, description: 'First local date (YYYY-MM-DD).' }),
    endsOn: t.exposeString('endsOn', { nullable: true, description: 'Last local date (YYYY-MM-DD).' }),
    deleted: t.exposeBoolean('deleted'),
    updatedAt: t.string({ resolve: (o) => o.updatedAt.toISOString() }),
    targets: t.field({
      type: [OfferTargetRef],
      resolve: async (o, _args, ctx) => [...(await childrenOf(o, ctx)).targets],
    }),
    venueIds: t.idList({
      description: 'Where it applies (empty: every venue); a restricted caller sees only their venues.',
      resolve: async (o, _args, ctx) =>
        offers.childrenFor(requireUser(ctx), await childrenOf(o, ctx)).venueIds,
    }),
    schedule: t.field({
      type: [OfferScheduleRangeRef],
      description: 'When it applies (empty: any time).',
      resolve: async (o, _args, ctx) => [...(await childrenOf(o, ctx)).schedule],
    }),
    steps: t.field({
      type: [OfferStepRef],
      resolve: async (o, _args, ctx) => [...(await childrenOf(o, ctx)).steps],
    }),
    editable: t.boolean({
      description: 'Whether the caller may change it (a restricted manager: offers of their venues only).',
      resolve: async (o, _args, ctx) =>
        offers.isOfferEditable(requireUser(ctx), (await childrenOf(o, ctx)).venueIds),
    }),
  }),
});

type Choices = Awaited<ReturnType<typeof offers.offerChoices>>;

const OfferChoiceItemRef = builder.objectRef<Choices['items'][number]>('OfferChoiceItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    price: t.exposeInt('price', { description: 'Default price, minor units.' }),
  }),
});

const OfferChoiceCategoryRef = builder
  .objectRef<Choices['categories'][number]>('OfferChoiceCategory')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

const OfferChoicesRef = builder.objectRef<Choices>('OfferChoices').implement({
  description: 'What an offer may name: the live items and categories, by name.',
  fields: (t) => ({
    items: t.field({ type: [OfferChoiceItemRef], resolve: (c) => c.items }),
    categories: t.field({ type: [OfferChoiceCategoryRef], resolve: (c) => c.categories }),
  }),
});

const OfferTargetInput = builder.inputType('OfferTargetInput', {
  fields: (t) => ({
    itemId: t.id(),
    categoryId: t.id(),
    quantity: t.int({ description: 'Defaults to 1.' }),
  }),
});

const OfferScheduleInput = builder.inputType('OfferScheduleInput', {
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, required: true }),
    start: t.string({ required: true, description: '"HH:MM"' }),
    end: t.string({ required: true, description: '"HH:MM", up to "24:00"' }),
  }),
});

const OfferStepChoiceInput = builder.inputType('OfferStepChoiceInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    price: t.int({ description: 'STAGED_INDIVIDUAL only: minor units.' }),
  }),
});

const OfferStepInput = builder.inputType('OfferStepInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    choices: t.field({ type: [OfferStepChoiceInput], required: true }),
  }),
});

const OfferInput = builder.inputType('OfferInput', {
  description:
    'Every field of an offer; the lists replace the offer’s own. Left-out fields take their defaults.',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    type: t.field({ type: OfferTypeEnum, required: true }),
    discountType: t.field({ type: DiscountValueTypeEnum, required: true }),
    value: t.int({ required: true }),
    usableInPos: t.boolean({ description: 'Defaults to true.' }),
    active: t.boolean({ description: 'Defaults to true.' }),
    automatic: t.boolean({ description: 'Defaults to true.' }),
    priority: t.int({ description: 'Defaults to 0; higher first.' }),
    combinable: t.boolean({ description: 'Defaults to true.' }),
    channels: t.field({ type: [OfferChannelEnum], description: 'Defaults to POS and ONLINE.' }),
    serviceTypes: t.field({ type: [ServiceTypeEnum], description: 'Empty: every service type.' }),
    minQuantity: t.int(),
    minOrderAmount: t.int(),
    startsOn: t.string({ description: 'YYYY-MM-DD' }),
    endsOn: t.string({ description: 'YYYY-MM-DD' }),
    targets: t.field({ type: [OfferTargetInput] }),
    venueIds: t.idList({ description: 'Empty: every venue (not for a venue-restricted manager).' }),
    schedule: t.field({ type: [OfferScheduleInput] }),
    steps: t.field({ type: [OfferStepInput] }),
  }),
});

const OfferFilterInput = builder.inputType('OfferFilterInput', {
  fields: (t) => ({
    search: t.string({ description: 'Part of the name or description.' }),
    type: t.field({ type: OfferTypeEnum }),
    active: t.boolean(),
    venueId: t.id({ description: 'Offers that apply there: its own and those of every venue.' }),
    channel: t.field({ type: OfferChannelEnum }),
  }),
});

builder.queryFields((t) => ({
  offers: t.field({
    type: [OfferRef],
    authScopes: POS,
    description: 'The live offers the caller sees, filtered, by name.',
    args: { filter: t.arg({ type: OfferFilterInput }) },
    resolve: (_root, { filter }, ctx) =>
      offers.listOffers(ctx, {
        search: filter?.search,
        type: filter?.type,
        active: filter?.active,
        venueId: filter?.venueId === null || filter?.venueId === undefined ? null : String(filter.venueId),
        channel: filter?.channel,
      }),
  }),
  offer: t.field({
    type: OfferRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => offers.getOffer(ctx, String(id)),
  }),
  offerChoices: t.field({
    type: OfferChoicesRef,
    authScopes: POS,
    resolve: (_root, _args, ctx) => offers.offerChoices(ctx),
  }),
  bundleOffers: t.field({
    type: [OfferRef],
    authScopes: POS,
    description: 'GetBundleOffers (§7): the live BUNDLE offers usable at the POS, by name.',
    resolve: (_root, _args, ctx) => offers.listBundleOffers(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createOffer: t.field({
    type: OfferRef,
    authScopes: POS,
    description: 'Creates an offer of any type.',
    args: { input: t.arg({ type: OfferInput, required: true }) },
    resolve: (_root, { input }, ctx) => offers.saveOffer(ctx, null, input),
  }),
  updateOffer: t.field({
    type: OfferRef,
    authScopes: POS,
    description: 'Changes an offer: every field, its lists replaced.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: OfferInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => offers.saveOffer(ctx, String(id), input),
  }),
  duplicateOffer: t.field({
    type: OfferRef,
    authScopes: POS,
    description: 'Copies an offer with everything it holds, under a new name; the copy starts inactive.',
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) => offers.duplicateOffer(ctx, String(id), name),
  }),
  setOfferActive: t.field({
    type: OfferRef,
    authScopes: POS,
    description: 'Activates or deactivates an offer.',
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, active }, ctx) => offers.setOfferActive(ctx, String(id), active),
  }),
}));
