export { ApiCredentialsPage } from './api-credentials-page.tsx';
