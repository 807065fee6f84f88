export { orderSearch } from './order-search.ts';
export { OrdersPage } from './orders-page.tsx';
