import { graphql } from '../../lib/graphql.ts';

/** Vouchers of a venue in a date range (§7 GetVouchers); the bell looks for a failed one. */
export const GET_VOUCHERS_QUERY = graphql(`
  query GetVouchers($venueId: ID!, $startDate: DateTime!, $endDate: DateTime!, $lastKey: String) {
    getVouchers(venueId: $venueId, startDate: $startDate, endDate: $endDate, lastKey: $lastKey) {
      items {
        id
        createdAt
        status
        message
      }
      lastKey
    }
  }
`);

/** Companies of the organisation and their users, for an administrator choosing whom to act as. */
export const GET_ORGANIZATION_QUERY = graphql(`
  query GetOrganization {
    organization {
      id
      name
      accessibleCompanies {
        id
        name
        users {
          id
          name
          username
          permissions {
            scopes
            venueIds
          }
        }
      }
    }
  }
`);

/** A session token for acting as one of the organisation's users. */
export const ACT_AS_USER_MUTATION = graphql(`
  mutation ActAsUser($userId: ID!) {
    actAsUser(userId: $userId) {
      success
      errorCode
      token
    }
  }
`);
