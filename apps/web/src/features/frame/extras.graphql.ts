import { graphql } from '../../lib/graphql.ts';

/** A billing customer-portal session for the company's billing account (§7 customer portal link). */
export const CUSTOMER_PORTAL_LINK_QUERY = graphql(`
  query CustomerPortalLink($billingAccountId: ID!, $redirectUrl: String!) {
    customerPortalLink(billingAccountId: $billingAccountId, redirectUrl: $redirectUrl)
  }
`);

/** Capital grant offers of the legal entity (§7 GetGrantOffers), for the Boost entry. */
export const GET_GRANT_OFFERS_QUERY = graphql(`
  query GetGrantOffers($legalEntityId: ID!) {
    getGrantOffers(legalEntityId: $legalEntityId) {
      id
      accountHolders {
        id
        availableGrantOffers {
          grantOffers {
            id
          }
        }
        currentGrantOffer {
          id
        }
      }
    }
  }
`);
