export { TablesPage } from './tables-page.tsx';
export { VoidJournalPage } from './void-journal-page.tsx';
