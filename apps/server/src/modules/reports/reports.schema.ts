import type { VatLine } from '@fika/domain';
import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import { MetricsRef } from '../finance/metrics.schema.ts';
import type { ReportRow, ReportSection } from './figures.ts';
import { generatePdfReport } from './report-pdf.ts';
import {
  createReport,
  deleteReport,
  getReport,
  listReports,
  type ReportView,
  type ReportWithFigures,
  reportCsv,
} from './reports.service.ts';
import {
  createScheduledReport,
  deleteScheduledReport,
  findScheduledReport,
  listScheduledReports,
  type ScheduledReportView,
  sendZReportEmail,
} from './scheduled.service.ts';
import { closeZReport, type ZCloseResult } from './z-close.ts';
import {
  type ZReport,
  type ZReportCarried,
  type ZReportGroup,
  type ZReportIssuer,
  type ZReportPayment,
  type ZReportRegister,
  zReport,
} from './z-report.ts';

const RowRef = builder.objectRef<ReportRow>('ReportRow').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: "Day, channel, payment method, staff id ('' = none), item, rate or offer id ('manual').",
    }),
    label: t.exposeString('label'),
    metrics: t.field({ type: MetricsRef, resolve: (r) => r.metrics }),
    quantity: t.exposeFloat('quantity', { nullable: true }),
    rate: t.exposeFloat('rate', { nullable: true }),
    share: t.exposeFloat('share', {
      nullable: true,
      description: 'Percent of all discounts, one decimal (discounts by offer).',
    }),
  }),
});

const SectionRef = builder.objectRef<ReportSection>('ReportSection').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'day, channel, paymentMethod, vat, topItems, offers, staff or payouts.',
    }),
    rows: t.field({ type: [RowRef], resolve: (s) => s.rows }),
  }),
});

const ReportRef = builder
  .objectRef<ReportView & { figures?: ReportWithFigures['figures'] }>('Report')
  .implement({
    description: 'A report and its filter; the figures (read live) only from report(id).',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      type: t.exposeString('type'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      currency: t.exposeString('currency'),
      from: t.string({ resolve: (r) => r.filter.from }),
      to: t.string({ resolve: (r) => r.filter.to }),
      venueIds: t.stringList({ resolve: (r) => r.filter.venueIds }),
      channels: t.stringList({ resolve: (r) => r.filter.channels }),
      hours: t.intList({ resolve: (r) => r.filter.hours }),
      staffIds: t.stringList({ resolve: (r) => r.filter.staffIds }),
      totals: t.field({ type: MetricsRef, nullable: true, resolve: (r) => r.figures?.totals ?? null }),
      sections: t.field({ type: [SectionRef], nullable: true, resolve: (r) => r.figures?.sections ?? null }),
      lastUpdatedAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (r) => r.figures?.lastUpdatedAt ?? null,
      }),
    }),
  });

const CreateReportInput = builder.inputType('CreateReportInput', {
  fields: (t) => ({
    name: t.string(),
    type: t.string({
      required: true,
      description: 'SALES, STAFF or PAYOUTS (MARGIN/INVENTORY need data not recorded).',
    }),
    venueIds: t.idList(),
    channels: t.stringList(),
    from: t.string({ required: true, description: 'First accounting day, YYYY-MM-DD.' }),
    to: t.string({ required: true, description: 'Last accounting day, inclusive.' }),
    hours: t.intList(),
    staffIds: t.stringList(),
    language: t.string({ description: 'Interface language (en, sv, …) the default name is written in.' }),
  }),
});

const CreateReportResult = builder
  .objectRef<{ success: boolean; error: string | null; reportId: string | null }>('CreateReportResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      error: t.exposeString('error', { nullable: true }),
      reportId: t.exposeID('reportId', { nullable: true }),
    }),
  });

const finance = { scope: 'FINANCE' } as const;

builder.queryField('reports', (t) =>
  t.field({ type: [ReportRef], authScopes: finance, resolve: (_r, _a, ctx) => listReports(ctx) }),
);

builder.queryField('report', (t) =>
  t.field({
    type: ReportRef,
    authScopes: finance,
    description: 'A report with its figures read live, and when that data last changed.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => getReport(ctx, String(args.id)),
  }),
);

builder.queryField('reportCsv', (t) =>
  t.string({
    authScopes: finance,
    args: { id: t.arg.id({ required: true }), language: t.arg.string() },
    resolve: (_r, args, ctx) => reportCsv(ctx, String(args.id), args.language),
  }),
);

