import { createFileRoute } from '@tanstack/react-router';
import { InformationStep } from '../../features/onboarding/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/onboarding/information')({
  loader: () => ensureNamespaces(['onboarding', 'settings']),
  component: InformationStep,
});
