import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { venues } from './accounts.ts';
import { bytea, companyId, createdAt } from './columns.ts';

/** A text in the company content languages (se, en, es, no); a missing language falls back to the main text. */
export type Translations = { en?: string | null; se?: string | null; es?: string | null; no?: string | null };

/** Course types (§3: name, label): starters, mains, desserts — the order the kitchen sends courses in. */
export const courseTypes = pgTable(
  'course_types',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_types_company_id_key').on(t.companyId, t.id),
    index('course_types_company_position_idx').on(t.companyId, t.position).where(sql`${t.deleted} = false`),
  ],
);

/** Product categories (§3). Rows are soft-deleted: orders and reports keep pointing at them. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    color: text('color'),
    vatRate: integer('vat_rate').notNull(),
    parentId: text('parent_id'),
    courseTypeId: text('course_type_id'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // (company_id, id) is what the tenant foreign keys point at, so a link never crosses companies.
    unique('categories_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'categories_course_type_fk',
      columns: [t.companyId, t.courseTypeId],
      foreignColumns: [courseTypes.companyId, courseTypes.id],
    }),
    index('categories_company_name_idx').on(t.companyId, t.name, t.id).where(sql`${t.deleted} = false`),
    foreignKey({
      name: 'categories_parent_fk',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }),
    check('categories_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
    check('categories_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

/** Products sold at the POS and online (§3); prices are integer minor units of the company currency. */
export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    titleLang: jsonb('title_lang').$type<Translations>().notNull().default({}),
    defaultPrice: integer('default_price').notNull().default(0),
    manualPrice: boolean('manual_price').notNull().default(false),
    volumeSuffix: text('volume_suffix'),
    vatRate: integer('vat_rate').notNull(),
    courseTypeId: text('course_type_id'),
    /** Unit the volume suffix is in (§9 weight units: cl, g, hg, kg). */
    weightUnit: text('weight_unit'),
    /** Allergens of §3 (GLUTEN, MILK, …). */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    imageId: text('image_id'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('items_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'items_course_type_fk',
      columns: [t.companyId, t.courseTypeId],
      foreignColumns: [courseTypes.companyId, courseTypes.id],
    }),
    check(
      'items_weight_unit_check',
      sql`${t.weightUnit} is null or ${t.weightUnit} in ('cl', 'g', 'hg', 'kg')`,
    ),
    index('items_company_title_idx').on(t.companyId, t.title, t.id).where(sql`${t.deleted} = false`),
    check('items_default_price_check', sql`${t.defaultPrice} >= 0`),
    check('items_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
  ],
);

/** The categories of an item, in the order they are shown (the first one names the item in lists). */
export const itemCategories = pgTable(
  'item_categories',
  {
    companyId: companyId(),
    itemId: text('item_id').notNull(),
    categoryId: text('category_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('item_categories_company_item_idx').on(t.companyId, t.itemId, t.position),
    index('item_categories_company_category_idx').on(t.companyId, t.categoryId),
    foreignKey({
      name: 'item_categories_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_categories_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [categories.companyId, categories.id],
    }).onDelete('cascade'),
    check('item_categories_position_check', sql`${t.position} >= 0`),
  ],
);

/** POS staff: the people who sign in on the terminals (not back-office users). */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('staff_company_name_idx').on(t.companyId, t.name, t.id).where(sql`${t.deleted} = false`)],
);

/**
 * Modification groups (§3 variation groups): "Milk", "Size", "Extras", each with priced choices and
 * how many of them a cashier must / may pick.
 */
export const modificationGroups = pgTable(
  'modification_groups',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    titleLang: jsonb('title_lang').$type<Translations>().notNull().default({}),
    minSelections: integer('min_selections').notNull().default(0),
    /** Null: no upper limit. */
    maxSelections: integer('max_selections'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('modification_groups_company_id_key').on(t.companyId, t.id),
    index('modification_groups_company_title_idx').on(t.companyId, t.title).where(sql`${t.deleted} = false`),
    check('modification_groups_min_check', sql`${t.minSelections} >= 0`),
    check(
      'modification_groups_max_check',
      sql`${t.maxSelections} is null or ${t.maxSelections} >= greatest(${t.minSelections}, 1)`,
    ),
  ],
);

