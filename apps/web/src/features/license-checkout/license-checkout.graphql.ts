import { graphql } from '../../lib/graphql.ts';

/** What each purchasable licence costs per month, in the company's billing currency. */
export const LICENSE_PRICES_QUERY = graphql(`
  query LicensePrices {
    licensePrices {
      currency
      products {
        product
        unitPrice
      }
    }
  }
`);

/** The billing sandbox's hosted checkout for the chosen licences; paying returns to redirectUrl. */
export const LICENSE_CHECKOUT_LINK_MUTATION = graphql(`
  mutation LicenseCheckoutLink($products: [LicenseCheckoutLineInput!]!, $redirectUrl: String!) {
    licenseCheckoutLink(products: $products, redirectUrl: $redirectUrl) {
      redirectUrl
      billingAccountId
    }
  }
`);
