import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/reports/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/reports/')({
  loader: () => ensureNamespaces(['reports']),
  component: ReportsPage,
});
