import { SERVICE_TYPES, type ServiceType, sortItems } from '@fika/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { venueScope } from '../../kernel/tenant.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  itemCategories,
  items,
  menuEntries,
  menus,
  venueMenus,
} from '../../platform/db/schema/index.ts';
import { companyLocale } from '../catalogue/catalogue.service.ts';
import { visibleVenues } from '../venues/venues.service.ts';
import {
  type AllArticlesMismatchView,
  allArticlesEntries,
  allArticlesMismatches,
  ensureAllArticlesMenu,
} from './all-articles-menu.ts';
import {
  canEditMenu,
  canSeeMenu,
  findMenu,
  linkedVenues,
  requireMenuReader,
  requireMenuWriter,
} from './menu-access.ts';

/** A menu in the menu chooser and in venue links. */
export interface MenuSummaryView {
  id: string;
  name: string;
  isDefault: boolean;
  editable: boolean;
  /** Entries of live items. */
  entryCount: number;
}

/** The menu a venue uses for one service type (§3 Venue.menus). */
export interface VenueMenuView {
  /** `venueId:serviceType`: the link has no id of its own. */
  id: string;
  venueId: string;
  serviceType: ServiceType;
  menu: MenuSummaryView;
}

export interface MenuVenueView {
  id: string;
  name: string;
  menus: VenueMenuView[];
}

export interface MenuItemView {
  id: string;
  title: string;
  defaultPrice: number;
  categories: { id: string; name: string; color: string | null }[];
  /** The item's one 'All articles' entry: changing its price changes the default price. */
  allArticlesEntryId: string | null;
}

/** getMenuProviderData (§7). */
export interface MenuProviderData {
  currency: string;
  venues: MenuVenueView[];
  items: MenuItemView[];
  /** The menus the caller may see, 'All articles' first, then by name. */
  menus: MenuSummaryView[];
  /** The non-deleted 'All articles' menu; null until provisioning creates it. */
  allArticles: MenuSummaryView | null;
  allArticlesMismatches: AllArticlesMismatchView[];
}

// The company's live menus the user may see, with their entry counts, in chooser order.
async function menuSummaries(db: DbOrTx, user: UserPrincipal, onlyIds?: readonly string[]) {
  const where = and(
    eq(menus.companyId, user.companyId),
    eq(menus.deleted, false),
    onlyIds ? inArray(menus.id, [...onlyIds]) : undefined,
  );
  const [rows, counts] = await Promise.all([
    db
      .select({ id: menus.id, name: menus.name, currency: menus.currency, isDefault: menus.isDefault })
      .from(menus)
      .where(where)
      .orderBy(sql`${menus.isDefault} desc`, asc(menus.name), asc(menus.id)),
    db
      .select({ menuId: menuEntries.menuId, n: count() })
      .from(menuEntries)
      .innerJoin(items, and(eq(items.id, menuEntries.itemId), eq(items.companyId, menuEntries.companyId)))
      .innerJoin(menus, and(eq(menus.id, menuEntries.menuId), eq(menus.companyId, menuEntries.companyId)))
      .where(and(where, eq(items.deleted, false)))
      .groupBy(menuEntries.menuId),
  ]);
  const links = await linkedVenues(
    db,
    user.companyId,
    rows.map((r) => r.id),
  );
  const entryCount = new Map(counts.map((c) => [c.menuId, c.n]));
  return rows
    .filter((menu) => canSeeMenu(user, menu, links.get(menu.id) ?? []))
    .map(
      (menu): MenuSummaryView => ({
        id: menu.id,
        name: menu.name,
        isDefault: menu.isDefault,
        editable: canEditMenu(user, menu, links.get(menu.id) ?? []),
        entryCount: entryCount.get(menu.id) ?? 0,
      }),
    );
}

// The links of `venueIds`, with their menus as the user sees them.
async function venueLinks(db: DbOrTx, user: UserPrincipal, venueIds: readonly string[]) {
  if (venueIds.length === 0) return [];
  const rows = await db
    .select({ venueId: venueMenus.venueId, serviceType: venueMenus.serviceType, menuId: venueMenus.menuId })
    .from(venueMenus)
    .where(and(eq(venueMenus.companyId, user.companyId), inArray(venueMenus.venueId, [...venueIds])));
  const summaries = new Map(
    (
      await menuSummaries(
        db,
        user,
        rows.map((r) => r.menuId),
      )
    ).map((m) => [m.id, m]),
  );
  return rows.flatMap((row): VenueMenuView[] => {
    const menu = summaries.get(row.menuId);
    if (!menu) return [];
    const serviceType = row.serviceType as ServiceType;
    return [{ id: `${row.venueId}:${serviceType}`, venueId: row.venueId, serviceType, menu }];
  });
}

const byServiceType = (a: VenueMenuView, b: VenueMenuView) =>
  SERVICE_TYPES.indexOf(a.serviceType) - SERVICE_TYPES.indexOf(b.serviceType);

// Every live item with its live categories in position order: three queries, whatever the count.
// Items come in the domain's order (§9) in the company's language, which SQL's collation does not know.
async function menuItems(
  db: DbOrTx,
  companyId: string,
  locale: string,
): Promise<Omit<MenuItemView, 'allArticlesEntryId'>[]> {
  const [rows, links] = await Promise.all([
    db
      .select({ id: items.id, title: items.title, defaultPrice: items.defaultPrice })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.deleted, false)))
      .orderBy(asc(items.id)),
    db
      .select({
        itemId: itemCategories.itemId,
        id: categories.id,
        name: categories.name,
        color: categories.color,
      })
      .from(itemCategories)
      .innerJoin(
        categories,
        and(eq(categories.id, itemCategories.categoryId), eq(categories.companyId, itemCategories.companyId)),
      )
      .where(and(eq(itemCategories.companyId, companyId), eq(categories.deleted, false)))
      .orderBy(asc(itemCategories.position), asc(categories.name)),
  ]);
  const byItem = new Map<string, MenuItemView['categories']>();
  for (const { itemId, ...category } of links) {
    const list = byItem.get(itemId);
    if (list) list.push(category);
    else byItem.set(itemId, [category]);
  }
  return sortItems(
    rows.map((row) => ({ ...row, categories: byItem.get(row.id) ?? [] })),
    locale,
  );
}

