export { CompetitionsPage, competitionsSearch } from './competitions-page.tsx';
