import { builder } from '../../kernel/builder.ts';
import {
  type BalanceAccount,
  CARD_BRANDS,
  type CardTransaction,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  type Payout,
  type TransactionFees,
} from '../../platform/providers/payments.ts';
import * as payments from './payments.service.ts';

const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description: "The acquirer's status of a card transaction.",
  values: PAYMENT_STATUSES,
});
const PayoutStatusEnum = builder.enumType('PayoutStatus', { values: PAYOUT_STATUSES });
const CardBrandEnum = builder.enumType('CardBrand', { values: CARD_BRANDS });

const BalanceAccountRef = builder.objectRef<BalanceAccount>('BalanceAccount').implement({
  description: 'Where a legal entity’s card sales are booked and paid out from (sandbox provider).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    legalEntityId: t.exposeID('legalEntityId'),
    accountHolderId: t.exposeID('accountHolderId'),
    currency: t.exposeString('currency'),
  }),
});

const FeesRef = builder.objectRef<TransactionFees>('TransactionFees').implement({
  description: 'Fees of one transaction in minor units; total = interchange + scheme + markup.',
  fields: (t) => ({
    interchange: t.exposeInt('interchange'),
    scheme: t.exposeInt('scheme'),
    markup: t.exposeInt('markup', { description: 'Processing fee (also refund and chargeback fees).' }),
    total: t.exposeInt('total'),
  }),
});

const CardTransactionRef = builder.objectRef<CardTransaction>('CardTransaction').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The PSP reference.' }),
    merchantReference: t.exposeString('merchantReference'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    day: t.exposeString('day', { description: 'Local (accounting) day of the sale.' }),
    brand: t.field({ type: CardBrandEnum, resolve: (r) => r.brand }),
    last4: t.exposeString('last4'),
    currency: t.exposeString('currency'),
    status: t.field({ type: PaymentStatusEnum, resolve: (r) => r.status }),
    amount: t.exposeInt('amount', { description: 'Charged to the card, minor units.' }),
    payable: t.exposeInt('payable', { description: 'Counts towards a payout: 0 once refused or reversed.' }),
    fees: t.field({ type: FeesRef, resolve: (r) => r.fees }),
    net: t.exposeInt('net', { description: 'payable − fees.total.' }),
    settlementDay: t.exposeString('settlementDay', { nullable: true }),
    payoutId: t.exposeID('payoutId', { nullable: true }),
  }),
});

const TotalsRef = builder.objectRef<payments.PaymentTotals>('PaymentTotals').implement({
  description: 'Count and sums in minor units; net = gross − fees.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    gross: t.exposeInt('gross'),
    fees: t.exposeInt('fees'),
    net: t.exposeInt('net'),
  }),
});

const TransactionPageRef = builder.objectRef<payments.TransactionPage>('PaymentTransactionPage').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    totals: t.field({
      type: TotalsRef,
      resolve: (p) => p.totals,
      description: 'Of every match, not the page.',
    }),
    transactions: t.field({ type: [CardTransactionRef], resolve: (p) => p.transactions }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const PayoutRef = builder.objectRef<Payout>('Payout').implement({
  description: 'One business day’s settled transactions paid out net of fees.',
  fields: (t) => ({
    id: t.exposeID('id'),
    day: t.exposeString('day'),
    arrivalDay: t.exposeString('arrivalDay'),
    status: t.field({ type: PayoutStatusEnum, resolve: (p) => p.status }),
    currency: t.exposeString('currency'),
    transactionCount: t.exposeInt('transactionCount'),
    gross: t.exposeInt('gross'),
    fees: t.exposeInt('fees'),
    net: t.exposeInt('net'),
  }),
});

const PayoutDetailRef = builder.objectRef<payments.PayoutDetail>('PayoutDetail').implement({
  fields: (t) => ({
    payout: t.field({ type: PayoutRef, resolve: (d) => d.payout }),
    transactions: t.field({ type: [CardTransactionRef], resolve: (d) => d.transactions }),
  }),
});

const PayoutReportTotalsRef = builder
  .objectRef<payments.PayoutReportView['data']['totals']>('PayoutReportTotals')
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count'),
      transactionCount: t.exposeInt('transactionCount'),
      gross: t.exposeInt('gross'),
      fees: t.exposeInt('fees'),
      net: t.exposeInt('net'),
    }),
  });

