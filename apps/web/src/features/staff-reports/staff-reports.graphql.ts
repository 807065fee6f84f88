import { graphql } from '../../lib/graphql.ts';

/** What the report shows of a row's and the totals' metrics. */
const STAFF_METRICS_FRAGMENT = graphql(`
  fragment StaffReportMetrics on Metrics @_unmask {
    salesAmount
    salesCount
    salesAverage
    tipsAmount
    refundCount
    refundAmount
    discountAmount
  }
`);

/** The staff report of a period and venues: a row per staff member and the totals. */
export const STAFF_REPORT_QUERY = graphql(
  `
  query StaffReport($filter: StaffReportFilter!) {
    staffReport(filter: $filter) {
      currency
      from
      to
      lastUpdatedAt
      rows {
        staffId
        name
        deleted
        metrics {
          ...StaffReportMetrics
        }
        voidCount
        voidAmount
      }
      totals {
        metrics {
          ...StaffReportMetrics
        }
        voidCount
        voidAmount
      }
    }
  }
`,
  [STAFF_METRICS_FRAGMENT],
);

/** The same report as CSV text in the reader's language. */
export const STAFF_REPORT_CSV_QUERY = graphql(`
  query StaffReportCsv($filter: StaffReportFilter!, $language: String) {
    staffReportCsv(filter: $filter, language: $language)
  }
`);
