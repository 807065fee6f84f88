import { createFileRoute } from '@tanstack/react-router';
import { StationsStep } from '../../features/onboarding/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/onboarding/stations')({
  loader: () => ensureNamespaces(['onboarding', 'settings']),
  component: StationsStep,
});
