import { graphql } from '../../lib/graphql.ts';

/** The bell's failed vouchers: every venue the user may see, each in its own 30-day window. */
export const FAILED_VOUCHER_ALERTS_QUERY = graphql(`
  query FailedVoucherAlerts {
    failedVoucherAlerts {
      venueId
      venueName
      failedCount
      lastFailedAt
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
