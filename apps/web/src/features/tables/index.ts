export { TablesPage } from './tables-page.tsx';