builder.mutationField('createReport', (t) =>
  t.field({
    type: CreateReportResult,
    authScopes: finance,
    args: { input: t.arg({ type: CreateReportInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { reportId } = await createReport(ctx, { ...input, venueIds: input.venueIds?.map(String) });
      return { success: true, error: null, reportId };
    },
  }),
);

builder.mutationField('deleteReport', (t) =>
  t.field({
    type: MutationResultRef,
    authScopes: finance,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteReport(ctx, String(args.id));
      return ok();
    },
  }),
);

const VatRef = builder.objectRef<VatLine>('ZReportVat').implement({
  fields: (t) => ({ rate: t.exposeFloat('rate'), gross: t.exposeFloat('gross'), vat: t.exposeFloat('vat') }),
});

const PaymentRef = builder.objectRef<ZReportPayment>('ZReportPayment').implement({
  fields: (t) => ({
    method: t.exposeString('method'),
    name: t.exposeString('name', {
      nullable: true,
      description: 'The company’s name for the method; null: show the standard label of `method`.',
    }),
    count: t.exposeFloat('count'),
    amount: t.exposeFloat('amount'),
    tips: t.exposeFloat('tips'),
    refunds: t.exposeFloat('refunds', {
      description: 'Paid back on this method by refunds (tips excluded).',
    }),
  }),
});

const IssuerRef = builder.objectRef<ZReportIssuer>('ZReportIssuer').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    legalName: t.exposeString('legalName', { nullable: true }),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    address: t.exposeString('address', { nullable: true, description: 'The venue’s sales address.' }),
  }),
});

const RegisterRef = builder.objectRef<ZReportRegister>('ZReportRegister').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    controlUnitSerial: t.exposeString('controlUnitSerial', { nullable: true }),
    receiptCount: t.exposeInt('receiptCount'),
  }),
});

const GroupRef = builder.objectRef<ZReportGroup>('ZReportGroup').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true, description: 'null: lines without a product group.' }),
    quantity: t.exposeFloat('quantity'),
    amount: t.exposeFloat('amount'),
  }),
});

const GrandTotalsRef = builder.objectRef<ZReport['grandTotals']>('ZReportGrandTotals').implement({
  fields: (t) => ({
    sales: t.exposeFloat('sales'),
    returns: t.exposeFloat('returns'),
    net: t.exposeFloat('net'),
  }),
});

const CarriedRef = builder.objectRef<ZReportCarried>('ZReportCarried').implement({
  description:
    'Figures a Z-report carries besides its own day: sales recorded for closed days after they closed, or (on a venue’s first Z-report) everything sold before it.',
  fields: (t) => ({
    days: t.exposeStringList('days', {
      description:
        'Late: the accounting days the figures were recorded for; opening: its first and last day.',
    }),
    totals: t.field({ type: MetricsRef, resolve: (c) => c.totals }),
    vat: t.field({ type: [VatRef], resolve: (c) => c.vat }),
    payments: t.field({ type: [PaymentRef], resolve: (c) => c.payments }),
    receiptCount: t.exposeInt('receiptCount'),
    copyCount: t.exposeInt('copyCount'),
  }),
});

