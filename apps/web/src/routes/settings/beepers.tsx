import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/settings/beepers')({
  component: () => <PlaceholderPage page="beepers" />,
});
