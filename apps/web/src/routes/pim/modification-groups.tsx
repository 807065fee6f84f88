import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/pim/modification-groups')({
  component: () => <PlaceholderPage page="modificationGroups" />,
});
