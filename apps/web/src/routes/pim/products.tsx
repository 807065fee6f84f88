import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../features/products/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/products')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['catalogue', 'pim']),
  component: ProductsPage,
});
