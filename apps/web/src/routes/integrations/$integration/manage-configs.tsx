import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/frame/index.ts';

export const Route = createFileRoute('/integrations/$integration/manage-configs')({
  component: () => <PlaceholderPage page="integrationConfigs" />,
});
