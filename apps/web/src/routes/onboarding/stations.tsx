import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/onboarding/stations')({
  component: () => <PlaceholderPage page="onboardingStations" />,
});
