export { SupportPage } from './support-page.tsx';
