// The one GraphQL type of the domain's metric layer (`metricsOf`): the dashboard, reports and
// Z-reports all answer with it.
import type { Metrics } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';

/** Amounts are whole minor units but typed Float: a year of sales overflows GraphQL's 32-bit Int. */
export const MetricsRef = builder.objectRef<Metrics>('Metrics').implement({
  description: 'The metric layer’s figures for a group of sales. Amounts VAT-inclusive, in minor units.',
  fields: (t) => ({
    salesAmount: t.exposeFloat('salesAmount', { description: 'SALES_AMOUNT: paid sales less refunds.' }),
    salesCount: t.exposeInt('salesCount', { description: 'SALES_COUNT: paid orders.' }),
    salesAverage: t.exposeFloat('salesAverage', { description: 'SALES_AVERAGE.' }),
    grossSales: t.exposeFloat('grossSales', { description: 'Paid sales before refunds.' }),
    tipsAmount: t.exposeFloat('tipsAmount', { description: 'TIPS_AMOUNT.' }),
    tipsCount: t.exposeInt('tipsCount', { description: 'TIPS_COUNT: payments with a tip.' }),
    tipsAverage: t.exposeFloat('tipsAverage', { description: 'TIPS_AVERAGE.' }),
    vatAmount: t.exposeFloat('vatAmount'),
    netOfVat: t.exposeFloat('netOfVat'),
    discountAmount: t.exposeFloat('discountAmount'),
    refundCount: t.exposeInt('refundCount'),
    refundAmount: t.exposeFloat('refundAmount'),
  }),
});
