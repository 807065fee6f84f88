import { builder } from '../../kernel/builder.ts';
import { MetricsRef } from '../finance/metrics.schema.ts';
import {
  type StaffReport,
  type StaffReportInput,
  type StaffReportRow,
  staffReport,
  staffReportCsv,
} from './staff-report.ts';

type Figures = StaffReport['totals'];

const StaffReportFiguresRef = builder.objectRef<Figures>('StaffReportFigures').implement({
  description: 'A staff member’s (or the whole filter’s) figures: the metric layer and the voids.',
  fields: (t) => ({
    metrics: t.field({ type: MetricsRef, resolve: (r) => r.metrics }),
    voidCount: t.exposeInt('voidCount', {
      description: 'Lines voided and orders cancelled (VOID_LINE, CANCEL_ORDER).',
    }),
    voidAmount: t.exposeFloat('voidAmount', { description: 'What those voids were worth, minor units.' }),
  }),
});

const StaffReportRowRef = builder.objectRef<StaffReportRow>('StaffReportRow').implement({
  fields: (t) => ({
    staffId: t.exposeID('staffId', {
      nullable: true,
      description: 'null: orders taken without a staff member.',
    }),
    name: t.exposeString('name', {
      description: 'From the staff list (deleted staff keep theirs); empty for no staff.',
    }),
    deleted: t.exposeBoolean('deleted'),
    metrics: t.field({ type: MetricsRef, resolve: (r) => r.metrics }),
    voidCount: t.exposeInt('voidCount'),
    voidAmount: t.exposeFloat('voidAmount'),
  }),
});

const StaffReportRef = builder.objectRef<StaffReport>('StaffReport').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    venueIds: t.exposeIDList('venueIds'),
    rows: t.field({ type: [StaffReportRowRef], resolve: (r) => r.rows }),
    totals: t.field({ type: StaffReportFiguresRef, resolve: (r) => r.totals }),
    lastUpdatedAt: t.expose('lastUpdatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const StaffReportFilterInput = builder.inputType('StaffReportFilter', {
  description: 'Inclusive accounting days and venues (none: every venue the caller may see).',
  fields: (t) => ({
    venueIds: t.idList(),
    from: t.string({ required: true, description: 'First accounting day, YYYY-MM-DD.' }),
    to: t.string({ required: true, description: 'Last accounting day, YYYY-MM-DD.' }),
  }),
});

const filterOf = (f: {
  venueIds?: (string | number)[] | null;
  from: string;
  to: string;
}): StaffReportInput => ({
  ...f,
  venueIds: f.venueIds?.map(String),
});

builder.queryField('staffReport', (t) =>
  t.field({
    type: StaffReportRef,
    authScopes: { scope: 'STAFF' },
    description:
      'Per staff member over the filter: sales, orders, tips, refunds, discounts (the metric layer) and voids.',
    args: { filter: t.arg({ type: StaffReportFilterInput, required: true }) },
    resolve: (_r, args, ctx) => staffReport(ctx, filterOf(args.filter)),
  }),
);

builder.queryField('staffReportCsv', (t) =>
  t.string({
    authScopes: { scope: 'STAFF' },
    description: 'The staff report as CSV text (byte-order mark, the separators of the reader’s language).',
    args: {
      filter: t.arg({ type: StaffReportFilterInput, required: true }),
      language: t.arg.string({ description: 'The reader’s interface language: column names and dialect.' }),
    },
    resolve: (_r, args, ctx) => staffReportCsv(ctx, filterOf(args.filter), args.language),
  }),
);
