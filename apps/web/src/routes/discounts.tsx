import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { discountsSearch } from '../features/discounts/discounts-search.ts';
import { DiscountsPage } from '../features/discounts/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/discounts')({
  validateSearch: discountsSearch,
  loader: () => ensureNamespaces(['discounts']),
  component: DiscountsPage,
});
