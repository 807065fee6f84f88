// The company's membership levels as other screens read them (the members list and drawer, the
// levels screen): the query and a level's name, without the levels screen itself, so a screen that
// only names levels does not load the levels editor.
export { levelName } from './level-name.ts';
export { MEMBERSHIP_KEYS, type MembershipLevel, membershipLevelsQuery } from './membership-levels-query.ts';
