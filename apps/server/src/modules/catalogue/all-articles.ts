import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { slices } from '../../lib/slices.ts';
import type { Tx } from '../../platform/db/client.ts';
import { items, menuEntries, menus } from '../../platform/db/schema/index.ts';

/** Id of the company's non-deleted 'All articles' menu, or null when it has none (yet). */
export async function defaultMenuId(tx: Tx, companyId: string): Promise<string | null> {
  const [menu] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), eq(menus.isDefault, true), eq(menus.deleted, false)))
    .limit(1);
  return menu?.id ?? null;
}

/**
 * Brings the 'All articles' entries of `itemIds` in step with the items (§5): one entry at the
 * default price for each live item, none for a deleted or missing one. Call it in the same
 * transaction as every item create, price change and delete — the deferred constraint trigger of
 * migration 0006 refuses the commit otherwise. Does nothing when the company has no default menu.
 * Shared with the menus module, which edits default prices from the menu editor.
 */
export async function syncAllArticlesEntry(
  tx: Tx,
  companyId: string,
  itemIds: readonly string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const menuId = await defaultMenuId(tx, companyId);
  if (!menuId) return;
  const unique = [...new Set(itemIds)];
  for (const slice of slices(unique)) {
    const rows = await tx
      .select({ id: items.id, price: items.defaultPrice })
      .from(items)
      .where(and(eq(items.companyId, companyId), inArray(items.id, slice), eq(items.deleted, false)));
    const live = new Set(rows.map((row) => row.id));
    const gone = slice.filter((id) => !live.has(id));
    if (gone.length > 0) {
      await tx
        .delete(menuEntries)
        .where(
          and(
            eq(menuEntries.companyId, companyId),
            eq(menuEntries.menuId, menuId),
            inArray(menuEntries.itemId, gone),
          ),
        );
    }
    if (rows.length > 0) {
      await tx
        .insert(menuEntries)
        .values(rows.map((row) => ({ id: newId(), companyId, menuId, itemId: row.id, price: row.price })))
        .onConflictDoUpdate({
          target: [menuEntries.menuId, menuEntries.itemId],
          set: { price: sql`excluded.price` },
          // Entries already at the price are left alone: no row version, no trigger run.
          setWhere: sql`${menuEntries.price} is distinct from excluded.price`,
        });
    }
  }
}
