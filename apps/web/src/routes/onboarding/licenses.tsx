import { createFileRoute } from '@tanstack/react-router';
import { LicensesStep } from '../../features/onboarding/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/onboarding/licenses')({
  loader: () => ensureNamespaces(['onboarding', 'settings']),
  component: LicensesStep,
});
