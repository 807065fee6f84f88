export { StaffPage } from './staff-page.tsx';
