// Deleting a menu, in deleteNode (§7, catalogue/delete-node.ts) and in deleteMenu alike: 'All
// articles' never goes; the venues using a menu are its dependents and, with `force`, fall back to
// 'All articles' (§4: every venue keeps a menu for each service type).
import { and, countDistinct, eq } from 'drizzle-orm';
import type { UserPrincipal } from '../../kernel/context.ts';
import type { DeletableKind, Dependent } from '../../kernel/deletion.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Tx } from '../../platform/db/client.ts';
import { menus, venueMenus } from '../../platform/db/schema/index.ts';
import { ensureAllArticlesMenu } from './all-articles-menu.ts';
import { visibleMenu } from './menu-access.ts';

/**
 * Locks menu `menuId` for its deletion: false when the user may not see it (another company's, or
 * linked only to venues they do not manage); FORBIDDEN when it is also used by venues they do not
 * manage; CONFLICT for 'All articles'.
 */
export async function lockDeletableMenu(tx: Tx, user: UserPrincipal, menuId: string): Promise<boolean> {
  const menu = await visibleMenu(tx, user, menuId, { forUpdate: true });
  if (!menu) return false;
  if (menu.isDefault) {
    throw new AppError(
      'CONFLICT',
      'menus.errors.deleteDefault',
      "The 'All articles' menu cannot be deleted.",
    );
  }
  return true;
}

/** The venues linked to the menu for any service type. */
export async function menuDependents(tx: Tx, companyId: string, menuId: string): Promise<Dependent[]> {
  const [row] = await tx
    .select({ n: countDistinct(venueMenus.venueId) })
    .from(venueMenus)
    .where(and(eq(venueMenus.companyId, companyId), eq(venueMenus.menuId, menuId)));
  return [{ kind: 'VENUES', count: row?.n ?? 0 }];
}

/** Moves the venues using the menu to 'All articles', then soft-deletes it. */
export async function removeMenu(tx: Tx, companyId: string, menuId: string): Promise<void> {
  const [used] = await menuDependents(tx, companyId, menuId);
  if (used && used.count > 0) {
    const fallback = await ensureAllArticlesMenu(tx, companyId);
    await tx
      .update(venueMenus)
      .set({ menuId: fallback })
      .where(and(eq(venueMenus.companyId, companyId), eq(venueMenus.menuId, menuId)));
  }
  await tx
    .update(menus)
    .set({ deleted: true })
    .where(and(eq(menus.id, menuId), eq(menus.companyId, companyId)));
}

/** Menus in deleteNode (§7, kernel/deletion.ts), registered by the composition root. */
export const menuDeletion: DeletableKind = {
  kind: 'MENU',
  scope: 'MENUS',
  lock: lockDeletableMenu,
  dependents: (tx, { companyId }, id) => menuDependents(tx, companyId, id),
  remove: removeMenu,
};
