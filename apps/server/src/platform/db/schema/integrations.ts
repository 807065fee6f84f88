// The integrations module's tables: the accounting and payroll systems a company connects
// (credentials kept apart, encrypted), every configuration change as an event, the payroll links
// of venues, the company's payment methods, and the sandbox providers' own records (what the
// sandbox accounting system received, what the sandbox payroll system read).
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * One row per company and provider once the company starts connecting it. `status`: connected
 * (authorised, not posting), enabled (posting vouchers / reading sales), disabled (switched off,
 * kept), disconnected (authorisation removed). `variables` holds the provider's non-secret settings
 * (e.g. voucher series); `account_mapping` the ledger accounts a day's voucher posts to (domain
 * `AccountMapping`). Credentials never live here: see integration_secrets.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('connected'),
    variables: jsonb('variables').notNull().default({}),
    accountMapping: jsonb('account_mapping').notNull().default({}),
    /** The provider's name for the connected account (e.g. the company as Fortnox knows it). */
    externalAccountName: text('external_account_name'),
    connectedAt: at('connected_at'),
    enabledAt: at('enabled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('integrations_company_provider_key').on(t.companyId, t.provider)],
);

/**
 * Secrets of a company's connections, encrypted at rest (platform/secrets.ts: AES-256-GCM, the
 * owner as associated data so a ciphertext cannot be moved to another row). `owner` names what the
 * secret belongs to: 'integration:<provider>' or 'payroll:<payroll link id>'. Kept out of the audit
 * journal; never returned by the API.
 */
export const integrationSecrets = pgTable(
  'integration_secrets',
  {
    companyId: companyId(),
    owner: text('owner').notNull(),
    ciphertext: text('ciphertext').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'integration_secrets_pk', columns: [t.companyId, t.owner] })],
);

/**
 * addIntegrationConfigEvents: every change of an integration's configuration — who, when, what
 * (`changes`: [{ field, from, to }], secrets named but never their values).
 */
export const integrationConfigEvents = pgTable(
  'integration_config_events',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    changes: jsonb('changes').notNull().default([]),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name of who made the change, kept when the user is later removed. */
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('integration_config_events_company_idx').on(t.companyId, t.provider, t.createdAt)],
);

/**
 * The payroll link of a venue (companyId, venueId, token, shouldAddTip): the venue's sales per
 * hour, with or without tips, sent to the payroll provider every few minutes. The token is in
 * integration_secrets as 'payroll:<id>'.
 */
export const payrollLinks = pgTable(
  'payroll_links',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    provider: text('provider').notNull(),
    shouldAddTip: boolean('should_add_tip').notNull().default(false),
    active: boolean('active').notNull().default(true),
    lastSentAt: at('last_sent_at'),
    /** ok or failed, with the provider's message when it failed. */
    lastStatus: text('last_status'),
    lastMessage: text('last_message'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payroll_links_company_venue_provider_key').on(t.companyId, t.venueId, t.provider),
    foreignKey({
      name: 'payroll_links_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/**
 * GetPaymentMethods: the company's payment methods. `internal_id` is the code terminals record on
 * a payment (order_payments.method, e.g. CASH, CARD, SWISH); `name` what reports, Z-reports,
 * vouchers and the account mapping show. A deleted method keeps its row (old payments name it).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    internalId: text('internal_id').notNull(),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_company_internal_key')
      .on(t.companyId, t.internalId)
      .where(sql`${t.deleted} = false`),
    index('payment_methods_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * The sandbox accounting systems' ledger: each voucher they accepted, under the id they gave it.
 * `external_ref` is our voucher id, unique per provider and company, so a voucher re-sent after a
 * lost answer is recognised instead of booked twice (as Fortnox and others do with their
 * reference fields).
 */
export const sandboxAccountingVouchers = pgTable(
  'sandbox_accounting_vouchers',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    externalRef: text('external_ref').notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_accounting_vouchers_ref_key').on(t.provider, t.companyId, t.externalRef)],
);

/** The sandbox payroll systems' view of a venue's revenue: one row per hour, the latest figure. */
export const sandboxPayrollRevenue = pgTable(
  'sandbox_payroll_revenue',
  {
    companyId: companyId(),
    provider: text('provider').notNull(),
    venueId: text('venue_id').notNull(),
    hour: at('hour').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'sandbox_payroll_revenue_pk',
      columns: [t.provider, t.companyId, t.venueId, t.hour],
    }),
  ],
);
