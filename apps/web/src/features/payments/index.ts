export { PayoutReportsPage } from './payout-reports-page.tsx';
export { PayoutsPage } from './payouts-page.tsx';
export { TransactionsPage } from './transactions-page.tsx';
