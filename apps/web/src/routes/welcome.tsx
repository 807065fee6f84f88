import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/onboarding/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/welcome')({
  loader: () => ensureNamespaces(['onboarding']),
  component: WelcomePage,
});
