import { graphql } from '../../lib/graphql.ts';

export const OPENING_EXCEPTION_FIELDS = graphql(`
  fragment OpeningExceptionFields on OpeningException @_unmask {
    id
    date
    closed
    intervals {
      startMinute
      endMinute
    }
    note
  }
`);

/** A venue's week and its date exceptions. */
export const OPENING_HOURS_QUERY = graphql(
  `
  query OpeningHours($venueId: ID!) {
    openingHours(venueId: $venueId) {
      venueId
      weekly {
        weekday
        startMinute
        endMinute
      }
      exceptions {
        ...OpeningExceptionFields
      }
    }
  }
`,
  [OPENING_EXCEPTION_FIELDS],
);

export const SET_OPENING_HOURS_MUTATION = graphql(`
  mutation SetOpeningHours($venueId: ID!, $intervals: [WeeklyOpeningIntervalInput!]!) {
    setOpeningHours(venueId: $venueId, intervals: $intervals) {
      venueId
    }
  }
`);

export const SAVE_OPENING_EXCEPTION_MUTATION = graphql(
  `
  mutation SaveOpeningException($venueId: ID!, $id: ID, $input: OpeningExceptionInput!) {
    saveOpeningException(venueId: $venueId, id: $id, input: $input) {
      ...OpeningExceptionFields
    }
  }
`,
  [OPENING_EXCEPTION_FIELDS],
);

export const DELETE_OPENING_EXCEPTION_MUTATION = graphql(`
  mutation DeleteOpeningException($id: ID!) {
    deleteOpeningException(id: $id)
  }
`);
