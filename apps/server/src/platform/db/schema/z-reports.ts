// The closed Z-reports: when a venue's business day is closed it gets the next number of the
// venue's gap-free Z sequence and the running grand totals (never reset), and the report's figures
// are frozen so the page, the PDF and the e-mail show the same thing forever after.
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/** The last Z number and grand totals of a venue: counted atomically (row lock) when a day closes. */
export const zCounters = pgTable(
  'z_counters',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    /** Grand totals since the venue's first sale, minor units: gross sales, returns, net. */
    grandTotalSales: bigint('grand_total_sales', { mode: 'number' }).notNull().default(0),
    grandTotalReturns: bigint('grand_total_returns', { mode: 'number' }).notNull().default(0),
    grandTotalNet: bigint('grand_total_net', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('z_counters_venue_key').on(t.companyId, t.venueId),
    foreignKey({
      name: 'z_counters_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/** A closed business day of a venue: its Z number and the frozen report. */
export const zReports = pgTable(
  'z_reports',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    /** Gap-free per venue: 1, 2, 3, … */
    number: integer('number').notNull(),
    /** Grand totals after this day (minor units). */
    grandTotalSales: bigint('grand_total_sales', { mode: 'number' }).notNull(),
    grandTotalReturns: bigint('grand_total_returns', { mode: 'number' }).notNull(),
    grandTotalNet: bigint('grand_total_net', { mode: 'number' }).notNull(),
    /** The report's figures as closed (the reports module's Z-report shape). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Which till or person closed it: 'terminal:<id>', 'user:<id>' or 'schedule'. */
    closedVia: text('closed_via'),
    closedAt: at('closed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('z_reports_venue_day_key').on(t.companyId, t.venueId, t.businessDay),
    uniqueIndex('z_reports_venue_number_key').on(t.companyId, t.venueId, t.number),
    index('z_reports_company_idx').on(t.companyId, t.businessDay),
    foreignKey({
      name: 'z_reports_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);
