/** Placeholder until the licence-checkout part lands the button (renders nothing on /licenses). */
export function BuyLicensesButton() {
  return null;
}
