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
  unique,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';

/** A text in the company content languages (se, en, es, no); a missing language falls back to the main text. */
export type Translations = { en?: string | null; se?: string | null; es?: string | null; no?: string | null };

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
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // (company_id, id) is what the tenant foreign keys point at, so a link never crosses companies.
    unique('categories_company_id_key').on(t.companyId, t.id),
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
    // Course types arrive with the catalogue screens (issue #5), which add the foreign key.
    courseTypeId: text('course_type_id'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('items_company_id_key').on(t.companyId, t.id),
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
