import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { legalEntities } from './venues.ts';

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
