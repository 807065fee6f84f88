import { graphql } from '../../lib/graphql.ts';

/** The company fields the company settings form edits (unmasked: only this feature reads them). */
export const COMPANY_SETTINGS_FRAGMENT = graphql(`
  fragment CompanySettingsFields on Company @_unmask {
    id
    name
    legalName
    organizationNumber
    country
    timezone
    defaultCurrency
    defaultLanguage
    createdAt
  }
`);

/** The caller's company, as the company settings form shows it. */
export const COMPANY_SETTINGS_QUERY = graphql(
  `
  query CompanySettings {
    company {
      ...CompanySettingsFields
    }
  }
`,
  [COMPANY_SETTINGS_FRAGMENT],
);

/** Saves the company settings form (SETTINGS, every venue). */
export const UPDATE_COMPANY_MUTATION = graphql(
  `
  mutation UpdateCompany($input: CompanySettingsInput!) {
    updateCompany(input: $input) {
      ...CompanySettingsFields
    }
  }
`,
  [COMPANY_SETTINGS_FRAGMENT],
);

/** A venue as the venue list and the venue form show it. */
export const VENUE_SETTINGS_FRAGMENT = graphql(`
  fragment VenueSettingsFields on Venue @_unmask {
    id
    name
    legalName
    organizationId
    phone
    timezone
    staffIdleTimeout
    active
    location {
      id
      name
      street
      zip
      city
    }
  }
`);

/** The venues the user may see, inactive ones included. */
export const SETTINGS_VENUES_QUERY = graphql(
  `
  query SettingsVenues {
    venues {
      ...VenueSettingsFields
    }
  }
`,
  [VENUE_SETTINGS_FRAGMENT],
);

/** Creates a venue (§7: active, phone '0' unless one is given). */
export const CREATE_VENUE_MUTATION = graphql(
  `
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueSettingsFields
    }
  }
`,
  [VENUE_SETTINGS_FRAGMENT],
);

/** Edits a venue; `active` deactivates or reactivates it, omitted leaves it as it is. */
export const UPDATE_VENUE_MUTATION = graphql(
  `
  mutation UpdateVenue($id: ID!, $input: VenueInput!, $active: Boolean) {
    updateVenue(id: $id, input: $input, active: $active) {
      ...VenueSettingsFields
    }
  }
`,
  [VENUE_SETTINGS_FRAGMENT],
);
