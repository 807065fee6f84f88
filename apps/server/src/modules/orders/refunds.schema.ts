import { builder } from '../../kernel/builder.ts';
import { type RefundResult, refundOrder, refundPayment } from './refunds.service.ts';

const RefundedOrderRef = builder.objectRef<RefundResult['order']>('RefundedOrder').implement({
  description: 'An order after a refund: its status (REFUNDED once fully refunded) and refunded amount.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    refundedAmount: t.exposeInt('refundedAmount', { description: 'Minor units, tips excluded.' }),
  }),
});

const RefundResultRef = builder.objectRef<RefundResult>('RefundResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.exposeString('error', { nullable: true }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    order: t.field({ type: RefundedOrderRef, resolve: (r) => r.order }),
  }),
});

builder.mutationField('refundOrder', (t) =>
  t.field({
    type: RefundResultRef,
    authScopes: { scope: 'ORDERS' },
    description:
      'Refunds every payment of a completed order not refunded yet. Refused (CONFLICT) when already refunded.',
    args: { orderId: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, ctx) => refundOrder(ctx, { orderId: String(args.orderId), reason: args.reason }),
  }),
);

builder.mutationField('refundPayment', (t) =>
  t.field({
    type: RefundResultRef,
    authScopes: { scope: 'ORDERS' },
    description: 'Refunds one payment of a completed order. Refused (CONFLICT) when already refunded.',
    args: { paymentId: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, ctx) =>
      refundPayment(ctx, { paymentId: String(args.paymentId), reason: args.reason }),
  }),
);
