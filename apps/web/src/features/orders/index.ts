export { DayRangeFields, VenueFilter } from './order-filters.tsx';
export { presetRange, RANGE_PRESETS, type RangePreset } from './order-search.ts';
export { OrdersPage } from './orders-page.tsx';
