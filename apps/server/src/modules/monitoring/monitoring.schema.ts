import { builder } from '../../kernel/builder.ts';
import { PageInfoRef, VoidEntryRef } from '../orders/orders.schema.ts';
import {
  listVoidJournal,
  type OpenTableView,
  openTables,
  type VenueTablesView,
  type VoidJournalFilter,
  type VoidJournalPage,
  type VoidKindTotal,
  voidJournalCsv,
} from './monitoring.service.ts';

const VoidJournalFilterInput = builder.inputType('VoidJournalFilter', {
  description: 'Which void journal entries to list; days are accounting days, inclusive.',
  fields: (t) => ({
    venueIds: t.idList(),
    from: t.string({ description: 'First accounting day, YYYY-MM-DD.' }),
    to: t.string({ description: 'Last accounting day, YYYY-MM-DD.' }),
    kinds: t.stringList({ description: 'VOID_LINE, REFUND_ORDER, REFUND_PAYMENT, CANCEL_ORDER.' }),
    staffIds: t.stringList({
      description: "Staff ids of who did it; '' for entries without a staff member.",
    }),
    search: t.string({ description: 'Order number, or words of the reason or the name of who did it.' }),
  }),
});

const VoidKindTotalRef = builder.objectRef<VoidKindTotal>('VoidKindTotal').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    count: t.exposeInt('count'),
    amount: t.exposeFloat('amount'),
  }),
});

const VoidJournalConnectionRef = builder.objectRef<VoidJournalPage>('VoidJournalConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [VoidEntryRef], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
    totals: t.field({
      type: [VoidKindTotalRef],
      description: 'Count and amount per kind over the whole filter.',
      resolve: (p) => p.totals(),
    }),
  }),
});

const OpenTableRef = builder.objectRef<OpenTableView>('OpenTable').implement({
  description: 'An unpaid open order: on a table, or “No table” when it has no table code.',
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    orderNumber: t.exposeInt('orderNumber'),
    tableCode: t.exposeString('tableCode', { nullable: true }),
    openedAt: t.expose('openedAt', { type: 'DateTime' }),
    minutesOpen: t.exposeInt('minutesOpen'),
    amount: t.exposeInt('amount'),
    currency: t.exposeString('currency'),
    staffName: t.exposeString('staffName', { nullable: true }),
    guestCount: t.exposeInt('guestCount', { nullable: true }),
    status: t.exposeString('status'),
  }),
});

export const VenueTablesRef = builder.objectRef<VenueTablesView>('VenueOpenTables').implement({
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    tables: t.field({ type: [OpenTableRef], resolve: (v) => v.tables }),
  }),
});

const filterOf = (filter: { venueIds?: (string | number)[] | null } | null | undefined) =>
  filter ? ({ ...filter, venueIds: filter.venueIds?.map(String) } as VoidJournalFilter) : null;

builder.queryField('voidJournal', (t) =>
  t.field({
    type: VoidJournalConnectionRef,
    authScopes: { companyUser: true },
    description: 'Voids, refunds, deleted lines and cancelled orders, newest first (ORDERS or FINANCE).',
    args: { filter: t.arg({ type: VoidJournalFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listVoidJournal(ctx, { filter: filterOf(args.filter), first: args.first, after: args.after }),
  }),
);

builder.queryField('voidJournalCsv', (t) =>
  t.string({
    authScopes: { companyUser: true },
    description: 'The void journal of the filter as CSV text, oldest first (ORDERS or FINANCE).',
    args: {
      filter: t.arg({ type: VoidJournalFilterInput }),
      language: t.arg.string({
        description: "The reader's interface language: sv, no, da and es get `;` and decimal commas.",
      }),
    },
    resolve: (_root, args, ctx) => voidJournalCsv(ctx, filterOf(args.filter), args.language),
  }),
);

builder.queryField('openTables', (t) =>
  t.field({
    type: [VenueTablesRef],
    authScopes: { companyUser: true },
    description: 'Per permitted venue, its open unpaid orders, longest open first (ORDERS or FINANCE).',
    args: { venueIds: t.arg.idList() },
    resolve: (_root, args, ctx) => openTables(ctx, args.venueIds?.map(String)),
  }),
);
