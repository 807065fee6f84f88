export { OnlineQrPage } from './online-qr-page.tsx';
