export { DayRangeFields, useTypedSearch, VenueFilter } from './order-filters.tsx';
export { OrdersPage } from './orders-page.tsx';
