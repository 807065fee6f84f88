import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { discountDifferencesSearch } from '../../features/monitoring/discount-differences-search.ts';
import { DiscountDifferencesPage } from '../../features/monitoring/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/monitoring/discounts')({
  validateSearch: discountDifferencesSearch,
  loader: () => ensureNamespaces(['discount-differences', 'orders']),
  component: DiscountDifferencesPage,
});
