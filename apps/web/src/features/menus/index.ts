// What routes and other features may import from the menus area.

export { type MenuSearch, menuSearch } from './menu-search.ts';
export { MenusPage } from './menus-page.tsx';
export { useVenueMenuProvisioning } from './use-venue-menu-provisioning.ts';
export { VenueMenusPage } from './venue-menus-page.tsx';
