import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage, orderSearch } from '../features/orders/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/orders')({
  validateSearch: orderSearch,
  loader: () => ensureNamespaces(['orders']),
  component: OrdersPage,
});
