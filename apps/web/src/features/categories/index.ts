// What routes may import from the categories area.
export { CategoriesPage } from './categories-page.tsx';
