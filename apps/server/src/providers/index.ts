import type { BillingProvider } from './billing.ts';
import type { CapitalProvider } from './capital.ts';

/** The external services the product talks to, each behind its own small interface. */
export interface Providers {
  billing: BillingProvider;
  capital: CapitalProvider;
}
