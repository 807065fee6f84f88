import { graphql } from '../../lib/graphql.ts';

/** Everything the dashboard at / shows for one period, venue scope included. */
export const FINANCE_DASHBOARD_QUERY = graphql(`
  query FinanceDashboard($venueIds: [ID!], $from: String!, $to: String!) {
    financeDashboard(venueIds: $venueIds, from: $from, to: $to) {
      currency
      from
      to
      previousFrom
      previousTo
      today
      totals {
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
      previous {
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
      vat {
        rate
        gross
        vat
      }
      lastUpdatedAt
    }
  }

`);
