import { createFileRoute } from '@tanstack/react-router';
import { BeepersPage } from '../../features/beepers/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/settings/beepers')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['beepers']),
  component: BeepersPage,
});
