import { createFileRoute } from '@tanstack/react-router';
import { AccessLevelsPage } from '../../features/access-levels/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/staff/access-levels')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['access-levels']),
  component: AccessLevelsPage,
});
