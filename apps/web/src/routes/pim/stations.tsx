import { createFileRoute } from '@tanstack/react-router';
import { StationsPage } from '../../features/stations/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/stations')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['pim', 'catalogue']),
  component: StationsPage,
});
