// What routes and other features may import from the discounts area.
export { DiscountsPage } from './discounts-page.tsx';
