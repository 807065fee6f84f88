import {
  compareItems,
  formatTimeOfDay,
  MENU_VALIDATION_KEYS,
  menuAvailabilitiesSchema,
  menuNameSchema,
  sortAvailabilities,
  updateMenuSchema,
  type Weekday,
} from '@fika/domain';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { inSlices } from '../../lib/slices.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { items, menuAvailabilities, menuEntries, menus } from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from '../catalogue/all-articles.ts';
import { companyLocale } from '../catalogue/catalogue.service.ts';
import { findMenu, type MenuRow, requireMenuReader, requireMenuWriter } from './menu-access.ts';
import { lockDeletableMenu, menuDependents, removeMenu } from './menu-deletion.ts';

export interface MenuEntryView {
  id: string;
  price: number;
  item: { id: string; title: string; defaultPrice: number };
}

export interface MenuAvailabilityView {
  id: string;
  weekday: Weekday;
  /** "HH:MM" */
  start: string;
  /** "HH:MM", up to "24:00" */
  end: string;
}

/** GetMenu (§3, §7): a menu with its entries and availabilities. */
export interface MenuView extends MenuRow {
  /** False when the caller may see but not change the menu (shared with venues they do not manage). */
  editable: boolean;
  menuEntries: MenuEntryView[];
  availabilities: MenuAvailabilityView[];
}

const KEYS = MENU_VALIDATION_KEYS;

// Entries of deleted items stay in the table (orders may still name them) but are not on the menu.
const liveEntry = and(eq(items.id, menuEntries.itemId), eq(items.companyId, menuEntries.companyId));

async function loadMenuView(db: DbOrTx, menu: MenuRow & { editable: boolean }, user: UserPrincipal) {
  const { companyId } = user;
  const [entries, ranges] = await Promise.all([
    db
      .select({
        id: menuEntries.id,
        position: menuEntries.position,
        price: menuEntries.price,
        itemId: items.id,
        title: items.title,
        defaultPrice: items.defaultPrice,
      })
      .from(menuEntries)
      .innerJoin(items, liveEntry)
      .where(
        and(eq(menuEntries.companyId, companyId), eq(menuEntries.menuId, menu.id), eq(items.deleted, false)),
      )
      .orderBy(asc(menuEntries.position), asc(menuEntries.id)),
    db
      .select()
      .from(menuAvailabilities)
      .where(and(eq(menuAvailabilities.companyId, companyId), eq(menuAvailabilities.menuId, menu.id))),
  ]);
  // Entries added together share a position ('All articles' puts every item at 0): among them the
  // domain's item order (§9) in the company's language, which SQL's collation does not know.
  const locale = companyLocale(user);
  entries.sort((a, b) => a.position - b.position || compareItems(a, b, locale));
  return {
    ...menu,
    menuEntries: entries.map((e) => ({
      id: e.id,
      price: e.price,
      item: { id: e.itemId, title: e.title, defaultPrice: e.defaultPrice },
    })),
    availabilities: sortAvailabilities(ranges.map((r) => ({ ...r, weekday: r.weekday as Weekday }))).map(
      (r) => ({
        id: r.id,
        weekday: r.weekday,
        start: formatTimeOfDay(r.startMinute),
        end: formatTimeOfDay(r.endMinute),
      }),
    ),
  } satisfies MenuView;
}

async function menuView(db: DbOrTx, user: UserPrincipal, menuId: string): Promise<MenuView> {
  return loadMenuView(db, await findMenu(db, user, menuId), user);
}

/** GetMenu (MENUS or POS_CUSTOMIZATION): always read fresh from the database. */
export async function getMenu(ctx: Ctx, menuId: string): Promise<MenuView> {
  const user = requireMenuReader(ctx);
  return menuView(ctx.db, user, menuId);
}

// Names are unique among the company's live menus, whatever the case, so a menu select is unambiguous.
async function assertNameFree(tx: Tx, companyId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.companyId, companyId),
        eq(menus.deleted, false),
        sql`lower(${menus.name}) = lower(${name})`,
        exceptId ? ne(menus.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw badInput([{ field: 'name', message: KEYS.nameTaken }]);
}

