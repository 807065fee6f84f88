export { OpeningHoursPage } from './opening-hours-page.tsx';
