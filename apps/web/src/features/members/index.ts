export { MembersPage } from './members-page.tsx';
