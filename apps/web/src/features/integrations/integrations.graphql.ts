import { graphql } from '../../lib/graphql.ts';

/** The catalogue of the company's country with each system's status. */
export const INTEGRATIONS_QUERY = graphql(`
  query Integrations {
    integrations { provider name kind status sandbox externalAccountName enabledAt missingAccounts }
  }
`);

export const INTEGRATION_QUERY = graphql(`
  query Integration($provider: String!) {
    integration(provider: $provider) {
      provider name kind status sandbox externalAccountName hasCredentials connectedAt enabledAt
      variables { key value sandboxOnly }
      chartName missingAccounts
      mapping { key account standardAccount required paymentMethodName }
    }
  }
`);

export const START_CONNECT_MUTATION = graphql(`
  mutation StartIntegrationConnect($provider: String!) {
    startIntegrationConnect(provider: $provider) { url }
  }
`);

export const COMPLETE_CONNECT_MUTATION = graphql(`
  mutation CompleteIntegrationConnect($provider: String!, $state: String!, $code: String, $error: String) {
    completeIntegrationConnect(provider: $provider, state: $state, code: $code, error: $error) { provider name status }
  }
`);

export const ACTIVATE_MUTATION = graphql(`
  mutation ActivateIntegration($provider: String!) {
    activateIntegration(provider: $provider) { provider status }
  }
`);

export const ENABLE_MUTATION = graphql(`
  mutation EnableIntegration($provider: String!) {
    enableIntegration(provider: $provider) { provider status }
  }
`);

export const DISABLE_MUTATION = graphql(`
  mutation DisableIntegration($provider: String!) {
    disableIntegration(provider: $provider) { provider status }
  }
`);

export const DISCONNECT_MUTATION = graphql(`
  mutation DisconnectIntegration($provider: String!) {
    disconnectIntegration(provider: $provider) { provider status }
  }
`);

export const SET_VARIABLES_MUTATION = graphql(`
  mutation SetIntegrationVariable($provider: String!, $variables: [IntegrationVariableInput!]!) {
    setIntegrationVariable(provider: $provider, variables: $variables) { provider }
  }
`);

export const SET_MAPPING_MUTATION = graphql(`
  mutation SetAccountMapping($provider: String!, $mapping: [AccountMappingInput!]!) {
    setAccountMapping(provider: $provider, mapping: $mapping) { provider missingAccounts }
  }
`);

export const CONFIG_EVENTS_QUERY = graphql(`
  query IntegrationConfigEvents($provider: String!) {
    integration(provider: $provider) { provider name }
    integrationConfigEvents(provider: $provider) {
      id kind userName createdAt
      changes { field from to secret }
    }
  }
`);

export const ADD_NOTE_MUTATION = graphql(`
  mutation AddIntegrationConfigEvents($provider: String!, $notes: [String!]!) {
    addIntegrationConfigEvents(provider: $provider, notes: $notes) { id }
  }
`);
