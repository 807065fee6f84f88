export { BeepersPage } from './beepers-page.tsx';
