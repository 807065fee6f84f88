// Integrations (/integrations): the catalogue by country, a provider's page (connect, configure,
// account mapping, enable) and its configuration history.
export { IntegrationPage } from './integration-page.tsx';
