export { ReportsPage } from './reports-page.tsx';
export { ScheduledReportsPage } from './scheduled-reports-page.tsx';
export { ZReportsPage } from './z-reports-page.tsx';
