import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { competitionsSearch } from '../../features/staff-competitions/competitions-search.ts';
import { CompetitionsPage } from '../../features/staff-competitions/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/staff/competitions')({
  validateSearch: competitionsSearch,
  loader: () => ensureNamespaces(['competitions']),
  component: CompetitionsPage,
});
