export { LicensesPage } from './licenses-page.tsx';
