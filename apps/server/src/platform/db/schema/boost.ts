import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { legalEntities, venues } from './venues.ts';

/**
 * Grant offers a legal entity took through Boost (requestBoost): an account holder's row is its
 * current offer. Amounts are integer minor units; the repayment rate is in basis points.
 */
export const grantRequests = pgTable(
  'grant_requests',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    legalEntityId: text('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    accountHolderId: text('account_holder_id').notNull(),
    grantOfferId: text('grant_offer_id').notNull(),
    providerGrantId: text('provider_grant_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    fee: integer('fee').notNull(),
    repaymentRate: integer('repayment_rate').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('grant_requests_company_entity_idx').on(t.companyId, t.legalEntityId, t.createdAt),
    // One grant per account holder until repayment is modelled; it is the holder's current offer.
    uniqueIndex('grant_requests_company_holder_idx').on(t.companyId, t.accountHolderId),
    check('grant_requests_amounts_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.repaymentRate} > 0`),
  ],
);

/**
 * The payments platform's account holder of a legal entity, created with the §3 payload (entity
 * type Business, legal name, country, e-mail, shareholders with name, type and job title).
 * `kyc_status`: not_started, pending, verified or rejected, as the provider last reported it.
 */
export const paymentAccountHolders = pgTable(
  'payment_account_holders',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    legalEntityId: text('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    providerAccountHolderId: text('provider_account_holder_id').notNull(),
    payload: jsonb('payload').notNull(),
    kycStatus: text('kyc_status').notNull().default('not_started'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_account_holders_entity_key').on(t.companyId, t.legalEntityId)],
);

/** A venue's store at the payments platform (createStore), under its legal entity's account holder. */
export const paymentStores = pgTable(
  'payment_stores',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    legalEntityId: text('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    providerStoreId: text('provider_store_id').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_stores_venue_key').on(t.companyId, t.venueId),
    foreignKey({
      name: 'payment_stores_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);
