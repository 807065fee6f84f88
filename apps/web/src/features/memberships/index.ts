export { levelName } from './level-name.ts';
export { MembershipsPage } from './memberships-page.tsx';
export { membershipLevelsQuery } from './use-memberships.ts';
