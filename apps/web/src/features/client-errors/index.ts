export { ClientErrorsPage } from './client-errors-page.tsx';
