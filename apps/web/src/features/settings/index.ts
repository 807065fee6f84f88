// What routes and other features may import from the settings area.
export { CompanySettingsPage } from './company-settings-page.tsx';
export { VenueSettingsPage } from './venue-settings-page.tsx';
