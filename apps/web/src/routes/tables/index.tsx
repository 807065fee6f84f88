import { createFileRoute } from '@tanstack/react-router';
import { TablesPage } from '../../features/tables/index.ts';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { tablesSearch } from '../../features/tables/tables-search.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/tables/')({
  validateSearch: tablesSearch,
  loader: () => ensureNamespaces(['tables']),
  component: TablesPage,
});
