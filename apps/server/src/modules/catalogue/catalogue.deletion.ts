// The catalogue's nodes in deleteNode (§7, kernel/deletion.ts): items, categories and course types.
import { and, count, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  menuEntries,
  menus,
  pageButtons,
  pages,
  upsellItems,
  upsells,
} from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from './all-articles.ts';

// Items, categories and course types: company-wide (not venue-bound), so every user of the
// company with the scope may see them.

const number = (rows: { n: number }[]) => rows[0]?.n ?? 0;

// Entries of the item on menus other than 'All articles' (which follows the item by itself).
const otherMenuEntries = (companyId: string, itemId: string) =>
  and(
    eq(menuEntries.companyId, companyId),
    eq(menuEntries.itemId, itemId),
    inArray(
      menuEntries.menuId,
      sql`(select ${menus.id} from ${menus} where ${menus.companyId} = ${companyId} and not ${menus.isDefault})`,
    ),
  );

const livePages = (companyId: string) =>
  sql`(select ${pages.id} from ${pages} where ${pages.companyId} = ${companyId} and not ${pages.deleted})`;

export const itemDeletion: DeletableKind = {
  kind: 'ITEM',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, items, companyId, id),
  async dependents(tx, { companyId }, id) {
    const [entries, buttons, suggestions] = await Promise.all([
      tx
        .select({ n: count() })
        .from(menuEntries)
        .innerJoin(menus, and(eq(menus.companyId, menuEntries.companyId), eq(menus.id, menuEntries.menuId)))
        .where(and(otherMenuEntries(companyId, id), eq(menus.deleted, false))),
      tx
        .select({ n: count() })
        .from(pageButtons)
        .where(
          and(
            eq(pageButtons.companyId, companyId),
            eq(pageButtons.itemId, id),
            inArray(pageButtons.pageId, livePages(companyId)),
          ),
        ),
      tx
        .select({ n: countDistinct(upsellItems.upsellId) })
        .from(upsellItems)
        .innerJoin(
          upsells,
          and(eq(upsells.companyId, upsellItems.companyId), eq(upsells.id, upsellItems.upsellId)),
        )
        .where(
          and(eq(upsellItems.companyId, companyId), eq(upsellItems.itemId, id), eq(upsells.deleted, false)),
        ),
    ]);
    return [
      { kind: 'MENU_ENTRIES', count: number(entries) },
      { kind: 'POS_BUTTONS', count: number(buttons) },
      { kind: 'UPSELLS', count: number(suggestions) },
    ];
  },
  async remove(tx, companyId, id) {
    await tx.delete(menuEntries).where(otherMenuEntries(companyId, id));
    await tx.delete(pageButtons).where(and(eq(pageButtons.companyId, companyId), eq(pageButtons.itemId, id)));
    await tx.delete(upsellItems).where(and(eq(upsellItems.companyId, companyId), eq(upsellItems.itemId, id)));
    await tx
      .update(items)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(eq(items.companyId, companyId), eq(items.id, id)));
    await syncAllArticlesEntry(tx, companyId, [id]);
  },
};

export const categoryDeletion: DeletableKind = {
  kind: 'CATEGORY',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, categories, companyId, id),
  async dependents(tx, { companyId }, id) {
    const [linked, children, buttons] = await Promise.all([
      tx
        .select({ n: count() })
        .from(itemCategories)
        .innerJoin(
          items,
          and(eq(items.companyId, itemCategories.companyId), eq(items.id, itemCategories.itemId)),
        )
        .where(
          and(
            eq(itemCategories.companyId, companyId),
            eq(itemCategories.categoryId, id),
            eq(items.deleted, false),
          ),
        ),
      tx
        .select({ n: count() })
        .from(categories)
        .where(
          and(
            eq(categories.companyId, companyId),
            eq(categories.parentId, id),
            eq(categories.deleted, false),
          ),
        ),
      tx
        .select({ n: count() })
        .from(pageButtons)
        .where(
          and(
            eq(pageButtons.companyId, companyId),
            eq(pageButtons.categoryId, id),
            inArray(pageButtons.pageId, livePages(companyId)),
          ),
        ),
    ]);
    return [
      { kind: 'ITEMS', count: number(linked) },
      { kind: 'SUBCATEGORIES', count: number(children) },
      { kind: 'POS_BUTTONS', count: number(buttons) },
    ];
  },
  async remove(tx, companyId, id) {
    await tx
      .delete(itemCategories)
      .where(and(eq(itemCategories.companyId, companyId), eq(itemCategories.categoryId, id)));
    await tx
      .update(categories)
      .set({ parentId: null })
      .where(and(eq(categories.companyId, companyId), eq(categories.parentId, id), ne(categories.id, id)));
    await tx
      .delete(pageButtons)
      .where(and(eq(pageButtons.companyId, companyId), eq(pageButtons.categoryId, id)));
    await tx
      .update(categories)
      .set({ deleted: true })
      .where(and(eq(categories.companyId, companyId), eq(categories.id, id)));
  },
};

export const courseTypeDeletion: DeletableKind = {
  kind: 'COURSE_TYPE',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, courseTypes, companyId, id),
  async dependents(tx, { companyId }, id) {
    const [linkedCategories, linkedItems] = await Promise.all([
      tx
        .select({ n: count() })
        .from(categories)
        .where(
          and(
            eq(categories.companyId, companyId),
            eq(categories.courseTypeId, id),
            eq(categories.deleted, false),
          ),
        ),
      tx
        .select({ n: count() })
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.courseTypeId, id), eq(items.deleted, false))),
    ]);
    return [
      { kind: 'CATEGORIES', count: number(linkedCategories) },
      { kind: 'ITEMS', count: number(linkedItems) },
    ];
  },
  async remove(tx, companyId, id) {
    await tx
      .update(categories)
      .set({ courseTypeId: null })
      .where(and(eq(categories.companyId, companyId), eq(categories.courseTypeId, id)));
    await tx
      .update(items)
      .set({ courseTypeId: null, updatedAt: new Date() })
      .where(and(eq(items.companyId, companyId), eq(items.courseTypeId, id)));
    await tx
      .update(courseTypes)
      .set({ deleted: true })
      .where(and(eq(courseTypes.companyId, companyId), eq(courseTypes.id, id)));
  },
};
