import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/online-ordering/opening-hours')({
  component: () => <PlaceholderPage page="openingHours" />,
});
