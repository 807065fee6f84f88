// The modifications module's tables: modification groups, modifications and their item links.
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
import { items, type Translations } from './catalogue.ts';
import { companyId, createdAt } from './columns.ts';

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
