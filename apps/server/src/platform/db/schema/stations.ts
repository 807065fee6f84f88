// The stations module's tables: stations, their item links and predefined messages.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';
import { companyId, createdAt } from './columns.ts';
import { venues } from './venues.ts';

/** Stations (kitchen, bar, …) that order lines are sent to. */
export const stations = pgTable(
  'stations',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** Null: the station serves every venue. */
    venueId: text('venue_id'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stations_company_id_key').on(t.companyId, t.id),
    index('stations_company_name_idx').on(t.companyId, t.name).where(sql`${t.deleted} = false`),
    foreignKey({
      name: 'stations_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }),
  ],
);

/** Which stations receive an item's order lines. */
export const itemStations = pgTable(
  'item_stations',
  {
    companyId: companyId(),
    itemId: text('item_id').notNull(),
    stationId: text('station_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.stationId] }),
    index('item_stations_company_station_idx').on(t.companyId, t.stationId),
    foreignKey({
      name: 'item_stations_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_stations_station_fk',
      columns: [t.companyId, t.stationId],
      foreignColumns: [stations.companyId, stations.id],
    }).onDelete('cascade'),
  ],
);

/** Predefined kitchen messages (§3: message, type ITEM), per venue. */
export const predefinedMessages = pgTable(
  'predefined_messages',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('ITEM'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('predefined_messages_company_venue_idx')
      .on(t.companyId, t.venueId)
      .where(sql`${t.deleted} = false`),
    foreignKey({
      name: 'predefined_messages_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }),
    check('predefined_messages_type_check', sql`${t.type} = 'ITEM'`),
  ],
);
