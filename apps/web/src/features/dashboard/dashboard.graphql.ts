import { graphql } from '../../lib/graphql.ts';

/** The metric layer's figures the KPI cards and secondary figures show. */
export const DASHBOARD_FIGURES_FRAGMENT = graphql(`
  fragment DashboardFigures on Metrics @_unmask {
    salesAmount
    salesCount
    salesAverage
    tipsAmount
    tipsCount
    tipsAverage
    vatAmount
    netOfVat
    discountAmount
    refundCount
    refundAmount
  }
`);

/** Everything the dashboard at / shows for one period, venue scope included. */
export const FINANCE_DASHBOARD_QUERY = graphql(
  `
  query FinanceDashboard($venueIds: [ID!], $from: String!, $to: String!) {
    financeDashboard(venueIds: $venueIds, from: $from, to: $to) {
      currency
      from
      to
      previousFrom
      previousTo
      today
      totals {
        ...DashboardFigures
      }
      previous {
        ...DashboardFigures
      }
      changes {
        salesAmount
        salesCount
        salesAverage
        tipsAmount
        tipsCount
        tipsAverage
      }
      byHour {
        key
        metrics {
          salesAmount
          salesCount
        }
      }
      byDay {
        key
        metrics {
          salesAmount
          salesCount
        }
      }
      channels {
        key
        metrics {
          salesAmount
          salesCount
        }
      }
      paymentMethods {
        key
        paymentCount
        paymentAmount
      }
      topItems {
        id
        name
        quantity
        salesAmount
      }
      topCategories {
        id
        name
        quantity
        salesAmount
      }
      topDiscounts {
        key
        name
        manual
        uses
        amount
        share
      }
      vat {
        rate
        gross
        vat
      }
      lastUpdatedAt
    }
  }

`,
  [DASHBOARD_FIGURES_FRAGMENT],
);
