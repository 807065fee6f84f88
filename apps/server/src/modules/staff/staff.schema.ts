import { builder } from '../../kernel/builder.ts';
import { PageInfoRef } from '../orders/orders.schema.ts';
import * as staffService from './staff.service.ts';

const STAFF = { scope: 'STAFF' } as const;

export const StaffRef = builder.objectRef<staffService.StaffSummary>('Staff').implement({
  description: 'A staff member who signs in on the POS terminals.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    active: t.exposeBoolean('active'),
    accessLevelId: t.exposeID('accessLevelId', { nullable: true }),
  }),
});

const StaffAccessLevelRef = builder.objectRef<{ id: string; name: string }>('StaffAccessLevel').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const StaffMemberRef = builder.objectRef<staffService.StaffView>('StaffMember').implement({
  description: 'A staff member as the staff screen edits them. The PIN is never returned once set.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    active: t.exposeBoolean('active'),
    accessLevelId: t.exposeID('accessLevelId', { nullable: true }),
    accessLevel: t.field({ type: StaffAccessLevelRef, nullable: true, resolve: (s) => s.accessLevel }),
    venueIds: t.idList({
      description: 'The venues they work at, of those the caller may see.',
      resolve: (s) => s.venueIds,
    }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    hasPin: t.exposeBoolean('hasPin'),
    pinSetAt: t.expose('pinSetAt', { type: 'DateTime', nullable: true }),
  }),
});

const StaffConnectionRef = builder.objectRef<staffService.StaffPage>('StaffConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [StaffMemberRef], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
    totalCount: t.int({
      description: 'All staff of the filter (one count query).',
      resolve: (p) => p.totalCount(),
    }),
  }),
});

const StaffFilterInput = builder.inputType('StaffFilterInput', {
  fields: (t) => ({
    search: t.string({ description: 'Part of a name, phone number or e-mail address.' }),
    venueId: t.id({ description: 'Only staff working at this venue.' }),
    accessLevelId: t.id(),
    active: t.boolean(),
  }),
});

const StaffInput = builder.inputType('StaffInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    pin: t.string({
      description: '4–6 digits, unique among the active staff; left out or empty keeps the PIN set.',
    }),
    accessLevelId: t.id(),
    venueIds: t.idList({
      required: true,
      description:
        'At least one. A venue-restricted caller names only their venues; the staff member keeps their others.',
    }),
    phone: t.string(),
    email: t.string(),
    active: t.boolean({ description: 'Left out: active.' }),
  }),
});

builder.queryFields((t) => ({
  staffs: t.field({
    type: [StaffRef],
    authScopes: STAFF,
    description: "The company's POS staff (of the caller's venues) by name: pickers and quick search.",
    resolve: (_root, _args, ctx) => staffService.listStaff(ctx),
  }),
  staffList: t.field({
    type: StaffConnectionRef,
    authScopes: STAFF,
    description: 'Staff the caller may see, by name, a page (≤ 200, default 50) at a time.',
    args: { filter: t.arg({ type: StaffFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      staffService.listStaffPage(ctx, {
        filter: args.filter && {
          ...args.filter,
          venueId: args.filter.venueId == null ? null : String(args.filter.venueId),
          accessLevelId: args.filter.accessLevelId == null ? null : String(args.filter.accessLevelId),
        },
        first: args.first,
        after: args.after,
      }),
  }),
  staff: t.field({
    type: StaffMemberRef,
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => staffService.getStaff(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createStaff: t.field({
    type: StaffMemberRef,
    authScopes: STAFF,
    args: { input: t.arg({ type: StaffInput, required: true }) },
    resolve: (_root, { input }, ctx) => staffService.saveStaff(ctx, null, input),
  }),
  updateStaff: t.field({
    type: StaffMemberRef,
    authScopes: STAFF,
    description: 'A new `pin` resets it (the old one stops working at once).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StaffInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => staffService.saveStaff(ctx, String(id), input),
  }),
}));
