import { createFileRoute } from '@tanstack/react-router';
import { ProductLibraryStep } from '../../features/onboarding/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/onboarding/product-library')({
  loader: () => ensureNamespaces(['onboarding', 'settings']),
  component: ProductLibraryStep,
});
