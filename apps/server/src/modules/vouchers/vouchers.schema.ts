import { builder } from '../../kernel/builder.ts';
import {
  type FailedVoucherAlert,
  failedVoucherAlerts,
  getVouchers,
  type VoucherPage,
  type VoucherView,
} from './vouchers.service.ts';

const VoucherRef = builder.objectRef<VoucherView>('Voucher').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.exposeString('status', { description: 'pending, succeeded or failed.' }),
    message: t.exposeString('message', { nullable: true }),
    customerVoucher: t.string({
      nullable: true,
      description: 'The exported voucher as JSON text.',
      resolve: (v) =>
        v.customerVoucher === null || v.customerVoucher === undefined
          ? null
          : JSON.stringify(v.customerVoucher),
    }),
  }),
});

const VoucherPageRef = builder.objectRef<VoucherPage>('VoucherPage').implement({
  fields: (t) => ({
    items: t.field({ type: [VoucherRef], resolve: (p) => p.items }),
    lastKey: t.exposeString('lastKey', { nullable: true }),
  }),
});

builder.queryField('getVouchers', (t) =>
  t.field({
    type: VoucherPageRef,
    authScopes: { companyUser: true },
    description: 'Accounting vouchers of a venue; the notifications use the last 30 accounting days.',
    args: {
      venueId: t.arg.id({ required: true }),
      startDate: t.arg({ type: 'DateTime', required: true }),
      endDate: t.arg({ type: 'DateTime', required: true }),
      lastKey: t.arg.string(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) => getVouchers(ctx, { ...args, venueId: String(args.venueId) }),
  }),
);

const FailedVoucherAlertRef = builder.objectRef<FailedVoucherAlert>('FailedVoucherAlert').implement({
  description: 'A venue with failed vouchers in the last 30 accounting days of its time zone.',
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    failedCount: t.exposeInt('failedCount'),
    lastFailedAt: t.expose('lastFailedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('failedVoucherAlerts', (t) =>
  t.field({
    type: [FailedVoucherAlertRef],
    authScopes: { companyUser: true },
    description:
      'The notification bell: every venue the caller may see that has failed vouchers in its last 30 accounting days, newest failure first.',
    resolve: (_root, _args, ctx) => failedVoucherAlerts(ctx),
  }),
);
