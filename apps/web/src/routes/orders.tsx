import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/orders/index.ts';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { orderSearch } from '../features/orders/order-search.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/orders')({
  validateSearch: orderSearch,
  loader: () => ensureNamespaces(['orders']),
  component: OrdersPage,
});
