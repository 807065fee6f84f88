import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import { TranslationsInput, TranslationsRef } from '../catalogue/catalogue.types.ts';
import { PageInfoRef } from '../orders/orders.schema.ts';
import * as levels from './levels.service.ts';
import * as members from './members.service.ts';

// Members' personal data needs ORDERS; levels are the programme's setup (no scope of its own, §6).
const ORDERS = { scope: 'ORDERS' } as const;
const COMPANY_USER = { companyUser: true } as const;

const translations = (text: Partial<Record<'en' | 'se' | 'es' | 'no', string>>) => ({
  en: text.en ?? null,
  se: text.se ?? null,
  es: text.es ?? null,
  no: text.no ?? null,
});

const MembershipLevelRef = builder.objectRef<levels.MembershipLevelView>('MembershipLevel').implement({
  description:
    'A membership level (§3): members reach it at pointsRequired points and get its discount on their orders.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.field({ type: TranslationsRef, resolve: (l) => translations(l.title) }),
    description: t.field({ type: TranslationsRef, resolve: (l) => translations(l.description) }),
    discountPercentage: t.exposeInt('discountPercentage', {
      description: 'Percent off members’ orders, 0–100.',
    }),
    pointsRequired: t.exposeInt('pointsRequired', {
      description: 'Members reach the level at these points.',
    }),
    primaryColor: t.exposeString('primaryColor', { description: '#rrggbb' }),
    secondaryColor: t.exposeString('secondaryColor', { description: '#rrggbb' }),
    imageId: t.exposeID('imageId', { nullable: true }),
    isDefault: t.exposeBoolean('isDefault', { description: 'New members start here; exactly one level is.' }),
    memberCount: t.exposeInt('memberCount'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MembershipLevelInput = builder.inputType('MembershipLevelInput', {
  fields: (t) => ({
    title: t.field({ type: TranslationsInput, required: true, description: 'At least one language.' }),
    description: t.field({ type: TranslationsInput }),
    discountPercentage: t.int({ description: '0–100; null: 0.' }),
    pointsRequired: t.int({ description: 'Unique within the company; null: 0.' }),
    primaryColor: t.string({ description: '#rrggbb; empty: the default colour.' }),
    secondaryColor: t.string({ description: '#rrggbb; empty: the default colour.' }),
    imageId: t.id(),
    isDefault: t.boolean({
      description:
        'true makes this the default (the old default stops being it); the default cannot be unset.',
    }),
  }),
});

const MemberPointsEntryRef = builder.objectRef<members.MemberPointsEntry>('MemberPointsEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'EARN, REVERSE or MANUAL.' }),
    amount: t.exposeInt('amount'),
    balanceAfter: t.exposeInt('balanceAfter'),
    reason: t.exposeString('reason', { nullable: true }),
    orderId: t.exposeID('orderId', { nullable: true }),
    actorName: t.exposeString('actorName', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const MemberStampCardRef = builder.objectRef<members.MemberStampCardView>('MemberStampCard').implement({
  fields: (t) => ({
    stampCardId: t.exposeID('stampCardId'),
    name: t.exposeString('name'),
    stamps: t.exposeInt('stamps'),
    stampsRequired: t.exposeInt('stampsRequired'),
    rewardsAvailable: t.exposeInt('rewardsAvailable'),
    rewardsEarned: t.exposeInt('rewardsEarned'),
    lastStampAt: t.expose('lastStampAt', { type: 'DateTime', nullable: true }),
  }),
});

const MemberOrderRef = builder.objectRef<members.MemberOrderView>('MemberOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    orderNumber: t.exposeInt('orderNumber'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    channel: t.exposeString('channel'),
    status: t.exposeString('status'),
    currency: t.exposeString('currency'),
    totalAmount: t.exposeInt('totalAmount'),
    refundedAmount: t.exposeInt('refundedAmount'),
    placedAt: t.expose('placedAt', { type: 'DateTime' }),
  }),
});

const MemberRef = builder.objectRef<members.MemberRow>('Member').implement({
  description: 'A guest who joined the loyalty programme (personal data: ORDERS scope).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    membershipLevelId: t.exposeID('membershipLevelId', { nullable: true }),
    points: t.exposeInt('points'),
    orderCount: t.exposeInt('orderCount'),
    lastOrderAt: t.expose('lastOrderAt', { type: 'DateTime', nullable: true }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
    pointsHistory: t.field({
      type: [MemberPointsEntryRef],
      description: 'The latest 50 points changes, newest first (the export has them all).',
      resolve: (m, _args, ctx) => members.memberPointsHistory(ctx, m),
    }),
    stampCards: t.field({
      type: [MemberStampCardRef],
      resolve: (m, _args, ctx) => members.memberStampCardsOf(ctx, m),
    }),
    recentOrders: t.field({
      type: [MemberOrderRef],
      description: 'The latest 50 orders placed as the member (of the venues the caller sees).',
      resolve: (m, _args, ctx) => members.memberRecentOrders(ctx, m),
    }),
  }),
});

const MemberConnectionRef = builder.objectRef<members.MemberPage>('MemberConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [MemberRef], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
    totalCount: t.int({ description: 'All members of the filter.', resolve: (p) => p.totalCount() }),
  }),
});

