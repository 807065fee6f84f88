import { createFileRoute } from '@tanstack/react-router';
import { CompetitionsPage, competitionsSearch } from '../../features/staff-competitions/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/staff/competitions')({
  validateSearch: competitionsSearch,
  loader: () => ensureNamespaces(['competitions']),
  component: CompetitionsPage,
});
