import { createFileRoute } from '@tanstack/react-router';
import { PromoCodesPage } from '../../../features/promo-codes/index.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';
import { entitySearch } from '../../../lib/search-params.ts';

export const Route = createFileRoute('/online-ordering/members/promo-codes')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['loyalty']),
  component: PromoCodesPage,
});
