import { createFileRoute } from '@tanstack/react-router';
import { UpsellsPage } from '../../features/upsells/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/upsells')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['pim', 'catalogue']),
  component: UpsellsPage,
});
