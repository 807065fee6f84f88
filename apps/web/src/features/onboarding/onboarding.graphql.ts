import { graphql } from '../../lib/graphql.ts';

/** What /onboarding/account edits. */
export const ONBOARDING_ACCOUNT_QUERY = graphql(`
  query OnboardingAccount {
    onboardingAccount {
      storeType
      timezone
      defaultLanguage
    }
  }
`);

export const SAVE_ONBOARDING_ACCOUNT_MUTATION = graphql(`
  mutation SaveOnboardingAccount($input: OnboardingAccountInput!) {
    saveOnboardingAccount(input: $input) {
      storeType
      timezone
      defaultLanguage
    }
  }
`);

export const COMPANY_INFORMATION_QUERY = graphql(`
  query CompanyInformation {
    companyInformation {
      legalName
      organizationNumber
      street
      zip
      city
    }
  }
`);

export const SAVE_COMPANY_INFORMATION_MUTATION = graphql(`
  mutation SaveCompanyInformation($input: CompanyInformationInput!) {
    saveCompanyInformation(input: $input) {
      legalName
      organizationNumber
      street
      zip
      city
    }
  }
`);

export const ONBOARDING_STATIONS_QUERY = graphql(`
  query OnboardingStations {
    stations {
      id
      name
    }
  }
`);

export const CREATE_ONBOARDING_STATION_MUTATION = graphql(`
  mutation CreateOnboardingStation($input: StationInput!) {
    createStation(input: $input) {
      id
      name
    }
  }
`);

export const PRODUCT_LIBRARY_PREVIEW_QUERY = graphql(`
  query ProductLibraryPreview($template: ProductLibraryTemplate!) {
    productLibraryPreview(template: $template) {
      template
      imported
      categories {
        name
        vatRate
        exists
      }
      courses {
        name
        exists
      }
      products {
        title
        description
        price
        vatRate
        category
        exists
      }
    }
  }
`);

export const IMPORT_PRODUCT_LIBRARY_MUTATION = graphql(`
  mutation ImportProductLibrary($template: ProductLibraryTemplate!) {
    importProductLibrary(template: $template) {
      categories
      courses
      products
    }
  }
`);
