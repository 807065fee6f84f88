export { MembershipsPage } from './memberships-page.tsx';
