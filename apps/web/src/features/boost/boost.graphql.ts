import { graphql } from '../../lib/graphql.ts';

/** The legal entity's grant offers, the current grant and how far it is repaid (§7 GetGrantOffers). */
export const BOOST_OFFERS_QUERY = graphql(`
  query BoostOffers($legalEntityId: ID!) {
    getGrantOffers(legalEntityId: $legalEntityId) {
      id
      name
      accountHolders {
        id
        name
        availableGrantOffers {
          grantOffers { id amount currency fee repaymentRate termDays expiresAt }
        }
        currentGrantOffer { id amount currency fee repaymentRate }
        repayment { grantedAt total repaid remaining percent expectedEndDay }
      }
    }
  }
`);

export const REQUEST_BOOST_MUTATION = graphql(`
  mutation RequestBoost($legalEntityId: ID!, $grantOfferId: ID!) {
    requestBoost(legalEntityId: $legalEntityId, grantOfferId: $grantOfferId) { success error errorCode }
  }
`);

/** The payments account: account holder, KYC status and stores per venue. */
export const PAYMENTS_ACCOUNT_QUERY = graphql(`
  query PaymentsAccount($legalEntityId: ID!) {
    paymentsAccount(legalEntityId: $legalEntityId) {
      legalEntityId
      name
      country
      accountHolder {
        id
        providerAccountHolderId
        legalName
        email
        country
        kycStatus
        shareholders { firstName lastName type jobTitle }
      }
      venues { venueId venueName store { id providerStoreId status } }
    }
  }
`);

export const CREATE_ACCOUNT_HOLDER_MUTATION = graphql(`
  mutation CreateAccountHolder($legalEntityId: ID!, $input: AccountHolderInput!) {
    createAccountHolder(legalEntityId: $legalEntityId, input: $input) { legalEntityId }
  }
`);

export const KYC_LINK_QUERY = graphql(`
  query KycLink($legalEntityId: ID!) {
    kycLink(legalEntityId: $legalEntityId) { id url }
  }
`);

export const CREATE_STORE_MUTATION = graphql(`
  mutation CreateStore($venueId: ID!) {
    createStore(venueId: $venueId) { legalEntityId }
  }
`);
