import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';

/** A company's customer account at the billing provider (subscriptions, invoices, payment method). */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_accounts_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('billing_accounts_customer_idx').on(t.providerCustomerId),
  ],
);

/**
 * Portal sessions of the sandbox billing provider. The real provider keeps its sessions itself;
 * the sandbox keeps them here so any server process can serve the portal page.
 */
export const sandboxBillingSessions = pgTable(
  'sandbox_billing_sessions',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    billingAccountId: text('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id, { onDelete: 'cascade' }),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_billing_sessions_company_idx').on(t.companyId, t.billingAccountId)],
);

/**
 * Checkout sessions of the sandbox billing provider (buying licences): the products and quantities
 * asked for, where to return, and whether the sandbox's payment page completed it. Completing one
 * creates the licences once (`completed_at`).
 */
export const sandboxBillingCheckouts = pgTable(
  'sandbox_billing_checkouts',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    billingAccountId: text('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id, { onDelete: 'cascade' }),
    products: jsonb('products').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_billing_checkouts_company_idx').on(t.companyId, t.createdAt)],
);
