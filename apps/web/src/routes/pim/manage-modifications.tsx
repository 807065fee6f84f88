import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/pim/manage-modifications')({
  component: () => <PlaceholderPage page="manageModifications" />,
});
