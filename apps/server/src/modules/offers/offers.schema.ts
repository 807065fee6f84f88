import { DISCOUNT_VALUE_TYPES, OFFER_TYPES } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import * as offers from './offers.service.ts';

const OfferTypeEnum = builder.enumType('OfferType', {
  description: 'The kind of an offer; BUNDLE offers can be placed on POS pages.',
  values: OFFER_TYPES,
});

const DiscountValueTypeEnum = builder.enumType('DiscountValueType', {
  description: 'How an offer value reads: an amount off (FIXED), a percentage off, or a new price (PRICE).',
  values: DISCOUNT_VALUE_TYPES,
});

export const OfferRef = builder.objectRef<offers.OfferView>('Offer').implement({
  description: 'An offer (§3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: OfferTypeEnum, resolve: (o) => o.type }),
    discountType: t.field({ type: DiscountValueTypeEnum, resolve: (o) => o.discountType }),
    value: t.exposeInt('value', {
      description: 'Minor units of the company currency for FIXED and PRICE, whole percent for PERCENTAGE.',
    }),
    usableInPos: t.exposeBoolean('usableInPos'),
    deleted: t.exposeBoolean('deleted'),
  }),
});

const BundleOfferInput = builder.inputType('BundleOfferInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    discountType: t.field({ type: DiscountValueTypeEnum, required: true }),
    value: t.int({ required: true }),
    usableInPos: t.boolean({ description: 'Defaults to true.' }),
  }),
});

builder.queryFields((t) => ({
  bundleOffers: t.field({
    type: [OfferRef],
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description: 'GetBundleOffers (§7): the live BUNDLE offers usable at the POS, by name.',
    resolve: (_root, _args, ctx) => offers.listBundleOffers(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createOffer: t.field({
    type: OfferRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description: 'Creates a bundle offer.',
    args: { input: t.arg({ type: BundleOfferInput, required: true }) },
    resolve: (_root, { input }, ctx) => offers.createBundleOffer(ctx, input),
  }),
  updateOffer: t.field({
    type: OfferRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description: 'Changes a bundle offer.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BundleOfferInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => offers.updateBundleOffer(ctx, String(id), input),
  }),
}));
