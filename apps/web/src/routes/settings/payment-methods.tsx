import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../../features/payment-methods/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/settings/payment-methods')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['payment-methods']),
  component: PaymentMethodsPage,
});
