import type { VatLine } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import { VenueRef } from '../venues/venues.schema.ts';
import {
  type DashboardBucket,
  type DashboardView,
  financeDashboard,
  type MetricChanges,
} from './dashboard.service.ts';
import { MetricsRef } from './metrics.schema.ts';
import type { OfferDiscount } from './offer-read.ts';
import type { TopEntry } from './read.ts';

const DashboardChangesRef = builder.objectRef<MetricChanges>('DashboardChanges').implement({
  description: 'Change from the previous period in percent (one decimal); null when it had nothing.',
  fields: (t) => ({
    salesAmount: t.exposeFloat('salesAmount', { nullable: true }),
    salesCount: t.exposeFloat('salesCount', { nullable: true }),
    salesAverage: t.exposeFloat('salesAverage', { nullable: true }),
    grossSales: t.exposeFloat('grossSales', { nullable: true }),
    tipsAmount: t.exposeFloat('tipsAmount', { nullable: true }),
    tipsCount: t.exposeFloat('tipsCount', { nullable: true }),
    tipsAverage: t.exposeFloat('tipsAverage', { nullable: true }),
    vatAmount: t.exposeFloat('vatAmount', { nullable: true }),
    netOfVat: t.exposeFloat('netOfVat', { nullable: true }),
    discountAmount: t.exposeFloat('discountAmount', { nullable: true }),
    refundCount: t.exposeFloat('refundCount', { nullable: true }),
    refundAmount: t.exposeFloat('refundAmount', { nullable: true }),
  }),
});

const DashboardBucketRef = builder.objectRef<DashboardBucket>('DashboardBucket').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'The hour (0–23), day (YYYY-MM-DD), channel, payment method or service type.',
    }),
    metrics: t.field({ type: MetricsRef, resolve: (b) => b.metrics }),
    paymentCount: t.exposeInt('paymentCount', { description: 'Payments made with this method.' }),
    paymentAmount: t.exposeFloat('paymentAmount', {
      description: 'Amount paid with this method, tips excluded.',
    }),
  }),
});

const DashboardTopEntryRef = builder.objectRef<TopEntry>('DashboardTopEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true, description: 'Null for lines sold without an item or category.' }),
    name: t.exposeString('name'),
    quantity: t.exposeFloat('quantity'),
    salesAmount: t.exposeFloat('salesAmount'),
  }),
});

const DashboardDiscountRef = builder.objectRef<OfferDiscount>('DashboardDiscount').implement({
  description: "An offer's (or the manual discounts') share of the period's discounts.",
  fields: (t) => ({
    key: t.exposeString('key', { description: "The offer id, or 'manual' for staff's manual discounts." }),
    offerId: t.exposeID('offerId', { nullable: true }),
    name: t.exposeString('name', { description: "The offer's name; '' for manual discounts." }),
    manual: t.exposeBoolean('manual'),
    uses: t.exposeFloat('uses', { description: 'Lines (or orders) it was applied to.' }),
    amount: t.exposeFloat('amount', { description: 'Taken off, minor units.' }),
    share: t.exposeFloat('share', { description: 'Percent of all discounts in the period, one decimal.' }),
  }),
});

const DashboardVatRef = builder.objectRef<VatLine>('DashboardVatLine').implement({
  fields: (t) => ({
    rate: t.exposeInt('rate', { description: 'VAT rate in percent.' }),
    gross: t.exposeFloat('gross'),
    vat: t.exposeFloat('vat'),
  }),
});

const FinanceDashboardRef = builder.objectRef<DashboardView>('FinanceDashboard').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    venues: t.field({
      type: [VenueRef],
      description: 'The venues the figures cover.',
      resolve: (d) => d.venues,
    }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    previousFrom: t.exposeString('previousFrom'),
    previousTo: t.exposeString('previousTo'),
    today: t.exposeString('today', { description: 'The current accounting day in the company time zone.' }),
    totals: t.field({ type: MetricsRef, resolve: (d) => d.totals }),
    previous: t.field({ type: MetricsRef, resolve: (d) => d.previous }),
    changes: t.field({ type: DashboardChangesRef, resolve: (d) => d.changes }),
    byHour: t.field({
      type: [DashboardBucketRef],
      description: 'Local hours in business order (05 … 23, 00 … 04), summed over the period.',
      resolve: (d) => d.byHour,
    }),
    byDay: t.field({
      type: [DashboardBucketRef],
      description: 'Every day of the period.',
      resolve: (d) => d.byDay,
    }),
    channels: t.field({ type: [DashboardBucketRef], resolve: (d) => d.channels }),
    paymentMethods: t.field({ type: [DashboardBucketRef], resolve: (d) => d.paymentMethods }),
    serviceTypes: t.field({ type: [DashboardBucketRef], resolve: (d) => d.serviceTypes }),
    topItems: t.field({ type: [DashboardTopEntryRef], resolve: (d) => d.topItems }),
    topCategories: t.field({ type: [DashboardTopEntryRef], resolve: (d) => d.topCategories }),
    topDiscounts: t.field({
      type: [DashboardDiscountRef],
      description: 'The five offers (or manual discounts) that took the most off, largest first.',
      resolve: (d) => d.topDiscounts,
    }),
    vat: t.field({ type: [DashboardVatRef], resolve: (d) => d.vat }),
    lastUpdatedAt: t.expose('lastUpdatedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('financeDashboard', (t) =>
  t.field({
    type: FinanceDashboardRef,
    authScopes: { scope: 'FINANCE' },
    description:
      'Sales of the chosen (or all permitted) venues for inclusive accounting days from..to (max 366).',
    args: {
      venueIds: t.arg.idList(),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      financeDashboard(ctx, { venueIds: args.venueIds?.map(String) ?? null, from: args.from, to: args.to }),
  }),
);
