export { StaffReportsPage } from './staff-reports-page.tsx';
