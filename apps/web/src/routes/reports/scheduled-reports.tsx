import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/reports/scheduled-reports')({
  component: () => <PlaceholderPage page="scheduledReports" />,
});
