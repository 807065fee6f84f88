import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/staff/access-levels')({
  component: () => <PlaceholderPage page="accessLevels" />,
});
