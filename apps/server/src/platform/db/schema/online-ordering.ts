// The online-ordering module's tables: per venue, whether and how guests order from their phones
// (service types, the menu each uses, preparation time, pickup slots), its opening hours and the
// dates those hours do not hold.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images } from './catalogue.ts';
import { at, companyId } from './columns.ts';
import { menus } from './menus.ts';
import { venues } from './venues.ts';

/**
 * A venue's online ordering (one row per venue, created on first save). `slug` is the guest page's
 * address (/order/{slug}); globally unique because the address names no company. `paused_until`
 * set and in the future: the venue takes no orders until then ("not taking orders for 30 minutes").
 * Money is minor units; times are minutes.
 */
export const onlineOrderingSettings = pgTable(
  'online_ordering_settings',
  {
    venueId: text('venue_id').primaryKey(),
    companyId: companyId(),
    enabled: boolean('enabled').notNull().default(false),
    slug: text('slug').notNull(),
    /** The name guests see (the venue's name when null). */
    guestName: text('guest_name'),
    description: text('description'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The image at the top of the guest page (from the image library). */
    imageId: text('image_id'),
    /** Service types offered online: TAKE_AWAY, EAT_HERE, TABLE_SERVICE. */
    serviceTypes: text('service_types').array().notNull().default(sql`'{TAKE_AWAY}'::text[]`),
    preparationMinutes: smallint('preparation_minutes').notNull().default(15),
    /** Pickup times are offered every this many minutes. */
    pickupSlotMinutes: smallint('pickup_slot_minutes').notNull().default(15),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    tipsEnabled: boolean('tips_enabled').notNull().default(false),
    /** Payment options the guest may choose: card through the payment provider, at the counter. */
    cardPayments: boolean('card_payments').notNull().default(true),
    counterPayments: boolean('counter_payments').notNull().default(true),
    pausedUntil: at('paused_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_ordering_settings_slug_key').on(sql`lower(${t.slug})`),
    index('online_ordering_settings_company_idx').on(t.companyId),
    foreignKey({
      name: 'online_ordering_settings_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'online_ordering_settings_image_fk',
      columns: [t.companyId, t.imageId],
      foreignColumns: [images.companyId, images.id],
    }),
    check(
      'online_ordering_settings_service_types_check',
      sql`${t.serviceTypes} <@ array['TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE']::text[]`,
    ),
    check(
      'online_ordering_settings_minutes_check',
      sql`${t.preparationMinutes} between 0 and 480 and ${t.pickupSlotMinutes} between 5 and 120`,
    ),
    check('online_ordering_settings_min_order_check', sql`${t.minOrderAmount} >= 0`),
  ],
);

/** The menu a venue's guests order from for one service type (none: that service type shows no menu). */
export const onlineServiceMenus = pgTable(
  'online_service_menus',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    serviceType: text('service_type').notNull(),
    menuId: text('menu_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'online_service_menus_pkey', columns: [t.venueId, t.serviceType] }),
    foreignKey({
      name: 'online_service_menus_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'online_service_menus_menu_fk',
      columns: [t.companyId, t.menuId],
      foreignColumns: [menus.companyId, menus.id],
    }).onDelete('cascade'),
    check(
      'online_service_menus_service_type_check',
      sql`${t.serviceType} in ('TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE')`,
    ),
  ],
);

/**
 * Weekly opening hours: intervals per weekday in the venue's local time, in 15-minute steps.
 * An interval may run past midnight (end_minute up to 2880 = 24:00 the next day), e.g. Friday
 * 18:00–02:00 is start 1080, end 1560.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    /** MONDAY … SUNDAY, as menu availabilities. */
    weekday: text('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('opening_hours_venue_idx').on(t.companyId, t.venueId),
    foreignKey({
      name: 'opening_hours_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    check(
      'opening_hours_weekday_check',
      sql`${t.weekday} in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')`,
    ),
    check(
      'opening_hours_minutes_check',
      sql`${t.startMinute} between 0 and 1425 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= ${t.startMinute} + 1440 and ${t.startMinute} % 15 = 0 and ${t.endMinute} % 15 = 0`,
    ),
  ],
);

/** One interval of a special day: local minutes from that day's midnight, as opening_hours. */
export interface OpeningInterval {
  startMinute: number;
  endMinute: number;
}

/**
 * A date on which the weekly hours do not hold: closed (a holiday) or open only in `intervals`
 * (special hours). One row per venue and date.
 */
export const openingExceptions = pgTable(
  'opening_exceptions',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(true),
    intervals: jsonb('intervals').$type<OpeningInterval[]>().notNull().default([]),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('opening_exceptions_venue_date_key').on(t.venueId, t.date),
    index('opening_exceptions_company_venue_idx').on(t.companyId, t.venueId, t.date),
    foreignKey({
      name: 'opening_exceptions_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);
