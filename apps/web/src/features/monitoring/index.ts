export { AuditPage } from './audit-page.tsx';
export { DiscountDifferencesPage } from './discount-differences-page.tsx';
export { TablesPage } from './tables-page.tsx';
export { VoidJournalPage } from './void-journal-page.tsx';
