import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';
import { companyId, createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Menus (§3: name, currency, entries). Each company has one non-deleted default menu, 'All
 * articles', holding every item once at its default price; venue menus link to menus per service type.
 */
export const menus = pgTable(
  'menus',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** The company's 'All articles' menu. */
    isDefault: boolean('is_default').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('menus_company_id_key').on(t.companyId, t.id),
    index('menus_company_name_idx').on(t.companyId, t.name).where(sql`${t.deleted} = false`),
    uniqueIndex('menus_one_default_per_company')
      .on(t.companyId)
      .where(sql`${t.isDefault} and not ${t.deleted}`),
  ],
);

/** An item on a menu at a price (§3 menuEntries: id, price, item). */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    menuId: text('menu_id').notNull(),
    itemId: text('item_id').notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // One entry per item and menu: 'All articles' can never hold an item twice.
    unique('menu_entries_menu_item_key').on(t.menuId, t.itemId),
    index('menu_entries_company_menu_idx').on(t.companyId, t.menuId, t.position),
    index('menu_entries_company_item_idx').on(t.companyId, t.itemId),
    foreignKey({
      name: 'menu_entries_menu_fk',
      columns: [t.companyId, t.menuId],
      foreignColumns: [menus.companyId, menus.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_entries_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    check('menu_entries_price_check', sql`${t.price} >= 0`),
  ],
);

/** Service types a venue has a menu for (§3, §9). */
export const SERVICE_TYPES = ['POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE'] as const;

/** The menu a venue uses for one service type (§3 Venue.menus: id, serviceType). */
export const venueMenus = pgTable(
  'venue_menus',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    serviceType: text('service_type').notNull(),
    menuId: text('menu_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One menu per venue and service type: two tabs provisioning at once cannot both add one.
    primaryKey({ columns: [t.venueId, t.serviceType] }),
    index('venue_menus_company_menu_idx').on(t.companyId, t.menuId),
    foreignKey({
      name: 'venue_menus_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'venue_menus_menu_fk',
      columns: [t.companyId, t.menuId],
      foreignColumns: [menus.companyId, menus.id],
    }),
    check(
      'venue_menus_service_type_check',
      sql`${t.serviceType} in ('POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE')`,
    ),
  ],
);

/** When a menu is available (updateMenuAvailabilities): a weekday and minutes from midnight. */
export const menuAvailabilities = pgTable(
  'menu_availabilities',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    menuId: text('menu_id').notNull(),
    weekday: text('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('menu_availabilities_company_menu_idx').on(t.companyId, t.menuId),
    foreignKey({
      name: 'menu_availabilities_menu_fk',
      columns: [t.companyId, t.menuId],
      foreignColumns: [menus.companyId, menus.id],
    }).onDelete('cascade'),
    check(
      'menu_availabilities_weekday_check',
      sql`${t.weekday} in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')`,
    ),
    check(
      'menu_availabilities_minutes_check',
      sql`${t.startMinute} between 0 and 1439 and ${t.endMinute} between 1 and 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);
