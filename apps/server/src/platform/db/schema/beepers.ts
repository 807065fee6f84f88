// The beepers module's tables: per venue, the range of pager numbers handed out at the counter and
// how they are assigned; and the numbers in use, each held by one open order until it completes.

import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { venues } from './venues.ts';

/** A venue's pager range (from..to, inclusive) and AUTOMATIC or MANUAL assignment. */
export const beeperSettings = pgTable(
  'beeper_settings',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    rangeFrom: integer('range_from').notNull(),
    rangeTo: integer('range_to').notNull(),
    /** AUTOMATIC (the next free number) or MANUAL (staff type the number on the pager). */
    mode: text('mode').notNull().default('AUTOMATIC'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('beeper_settings_venue_key').on(t.companyId, t.venueId),
    foreignKey({
      name: 'beeper_settings_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    check(
      'beeper_settings_range_check',
      sql`${t.rangeFrom} >= 1 and ${t.rangeTo} >= ${t.rangeFrom} and ${t.rangeTo} <= 9999`,
    ),
  ],
);

/** A pager number in use at a venue: held by an order until the order is completed. */
export const beeperAssignments = pgTable(
  'beeper_assignments',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    number: integer('number').notNull(),
    orderId: text('order_id').notNull(),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'beeper_assignments_pkey', columns: [t.companyId, t.venueId, t.number] }),
    uniqueIndex('beeper_assignments_order_key').on(t.companyId, t.orderId),
    index('beeper_assignments_venue_idx').on(t.companyId, t.venueId),
    foreignKey({
      name: 'beeper_assignments_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);
