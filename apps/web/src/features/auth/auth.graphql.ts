// Plain documents with hand-written result types until gql.tada reads apps/server/schema.graphql.

export const LOGIN_MUTATION = /* GraphQL */ `
  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {
    login(username: $username, password: $password, backoffice: $backoffice) {
      success
      error
      errorCode
      token
      organizationAdmin
    }
  }
`;

export interface LoginVariables {
  username: string;
  password: string;
  backoffice?: boolean | null;
}

export interface LoginData {
  login: {
    success: boolean;
    error: string | null;
    errorCode: string | null;
    token: string | null;
    organizationAdmin: boolean | null;
  };
}

export const USER_METADATA_QUERY = /* GraphQL */ `
  query GetUserMetadata {
    userMetadata {
      id
      email
      name
      permissions {
        scopes
        venueIds
      }
      venues {
        id
        name
      }
      company {
        id
        name
        country
        defaultCurrency
      }
    }
  }
`;

export interface UserMetadata {
  id: string;
  email: string;
  name: string;
  permissions: { scopes: string[]; venueIds: string[] };
  venues: { id: string; name: string }[];
  company: { id: string; name: string; country: string; defaultCurrency: string } | null;
}

export interface UserMetadataData {
  /** `null` for an organisation administrator who has not picked a user to act as. */
  userMetadata: UserMetadata | null;
}

export const AUTHORIZE_USER_QUERY = /* GraphQL */ `
  query AuthorizeUser {
    authorizeUser {
      userId
      userName
      userFirstName
      userLastName
      email
      companyId
      companyName
      country
      currency
      timezone
      language
      scopes
      venueIds
      isPaymentsOnly
      organizationId
      legalEntityId
    }
  }
`;

export interface AuthorizeUserData {
  authorizeUser: {
    userId: string;
    userName: string;
    userFirstName: string;
    userLastName: string;
    email: string;
    companyId: string;
    companyName: string;
    country: string;
    currency: string;
    timezone: string;
    language: string;
    scopes: string[];
    venueIds: string[];
    isPaymentsOnly: boolean;
    organizationId: string | null;
    legalEntityId: string | null;
  } | null;
}
