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
