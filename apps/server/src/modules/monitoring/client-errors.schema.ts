import { builder } from '../../kernel/builder.ts';
import {
  type ClientErrorExample,
  type ClientErrorGroup,
  type ClientErrorGroupPage,
  listClientErrorGroups,
  listClientErrors,
} from './client-logs.service.ts';

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

const ClientErrorCompanyRef = builder
  .objectRef<NonNullable<ClientErrorGroup['company']>>('ClientErrorCompany')
  .implement({
    description: 'The company a client error belongs to.',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

const ClientErrorGroupRef = builder.objectRef<ClientErrorGroup>('ClientErrorGroup').implement({
  description: 'One error as the browsers of a company (or signed-out pages) reported it, per release.',
  fields: (t) => ({
    company: t.field({
      type: ClientErrorCompanyRef,
      nullable: true,
      description: 'Whose users or guest pages reported it; null for a signed-out page of no company.',
      resolve: (g) => g.company,
    }),
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

const ClientErrorGroupPageRef = builder.objectRef<ClientErrorGroupPage>('ClientErrorGroupPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [ClientErrorGroupRef], resolve: (p) => p.nodes }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as `after` for the next page; null on the last page.',
    }),
  }),
});

builder.queryField('clientErrorGroups', (t) =>
  t.field({
    type: ClientErrorGroupPageRef,
    authScopes: { authenticated: true },
    description:
      "Browser errors of the last `days` days (1 to 30, default 7), grouped by company, message and release, most recently seen first, `first` (1 to 200, default 50) at a time. A company user with SETTINGS reads their company's; an organisation administrator those of the organisation's companies and of signed-out pages that belong to no company (`companyId` narrows to one company, `signedOut` to those pages).",
    args: {
      days: t.arg.int(),
      companyId: t.arg.id(),
      signedOut: t.arg.boolean(),
      search: t.arg.string({ description: 'Text in the message, release or request id.' }),
      first: t.arg.int(),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listClientErrorGroups(
        ctx,
        {
          days: args.days,
          companyId: args.companyId == null ? null : String(args.companyId),
          signedOut: args.signedOut,
          search: args.search,
        },
        { first: args.first, after: args.after },
      ),
  }),
);
