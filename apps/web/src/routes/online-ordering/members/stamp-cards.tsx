import { createFileRoute } from '@tanstack/react-router';
import { StampCardsPage } from '../../../features/stamp-cards/index.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';
import { entitySearch } from '../../../lib/search-params.ts';

export const Route = createFileRoute('/online-ordering/members/stamp-cards')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['loyalty']),
  component: StampCardsPage,
});
