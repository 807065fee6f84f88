export { AccessLevelsPage } from './access-levels-page.tsx';
export { GetStartedPage } from './get-started-page.tsx';
