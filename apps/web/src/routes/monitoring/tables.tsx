import { createFileRoute } from '@tanstack/react-router';
import { TablesPage } from '../../features/monitoring/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/monitoring/tables')({
  loader: () => ensureNamespaces(['orders']),
  component: TablesPage,
});
