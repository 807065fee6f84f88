import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vouchers_company_venue_created_idx').on(t.companyId, t.venueId, t.createdAt, t.id)],
);