/** One choice of a modification group (§3 variation: name, price in minor units; may be negative). */
export const modifications = pgTable(
  'modifications',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    groupId: text('group_id').notNull(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    price: integer('price').notNull().default(0),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('modifications_company_id_key').on(t.companyId, t.id),
    index('modifications_company_group_idx').on(t.companyId, t.groupId, t.position),
    foreignKey({
      name: 'modifications_group_fk',
      columns: [t.companyId, t.groupId],
      foreignColumns: [modificationGroups.companyId, modificationGroups.id],
    }),
  ],
);

/** The modification groups offered with an item, in order (§3 appliedVariations). */
export const itemModificationGroups = pgTable(
  'item_modification_groups',
  {
    companyId: companyId(),
    itemId: text('item_id').notNull(),
    groupId: text('group_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.groupId] }),
    index('item_modification_groups_company_group_idx').on(t.companyId, t.groupId),
    foreignKey({
      name: 'item_modification_groups_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_modification_groups_group_fk',
      columns: [t.companyId, t.groupId],
      foreignColumns: [modificationGroups.companyId, modificationGroups.id],
    }).onDelete('cascade'),
  ],
);

/** Modifications preselected when the item is rung up (§3 defaultVariationsIds). */
export const itemDefaultModifications = pgTable(
  'item_default_modifications',
  {
    companyId: companyId(),
    itemId: text('item_id').notNull(),
    modificationId: text('modification_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.modificationId] }),
    index('item_default_modifications_company_mod_idx').on(t.companyId, t.modificationId),
    foreignKey({
      name: 'item_default_modifications_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_default_modifications_modification_fk',
      columns: [t.companyId, t.modificationId],
      foreignColumns: [modifications.companyId, modifications.id],
    }).onDelete('cascade'),
  ],
);

/** Upsells (§3: name, displayOrder, items): suggestions the POS offers with an item. */
export const upsells = pgTable(
  'upsells',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('upsells_company_id_key').on(t.companyId, t.id),
    index('upsells_company_order_idx').on(t.companyId, t.displayOrder).where(sql`${t.deleted} = false`),
  ],
);

/** The items an upsell suggests, in order. */
export const upsellItems = pgTable(
  'upsell_items',
  {
    companyId: companyId(),
    upsellId: text('upsell_id').notNull(),
    itemId: text('item_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.upsellId, t.itemId] }),
    index('upsell_items_company_item_idx').on(t.companyId, t.itemId),
    foreignKey({
      name: 'upsell_items_upsell_fk',
      columns: [t.companyId, t.upsellId],
      foreignColumns: [upsells.companyId, upsells.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'upsell_items_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
  ],
);

/** The upsells shown when an item is rung up (§3 Item.upsellIds). */
export const itemUpsells = pgTable(
  'item_upsells',
  {
    companyId: companyId(),
    itemId: text('item_id').notNull(),
    upsellId: text('upsell_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.upsellId] }),
    index('item_upsells_company_upsell_idx').on(t.companyId, t.upsellId),
    foreignKey({
      name: 'item_upsells_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_upsells_upsell_fk',
      columns: [t.companyId, t.upsellId],
      foreignColumns: [upsells.companyId, upsells.id],
    }).onDelete('cascade'),
  ],
);

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

/** Uploaded files (§3 file upload: name, contentType, secret): written by PUT /uploads/:id, read at /files/:id. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Hash of the one-time upload secret; the secret travels only in the upload URL. */
    secretHash: text('secret_hash').notNull(),
    size: integer('size'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('files_company_id_key').on(t.companyId, t.id),
    index('files_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * The bytes of uploaded files, in the database every server reads: behind a load balancer a file
 * PUT through one server is served by all the others. Written in the transaction that marks the
 * upload done, so a file is never "uploaded" without its bytes.
 */
export const fileContents = pgTable(
  'file_contents',
  {
    companyId: companyId(),
    fileId: text('file_id').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'file_contents_pkey', columns: [t.companyId, t.fileId] }),
    foreignKey({
      name: 'file_contents_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }).onDelete('cascade'),
  ],
);

/** Images (§3: title, file) used by items. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    fileId: text('file_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('images_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'images_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }),
  ],
);
