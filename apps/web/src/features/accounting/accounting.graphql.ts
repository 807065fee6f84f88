import { graphql } from '../../lib/graphql.ts';

/** The enabled accounting integration and the last 30 accounting days' vouchers. */
export const ACCOUNTING_OVERVIEW_QUERY = graphql(`
  query AccountingOverview {
    accountingOverview {
      integration { provider name }
      vouchers {
        id venueId venueName businessDay status message provider attempts series number sentAt createdAt
        lines { account key debit credit text }
      }
    }
  }
`);

export const CLOSE_ACCOUNTING_DAY_MUTATION = graphql(`
  mutation CloseAccountingDay($venueId: ID!, $day: String!) {
    closeAccountingDay(venueId: $venueId, day: $day) { id status message }
  }
`);

export const RETRY_VOUCHER_MUTATION = graphql(`
  mutation RetryVoucher($id: ID!) { retryVoucher(id: $id) { id status message } }
`);

export const RESEND_VOUCHER_MUTATION = graphql(`
  mutation ResendVoucher($id: ID!) { resendVoucher(id: $id) { id status message } }
`);

export const VOUCHER_EXPORT_QUERY = graphql(`
  query VoucherExport($from: String!, $to: String!, $format: VoucherExportFormat, $language: String) {
    voucherExport(from: $from, to: $to, format: $format, language: $language) {
      filename contentType base64 voucherCount
    }
  }
`);
