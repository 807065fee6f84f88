import { PlaceholderPage } from '../frame/index.ts';

/** Placeholder until the vouchers part lands the page. */
export function AccountingPage(_props: { page: 'accounting' | 'external' }) {
  return <PlaceholderPage page="integration" />;
}
