import { graphql } from '../../lib/graphql.ts';

/**
 * One page of browser errors the reader may see, grouped by company, message and release: a
 * company user's own company's, an organisation administrator's across the organisation's
 * companies and the signed-out pages (#17: the people who run Fika).
 */
export const CLIENT_ERROR_GROUPS_QUERY = graphql(`
  query ClientErrorGroups(
    $days: Int
    $companyId: ID
    $signedOut: Boolean
    $search: String
    $first: Int
    $after: String
  ) {
    clientErrorGroups(
      days: $days
      companyId: $companyId
      signedOut: $signedOut
      search: $search
      first: $first
      after: $after
    ) {
      nodes {
        fingerprint
        release
        company {
          id
          name
        }
        count
        usersAffected
        firstSeen
        lastSeen
        example {
          id
          severity
          message
          url
          requestId
          stack
          userName
          at
        }
      }
      nextCursor
    }
  }
`);

/** The companies an organisation administrator can narrow Client errors to. */
export const CLIENT_ERROR_COMPANIES_QUERY = graphql(`
  query ClientErrorCompanies {
    organization {
      accessibleCompanies {
        id
        name
      }
    }
  }
`);
