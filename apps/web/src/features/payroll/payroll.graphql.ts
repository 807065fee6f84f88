import { graphql } from '../../lib/graphql.ts';

/** The payroll provider's links of the venues the user may see (the token is never returned). */
export const PAYROLL_LINKS_QUERY = graphql(`
  query PayrollLinks($provider: String!) {
    payrollLinks(provider: $provider) {
      id
      provider
      venueId
      venueName
      shouldAddTip
      active
      lastSentAt
      lastStatus
      lastMessage
    }
  }
`);

export const SAVE_PAYROLL_LINK_MUTATION = graphql(`
  mutation SavePayrollLink($provider: String!, $input: PayrollLinkInput!) {
    savePayrollLink(provider: $provider, input: $input) {
      id
      lastStatus
      lastMessage
    }
  }
`);

export const SYNC_PAYROLL_LINK_MUTATION = graphql(`
  mutation SyncPayrollLink($id: ID!) {
    syncPayrollLink(id: $id) {
      id
      lastStatus
      lastMessage
    }
  }
`);

export const REMOVE_PAYROLL_LINK_MUTATION = graphql(`
  mutation RemovePayrollLink($id: ID!) {
    removePayrollLink(id: $id)
  }
`);
