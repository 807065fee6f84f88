import { graphql } from '../../lib/graphql.ts';

/** A page of the void journal with the totals per kind of the whole filter. */
export const VOID_JOURNAL_QUERY = graphql(`
  query VoidJournal($filter: VoidJournalFilter, $first: Int, $after: String) {
    voidJournal(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        at
        venueName
        orderId
        orderNumber
        kind
        amount
        reason
        actorName
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totals {
        kind
        count
        amount
      }
    }
  }
`);

export const VOID_JOURNAL_CSV_QUERY = graphql(`
  query VoidJournalCsv($filter: VoidJournalFilter, $language: String) {
    voidJournalCsv(filter: $filter, language: $language)
  }
`);

export const OPEN_TABLES_QUERY = graphql(`
  query OpenTables($venueIds: [ID!]) {
    openTables(venueIds: $venueIds) {
      venueId
      venueName
      tables {
        orderId
        orderNumber
        tableCode
        openedAt
        minutesOpen
        amount
        currency
        staffName
        guestCount
        status
      }
    }
  }
`);

/** A page of the audit journal, newest first. */
export const AUDIT_JOURNAL_QUERY = graphql(`
  query AuditJournal($filter: AuditFilter, $first: Int, $after: String) {
    auditJournal(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        at
        actorKind
        userName
        actingAdminName
        terminalName
        operation
        objectType
        objectLabel
        action
        venueName
        changes {
          field
          before
          after
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The users and kinds of object the audit journal can be filtered by. */
export const AUDIT_FILTER_OPTIONS_QUERY = graphql(`
  query AuditFilterOptions {
    auditFilterOptions {
      users {
        id
        name
      }
      objectTypes
    }
  }
`);

/** The audit journal of a filter as CSV (with its byte-order mark), in the reader's dialect. */
export const AUDIT_JOURNAL_CSV_QUERY = graphql(`
  query AuditJournalCsv($filter: AuditFilter, $language: String!) {
    auditJournalCsv(filter: $filter, language: $language)
  }
`);

/** A page of the discount differences with the count and summed difference per kind of the whole filter. */
export const DISCOUNT_DIFFERENCES_QUERY = graphql(`
  query DiscountDifferences($filter: DiscountDifferenceFilter, $first: Int, $after: String) {
    discountDifferences(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        at
        venueName
        orderId
        orderNumber
        lineNo
        lineTitle
        kind
        offerName
        staffName
        terminalAmount
        expectedAmount
        difference
        currency
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totals {
        kind
        count
        difference
      }
    }
  }
`);

/** The discount differences of a filter as CSV text, headers in the reader's language. */
export const DISCOUNT_DIFFERENCES_CSV_QUERY = graphql(`
  query DiscountDifferencesCsv($filter: DiscountDifferenceFilter, $language: String) {
    discountDifferencesCsv(filter: $filter, language: $language)
  }
`);
