import { builder } from '../../kernel/builder.ts';
import * as methods from './payment-methods.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;

const PaymentMethodRef = builder.objectRef<methods.PaymentMethodView>('PaymentMethod').implement({
  description: 'A payment method of the company (GetPaymentMethods): what tills take payment with.',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    internalId: t.exposeString('internalId', {
      description: 'The code terminals record on a payment (CARD, CASH, SWISH, …).',
    }),
    name: t.exposeString('name', { description: 'What tills, reports, Z-reports and vouchers show.' }),
    deleted: t.exposeBoolean('deleted', {
      description: 'Removed from the tills; kept because payments used it.',
    }),
  }),
});

const PaymentMethodInput = builder.inputType('PaymentMethodInput', {
  fields: (t) => ({
    internalId: t.string({
      required: true,
      description: 'A payment method code the company has no live method for.',
    }),
    name: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  paymentMethods: t.field({
    type: [PaymentMethodRef],
    authScopes: SETTINGS,
    args: { includeDeleted: t.arg.boolean({ defaultValue: false }) },
    description: 'GetPaymentMethods: live methods oldest first, then (when asked) the removed ones.',
    resolve: (_root, { includeDeleted }, ctx) => methods.listPaymentMethods(ctx, includeDeleted ?? false),
  }),
}));

builder.mutationFields((t) => ({
  createPaymentMethod: t.field({
    type: PaymentMethodRef,
    authScopes: SETTINGS,
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => methods.createPaymentMethod(ctx, input),
  }),
  renamePaymentMethod: t.field({
    type: PaymentMethodRef,
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) => methods.renamePaymentMethod(ctx, String(id), { name }),
  }),
  deletePaymentMethod: t.field({
    type: 'Boolean',
    authScopes: SETTINGS,
    description: 'Soft-deleted when payments used it, removed otherwise; the last live method stays.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => methods.deletePaymentMethod(ctx, String(id)),
  }),
}));
