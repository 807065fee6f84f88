export { OnlineOrderingOverviewPage } from './overview-page.tsx';
