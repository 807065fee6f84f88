export { UpsellsPage } from './upsells-page.tsx';
