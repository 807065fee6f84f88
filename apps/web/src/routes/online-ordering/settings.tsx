import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/online-ordering/settings')({
  component: () => <PlaceholderPage page="onlineOrderingSettings" />,
});
