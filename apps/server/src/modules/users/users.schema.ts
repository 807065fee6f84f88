import { BACKOFFICE_ROLES } from '@fika/domain';
import { builder, ScopeEnum } from '../../kernel/builder.ts';
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

export const UserRef = builder.objectRef<users.UserView>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    role: t.field({ type: BackofficeRoleEnum, resolve: (u) => u.role as never }),
    active: t.exposeBoolean('active'),
    permissions: t.field({ type: PermissionsRef, resolve: (u) => u.permissions }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: [UserRef],
    authScopes: { scope: 'ACCOUNTS' },
    resolve: (_root, _args, ctx) => users.listUsers(ctx),
  }),
}));

builder.mutationFields((t) => ({
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
