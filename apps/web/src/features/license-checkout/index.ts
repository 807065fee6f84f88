// Buying licences: the billing provider's checkout (products → redirect), shown on /licenses.
export { BuyLicensesButton } from './buy-licenses-button.tsx';