/** createMenu (MENUS): an empty menu in the company currency. */
export async function createMenu(ctx: Ctx, rawName: unknown): Promise<MenuView> {
  const user = requireMenuWriter(ctx);
  const { name } = parseInput(z.object({ name: menuNameSchema }), { name: rawName });
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, user.companyId, name);
    await tx
      .insert(menus)
      .values({ id, companyId: user.companyId, name, currency: user.company.defaultCurrency });
  });
  return menuView(ctx.db, user, id);
}

/**
 * New default prices for items, through the catalogue's one writer of 'All articles' entries, so
 * the item and its entry change together (the same as updateItemPrice).
 */
async function setDefaultPrices(tx: Tx, companyId: string, prices: { itemId: string; price: number }[]) {
  await inSlices(prices, (slice) =>
    tx.execute(sql`
      update ${items} as i set default_price = v.price, updated_at = now()
      from json_to_recordset(${JSON.stringify(slice)}::json) as v("itemId" text, price integer)
      where i.id = v."itemId" and i.company_id = ${companyId}`),
  );
  await syncAllArticlesEntry(
    tx,
    companyId,
    prices.map((p) => p.itemId),
  );
}

/**
 * updateMenu (MENUS; §7): renames the menu and applies its nested entry changes — create (item
 * connect and price), disconnect (entry id) and update (where entry id, data price) — all or
 * nothing. Every id must be the company's: items live ones, entries of this menu (NOT_FOUND
 * otherwise); an item may be on a menu once.
 *
 * 'All articles' follows the items: entries cannot be added to it or removed from it (create an
 * or delete the item instead), and changing an entry's price there changes the item's default
 * price — exactly what updateItemPrice does — so the two can never disagree.
 */
export async function updateMenu(ctx: Ctx, menuId: string, raw: unknown): Promise<MenuView> {
  const user = requireMenuWriter(ctx);
  const data = parseInput(updateMenuSchema, raw);
  const { companyId } = user;
  const { create, disconnect, update } = data.menuEntries;
  await ctx.db.transaction(async (tx) => {
    // Locked: two editors adding the same item at once are checked one after the other.
    const menu = await findMenu(tx, user, menuId, { forUpdate: true });
    if (data.name !== undefined && data.name !== menu.name) {
      if (menu.isDefault) throw badInput([{ field: 'name', message: KEYS.defaultMenuName }]);
      await assertNameFree(tx, companyId, data.name, menu.id);
      await tx
        .update(menus)
        .set({ name: data.name })
        .where(and(eq(menus.id, menu.id), eq(menus.companyId, companyId)));
    }
    if (menu.isDefault && (create.length > 0 || disconnect.length > 0)) {
      const field = create.length > 0 ? 'menuEntries.create' : 'menuEntries.disconnect';
      throw badInput([{ field, message: KEYS.defaultMenuEntries }]);
    }

    const namedIds = [...update.map((u) => u.where.id), ...disconnect.map((d) => d.id)];
    const entryItem = new Map<string, string>();
    await inSlices(namedIds, async (slice) => {
      const rows = await tx
        .select({ id: menuEntries.id, itemId: menuEntries.itemId })
        .from(menuEntries)
        .where(
          and(
            eq(menuEntries.companyId, companyId),
            eq(menuEntries.menuId, menu.id),
            inArray(menuEntries.id, slice),
          ),
        );
      for (const row of rows) entryItem.set(row.id, row.itemId);
    });
    if (entryItem.size !== namedIds.length) throw notFound('Menu entry');

    if (create.length > 0) await checkNewEntries(tx, companyId, menu.id, create, disconnect);

    if (disconnect.length > 0) {
      await inSlices(disconnect, (slice) =>
        tx.delete(menuEntries).where(
          and(
            eq(menuEntries.companyId, companyId),
            eq(menuEntries.menuId, menu.id),
            inArray(
              menuEntries.id,
              slice.map((d) => d.id),
            ),
          ),
        ),
      );
    }
    if (update.length > 0 && menu.isDefault) {
      const prices = update.map((u) => ({ itemId: entryItem.get(u.where.id) ?? '', price: u.data.price }));
      await setDefaultPrices(tx, companyId, prices);
    } else if (update.length > 0) {
      const prices = update.map((u) => ({ id: u.where.id, price: u.data.price }));
      await inSlices(prices, (slice) =>
        tx.execute(sql`
          update ${menuEntries} as e set price = v.price
          from json_to_recordset(${JSON.stringify(slice)}::json) as v(id text, price integer)
          where e.id = v.id and e.company_id = ${companyId} and e.menu_id = ${menu.id}`),
      );
    }
    if (create.length > 0) {
      const [last] = await tx
        .select({ position: max(menuEntries.position) })
        .from(menuEntries)
        .where(and(eq(menuEntries.companyId, companyId), eq(menuEntries.menuId, menu.id)));
      const first = (last?.position ?? -1) + 1;
      const rows = create.map((c, index) => ({
        id: newId(),
        companyId,
        menuId: menu.id,
        itemId: c.item.connect.id,
        price: c.price,
        position: first + index,
      }));
      await inSlices(rows, (slice) => tx.insert(menuEntries).values(slice));
    }
  });
  return menuView(ctx.db, user, menuId);
}

