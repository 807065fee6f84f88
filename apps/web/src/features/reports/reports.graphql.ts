import { graphql, type ResultOf } from '../../lib/graphql.ts';

export const REPORTS_QUERY = graphql(`
  query Reports {
    reports { id name type from to createdAt }
  }
`);

export const REPORT_QUERY = graphql(`
  query Report($id: ID!) {
    report(id: $id) {
      id name type from to currency lastUpdatedAt channels hours staffIds
      totals { salesAmount salesCount salesAverage tipsAmount vatAmount netOfVat refundAmount discountAmount }
      sections { key rows { key label quantity rate share metrics { salesAmount salesCount salesAverage tipsAmount vatAmount netOfVat refundAmount discountAmount } } }
    }
  }
`);

export const REPORT_CSV_QUERY = graphql(`
  query ReportCsv($id: ID!, $language: String) {
    reportCsv(id: $id, language: $language)
  }
`);

export const CREATE_REPORT_MUTATION = graphql(`
  mutation CreateReport($input: CreateReportInput!) {
    createReport(input: $input) { success reportId }
  }
`);

export const DELETE_REPORT_MUTATION = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id) { success }
  }
`);

const Z_CARRIED_FIELDS = graphql(`
  fragment ZCarriedFields on ZReportCarried @_unmask {
    days receiptCount copyCount
    totals { salesAmount salesCount grossSales refundAmount }
    vat { rate gross vat }
    payments { method name amount refunds }
  }
`);

const Z_REPORT_FIELDS = graphql(
  `
  fragment ZReportFields on ZReport @_unmask {
    venueId venueName day currency number closedAt empty receiptCount copyCount
    firstOrderNumber lastOrderNumber openingCounter closingCounter lastUpdatedAt generatedAt
    issuer { name legalName organizationNumber address }
    registers { id name controlUnitSerial receiptCount }
    totals { salesAmount salesCount salesAverage grossSales tipsAmount vatAmount netOfVat refundAmount refundCount discountAmount }
    groups { name quantity amount }
    vat { rate gross vat }
    payments { method name count amount tips refunds }
    grandTotals { sales returns net }
    inOpening
    late { ...ZCarriedFields }
    opening { ...ZCarriedFields }
  }
`,
  [Z_CARRIED_FIELDS],
);

export const Z_REPORT_QUERY = graphql(
  `
  query ZReport($venueId: ID!, $day: String!) {
    zReport(venueId: $venueId, day: $day) { ...ZReportFields }
  }
`,
  [Z_REPORT_FIELDS],
);

export const CLOSE_Z_REPORT_MUTATION = graphql(
  `
  mutation CloseZReport($venueId: ID!, $day: String!) {
    closeZReport(venueId: $venueId, day: $day) { status report { ...ZReportFields } }
  }
`,
  [Z_REPORT_FIELDS],
);

export const GENERATE_PDF_MUTATION = graphql(`
  mutation GeneratePdfReport($input: GeneratePdfReportInput!) {
    generatePdfReport(input: $input) { success url }
  }
`);

export const SEND_Z_REPORT_MUTATION = graphql(`
  mutation SendZReportEmail($venueId: ID!, $day: String!, $email: String!) {
    sendZReportEmail(venueId: $venueId, day: $day, email: $email) { success }
  }
`);

export const SCHEDULED_REPORTS_QUERY = graphql(`
  query ScheduledReports {
    scheduledReports { id name period type recipients language lastPeriodStart lastRunAt }
  }
`);

export const CREATE_SCHEDULED_REPORT_MUTATION = graphql(`
  mutation CreateScheduledReport($input: CreateScheduledReportInput!) {
    createScheduledReport(input: $input) { id }
  }
`);

export const DELETE_SCHEDULED_REPORT_MUTATION = graphql(`
  mutation DeleteScheduledReport($id: ID!) {
    deleteScheduledReport(id: $id) { success }
  }
`);

export const RUN_SCHEDULED_REPORT_MUTATION = graphql(`
  mutation RunScheduledReportNow($id: ID!) {
    runScheduledReportNow(id: $id) { jobId state }
  }
`);

/** One Z-report as the page, its carried sections and its tests read it. */
export type ZReportData = ResultOf<typeof Z_REPORT_QUERY>['zReport'];
