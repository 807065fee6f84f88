export { StampCardsPage } from './stamp-cards-page.tsx';
