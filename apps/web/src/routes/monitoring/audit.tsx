import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { auditSearch } from '../../features/monitoring/audit-search.ts';
import { AuditPage } from '../../features/monitoring/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/monitoring/audit')({
  validateSearch: auditSearch,
  loader: () => ensureNamespaces(['orders']),
  component: AuditPage,
});
