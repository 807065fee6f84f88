export { StationsPage } from './stations-page.tsx';
