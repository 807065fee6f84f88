import { graphql } from '../../lib/graphql.ts';

/** The venue's POS terminals, newest first. */
export const TERMINALS_QUERY = graphql(`
  query Terminals($venueId: ID!) {
    terminals(venueId: $venueId) {
      id
      name
      createdAt
      lastSeenAt
      lastConfigReadAt
      lastConfigVersion
      revokedAt
    }
  }
`);

export const CREATE_TERMINAL_MUTATION = graphql(`
  mutation CreateTerminal($venueId: ID!, $name: String!) {
    createTerminal(venueId: $venueId, name: $name) {
      credential
      terminal {
        id
      }
    }
  }
`);

export const REVOKE_TERMINAL_MUTATION = graphql(`
  mutation RevokeTerminal($id: ID!) {
    revokeTerminal(id: $id) {
      id
      revokedAt
    }
  }
`);
