// What routes and other features may import from the settings area.
export { CompanySettingsPage } from './company-settings-page.tsx';
// The onboarding steps ask for the same company details with the same fields and messages.
export { companyLanguageOptions, orgNumberHint, orgNumberLabelKey } from './options.ts';
export { ChoiceSelect, TimeZoneSelect } from './settings-fields.tsx';
export { SETTINGS_FORM } from './settings-form.ts';
export { VenueSettingsPage } from './venue-settings-page.tsx';
