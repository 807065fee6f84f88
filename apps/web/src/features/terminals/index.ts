export { TerminalsPage } from './terminals-page.tsx';
