import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../features/accounts/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';
import { entitySearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/accounts')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['accounts']),
  component: AccountsPage,
});
