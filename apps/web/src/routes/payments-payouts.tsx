import { createFileRoute } from '@tanstack/react-router';
import { PayoutsPage } from '../features/payments/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';
import { entitySearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/payments-payouts')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['payments']),
  component: PayoutsPage,
});
