import type { AccountingProvider } from './accounting.ts';
import type { BillingProvider } from './billing.ts';
import type { CapitalProvider } from './capital.ts';
import type { CompletionProvider } from './completion.ts';
import type { IntegrationAuthProvider } from './integration-auth.ts';
import type { PaymentAccountsProvider } from './payment-accounts.ts';
import type { PaymentsProvider } from './payments.ts';
import type { PayrollProvider } from './payroll.ts';

/** The external services the product talks to, each behind its own small interface. */
export interface Providers {
  accounting: AccountingProvider;
  billing: BillingProvider;
  capital: CapitalProvider;
  completion: CompletionProvider;
  integrationAuth: IntegrationAuthProvider;
  paymentAccounts: PaymentAccountsProvider;
  payments: PaymentsProvider;
  payroll: PayrollProvider;
}
