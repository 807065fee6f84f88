import { builder, MutationResultRef } from '../../kernel/builder.ts';
import {
  getOrder,
  listOrders,
  type OrderDetail,
  type OrderEventView,
  type OrderLineView,
  type OrderPage,
  type OrderPaymentView,
  type OrderSummary,
  sendOrderEmail,
  type VoidEntryView,
} from './orders.service.ts';

const OrderFilterInput = builder.inputType('OrderFilter', {
  description: 'Which orders to list; days are accounting days, inclusive. Empty lists mean all.',
  fields: (t) => ({
    venueIds: t.idList(),
    from: t.string({ description: 'First accounting day, YYYY-MM-DD.' }),
    to: t.string({ description: 'Last accounting day, YYYY-MM-DD.' }),
    channels: t.stringList(),
    statuses: t.stringList(),
    serviceTypes: t.stringList(),
    staffIds: t.stringList({ description: "Staff ids; '' for orders without staff." }),
    minAmount: t.int({ description: 'Smallest total, minor units.' }),
    maxAmount: t.int({ description: 'Largest total, minor units.' }),
    search: t.string({ description: 'Order number (exact or its start) or the terminal’s order id.' }),
  }),
});

// The fields every view of an order has; the list's and the detail's types both implement it.
const OrderRef = builder.interfaceRef<OrderSummary>('Order').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    orderNumber: t.exposeInt('orderNumber'),
    clientOrderId: t.exposeString('clientOrderId'),
    channel: t.exposeString('channel'),
    serviceType: t.exposeString('serviceType'),
    status: t.exposeString('status'),
    staffId: t.exposeString('staffId', { nullable: true }),
    staffName: t.exposeString('staffName', { nullable: true }),
    tableCode: t.exposeString('tableCode', { nullable: true }),
    guestCount: t.exposeInt('guestCount', { nullable: true }),
    customerEmail: t.exposeString('customerEmail', { nullable: true }),
    beeperNumber: t.exposeInt('beeperNumber', {
      nullable: true,
      description: 'The pager handed to the guest (beepers); kept after the order completes.',
    }),
    currency: t.exposeString('currency'),
    totalAmount: t.exposeInt('totalAmount', { description: 'VAT included, tips excluded, minor units.' }),
    vatAmount: t.exposeInt('vatAmount'),
    discountAmount: t.exposeInt('discountAmount'),
    tipAmount: t.exposeInt('tipAmount'),
    refundedAmount: t.exposeInt('refundedAmount'),
    placedAt: t.expose('placedAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    accountingDay: t.exposeString('accountingDay'),
  }),
});

export const OrderSummaryRef = builder.objectRef<OrderSummary>('OrderSummary').implement({
  description: 'An order as the list shows it.',
  interfaces: [OrderRef],
});

const ModificationRef = builder
  .objectRef<OrderLineView['modifications'][number]>('OrderLineModification')
  .implement({
    fields: (t) => ({ name: t.exposeString('name'), price: t.exposeInt('price') }),
  });

const OrderLineRef = builder.objectRef<OrderLineView>('OrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lineNo: t.exposeInt('lineNo'),
    itemId: t.exposeString('itemId', { nullable: true }),
    title: t.exposeString('title'),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.exposeInt('unitPrice'),
    modifications: t.field({ type: [ModificationRef], resolve: (l) => l.modifications }),
    discountAmount: t.exposeInt('discountAmount'),
    vatRate: t.exposeInt('vatRate'),
    totalAmount: t.exposeInt('totalAmount'),
    voided: t.exposeBoolean('voided'),
    voidReason: t.exposeString('voidReason', { nullable: true }),
  }),
});

const OrderPaymentRef = builder.objectRef<OrderPaymentView>('OrderPayment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    method: t.exposeString('method'),
    amount: t.exposeInt('amount'),
    tipAmount: t.exposeInt('tipAmount'),
    cardBrand: t.exposeString('cardBrand', { nullable: true }),
    providerReference: t.exposeString('providerReference', { nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime' }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true }),
    refundedBy: t.exposeString('refundedBy', { nullable: true }),
    refundable: t.exposeBoolean('refundable'),
  }),
});

