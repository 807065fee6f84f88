import { createFileRoute } from '@tanstack/react-router';
import { ScheduledReportsPage } from '../../features/reports/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/reports/scheduled-reports')({
  loader: () => ensureNamespaces(['reports']),
  component: ScheduledReportsPage,
});
