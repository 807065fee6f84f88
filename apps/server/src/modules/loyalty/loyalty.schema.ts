// GraphQL of promo codes and stamp cards (§3, §5, §7 loyalty; issue #15 points 7 and 8). Any
// company user reads them (online ordering has no scope of its own, §6); changing them needs
// POS_CUSTOMIZATION, as offers do. Delete goes through deleteNode (PROMO_CODE, STAMP_CARD).
import { LOYALTY_CHANNELS, STAMP_REWARD_KINDS } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import * as loyalty from './loyalty.service.ts';

const USER = { companyUser: true } as const;
const POS = { scope: 'POS_CUSTOMIZATION' } as const;

const LoyaltyChannelEnum = builder.enumType('LoyaltyChannel', {
  description: 'Where a promo code or stamp card applies: at the till (POS) or online (the guest page).',
  values: LOYALTY_CHANNELS,
});

const PromoCodeStatusEnum = builder.enumType('PromoCodeStatus', {
  description: 'Where a promo code stands now.',
  values: ['ACTIVE', 'INACTIVE', 'SCHEDULED', 'EXPIRED', 'USED_UP'] as const,
});

const StampRewardKindEnum = builder.enumType('StampRewardKind', {
  description: 'A stamp card’s reward: a free item or an offer.',
  values: STAMP_REWARD_KINDS,
});

type Title = loyalty.PromoCodeView['title'];

