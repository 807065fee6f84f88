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
