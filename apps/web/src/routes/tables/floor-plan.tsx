import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/tables/floor-plan')({
  component: () => <PlaceholderPage page="floorPlan" />,
});