const PromoCodeTitleRef = builder.objectRef<Title>('PromoCodeTitle').implement({
  description: 'A promo code’s title in the three languages (§3: en, es, se); null where not written.',
  fields: (t) => ({
    en: t.string({ nullable: true, resolve: (x) => x.en ?? null }),
    es: t.string({ nullable: true, resolve: (x) => x.es ?? null }),
    se: t.string({ nullable: true, resolve: (x) => x.se ?? null }),
  }),
});

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const PromoCodeRef = builder.objectRef<loyalty.PromoCodeView>('PromoCode').implement({
  description: 'A promo code (§3): a code guests type that grants a membership level and/or an offer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'Upper-case; matched case-insensitively.' }),
    title: t.field({ type: PromoCodeTitleRef, resolve: (p) => p.title }),
    membershipLevelId: t.exposeID('membershipLevelId', { nullable: true }),
    offerId: t.exposeID('offerId', { nullable: true }),
    offerName: t.exposeString('offerName', { nullable: true }),
    startsAt: t.string({
      nullable: true,
      description: 'ISO instant; null: from now.',
      resolve: (p) => iso(p.startsAt),
    }),
    endsAt: t.string({
      nullable: true,
      description: 'ISO instant (not included); null: no end.',
      resolve: (p) => iso(p.endsAt),
    }),
    maxUses: t.exposeInt('maxUses', { nullable: true, description: 'null: no limit.' }),
    maxUsesPerMember: t.exposeInt('maxUsesPerMember', {
      nullable: true,
      description: 'null: no limit (then guests who are not members may use it too).',
    }),
    uses: t.exposeInt('uses'),
    channels: t.field({ type: [LoyaltyChannelEnum], resolve: (p) => p.channels as loyalty.Channel[] }),
    active: t.exposeBoolean('active'),
    status: t.field({ type: PromoCodeStatusEnum, resolve: (p) => p.status }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

const StampCardTargetRef = builder
  .objectRef<loyalty.StampCardView['targets'][number]>('StampCardTarget')
  .implement({
    description: 'What earns a stamp: an item, or any item of a category.',
    fields: (t) => ({
      itemId: t.exposeID('itemId', { nullable: true }),
      categoryId: t.exposeID('categoryId', { nullable: true }),
    }),
  });

export const StampCardRef = builder.objectRef<loyalty.StampCardView>('StampCard').implement({
  description: 'A stamp card (§3): buying its items earns stamps; a full card gives the reward.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    targets: t.field({ type: [StampCardTargetRef], resolve: (c) => c.targets }),
    stampsRequired: t.exposeInt('stampsRequired'),
    rewardKind: t.field({ type: StampRewardKindEnum, resolve: (c) => c.rewardKind as loyalty.RewardKind }),
    rewardItemId: t.exposeID('rewardItemId', { nullable: true }),
    rewardOfferId: t.exposeID('rewardOfferId', { nullable: true }),
    expiryDays: t.exposeInt('expiryDays', {
      nullable: true,
      description: 'Stamps lapse this many days after the last one; null: never.',
    }),
    channels: t.field({ type: [LoyaltyChannelEnum], resolve: (c) => c.channels as loyalty.Channel[] }),
    active: t.exposeBoolean('active'),
    memberCount: t.exposeInt('memberCount', { description: 'Members collecting on it.' }),
    updatedAt: t.string({ resolve: (c) => c.updatedAt.toISOString() }),
  }),
});

const ConnectInput = builder.inputType('LoyaltyConnectInput', {
  description: 'A connected entity by id; without an id (absent, null, empty) the field is dropped (§5).',
  // A String, not an ID: the id-input plugin refuses "" in every ID, and §5 reads `{ id: "" }` as
  // "none" here. A malformed id that is not empty is refused by the service's reference check.
  fields: (t) => ({ id: t.string() }),
});

const PromoCodeTitleInput = builder.inputType('PromoCodeTitleInput', {
  fields: (t) => ({ en: t.string(), es: t.string(), se: t.string() }),
});

const PromoCodeInput = builder.inputType('PromoCodeInput', {
  description: 'Every field of a promo code. A membershipLevel or offer without an id is dropped (§5).',
  fields: (t) => ({
    code: t.string({ required: true, description: '3–32 of A–Z, 0–9 and -; stored upper-case.' }),
    title: t.field({ type: PromoCodeTitleInput, description: 'At least one language.' }),
    membershipLevel: t.field({ type: ConnectInput }),
    offer: t.field({ type: ConnectInput }),
    startsAt: t.string({ description: 'ISO instant with a zone.' }),
    endsAt: t.string({ description: 'ISO instant with a zone, after startsAt.' }),
    maxUses: t.int(),
    maxUsesPerMember: t.int(),
    channels: t.field({ type: [LoyaltyChannelEnum], description: 'Defaults to POS and ONLINE.' }),
    active: t.boolean({ description: 'Defaults to true.' }),
  }),
});

const StampCardTargetInput = builder.inputType('StampCardTargetInput', {
  fields: (t) => ({ itemId: t.id(), categoryId: t.id() }),
});

const StampCardInput = builder.inputType('StampCardInput', {
  description: 'Every field of a stamp card; the targets replace the card’s own.',
  fields: (t) => ({
    name: t.string({ required: true }),
    targets: t.field({ type: [StampCardTargetInput], required: true }),
    stampsRequired: t.int({ required: true, description: '1–100.' }),
    rewardKind: t.field({ type: StampRewardKindEnum, required: true }),
    rewardItem: t.field({ type: ConnectInput, description: 'ITEM: the free item.' }),
    rewardOffer: t.field({ type: ConnectInput, description: 'OFFER: the offer granted.' }),
    expiryDays: t.int({ description: '1–3650; null: stamps never lapse.' }),
    channels: t.field({ type: [LoyaltyChannelEnum], description: 'Defaults to POS and ONLINE.' }),
    active: t.boolean({ description: 'Defaults to true.' }),
  }),
});

const PromoCodeFilterInput = builder.inputType('PromoCodeFilterInput', {
  fields: (t) => ({
    search: t.string({ description: 'Part of the code or a title.' }),
    status: t.field({ type: PromoCodeStatusEnum }),
  }),
});

builder.queryFields((t) => ({
  promoCodes: t.field({
    type: [PromoCodeRef],
    authScopes: USER,
    description: 'The company’s promo codes by code.',
    args: { filter: t.arg({ type: PromoCodeFilterInput }) },
    resolve: (_root, { filter }, ctx) =>
      loyalty.listPromoCodes(ctx, { search: filter?.search, status: filter?.status }),
  }),
  promoCode: t.field({
    type: PromoCodeRef,
    authScopes: USER,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => loyalty.getPromoCode(ctx, String(id)),
  }),
  stampCards: t.field({
    type: [StampCardRef],
    authScopes: USER,
    description: 'The company’s stamp cards by name.',
    resolve: (_root, _args, ctx) => loyalty.listStampCards(ctx),
  }),
  stampCard: t.field({
    type: StampCardRef,
    authScopes: USER,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => loyalty.getStampCard(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createPromoCode: t.field({
    type: PromoCodeRef,
    authScopes: POS,
    args: { input: t.arg({ type: PromoCodeInput, required: true }) },
    resolve: (_root, { input }, ctx) => loyalty.createPromoCode(ctx, input),
  }),
  updatePromoCode: t.field({
    type: PromoCodeRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PromoCodeInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => loyalty.updatePromoCode(ctx, String(id), input),
  }),
  setPromoCodeActive: t.field({
    type: PromoCodeRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, active }, ctx) => loyalty.setPromoCodeActive(ctx, String(id), active),
  }),
  createStampCard: t.field({
    type: StampCardRef,
    authScopes: POS,
    args: { input: t.arg({ type: StampCardInput, required: true }) },
    resolve: (_root, { input }, ctx) => loyalty.createStampCard(ctx, input),
  }),
  updateStampCard: t.field({
    type: StampCardRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StampCardInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => loyalty.updateStampCard(ctx, String(id), input),
  }),
  setStampCardActive: t.field({
    type: StampCardRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, active }, ctx) => loyalty.setStampCardActive(ctx, String(id), active),
  }),
}));
