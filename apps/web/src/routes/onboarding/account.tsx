import { createFileRoute } from '@tanstack/react-router';
import { AccountStep } from '../../features/onboarding/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/onboarding/account')({
  loader: () => ensureNamespaces(['onboarding', 'settings']),
  component: AccountStep,
});
