// What routes may import from the products area.
export { ProductsPage } from './products-page.tsx';
