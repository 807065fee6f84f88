import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * POS terminals of a venue and their device credentials. The credential ('<id>.<secret>') is shown
 * once when issued; only the SHA-256 of the secret is kept.
 */
export const terminals = pgTable(
  'terminals',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: at('last_seen_at'),
    /** When the terminal last read its configuration feed, and the feed version it got. */
    lastConfigReadAt: at('last_config_read_at'),
    lastConfigVersion: bigint('last_config_version', { mode: 'number' }),
    revokedAt: at('revoked_at'),
    /** The device kind (EPOS, KDS, CUSTOMER_DISPLAY, HANDHELD_ORDER, …): what licence it needs. */
    kind: text('kind').notNull().default('EPOS'),
    /** The app version and the orders not yet uploaded, as the device last reported them. */
    appVersion: text('app_version'),
    unsyncedOrders: integer('unsynced_orders').notNull().default(0),
    /** A Swedish till's registered control unit: manufacturing number and registration time. */
    controlUnitSerial: text('control_unit_serial'),
    controlUnitRegisteredAt: at('control_unit_registered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('terminals_company_id_key').on(t.companyId, t.id),
    index('terminals_company_venue_idx').on(t.companyId, t.venueId, t.createdAt),
    foreignKey({
      name: 'terminals_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The terminal configuration feed's change log: one row per company × kind × entity holding the
 * feed version (from the sequence feed_version_seq) of its latest change, written by database
 * triggers on the tables the feed reads so every write path bumps it. venue_id is set when the
 * change concerns one venue only (null: every venue of the company). A venue's feed version is the
 * highest version of the rows that concern it; `?since=` reads the rows above a version.
 */
export const feedChanges = pgTable(
  'feed_changes',
  {
    companyId: companyId(),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    venueId: text('venue_id'),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'feed_changes_pk', columns: [t.companyId, t.kind, t.entityId] }),
    index('feed_changes_company_version_idx').on(t.companyId, t.version),
  ],
);
