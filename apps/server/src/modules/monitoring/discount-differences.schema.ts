import { builder } from '../../kernel/builder.ts';
import { PageInfoRef } from '../orders/orders.schema.ts';
import {
  type DiscountDifferenceFilter,
  type DiscountDifferencePage,
  type DiscountDifferenceTotal,
  type DiscountDifferenceView,
  discountDifferencesCsv,
  listDiscountDifferences,
} from './discount-differences.service.ts';

const DiscountDifferenceFilterInput = builder.inputType('DiscountDifferenceFilter', {
  description: 'Which discount differences to list; days are accounting days, inclusive.',
  fields: (t) => ({
    venueIds: t.idList(),
    from: t.string({ description: 'First accounting day, YYYY-MM-DD.' }),
    to: t.string({ description: 'Last accounting day, YYYY-MM-DD.' }),
    kinds: t.stringList({
      description: 'OFFER_MISMATCH, OFFER_UNKNOWN, OFFER_NOT_APPLICABLE, CAP_EXCEEDED.',
    }),
    search: t.string({ description: "Order number, or words of the offer's or the staff member's name." }),
  }),
});

const DiscountDifferenceRef = builder.objectRef<DiscountDifferenceView>('DiscountDifference').implement({
  description:
    "A till's discount the pricing engine (or the staff member's cap) does not agree with; the order stands as charged.",
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime', description: 'When the order reached the server.' }),
    accountingDay: t.exposeString('accountingDay'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    orderId: t.exposeID('orderId'),
    orderNumber: t.exposeInt('orderNumber'),
    lineNo: t.exposeInt('lineNo', { nullable: true, description: 'Null: the whole order.' }),
    lineTitle: t.exposeString('lineTitle', { nullable: true, description: "The line's title as sold." }),
    kind: t.exposeString('kind'),
    offerId: t.exposeID('offerId', { nullable: true }),
    offerName: t.exposeString('offerName', { nullable: true }),
    staffId: t.exposeID('staffId', { nullable: true }),
    staffName: t.exposeString('staffName', { nullable: true }),
    terminalAmount: t.exposeInt('terminalAmount', { description: 'What the till took off, minor units.' }),
    expectedAmount: t.exposeInt('expectedAmount', {
      description: "What the engine (or the staff member's cap) allows, minor units.",
    }),
    difference: t.exposeInt('difference', { description: 'terminalAmount − expectedAmount.' }),
    currency: t.exposeString('currency'),
  }),
});

const DiscountDifferenceTotalRef = builder
  .objectRef<DiscountDifferenceTotal>('DiscountDifferenceTotal')
  .implement({
    fields: (t) => ({
      kind: t.exposeString('kind'),
      count: t.exposeInt('count'),
      difference: t.exposeFloat('difference', { description: 'Sum of the differences, minor units.' }),
    }),
  });

const DiscountDifferenceConnectionRef = builder
  .objectRef<DiscountDifferencePage>('DiscountDifferenceConnection')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [DiscountDifferenceRef], resolve: (p) => p.nodes }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
      totals: t.field({
        type: [DiscountDifferenceTotalRef],
        description: 'Count and summed difference per kind over the whole filter.',
        resolve: (p) => p.totals(),
      }),
    }),
  });

const filterOf = (
  filter: { venueIds?: (string | number)[] | null } | null | undefined,
): DiscountDifferenceFilter | null =>
  filter ? ({ ...filter, venueIds: filter.venueIds?.map(String) } as DiscountDifferenceFilter) : null;

builder.queryField('discountDifferences', (t) =>
  t.field({
    type: DiscountDifferenceConnectionRef,
    authScopes: { companyUser: true },
    description: 'Till discounts the pricing engine disagrees with, newest first (ORDERS or FINANCE).',
    args: {
      filter: t.arg({ type: DiscountDifferenceFilterInput }),
      first: t.arg.int(),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listDiscountDifferences(ctx, { filter: filterOf(args.filter), first: args.first, after: args.after }),
  }),
);

builder.queryField('discountDifferencesCsv', (t) =>
  t.string({
    authScopes: { companyUser: true },
    description: 'The discount differences of the filter as CSV text, oldest first (ORDERS or FINANCE).',
    args: {
      filter: t.arg({ type: DiscountDifferenceFilterInput }),
      language: t.arg.string({
        description:
          "The reader's interface language: headers in it; sv, no, da and es get `;` and decimal commas.",
      }),
    },
    resolve: (_root, args, ctx) => discountDifferencesCsv(ctx, filterOf(args.filter), args.language),
  }),
);
