import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/monitoring/void-journal')({
  component: () => <PlaceholderPage page="voidJournal" />,
});
