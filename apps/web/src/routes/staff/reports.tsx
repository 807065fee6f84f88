import { createFileRoute } from '@tanstack/react-router';
import { StaffReportsPage } from '../../features/staff-reports/index.ts';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { staffReportSearch } from '../../features/staff-reports/staff-report-search.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/staff/reports')({
  validateSearch: staffReportSearch,
  // The period and venue filters are the orders screen's, in its words.
  loader: () => ensureNamespaces(['staff-reports', 'orders']),
  component: StaffReportsPage,
});
