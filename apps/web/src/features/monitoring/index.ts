export { TablesPage } from './tables-page.tsx';
export { VoidJournalPage, voidJournalSearch } from './void-journal-page.tsx';
