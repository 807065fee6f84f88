import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, venues } from './venues.ts';

/**
 * Accounting vouchers exported to the company's accounting integration, one per venue and
 * accounting day; a failed export raises the back office's notification.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    message: text('message'),
    customerVoucher: jsonb('customer_voucher'),
    /** The venue's accounting day the voucher books (one voucher per venue and day, ever). */
    businessDay: date('business_day', { mode: 'string' }),
    /** The accounting integration it is posted to, the attempts made, and the provider's id once sent. */
    provider: text('provider'),
    attempts: integer('attempts').notNull().default(0),
    providerVoucherId: text('provider_voucher_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_company_venue_created_idx').on(t.companyId, t.venueId, t.createdAt, t.id),
    uniqueIndex('vouchers_venue_day_key')
      .on(t.companyId, t.venueId, t.businessDay)
      .where(sql`${t.businessDay} is not null`),
  ],
);
