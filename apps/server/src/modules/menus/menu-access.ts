import { canAccessVenue, hasScope, isVenueRestricted } from '@fika/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, forbidden, notFound } from '../../kernel/errors.ts';
import { requireScope, requireUser } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { menus, venueMenus, venues } from '../../platform/db/schema/index.ts';

/** Reading menus needs MENUS or POS_CUSTOMIZATION (the POS layout editor reads them too). */
export function requireMenuReader(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!hasScope(user.permissions, 'MENUS') && !hasScope(user.permissions, 'POS_CUSTOMIZATION')) {
    throw forbidden();
  }
  return user;
}

/** Changing menus and their venue links needs MENUS. */
export const requireMenuWriter = (ctx: Ctx): UserPrincipal => requireScope(ctx, 'MENUS');

/** A menu row as the rules below need it. */
export interface MenuRow {
  id: string;
  name: string;
  currency: string;
  isDefault: boolean;
}

/** The non-deleted venues each menu is linked to (for any service type). */
export async function linkedVenues(
  db: DbOrTx,
  companyId: string,
  menuIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byMenu = new Map<string, string[]>();
  if (menuIds.length === 0) return byMenu;
  const rows = await db
    .selectDistinct({ menuId: venueMenus.menuId, venueId: venueMenus.venueId })
    .from(venueMenus)
    .innerJoin(venues, and(eq(venues.id, venueMenus.venueId), eq(venues.companyId, venueMenus.companyId)))
    .where(
      and(
        eq(venueMenus.companyId, companyId),
        inArray(venueMenus.menuId, [...menuIds]),
        eq(venues.deleted, false),
      ),
    );
  for (const { menuId, venueId } of rows) {
    const list = byMenu.get(menuId);
    if (list) list.push(venueId);
    else byMenu.set(menuId, [venueId]);
  }
  return byMenu;
}

/**
 * Venue menus are venue-bound (§6): a user limited to some venues sees a menu when it is the
 * company's 'All articles', is linked to none of the venues yet (a draft), or is linked to one of
 * theirs. Everyone else sees every menu of the company.
 */
export function canSeeMenu(user: UserPrincipal, menu: MenuRow, venueIds: readonly string[]): boolean {
  if (!isVenueRestricted(user.permissions) || menu.isDefault || venueIds.length === 0) return true;
  return venueIds.some((venueId) => canAccessVenue(user.permissions, venueId));
}

/**
 * A venue-restricted user may change a menu only when every venue using it is theirs: a shared menu
 * changes other venues' prices. 'All articles' follows the items, which are not venue-bound, so its
 * prices are open to every MENUS user.
 */
export function canEditMenu(user: UserPrincipal, menu: MenuRow, venueIds: readonly string[]): boolean {
  if (!isVenueRestricted(user.permissions) || menu.isDefault) return true;
  return venueIds.every((venueId) => canAccessVenue(user.permissions, venueId));
}

const menuColumns = { id: menus.id, name: menus.name, currency: menus.currency, isDefault: menus.isDefault };

/**
 * The company's non-deleted menu `menuId` if the user may see it, else null (other companies'
 * menus and menus of other venues alike). `forUpdate` locks the row for the rest of the
 * transaction and refuses, as FORBIDDEN, a menu the user may see but not change.
 */
export async function visibleMenu(
  db: DbOrTx,
  user: UserPrincipal,
  menuId: string,
  { forUpdate = false } = {},
): Promise<(MenuRow & { editable: boolean }) | null> {
  const query = db
    .select(menuColumns)
    .from(menus)
    .where(and(eq(menus.id, menuId), eq(menus.companyId, user.companyId), eq(menus.deleted, false)))
    .$dynamic();
  const [menu] = await (forUpdate ? query.for('update') : query);
  if (!menu) return null;
  const venueIds = (await linkedVenues(db, user.companyId, [menu.id])).get(menu.id) ?? [];
  if (!canSeeMenu(user, menu, venueIds)) return null;
  const editable = canEditMenu(user, menu, venueIds);
  if (forUpdate && !editable) {
    throw new AppError(
      'FORBIDDEN',
      'menus.errors.sharedWithOtherVenues',
      'This menu is also used by venues you do not manage.',
    );
  }
  return { ...menu, editable };
}

/** {@link visibleMenu}, or NOT_FOUND when the user may not see it. */
export async function findMenu(
  db: DbOrTx,
  user: UserPrincipal,
  menuId: string,
  options: { forUpdate?: boolean } = {},
): Promise<MenuRow & { editable: boolean }> {
  const menu = await visibleMenu(db, user, menuId, options);
  if (!menu) throw notFound('Menu');
  return menu;
}