const PayoutReportRef = builder.objectRef<payments.PayoutReportView>('PayoutReport').implement({
  description: 'A frozen snapshot of the payouts of a range (a PAYOUTS report).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    from: t.string({ resolve: (r) => r.data.from }),
    to: t.string({ resolve: (r) => r.data.to }),
    currency: t.string({ resolve: (r) => r.data.currency }),
    balanceAccountId: t.id({ resolve: (r) => r.data.balanceAccountId }),
    totals: t.field({ type: PayoutReportTotalsRef, resolve: (r) => r.data.totals }),
    payouts: t.field({ type: [PayoutRef], resolve: (r) => r.data.payouts }),
  }),
});

const CreatePayoutReportResultRef = builder
  .objectRef<payments.CreatePayoutReportResult>('CreatePayoutReportResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      error: t.exposeString('error', { nullable: true, description: "The provider's messages, joined." }),
      reportId: t.exposeID('reportId', { nullable: true }),
    }),
  });

const CreatePayoutReportInput = builder.inputType('CreatePayoutReportInput', {
  fields: (t) => ({
    balanceAccountId: t.id({ required: true }),
    from: t.string({ required: true, description: 'First payout day, YYYY-MM-DD.' }),
    to: t.string({ required: true, description: 'Last payout day, YYYY-MM-DD.' }),
  }),
});

// Payments-only accounts or FINANCE: checked in the service, the directive only requires a company user.
const who = { companyUser: true } as const;

builder.queryField('balanceAccounts', (t) =>
  t.field({
    type: [BalanceAccountRef],
    authScopes: who,
    description: 'Balance accounts of the legal entities the caller may see.',
    resolve: (_root, _args, ctx) => payments.visibleBalanceAccounts(ctx, payments.requirePaymentsUser(ctx)),
  }),
);

builder.queryField('paymentTransactions', (t) =>
  t.field({
    type: TransactionPageRef,
    authScopes: who,
    description: 'Card transactions of local days from–to (at most 93), newest first.',
    args: {
      balanceAccountId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      statuses: t.arg({ type: [PaymentStatusEnum], required: false }),
      search: t.arg.string({ required: false, description: 'Part of a PSP or merchant reference.' }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      payments.paymentTransactions(ctx, { ...args, balanceAccountId: String(args.balanceAccountId) }),
  }),
);

builder.queryField('payouts', (t) =>
  t.field({
    type: [PayoutRef],
    authScopes: who,
    args: {
      balanceAccountId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => payments.payouts(ctx, String(args.balanceAccountId), args.from, args.to),
  }),
);

builder.queryField('payout', (t) =>
  t.field({
    type: PayoutDetailRef,
    authScopes: who,
    args: { balanceAccountId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => payments.payout(ctx, String(args.balanceAccountId), String(args.id)),
  }),
);

builder.queryField('payoutReports', (t) =>
  t.field({
    type: [PayoutReportRef],
    authScopes: who,
    args: { balanceAccountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => payments.payoutReports(ctx, String(args.balanceAccountId)),
  }),
);

builder.queryField('payoutReport', (t) =>
  t.field({
    type: PayoutReportRef,
    authScopes: who,
    args: { balanceAccountId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => payments.payoutReport(ctx, String(args.id), String(args.balanceAccountId)),
  }),
);

builder.mutationField('createPayoutReport', (t) =>
  t.field({
    type: CreatePayoutReportResultRef,
    authScopes: who,
    args: { input: t.arg({ type: CreatePayoutReportInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      payments.createPayoutReport(ctx, { ...input, balanceAccountId: String(input.balanceAccountId) }),
  }),
);
