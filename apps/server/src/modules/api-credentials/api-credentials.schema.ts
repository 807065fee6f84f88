import { builder } from '../../kernel/builder.ts';
import * as credentials from './api-credentials.service.ts';

const ApiCredentialRef = builder.objectRef<credentials.ApiCredentialView>('ApiCredential').implement({
  description: 'A key for the read API (/api/v1); only its first characters are kept readable.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    keyPrefix: t.exposeString('keyPrefix'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByName: t.exposeString('createdByName', { nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CreatedApiCredentialRef = builder
  .objectRef<{ credential: credentials.ApiCredentialView; secret: string }>('CreatedApiCredential')
  .implement({
    fields: (t) => ({
      credential: t.field({ type: ApiCredentialRef, resolve: (r) => r.credential }),
      secret: t.exposeString('secret', { description: 'The whole key: shown this once, never again.' }),
    }),
  });

// SETTINGS or a payments-only account: checked in the service.
const who = { companyUser: true } as const;

builder.queryField('apiCredentials', (t) =>
  t.field({
    type: [ApiCredentialRef],
    authScopes: who,
    resolve: (_root, _args, ctx) => credentials.listApiCredentials(ctx),
  }),
);

builder.mutationField('createApiCredential', (t) =>
  t.field({
    type: CreatedApiCredentialRef,
    authScopes: who,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) => credentials.createApiCredential(ctx, name),
  }),
);

builder.mutationField('revokeApiCredential', (t) =>
  t.field({
    type: ApiCredentialRef,
    authScopes: who,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => credentials.revokeApiCredential(ctx, String(id)),
  }),
);
