import { builder } from '../../kernel/builder.ts';
import { PageInfoRef } from '../orders/orders.schema.ts';
import {
  type AuditChange,
  type AuditEntryView,
  type AuditFilter,
  type AuditPage,
  auditCsv,
  auditFilterOptions,
  listAudit,
} from './audit.service.ts';

const AuditFilterInput = builder.inputType('AuditFilter', {
  description: 'Which audit entries to list; days are in the company time zone, inclusive.',
  fields: (t) => ({
    userId: t.id({ description: 'The user who made the change (or was acted as).' }),
    objectType: t.string({ description: 'The kind of object: the table name (items, venues, …).' }),
    venueId: t.id(),
    from: t.string({ description: 'First day, YYYY-MM-DD.' }),
    to: t.string({ description: 'Last day, YYYY-MM-DD.' }),
  }),
});

const AuditChangeRef = builder.objectRef<AuditChange>('AuditChange').implement({
  description: 'One changed field; values are JSON text, "[redacted]" for secrets.',
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true, description: 'Null when the object was created.' }),
    after: t.exposeString('after', { nullable: true, description: 'Null when the object was deleted.' }),
  }),
});

const AuditEntryRef = builder.objectRef<AuditEntryView>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    actorKind: t.exposeString('actorKind', { description: 'USER or TERMINAL.' }),
    userId: t.exposeID('userId', { nullable: true }),
    userName: t.exposeString('userName', { nullable: true }),
    actingAdminName: t.exposeString('actingAdminName', {
      nullable: true,
      description: 'The organisation administrator who acted as the user.',
    }),
    terminalName: t.exposeString('terminalName', { nullable: true }),
    operation: t.exposeString('operation', { description: 'e.g. `mutation updateItem`.' }),
    objectType: t.exposeString('objectType'),
    objectId: t.exposeString('objectId', { nullable: true }),
    objectLabel: t.exposeString('objectLabel', { nullable: true }),
    action: t.exposeString('action', { description: 'INSERT, UPDATE or DELETE.' }),
    venueId: t.exposeID('venueId', { nullable: true }),
    venueName: t.exposeString('venueName', { nullable: true }),
    changes: t.field({ type: [AuditChangeRef], resolve: (e) => e.changes }),
  }),
});

const AuditConnectionRef = builder.objectRef<AuditPage>('AuditConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [AuditEntryRef], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
  }),
});

const AuditUserRef = builder.objectRef<{ id: string; name: string }>('AuditUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const AuditFilterOptionsRef = builder
  .objectRef<{ users: { id: string; name: string }[]; objectTypes: string[] }>('AuditFilterOptions')
  .implement({
    fields: (t) => ({
      users: t.field({ type: [AuditUserRef], resolve: (o) => o.users }),
      objectTypes: t.exposeStringList('objectTypes'),
    }),
  });

const filterOf = (
  filter: { userId?: string | number | null; venueId?: string | number | null } | null | undefined,
): AuditFilter | null =>
  filter
    ? ({
        ...filter,
        userId: filter.userId == null ? null : String(filter.userId),
        venueId: filter.venueId == null ? null : String(filter.venueId),
      } as AuditFilter)
    : null;

builder.queryField('auditJournal', (t) =>
  t.field({
    type: AuditConnectionRef,
    authScopes: { companyUser: true },
    description: 'Every change made in the back office, newest first (SETTINGS or ACCOUNTS).',
    args: { filter: t.arg({ type: AuditFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listAudit(ctx, { filter: filterOf(args.filter), first: args.first, after: args.after }),
  }),
);

builder.queryField('auditFilterOptions', (t) =>
  t.field({
    type: AuditFilterOptionsRef,
    authScopes: { companyUser: true },
    description: 'The users and kinds of object the audit journal can be filtered by.',
    resolve: (_root, _args, ctx) => auditFilterOptions(ctx),
  }),
);

builder.queryField('auditJournalCsv', (t) =>
  t.string({
    authScopes: { companyUser: true },
    description:
      'The audit journal of the filter as CSV, oldest first, with a UTF-8 byte-order mark; `;` and decimal commas for sv, no, da and es.',
    args: { filter: t.arg({ type: AuditFilterInput }), language: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => auditCsv(ctx, filterOf(args.filter), args.language),
  }),
);