const ZReportRef = builder.objectRef<ZReport>('ZReport').implement({
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    day: t.exposeString('day'),
    currency: t.exposeString('currency'),
    number: t.exposeInt('number', {
      nullable: true,
      description: 'The venue’s gap-free Z number once the day is closed; null while it is open.',
    }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    empty: t.exposeBoolean('empty', { description: 'Nothing was sold, paid or refunded on the day.' }),
    issuer: t.field({ type: IssuerRef, resolve: (z) => z.issuer }),
    registers: t.field({ type: [RegisterRef], resolve: (z) => z.registers }),
    totals: t.field({ type: MetricsRef, resolve: (z) => z.totals }),
    vat: t.field({ type: [VatRef], resolve: (z) => z.vat }),
    groups: t.field({ type: [GroupRef], resolve: (z) => z.groups }),
    payments: t.field({ type: [PaymentRef], resolve: (z) => z.payments }),
    receiptCount: t.exposeInt('receiptCount'),
    copyCount: t.exposeInt('copyCount', { description: 'Receipt copies printed of the day’s receipts.' }),
    firstOrderNumber: t.exposeInt('firstOrderNumber', { nullable: true }),
    lastOrderNumber: t.exposeInt('lastOrderNumber', { nullable: true }),
    openingCounter: t.exposeFloat('openingCounter', {
      description: 'Cumulative sales of the venue before the day.',
    }),
    closingCounter: t.exposeFloat('closingCounter', {
      description: 'Cumulative sales of the venue after the day.',
    }),
    grandTotals: t.field({
      type: GrandTotalsRef,
      description: 'Grand totals after the day (frozen once closed; what closing now would give while open).',
      resolve: (z) => z.grandTotals,
    }),
    late: t.field({
      type: CarriedRef,
      nullable: true,
      description:
        'Recorded for already closed days after their Z-report closed, carried by this report (not in `totals`).',
      resolve: (z) => z.late,
    }),
    opening: t.field({
      type: CarriedRef,
      nullable: true,
      description:
        'The venue’s first Z-report: everything sold before its day, which opens the grand totals.',
      resolve: (z) => z.opening,
    }),
    inOpening: t.exposeBoolean('inOpening', {
      description: 'The day is before the venue’s first Z-report: its sales are in that report’s opening.',
    }),
    lastUpdatedAt: t.expose('lastUpdatedAt', { type: 'DateTime', nullable: true }),
    generatedAt: t.expose('generatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('zReport', (t) =>
  t.field({
    type: ZReportRef,
    authScopes: finance,
    args: { venueId: t.arg.id({ required: true }), day: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => zReport(ctx, String(args.venueId), args.day),
  }),
);

const CloseResultRef = builder.objectRef<ZCloseResult>('ZReportClose').implement({
  fields: (t) => ({
    status: t.exposeString('status', {
      description: 'closed: numbered now; alreadyClosed: it was; empty: nothing to close, no number.',
    }),
    report: t.field({ type: ZReportRef, resolve: (r) => r.report }),
  }),
});

builder.mutationField('closeZReport', (t) =>
  t.field({
    type: CloseResultRef,
    authScopes: finance,
    description:
      'Closes a venue’s accounting day once: the next number of its gap-free Z sequence and the grand totals; the report is frozen from then on.',
    args: { venueId: t.arg.id({ required: true }), day: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => closeZReport(ctx, String(args.venueId), args.day),
  }),
);

const PdfInput = builder.inputType('GeneratePdfReportInput', {
  fields: (t) => ({
    reportId: t.id(),
    venueId: t.id(),
    day: t.string(),
    balanceAccountId: t.id(),
    language: t.string(),
  }),
});

const PdfResult = builder
  .objectRef<{ success: boolean; error: string | null; url: string | null }>('PdfReportResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      error: t.exposeString('error', { nullable: true }),
      url: t.exposeString('url', { nullable: true, description: 'A download link valid for 10 minutes.' }),
    }),
  });

builder.mutationField('generatePdfReport', (t) =>
  t.field({
    type: PdfResult,
    authScopes: { companyUser: true },
    description:
      'A Z-report (venueId + day), a report (reportId) or a payout report (reportId + balanceAccountId) as PDF.',
    args: { input: t.arg({ type: PdfInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const url = await generatePdfReport(ctx, {
        reportId: input.reportId ? String(input.reportId) : null,
        venueId: input.venueId ? String(input.venueId) : null,
        day: input.day,
        balanceAccountId: input.balanceAccountId ? String(input.balanceAccountId) : null,
        language: input.language,
      });
      return { success: true, error: null, url };
    },
  }),
);

builder.mutationField('sendZReportEmail', (t) =>
  t.field({
    type: MutationResultRef,
    authScopes: finance,
    args: {
      venueId: t.arg.id({ required: true }),
      day: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
    },
    resolve: async (_r, args, ctx) => {
      await sendZReportEmail(ctx, String(args.venueId), args.day, args.email);
      return ok();
    },
  }),
);

const ScheduledRef = builder.objectRef<ScheduledReportView>('ScheduledReport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    period: t.exposeString('period'),
    type: t.exposeString('type'),
    venueIds: t.exposeStringList('venueIds'),
    channels: t.exposeStringList('channels'),
    recipients: t.exposeStringList('recipients'),
    language: t.exposeString('language'),
    lastPeriodStart: t.exposeString('lastPeriodStart', { nullable: true }),
    lastRunAt: t.expose('lastRunAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ScheduledInput = builder.inputType('CreateScheduledReportInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    period: t.string({ required: true, description: 'DAILY, WEEKLY or MONTHLY.' }),
    type: t.string({ required: true }),
    venueIds: t.idList(),
    channels: t.stringList(),
    recipients: t.stringList({ required: true, description: '1 to 10 e-mail addresses.' }),
    language: t.string(),
  }),
});

builder.queryField('scheduledReports', (t) =>
  t.field({ type: [ScheduledRef], authScopes: finance, resolve: (_r, _a, ctx) => listScheduledReports(ctx) }),
);

builder.mutationField('createScheduledReport', (t) =>
  t.field({
    type: ScheduledRef,
    authScopes: finance,
    args: { input: t.arg({ type: ScheduledInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createScheduledReport(ctx, { ...input, venueIds: input.venueIds?.map(String) }),
  }),
);

builder.mutationField('deleteScheduledReport', (t) =>
  t.field({
    type: MutationResultRef,
    authScopes: finance,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteScheduledReport(ctx, String(args.id));
      return ok();
    },
  }),
);

const RunResult = builder.objectRef<{ jobId: string; state: string }>('ScheduledReportRun').implement({
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    state: t.exposeString('state', {
      description: 'Outside production the job is awaited: completed or failed; in production: queued.',
    }),
  }),
});

builder.mutationField('runScheduledReportNow', (t) =>
  t.field({
    type: RunResult,
    authScopes: finance,
    description:
      "Sends the schedule's latest closed period now, through the same pg-boss job as the schedule.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const schedule = await findScheduledReport(ctx, String(args.id));
      const jobs = ctx.jobs.reports;
      const jobId = await jobs.runNow(schedule.id);
      const state = ctx.config.production ? 'queued' : await jobs.waitFor(jobId);
      return { jobId, state };
    },
  }),
);
