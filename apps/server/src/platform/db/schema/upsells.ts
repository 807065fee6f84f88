// The upsells module's tables: upsells, their items and the items offering them.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';
import { companyId, createdAt } from './columns.ts';

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
