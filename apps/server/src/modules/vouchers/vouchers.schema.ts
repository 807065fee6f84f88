import { builder } from '../../kernel/builder.ts';
import {
  type AccountingOverview,
  type AccountingVoucher,
  accountingOverview,
  closeAccountingDay,
  resendVoucher,
  retryVoucher,
  type VoucherExportFile,
  voucherExport,
} from './accounting.service.ts';
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
    status: t.exposeString('status', { description: 'pending, sent or failed.' }),
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

// The accounting page (FINANCE or INTEGRATIONS; checked in the services).

const VoucherLineRef = builder.objectRef<AccountingVoucher['lines'][number]>('VoucherLine').implement({
  description: 'One line of a day voucher: an amount (minor units) on one side of one ledger account.',
  fields: (t) => ({
    account: t.exposeString('account'),
    key: t.exposeString('key', {
      description: 'The account-mapping key, e.g. sales.25, payment.CARD, tips.',
    }),
    debit: t.exposeInt('debit'),
    credit: t.exposeInt('credit'),
    text: t.exposeString('text'),
  }),
});

const AccountingVoucherRef = builder.objectRef<AccountingVoucher>('AccountingVoucher').implement({
  description: 'A venue’s day voucher as posted to the accounting integration.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    businessDay: t.exposeString('businessDay', {
      nullable: true,
      description: 'The accounting day (YYYY-MM-DD).',
    }),
    status: t.exposeString('status', { description: 'pending, sent or failed.' }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'The provider’s message when it failed.',
    }),
    provider: t.exposeString('provider', { nullable: true }),
    attempts: t.exposeInt('attempts'),
    providerVoucherId: t.exposeString('providerVoucherId', { nullable: true }),
    series: t.exposeString('series', { nullable: true }),
    number: t.exposeInt('number', { nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    lines: t.field({ type: [VoucherLineRef], resolve: (v) => v.lines }),
  }),
});

const ActiveAccountingRef = builder
  .objectRef<NonNullable<AccountingOverview['integration']>>('ActiveAccountingIntegration')
  .implement({
    fields: (t) => ({ provider: t.exposeString('provider'), name: t.exposeString('name') }),
  });

const AccountingOverviewRef = builder.objectRef<AccountingOverview>('AccountingOverview').implement({
  fields: (t) => ({
    integration: t.field({ type: ActiveAccountingRef, nullable: true, resolve: (o) => o.integration }),
    vouchers: t.field({ type: [AccountingVoucherRef], resolve: (o) => o.vouchers }),
  }),
});

const VoucherExportFormatEnum = builder.enumType('VoucherExportFormat', { values: ['SIE', 'CSV'] as const });

const VoucherExportFileRef = builder.objectRef<VoucherExportFile>('VoucherExportFile').implement({
  fields: (t) => ({
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
    base64: t.exposeString('base64', { description: 'The file’s bytes (SIE: code page 437).' }),
    voucherCount: t.exposeInt('voucherCount'),
  }),
});

builder.queryFields((t) => ({
  accountingOverview: t.field({
    type: AccountingOverviewRef,
    authScopes: { companyUser: true },
    description:
      'The enabled accounting integration and the last 30 accounting days’ vouchers of the venues the caller may see (FINANCE or INTEGRATIONS).',
    resolve: (_root, _args, ctx) => accountingOverview(ctx),
  }),
  voucherExport: t.field({
    type: VoucherExportFileRef,
    authScopes: { companyUser: true },
    description:
      'The day vouchers of an accounting-day range as an SIE 4i file (default for Swedish companies) or a journal CSV (FINANCE or INTEGRATIONS).',
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      venueIds: t.arg.idList(),
      format: t.arg({ type: VoucherExportFormatEnum }),
      language: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      voucherExport(ctx, {
        from: args.from,
        to: args.to,
        venueIds: args.venueIds?.map(String),
        format: args.format,
        language: args.language,
      }),
  }),
}));

builder.mutationFields((t) => ({
  closeAccountingDay: t.field({
    type: AccountingVoucherRef,
    authScopes: { companyUser: true },
    description:
      'Closes a venue’s accounting day now and posts its voucher; a day that has one answers it (never posted twice).',
    args: { venueId: t.arg.id({ required: true }), day: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => closeAccountingDay(ctx, String(args.venueId), args.day),
  }),
  retryVoucher: t.field({
    type: AccountingVoucherRef,
    authScopes: { companyUser: true },
    description: 'Posts a failed voucher again, rebuilt with the account mapping as it is now.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => retryVoucher(ctx, String(args.id)),
  }),
  resendVoucher: t.field({
    type: AccountingVoucherRef,
    authScopes: { companyUser: true },
    description:
      'Sends a voucher again under the same reference: the provider books it only if it no longer has it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => resendVoucher(ctx, String(args.id)),
  }),
}));
