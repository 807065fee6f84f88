import { graphql } from '../../lib/graphql.ts';

export const BALANCE_ACCOUNTS_QUERY = graphql(`
  query BalanceAccounts {
    balanceAccounts {
      id
      name
      currency
    }
  }
`);

/** A card transaction as the lists and the payout drawer show it. */
export const CARD_TRANSACTION_FIELDS = graphql(`
  fragment CardTransactionRow on CardTransaction @_unmask {
    id
    merchantReference
    createdAt
    brand
    last4
    currency
    status
    amount
    net
    fees {
      interchange
      scheme
      markup
      total
    }
    settlementDay
    payoutId
  }
`);

export const TRANSACTIONS_QUERY = graphql(
  `
  query PaymentTransactions(
    $balanceAccountId: ID!
    $from: String!
    $to: String!
    $statuses: [PaymentStatus!]
    $search: String
    $first: Int
    $after: String
  ) {
    paymentTransactions(
      balanceAccountId: $balanceAccountId
      from: $from
      to: $to
      statuses: $statuses
      search: $search
      first: $first
      after: $after
    ) {
      currency
      endCursor
      totals {
        count
        gross
        fees
        net
      }
      transactions {
        ...CardTransactionRow
      }
    }
  }

`,
  [CARD_TRANSACTION_FIELDS],
);

/** The figures of a payout, as every payout list and detail shows them. */
export const PAYOUT_FIELDS = graphql(`
  fragment PayoutFields on Payout @_unmask {
    id
    day
    arrivalDay
    status
    currency
    transactionCount
    gross
    fees
    net
  }
`);

export const PAYOUTS_QUERY = graphql(
  `
  query Payouts($balanceAccountId: ID!, $from: String!, $to: String!) {
    payouts(balanceAccountId: $balanceAccountId, from: $from, to: $to) {
      ...PayoutFields
    }
  }
`,
  [PAYOUT_FIELDS],
);

export const PAYOUT_QUERY = graphql(
  `
  query Payout($balanceAccountId: ID!, $id: ID!) {
    payout(balanceAccountId: $balanceAccountId, id: $id) {
      payout {
        ...PayoutFields
      }
      transactions {
        ...CardTransactionRow
      }
    }
  }
`,
  [PAYOUT_FIELDS, CARD_TRANSACTION_FIELDS],
);

export const PAYOUT_REPORTS_QUERY = graphql(
  `
  query PayoutReports($balanceAccountId: ID!) {
    payoutReports(balanceAccountId: $balanceAccountId) {
      id
      name
      createdAt
      from
      to
      currency
      totals {
        count
        transactionCount
        gross
        fees
        net
      }
      payouts {
        ...PayoutFields
      }
    }
  }
`,
  [PAYOUT_FIELDS],
);

export const CREATE_PAYOUT_REPORT_MUTATION = graphql(`
  mutation CreatePayoutReport($input: CreatePayoutReportInput!) {
    createPayoutReport(input: $input) {
      success
      error
      reportId
    }
  }
`);

export const PAYOUT_REPORT_PDF_MUTATION = graphql(`
  mutation PayoutReportPdf($input: GeneratePdfReportInput!) {
    generatePdfReport(input: $input) {
      success
      error
      url
    }
  }
`);
