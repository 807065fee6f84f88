import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/onboarding/product-library')({
  component: () => <PlaceholderPage page="onboardingProductLibrary" />,
});
