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
import { at, bytea, companyId, createdAt } from './columns.ts';

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
    /** What the guest reads about the product on menus, online ordering and the kiosk ('' = none). */
    description: text('description').notNull().default(''),
    descriptionLang: jsonb('description_lang').$type<Translations>().notNull().default({}),
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

/**
 * Images (§3: title, file) of the company's library: used by items, membership levels and the
 * online-ordering guest page. `kind` sorts the library (PRODUCT, BANNER, LOGO); replacing an image
 * points it at a new file and keeps the id, so everything using it shows the new picture.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    fileId: text('file_id').notNull(),
    kind: text('kind').notNull().default('PRODUCT'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('images_company_id_key').on(t.companyId, t.id),
    index('images_company_kind_idx').on(t.companyId, t.kind, t.createdAt),
    check('images_kind_check', sql`${t.kind} in ('PRODUCT', 'BANNER', 'LOGO')`),
    foreignKey({
      name: 'images_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }),
  ],
);
