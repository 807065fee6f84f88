import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsStep } from '../../features/onboarding/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/onboarding/integrations')({
  loader: () => ensureNamespaces(['onboarding', 'settings']),
  component: IntegrationsStep,
});
