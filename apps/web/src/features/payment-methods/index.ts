export { PaymentMethodsPage } from './payment-methods-page.tsx';
