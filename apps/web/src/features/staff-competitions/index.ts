export { CompetitionsPage } from './competitions-page.tsx';
export { competitionsSearch } from './competitions-search.ts';
