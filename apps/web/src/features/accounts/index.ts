export { AccountsPage } from './accounts-page.tsx';
