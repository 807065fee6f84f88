// Integrations (/integrations): the catalogue by country, a provider's page (connect, configure,
// account mapping, enable) and its configuration history.
export { IntegrationConfigsPage } from './integration-configs-page.tsx';
export { IntegrationPage } from './integration-page.tsx';
export { IntegrationsPage } from './integrations-page.tsx';
