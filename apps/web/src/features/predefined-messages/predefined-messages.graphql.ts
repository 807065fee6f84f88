import { graphql } from '../../lib/graphql.ts';

/** A venue's predefined messages, oldest first. */
export const PREDEFINED_MESSAGES_QUERY = graphql(`
  query PredefinedMessages($venueId: ID!) {
    predefinedMessages(venueId: $venueId) {
      id
      venueId
      message
      type
    }
  }
`);

/** createPredefinedMessage: type ITEM, for the selected venue (§5: needs venue and company). */
export const CREATE_PREDEFINED_MESSAGE_MUTATION = graphql(`
  mutation CreatePredefinedMessage($venueId: ID!, $message: String!) {
    createPredefinedMessage(venueId: $venueId, message: $message) {
      id
    }
  }
`);

export const UPDATE_PREDEFINED_MESSAGE_MUTATION = graphql(`
  mutation UpdatePredefinedMessage($id: ID!, $message: String!) {
    updatePredefinedMessage(id: $id, message: $message) {
      id
    }
  }
`);

export const DELETE_PREDEFINED_MESSAGE_MUTATION = graphql(`
  mutation DeletePredefinedMessage($id: ID!) {
    deletePredefinedMessage(id: $id) {
      success
    }
  }
`);
