import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { categories, items, type Translations } from './catalogue.ts';
import { companyId, createdAt } from './columns.ts';
import { offers } from './offers.ts';

/** POS button layouts (§3 Layout: name in four languages, categories). */
export const layouts = pgTable(
  'layouts',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('layouts_company_id_key').on(t.companyId, t.id),
    index('layouts_company_created_idx').on(t.companyId, t.createdAt).where(sql`${t.deleted} = false`),
  ],
);

/**
 * Pages of buttons (§3 Page: name in four languages, columns × rows, deleted, category). A layout
 * category has one top-level page; sub-pages hang below it through page buttons.
 */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    layoutId: text('layout_id').notNull(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    columns: integer('columns').notNull().default(5),
    rows: integer('rows').notNull().default(5),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('pages_company_id_key').on(t.companyId, t.id),
    index('pages_company_layout_idx').on(t.companyId, t.layoutId),
    foreignKey({
      name: 'pages_layout_fk',
      columns: [t.companyId, t.layoutId],
      foreignColumns: [layouts.companyId, layouts.id],
    }).onDelete('cascade'),
    check('pages_grid_check', sql`${t.columns} between 1 and 12 and ${t.rows} between 1 and 12`),
  ],
);

/** The categories of a layout (§3: id, order, color, name, page), shown as tabs on the POS. */
export const layoutCategories = pgTable(
  'layout_categories',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    layoutId: text('layout_id').notNull(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    color: text('color').notNull().default('#8c5024'),
    order: integer('order').notNull().default(0),
    /** The category's top-level page. */
    pageId: text('page_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('layout_categories_company_id_key').on(t.companyId, t.id),
    index('layout_categories_company_layout_idx').on(t.companyId, t.layoutId, t.order),
    foreignKey({
      name: 'layout_categories_layout_fk',
      columns: [t.companyId, t.layoutId],
      foreignColumns: [layouts.companyId, layouts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'layout_categories_page_fk',
      columns: [t.companyId, t.pageId],
      foreignColumns: [pages.companyId, pages.id],
    }),
  ],
);

/**
 * A button on a page (§3 buttons, each may reference a pageId): an item, a link to a sub-page, a
 * product category or a bundle offer, at one cell of the grid.
 */
export const pageButtons = pgTable(
  'page_buttons',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    pageId: text('page_id').notNull(),
    /** Cell index: row × columns + column. */
    position: integer('position').notNull(),
    type: text('type').notNull(),
    itemId: text('item_id'),
    targetPageId: text('target_page_id'),
    categoryId: text('category_id'),
    offerId: text('offer_id'),
    label: text('label'),
    color: text('color'),
  },
  (t) => [
    unique('page_buttons_page_position_key').on(t.pageId, t.position),
    index('page_buttons_company_page_idx').on(t.companyId, t.pageId),
    index('page_buttons_company_target_idx').on(t.companyId, t.targetPageId),
    index('page_buttons_company_item_idx').on(t.companyId, t.itemId),
    foreignKey({
      name: 'page_buttons_page_fk',
      columns: [t.companyId, t.pageId],
      foreignColumns: [pages.companyId, pages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'page_buttons_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'page_buttons_target_page_fk',
      columns: [t.companyId, t.targetPageId],
      foreignColumns: [pages.companyId, pages.id],
    }),
    foreignKey({
      name: 'page_buttons_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [categories.companyId, categories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'page_buttons_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [offers.companyId, offers.id],
    }).onDelete('cascade'),
    check('page_buttons_position_check', sql`${t.position} >= 0`),
    check(
      'page_buttons_target_check',
      sql`(${t.type} = 'ITEM' and ${t.itemId} is not null) or (${t.type} = 'PAGE' and ${t.targetPageId} is not null) or (${t.type} = 'CATEGORY' and ${t.categoryId} is not null) or (${t.type} = 'OFFER' and ${t.offerId} is not null)`,
    ),
  ],
);
