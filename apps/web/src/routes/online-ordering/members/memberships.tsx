import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/frame/index.ts';

export const Route = createFileRoute('/online-ordering/members/memberships')({
  component: () => <PlaceholderPage page="memberships" />,
});