const MemberFilterInput = builder.inputType('MemberFilterInput', {
  fields: (t) => ({
    search: t.string({ description: 'Words of a name, e-mail address or phone number.' }),
    membershipLevelId: t.id(),
  }),
});

builder.queryFields((t) => ({
  membershipLevels: t.field({
    type: [MembershipLevelRef],
    authScopes: COMPANY_USER,
    description: 'The company’s membership levels, by the points they need.',
    resolve: (_root, _args, ctx) => levels.listMembershipLevels(ctx),
  }),
  membershipLevel: t.field({
    type: MembershipLevelRef,
    authScopes: COMPANY_USER,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => levels.getMembershipLevel(ctx, String(id)),
  }),
  members: t.field({
    type: MemberConnectionRef,
    authScopes: ORDERS,
    description: 'Members, newest first, a page (≤ 200, default 50) at a time.',
    args: { filter: t.arg({ type: MemberFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      members.listMembers(ctx, {
        filter: args.filter && {
          search: args.filter.search,
          membershipLevelId:
            args.filter.membershipLevelId == null ? null : String(args.filter.membershipLevelId),
        },
        first: args.first,
        after: args.after,
      }),
  }),
  member: t.field({
    type: MemberRef,
    authScopes: ORDERS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => members.getMember(ctx, String(id)),
  }),
  exportMemberData: t.string({
    authScopes: ORDERS,
    description: 'Everything held about a member, as a JSON document (a data-subject access request).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => members.exportMemberData(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createMembershipLevel: t.field({
    type: MembershipLevelRef,
    authScopes: COMPANY_USER,
    description: 'The company’s first level becomes the default.',
    args: { input: t.arg({ type: MembershipLevelInput, required: true }) },
    resolve: (_root, { input }, ctx) => levels.saveMembershipLevel(ctx, null, input),
  }),
  updateMembershipLevel: t.field({
    type: MembershipLevelRef,
    authScopes: COMPANY_USER,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MembershipLevelInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => levels.saveMembershipLevel(ctx, String(id), input),
  }),
  deleteMembershipLevel: t.field({
    type: MutationResultRef,
    authScopes: COMPANY_USER,
    description: 'Its members move to the default level. The default level cannot be deleted (CONFLICT).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await levels.deleteMembershipLevel(ctx, String(id));
      return ok();
    },
  }),
  assignMembership: t.field({
    type: MemberRef,
    authScopes: ORDERS,
    description: '§7: puts a member (userId: the member id) on a level of the company.',
    args: { userId: t.arg.id({ required: true }), membershipLevelId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      members.assignMembership(ctx, String(args.userId), {
        membershipLevelId: String(args.membershipLevelId),
      }),
  }),
  assignMembershipPoints: t.field({
    type: MemberRef,
    authScopes: ORDERS,
    description:
      '§7: adds (or with a negative amount takes) points of a member (easyId: the member id), with a reason kept in the history. Never below zero.',
    args: {
      easyId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      members.assignMembershipPoints(ctx, String(args.easyId), { amount: args.amount, reason: args.reason }),
  }),
  deleteMember: t.field({
    type: MutationResultRef,
    authScopes: ORDERS,
    description:
      'Deletes a member and their history; their orders stay without the member and contact details.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await members.deleteMember(ctx, String(id));
      return ok();
    },
  }),
}));
