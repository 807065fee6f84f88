import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/categories/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/categories')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['catalogue', 'pim']),
  component: CategoriesPage,
});
