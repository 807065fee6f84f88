import { graphql } from '../../lib/graphql.ts';

export const API_CREDENTIALS_QUERY = graphql(`
  query ApiCredentials {
    apiCredentials {
      id
      name
      keyPrefix
      createdAt
      createdByName
      lastUsedAt
      revokedAt
    }
  }
`);

export const CREATE_API_CREDENTIAL_MUTATION = graphql(`
  mutation CreateApiCredential($name: String!) {
    createApiCredential(name: $name) {
      secret
      credential {
        id
        name
      }
    }
  }
`);

export const REVOKE_API_CREDENTIAL_MUTATION = graphql(`
  mutation RevokeApiCredential($id: ID!) {
    revokeApiCredential(id: $id) {
      id
      revokedAt
    }
  }
`);
