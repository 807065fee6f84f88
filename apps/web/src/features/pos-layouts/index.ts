// What routes and other features may import from the POS layouts area.
export { PosLayoutPage } from './pos-layout-page.tsx';
