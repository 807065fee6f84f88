// What routes may import from the courses area.
export { CoursesPage } from './courses-page.tsx';
