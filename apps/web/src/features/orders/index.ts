export { DayRangeFields, VenueFilter } from './order-filters.tsx';
export { OrdersPage } from './orders-page.tsx';
