export { ReceiptSettingsPage } from './receipt-settings-page.tsx';
