import { builder } from '../../kernel/builder.ts';
import { AuthPayload } from '../auth/auth.schema.ts';
import { PermissionsRef } from '../users/users.schema.ts';
import type { UserView } from '../users/users.service.ts';
import * as organizations from './organizations.service.ts';

const OrganizationUserRef = builder.objectRef<UserView>('OrganizationUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    permissions: t.field({ type: PermissionsRef, resolve: (u) => u.permissions }),
    authToken: t.string({
      nullable: true,
      description: 'A session token to act as this user; minted only when asked for.',
      resolve: async (u, _args, ctx) => (await organizations.userTokenFor(ctx, u.id)).token,
    }),
  }),
});

const AccessibleCompanyRef = builder
  .objectRef<organizations.OrganizationView['accessibleCompanies'][number]>('AccessibleCompany')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      users: t.field({ type: [OrganizationUserRef], resolve: (c) => c.users }),
    }),
  });

const OrganizationRef = builder.objectRef<organizations.OrganizationView>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    accessibleCompanies: t.field({ type: [AccessibleCompanyRef], resolve: (o) => o.accessibleCompanies }),
  }),
});

builder.queryField('organization', (t) =>
  t.field({
    type: OrganizationRef,
    authScopes: { orgAdmin: true },
    resolve: (_root, _args, ctx) => organizations.getOrganization(ctx),
  }),
);

builder.mutationField('actAsUser', (t) =>
  t.field({
    type: AuthPayload,
    authScopes: { orgAdmin: true },
    description: "Hands an organisation administrator a session token as one of its companies' users.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) => organizations.actAsUser(ctx, String(userId)),
  }),
);