/**
 * getMenuProviderData (MENUS or POS_CUSTOMIZATION; §7): the company currency, the caller's visible
 * venues with their menus per service type, every live item, the menus the caller may see, the
 * 'All articles' menu and how it differs from the items (to be logged, §5).
 */
export async function menuProviderData(
  ctx: Ctx,
  claimed: { companyStringId?: string | null; companyId?: string | null } = {},
): Promise<MenuProviderData> {
  const user = requireMenuReader(ctx);
  // §7 passes the company ids; the session decides the company, so another one is not found.
  for (const id of [claimed.companyStringId, claimed.companyId]) {
    if (id != null && id !== user.companyId) throw notFound('Company');
  }
  const venues = await visibleVenues(ctx, user);
  const [links, liveItems, summaries] = await Promise.all([
    venueLinks(
      ctx.db,
      user,
      venues.map((v) => v.id),
    ),
    menuItems(ctx.db, user.companyId, companyLocale(user)),
    menuSummaries(ctx.db, user),
  ]);
  const allArticles = summaries.find((m) => m.isDefault) ?? null;
  const entries = allArticles ? await allArticlesEntries(ctx.db, user.companyId, allArticles.id) : [];
  const mismatches = allArticlesMismatches(liveItems, entries);
  const troubled = new Set(mismatches.map((m) => m.itemId));
  const entryOf = new Map(entries.filter((e) => !troubled.has(e.itemId)).map((e) => [e.itemId, e.id]));
  return {
    currency: user.company.defaultCurrency,
    venues: venues.map((venue) => ({
      id: venue.id,
      name: venue.name,
      menus: links.filter((l) => l.venueId === venue.id).sort(byServiceType),
    })),
    items: liveItems.map((item) => ({ ...item, allArticlesEntryId: entryOf.get(item.id) ?? null })),
    menus: summaries,
    allArticles,
    allArticlesMismatches: mismatches,
  };
}

/**
 * Venue menu auto-provisioning (§4): every visible venue lacking a menu for any of the four
 * service types gets it, linked to 'All articles' (made first when the company has none, also
 * when it has no venue yet).
 * Idempotent, and two tabs at once cannot both link one: the (venue, service type) primary key
 * lets the second insert do nothing. Returns the links it created.
 *
 * Needs MENUS or POS_CUSTOMIZATION, like reading menus: it only fills in the defaults every venue
 * has (§4) and never changes a menu someone chose.
 */
export async function provisionVenueMenus(ctx: Ctx): Promise<VenueMenuView[]> {
  const user = requireMenuReader(ctx);
  const venueIds = (await visibleVenues(ctx, user)).map((v) => v.id);
  const [[linked], [hasDefault]] = await Promise.all([
    venueIds.length === 0
      ? [{ n: 0 }]
      : ctx.db
          .select({ n: count() })
          .from(venueMenus)
          .where(and(eq(venueMenus.companyId, user.companyId), inArray(venueMenus.venueId, venueIds))),
    ctx.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.companyId, user.companyId), eq(menus.isDefault, true), eq(menus.deleted, false)))
      .limit(1),
  ]);
  // The common case, every time the menus screens open in a new session: nothing to do, no writes.
  if (hasDefault && (linked?.n ?? 0) === venueIds.length * SERVICE_TYPES.length) return [];

  // 'All articles' is made even for a company without venues yet: the menus screens open on it.
  const created = await ctx.db.transaction(async (tx) => {
    const menuId = await ensureAllArticlesMenu(tx, user.companyId);
    if (venueIds.length === 0) return [];
    return tx
      .insert(venueMenus)
      .values(
        venueIds.flatMap((venueId) =>
          SERVICE_TYPES.map((serviceType) => ({ companyId: user.companyId, venueId, serviceType, menuId })),
        ),
      )
      .onConflictDoNothing()
      .returning({ venueId: venueMenus.venueId, serviceType: venueMenus.serviceType });
  });
  if (created.length === 0) return [];
  const made = new Set(created.map((c) => `${c.venueId}:${c.serviceType}`));
  const links = await venueLinks(
    ctx.db,
    user,
    created.map((c) => c.venueId),
  );
  return links
    .filter((l) => made.has(l.id))
    .sort((a, b) => a.venueId.localeCompare(b.venueId) || byServiceType(a, b));
}

/**
 * updateVenue's menus create of §7 (MENUS): the venue (one the caller may see) uses the menu (one
 * the caller may see) for the service type, replacing the menu it used.
 */
export async function setVenueMenu(
  ctx: Ctx,
  venueId: string,
  serviceType: ServiceType,
  menuId: string,
): Promise<VenueMenuView> {
  const user = requireMenuWriter(ctx);
  await venueScope(ctx.db, user, venueId);
  const menu = await findMenu(ctx.db, user, menuId);
  await ctx.db
    .insert(venueMenus)
    .values({ companyId: user.companyId, venueId, serviceType, menuId: menu.id })
    .onConflictDoUpdate({ target: [venueMenus.venueId, venueMenus.serviceType], set: { menuId: menu.id } });
  const link = (await venueLinks(ctx.db, user, [venueId])).find((l) => l.serviceType === serviceType);
  if (!link) throw notFound('Venue menu');
  return link;
}
