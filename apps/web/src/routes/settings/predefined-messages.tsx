import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/settings/predefined-messages')({
  component: () => <PlaceholderPage page="predefinedMessages" />,
});