const OrderVatLineRef = builder.objectRef<OrderDetail['vatLines'][number]>('OrderVatLine').implement({
  fields: (t) => ({ rate: t.exposeInt('rate'), gross: t.exposeInt('gross'), vat: t.exposeInt('vat') }),
});

const OrderEventRef = builder.objectRef<OrderEventView>('OrderEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    actorName: t.exposeString('actorName', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

export const VoidEntryRef = builder.objectRef<VoidEntryView>('VoidJournalEntry').implement({
  description: 'A void, refund, deleted line or cancelled order: who, when, where, how much and why.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    orderId: t.exposeID('orderId', { nullable: true }),
    orderNumber: t.exposeInt('orderNumber', { nullable: true }),
    paymentId: t.exposeID('paymentId', { nullable: true }),
    kind: t.exposeString('kind', { description: 'VOID_LINE, REFUND_ORDER, REFUND_PAYMENT or CANCEL_ORDER.' }),
    amount: t.exposeInt('amount'),
    reason: t.exposeString('reason', { nullable: true }),
    actorName: t.exposeString('actorName', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
    accountingDay: t.exposeString('accountingDay'),
  }),
});

const OrderDetailRef = builder.objectRef<OrderDetail>('OrderDetail').implement({
  description: 'One order with its lines, payments, VAT per rate, status history and void entries.',
  interfaces: [OrderRef],
  fields: (t) => ({
    lines: t.field({ type: [OrderLineRef], resolve: (o) => o.lines }),
    payments: t.field({ type: [OrderPaymentRef], resolve: (o) => o.payments }),
    vatLines: t.field({ type: [OrderVatLineRef], resolve: (o) => o.vatLines }),
    events: t.field({ type: [OrderEventRef], resolve: (o) => o.events }),
    voidEntries: t.field({ type: [VoidEntryRef], resolve: (o) => o.voidEntries }),
    refundable: t.exposeBoolean('refundable', { description: 'Paid and not refunded yet.' }),
  }),
});

/** pageInfo of the keyset-paged lists. */
export const PageInfoRef = builder
  .objectRef<{ hasNextPage: boolean; endCursor: string | null }>('KeysetPageInfo')
  .implement({
    fields: (t) => ({
      hasNextPage: t.exposeBoolean('hasNextPage'),
      endCursor: t.exposeString('endCursor', {
        nullable: true,
        description: 'Pass as `after` for the next page.',
      }),
    }),
  });

const OrderConnectionRef = builder.objectRef<OrderPage>('OrderConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [OrderSummaryRef], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
    totalCount: t.int({
      description: 'All orders of the filter (one count query).',
      resolve: (p) => p.totalCount(),
    }),
  }),
});

builder.queryField('orders', (t) =>
  t.field({
    type: OrderConnectionRef,
    authScopes: { scope: 'ORDERS' },
    description: 'Orders of the permitted venues, newest first, a page (≤ 200, default 50) at a time.',
    args: { filter: t.arg({ type: OrderFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listOrders(ctx, {
        filter: args.filter && { ...args.filter, venueIds: args.filter.venueIds?.map(String) },
        first: args.first,
        after: args.after,
      }),
  }),
);

builder.queryField('order', (t) =>
  t.field({
    type: OrderDetailRef,
    authScopes: { scope: 'ORDERS' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getOrder(ctx, String(args.id)),
  }),
);

builder.mutationField('sendOrderEmail', (t) =>
  t.field({
    type: MutationResultRef,
    authScopes: { scope: 'ORDERS' },
    description:
      'E-mails the order’s receipt (lines, VAT per rate, payments, totals) in the company language.',
    args: { orderId: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sendOrderEmail(ctx, { orderId: String(args.orderId), email: args.email }),
  }),
);
