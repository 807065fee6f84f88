export { OnlineSettingsPage } from './online-settings-page.tsx';
