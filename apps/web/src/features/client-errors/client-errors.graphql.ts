import { graphql } from '../../lib/graphql.ts';

/** The company's browser errors of the last days, grouped by message and release (§8, #17 item 8). */
export const CLIENT_ERRORS_QUERY = graphql(`
  query ClientErrors($days: Int) {
    clientErrors(days: $days) {
      fingerprint
      release
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
  }
`);
