import { builder } from '../../kernel/builder.ts';
import { type ClientErrorExample, type ClientErrorGroup, listClientErrors } from './client-logs.service.ts';

const ClientErrorExampleRef = builder.objectRef<ClientErrorExample>('ClientErrorExample').implement({
  description: 'The latest occurrence of a client error group.',
  fields: (t) => ({
    id: t.exposeID('id'),
    severity: t.exposeString('severity', { description: 'A §4 severity: error, critical, alert or emerg.' }),
    message: t.exposeString('message'),
    url: t.exposeString('url', { nullable: true, description: 'The page the error happened on.' }),
    requestId: t.exposeString('requestId', {
      nullable: true,
      description: 'The server request of a failed call (x-request-id), to find it in the server log.',
    }),
    stack: t.exposeString('stack', { nullable: true }),
    userName: t.exposeString('userName', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const ClientErrorGroupRef = builder.objectRef<ClientErrorGroup>('ClientErrorGroup').implement({
  description: 'One error as the browsers of the company reported it, per release.',
  fields: (t) => ({
    fingerprint: t.exposeString('fingerprint', { description: 'The group: message and stack top.' }),
    release: t.exposeString('release'),
    count: t.exposeInt('count'),
    usersAffected: t.exposeInt('usersAffected'),
    firstSeen: t.expose('firstSeen', { type: 'DateTime' }),
    lastSeen: t.expose('lastSeen', { type: 'DateTime' }),
    example: t.field({ type: ClientErrorExampleRef, resolve: (g) => g.example }),
  }),
});

builder.queryField('clientErrors', (t) =>
  t.field({
    type: [ClientErrorGroupRef],
    authScopes: { companyUser: true },
    description:
      "The company's browser errors of the last `days` days (1 to 30, default 7), grouped by message and release, most recent first (SETTINGS).",
    args: { days: t.arg.int() },
    resolve: (_root, args, ctx) => listClientErrors(ctx, args.days),
  }),
);
