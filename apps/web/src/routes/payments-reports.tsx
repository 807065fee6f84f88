import { createFileRoute } from '@tanstack/react-router';
import { PayoutReportsPage } from '../features/payments/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';
import { entitySearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/payments-reports')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['payments']),
  component: PayoutReportsPage,
});
