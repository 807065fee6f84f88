import { ACCOUNT_SORT_KEYS, ACCOUNT_STATUSES, BACKOFFICE_ROLES } from '@fika/domain';
import { builder, ScopeEnum } from '../../kernel/builder.ts';
import { AuthPayload } from '../auth/auth.schema.ts';
import * as users from './users.service.ts';

export const PermissionsRef = builder
  .objectRef<{ scopes: readonly string[]; venueIds: readonly string[] }>('Permissions')
  .implement({
    description:
      'Scopes plus venues. An empty scope list is full access; an empty venue list is every venue.',
    fields: (t) => ({
      scopes: t.field({ type: [ScopeEnum], resolve: (p) => p.scopes as never }),
      venueIds: t.idList({ resolve: (p) => [...p.venueIds] }),
    }),
  });

const PermissionsInput = builder.inputType('PermissionsInput', {
  fields: (t) => ({
    scopes: t.field({ type: [ScopeEnum], required: true }),
    venueIds: t.idList({ required: true }),
  }),
});

export const BackofficeRoleEnum = builder.enumType('BackofficeRole', { values: BACKOFFICE_ROLES });

const AccountStatusEnum = builder.enumType('AccountStatus', {
  description: 'INVITED: created by an administrator, no password set yet; BLOCKED: cannot sign in.',
  values: ACCOUNT_STATUSES,
});

const UserSortEnum = builder.enumType('UserSort', {
  description: 'The user sort keys (SPEC §3) the accounts list shows a column for.',
  values: ACCOUNT_SORT_KEYS,
});

export const UserRef = builder.objectRef<users.UserView>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    role: t.field({ type: BackofficeRoleEnum, resolve: (u) => u.role as never }),
    active: t.exposeBoolean('active'),
    status: t.field({ type: AccountStatusEnum, resolve: (u) => u.status }),
    lastLoginAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.lastLoginAt }),
    invitedAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.invitedAt }),
    blockedAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.blockedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    permissions: t.field({ type: PermissionsRef, resolve: (u) => u.permissions }),
  }),
});

const AdminInput = builder.inputType('AdminInput', {
  description: 'An administrator as edited. Empty scopes: every scope; empty venueIds: every venue.',
  fields: (t) => ({
    name: t.string({ required: true }),
    role: t.field({ type: BackofficeRoleEnum, required: true }),
    scopes: t.field({ type: [ScopeEnum], required: true }),
    venueIds: t.idList({ required: true }),
  }),
});

const AdminInviteInput = builder.inputType('AdminInviteInput', {
  description: 'An administrator to invite: an e-mail with a set-password link goes to `email`.',
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    role: t.field({ type: BackofficeRoleEnum, required: true }),
    scopes: t.field({ type: [ScopeEnum], required: true }),
    venueIds: t.idList({ required: true }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: [UserRef],
    description: 'The company users the caller may manage; search matches name or e-mail.',
    authScopes: { scope: 'ACCOUNTS' },
    args: { search: t.arg.string(), sort: t.arg({ type: UserSortEnum }) },
    resolve: (_root, { search, sort }, ctx) => users.listUsers(ctx, { search, sort }),
  }),
}));

builder.mutationFields((t) => ({
  createAdmin: t.field({
    type: UserRef,
    description: 'Creates an inactive administrator and e-mails them a link to choose their password.',
    authScopes: { scope: 'ACCOUNTS' },
    args: { input: t.arg({ type: AdminInviteInput, required: true }) },
    resolve: (_root, { input }, ctx) => users.createAdmin(ctx, input),
  }),
  updateAdmin: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }), input: t.arg({ type: AdminInput, required: true }) },
    resolve: (_root, { userId, input }, ctx) => users.updateAdmin(ctx, String(userId), input),
  }),
  blockUser: t.field({
    type: UserRef,
    description: 'The account can no longer sign in and its sessions end. Never your own.',
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) => users.blockUser(ctx, String(userId)),
  }),
  unblockUser: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) => users.unblockUser(ctx, String(userId)),
  }),
  resendInvitation: t.field({
    type: UserRef,
    description: 'E-mails an invited account a new link; the earlier one stops working.',
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) => users.resendInvitation(ctx, String(userId)),
  }),
  setNewPassword: t.field({
    type: AuthPayload,
    authScopes: { companyUser: true },
    args: { userId: t.arg.id({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, { userId, password }, ctx) => users.setNewPassword(ctx, String(userId), password),
  }),
  updateUserPermissions: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: {
      userId: t.arg.id({ required: true }),
      permissions: t.arg({ type: PermissionsInput, required: true }),
    },
    resolve: (_root, { userId, permissions }, ctx) =>
      users.updateUserPermissions(ctx, String(userId), {
        scopes: permissions.scopes,
        venueIds: permissions.venueIds.map(String),
      }),
  }),
  assignVenueToUser: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }), venueId: t.arg.id({ required: true }) },
    resolve: (_root, { userId, venueId }, ctx) =>
      users.assignVenueToUser(ctx, String(userId), String(venueId)),
  }),
  removeVenueFromUser: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }), venueId: t.arg.id({ required: true }) },
    resolve: (_root, { userId, venueId }, ctx) =>
      users.removeVenueFromUser(ctx, String(userId), String(venueId)),
  }),
}));
