// The accounting page (§2.2's country integration pages: /integrations/accounting for SE and GB,
// /integrations/external for NO): day vouchers, their retries and the SIE / journal export.
export { AccountingPage } from './accounting-page.tsx';
