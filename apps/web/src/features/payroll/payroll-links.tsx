/** Placeholder until the payroll part lands the section (renders nothing on the provider page). */
export function PayrollLinks(_props: { provider: string }) {
  return null;
}
