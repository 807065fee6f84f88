export { BoostPage } from './boost-page.tsx';
