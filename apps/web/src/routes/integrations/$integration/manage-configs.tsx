import { createFileRoute } from '@tanstack/react-router';
import { IntegrationConfigsPage } from '../../../features/integrations/index.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/integrations/$integration/manage-configs')({
  loader: () => ensureNamespaces(['integrations']),
  component: IntegrationConfigsRoute,
});

function IntegrationConfigsRoute() {
  const { integration } = Route.useParams();
  return <IntegrationConfigsPage provider={integration} />;
}
