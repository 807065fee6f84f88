import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/online-ordering/library')({
  component: () => <PlaceholderPage page="onlineOrderingLibrary" />,
});
