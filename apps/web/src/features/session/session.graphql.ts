import { graphql } from '../../lib/graphql.ts';

/** Everything the frame needs about who is signed in, in one round trip (§3 session and user metadata). */
export const BACK_OFFICE_SESSION_QUERY = graphql(`
  query BackOfficeSession {
    authorizeUser {
      userId
      userName
      userFirstName
      userLastName
      email
      companyId
      companyName
      legalname
      country
      currency
      timezone
      language
      scopes
      venueIds
      isPaymentsOnly
      organizationId
      legalEntityId
      billingAccountId
      balanceAccountId
      isOrganizationAdmin
      actingAs
      licensedFeatures {
        appOrders
        express
        kitchenScreens
        tableService
        customerDisplay
      }
      hasUnreadChangelog
    }
    userMetadata {
      id
      name
      email
      role
      permissions {
        scopes
        venueIds
      }
      venues {
        id
        name
        active
        deleted
        legalEntityId
        timezone
      }
    }
  }
`);

/** Gives a user of a company without venues access to the POS set-up (§4). */
export const GRANT_POS_ACCESS_MUTATION = graphql(`
  mutation GrantPOSAccessToCurrentUser {
    grantPOSAccessToCurrentUser {
      success
      errorCode
    }
  }
`);
