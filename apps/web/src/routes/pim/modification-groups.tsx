import { createFileRoute } from '@tanstack/react-router';
import { ModificationGroupsPage } from '../../features/modifications/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/modification-groups')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['pim', 'catalogue']),
  component: ModificationGroupsPage,
});
