import type { BillingProvider } from './billing.ts';
import type { CapitalProvider } from './capital.ts';
import type { PaymentsProvider } from './payments.ts';

/** The external services the product talks to, each behind its own small interface. */
export interface Providers {
  billing: BillingProvider;
  capital: CapitalProvider;
  payments: PaymentsProvider;
}
