import { createFileRoute } from '@tanstack/react-router';
import { ZReportsPage } from '../../features/reports/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/reports/z-reports')({
  loader: () => ensureNamespaces(['reports']),
  component: ZReportsPage,
});
