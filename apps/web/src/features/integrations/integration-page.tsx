import { PlaceholderPage } from '../frame/index.ts';

/** Placeholder until the integrations part lands the page. */
export function IntegrationPage(_props: { provider: string }) {
  return <PlaceholderPage page="integration" />;
}
