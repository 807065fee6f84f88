export { DayRangeFields, useTypedSearch, VenueFilter } from './order-filters.tsx';
export { orderSearch } from './order-search.ts';
export { OrdersPage } from './orders-page.tsx';
