import { graphql } from '../../lib/graphql.ts';

/** Sends the contact form: stored as a ticket and e-mailed to support. */
export const CREATE_SUPPORT_TICKET_MUTATION = graphql(`
  mutation CreateSupportTicket($input: SupportTicketInput!) {
    createSupportTicket(input: $input) {
      id
      reference
    }
  }
`);

/** The user's latest requests. */
export const SUPPORT_TICKETS_QUERY = graphql(`
  query SupportTickets {
    supportTickets {
      id
      reference
      topic
      message
      status
      createdAt
    }
  }
`);
