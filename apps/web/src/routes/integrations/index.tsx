import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../../features/integrations/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/integrations/')({
  loader: () => ensureNamespaces(['integrations']),
  component: IntegrationsPage,
});