// New entries name live items of the company that are not on the menu already (unless removed
// by the same call).
async function checkNewEntries(
  tx: Tx,
  companyId: string,
  menuId: string,
  create: readonly { item: { connect: { id: string } } }[],
  disconnect: readonly { id: string }[],
): Promise<void> {
  const itemIds = create.map((c) => c.item.connect.id);
  const live = new Set<string>();
  const onMenu = new Set<string>();
  const removed = new Set(disconnect.map((d) => d.id));
  await inSlices(itemIds, async (slice) => {
    const [liveRows, entryRows] = await Promise.all([
      tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.companyId, companyId), inArray(items.id, slice), eq(items.deleted, false))),
      tx
        .select({ id: menuEntries.id, itemId: menuEntries.itemId })
        .from(menuEntries)
        .where(
          and(
            eq(menuEntries.companyId, companyId),
            eq(menuEntries.menuId, menuId),
            inArray(menuEntries.itemId, slice),
          ),
        ),
    ]);
    for (const row of liveRows) live.add(row.id);
    for (const row of entryRows) if (!removed.has(row.id)) onMenu.add(row.itemId);
  });
  if (itemIds.some((id) => !live.has(id))) throw notFound('Item');
  const errors: FieldError[] = [];
  itemIds.forEach((id, index) => {
    if (onMenu.has(id))
      errors.push({ field: `menuEntries.create.${index}.item`, message: KEYS.duplicateItem });
  });
  if (errors.length > 0) throw badInput(errors);
}

/** updateMenuAvailabilities (MENUS): replaces all of the menu's weekday time ranges. */
export async function updateMenuAvailabilities(ctx: Ctx, menuId: string, raw: unknown): Promise<MenuView> {
  const user = requireMenuWriter(ctx);
  const { availabilities } = parseInput(z.object({ availabilities: menuAvailabilitiesSchema }), {
    availabilities: raw,
  });
  await ctx.db.transaction(async (tx) => {
    const menu = await findMenu(tx, user, menuId, { forUpdate: true });
    await tx
      .delete(menuAvailabilities)
      .where(and(eq(menuAvailabilities.companyId, user.companyId), eq(menuAvailabilities.menuId, menu.id)));
    if (availabilities.length > 0) {
      await tx
        .insert(menuAvailabilities)
        .values(
          availabilities.map((a) => ({ id: newId(), companyId: user.companyId, menuId: menu.id, ...a })),
        );
    }
  });
  return menuView(ctx.db, user, menuId);
}

/**
 * deleteMenu (MENUS): never 'All articles'; a menu venues use only with `force`, and then those
 * venues' service types fall back to 'All articles' (§4: every venue keeps a menu for each).
 */
export async function deleteMenu(ctx: Ctx, menuId: string, force: boolean): Promise<void> {
  const user = requireMenuWriter(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockDeletableMenu(tx, user, menuId))) throw notFound('Menu');
    const [venues] = await menuDependents(tx, user.companyId, menuId);
    if (venues && venues.count > 0 && !force) {
      throw new AppError('CONFLICT', 'menus.errors.inUse', 'Venues use this menu; delete it with force.');
    }
    await removeMenu(tx, user.companyId, menuId);
  });
}
