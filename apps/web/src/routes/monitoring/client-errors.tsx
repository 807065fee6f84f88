import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { clientErrorsSearch } from '../../features/client-errors/client-errors-search.ts';
import { ClientErrorsPage } from '../../features/client-errors/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/monitoring/client-errors')({
  validateSearch: clientErrorsSearch,
  loader: () => ensureNamespaces(['clientErrors']),
  component: ClientErrorsPage,
});
