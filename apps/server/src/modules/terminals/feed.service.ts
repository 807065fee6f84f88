// The configuration feed a terminal reads for its venue (GET /terminal/v1/config): everything the
// till needs, as flat lists keyed by id so a delta can carry one changed menu entry or page. The
// version is the highest feed_changes version that concerns the venue; migration 0013's triggers
// write feed_changes on every table read here, in commit order, so a terminal that read version N
// and asks `?since=N` gets every later change and the ids that left its venue.
import { manualDiscountCapOf, permissionsAt } from '@fika/domain';
import { and, asc, type Column, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { badInput } from '../../kernel/errors.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import {
  accessLevels,
  accessLevelVenues,
  categories,
  courseTypes,
  feedChanges,
  floorPlans,
  itemCategories,
  itemDefaultModifications,
  itemModificationGroups,
  itemStations,
  items,
  itemUpsells,
  layoutCategories,
  layouts,
  menuAvailabilities,
  menuEntries,
  menus,
  modificationGroups,
  modifications,
  pageButtons,
  pages,
  predefinedMessages,
  staff,
  staffVenues,
  stations,
  terminals,
  upsellItems,
  upsells,
  venueMenus,
  venues,
} from '../../platform/db/schema/index.ts';
import { tablesOfPlans } from '../floor-plans/floor-plans.service.ts';
import { loadPricingOffers } from '../offers/pricing-offers.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';
import { loadReceiptTemplates } from '../receipts/receipts.service.ts';
import { loadBeeperSettings } from './beepers-feed.ts';
import { loadMembershipLevels, loadOnlineOrdering, loadPromoCodes, loadStampCards } from './online-feed.ts';
import { loadPaymentMethods } from './payment-methods-feed.ts';

/** The kinds feed_changes records (migration 0013) and the feed list each one lives in. */
export const FEED_LISTS = {
  menu: 'menus',
  menuEntry: 'menuEntries',
  item: 'items',
  category: 'categories',
  courseType: 'courseTypes',
  modificationGroup: 'modificationGroups',
  upsell: 'upsells',
  station: 'stations',
  predefinedMessage: 'predefinedMessages',
  posLayout: 'posLayouts',
  posPage: 'posPages',
  offer: 'offers',
  staff: 'staff',
  accessLevel: 'accessLevels',
  floorPlan: 'floorPlans',
  onlineOrdering: 'onlineOrdering',
  membershipLevel: 'membershipLevels',
  stampCard: 'stampCards',
  promoCode: 'promoCodes',
  paymentMethod: 'paymentMethods',
  receiptTemplate: 'receiptTemplates',
  beeperSettings: 'beeperSettings',
} as const;

type FeedKind = keyof typeof FEED_LISTS;
export type FeedList = (typeof FEED_LISTS)[FeedKind];

/** The lists of a feed answer, each entity with its id. */
export type FeedLists = Record<FeedList, { id: string }[]>;

export interface FeedVenue {
  id: string;
  name: string;
  legalName: string | null;
  organizationNumber: string | null;
  timezone: string;
  phone: string;
  staffIdleTimeout: number;
  active: boolean;
}

/** A full feed (no `since`) or a delta (`since` given: only what changed, and what left). */
export type Feed = FeedLists & {
  version: number;
  generatedAt: string;
  /** Always in a full feed; in a delta only when the venue itself changed. */
  venue?: FeedVenue;
  since?: number;
  deleted?: Partial<Record<FeedList, string[]>>;
};

/** The feed version of a terminal's venue: 0 before anything was ever written. One indexed read. */
export async function feedVersion(db: DbOrTx, terminal: TerminalRef): Promise<number> {
  const [row] = await db
    .select({ version: sql<string | null>`max(${feedChanges.version})` })
    .from(feedChanges)
    .where(
      and(
        eq(feedChanges.companyId, terminal.companyId),
        or(isNull(feedChanges.venueId), eq(feedChanges.venueId, terminal.venueId)),
      ),
    );
  return Number(row?.version ?? 0);
}

/**
 * Records that the terminal read its feed at `version` (Settings › Terminals shows it). Skipped
 * when nothing changed within the last minute, so a till polling every few seconds with
 * If-None-Match does not write on every poll.
 */
export async function recordFeedRead(db: DbOrTx, terminal: TerminalRef, version: number): Promise<void> {
  await db
    .update(terminals)
    .set({ lastConfigReadAt: sql`now()`, lastConfigVersion: version })
    .where(
      and(
        eq(terminals.id, terminal.id),
        or(
          sql`${terminals.lastConfigVersion} is distinct from ${version}`,
          isNull(terminals.lastConfigReadAt),
          sql`${terminals.lastConfigReadAt} < now() - interval '1 minute'`,
        ),
      ),
    );
}

/** `since` as the query string gives it: a whole number up to the current version, or a field error. */
export function parseSince(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
    throw badInput([{ field: 'since', message: 'validation.invalid' }]);
  }
  return Number(raw);
}

// The scope of one read: the terminal's company and venue; `ids` limits a loader to changed rows.
interface Scope {
  companyId: string;
  venueId: string;
}

const within = (column: Column, ids: string[] | null): SQL | undefined =>
  ids === null ? undefined : inArray(column, ids);

// Above this many changed ids of one list a delta reads the list whole and keeps the changed ones:
// one query parameter per id would otherwise run into PostgreSQL's 65,535-parameter limit.
const MANY_IDS = 5000;

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(value(row));
    else out.set(k, [value(row)]);
  }
  return out;
}

async function loadVenue(db: DbOrTx, s: Scope): Promise<FeedVenue> {
  const [venue] = await db
    .select({
      id: venues.id,
      name: venues.name,
      legalName: venues.legalName,
      organizationNumber: venues.organizationNumber,
      timezone: venues.timezone,
      phone: venues.phone,
      staffIdleTimeout: venues.staffIdleTimeout,
      active: venues.active,
    })
    .from(venues)
    .where(and(eq(venues.companyId, s.companyId), eq(venues.id, s.venueId)));
  if (!venue) throw new Error(`terminal venue ${s.venueId} not found`);
  return venue;
}

// Menus linked to the venue (for any service type), not deleted.
const menuVisible = (s: Scope) =>
  and(
    eq(menus.companyId, s.companyId),
    eq(menus.deleted, false),
    sql`exists (select 1 from ${venueMenus} where ${venueMenus.companyId} = ${s.companyId}
      and ${venueMenus.venueId} = ${s.venueId} and ${venueMenus.menuId} = ${menus.id})`,
  );

async function loadMenus(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({ id: menus.id, name: menus.name, currency: menus.currency, isDefault: menus.isDefault })
    .from(menus)
    .where(and(menuVisible(s), within(menus.id, ids)))
    .orderBy(asc(menus.name), asc(menus.id));
  if (rows.length === 0) return [];
  const menuIds = rows.map((m) => m.id);
  const [links, availability] = await Promise.all([
    db
      .select({ menuId: venueMenus.menuId, serviceType: venueMenus.serviceType })
      .from(venueMenus)
      .where(
        and(
          eq(venueMenus.companyId, s.companyId),
          eq(venueMenus.venueId, s.venueId),
          inArray(venueMenus.menuId, menuIds),
        ),
      )
      .orderBy(asc(venueMenus.serviceType)),
    db
      .select({
        menuId: menuAvailabilities.menuId,
        weekday: menuAvailabilities.weekday,
        startMinute: menuAvailabilities.startMinute,
        endMinute: menuAvailabilities.endMinute,
      })
      .from(menuAvailabilities)
      .where(and(eq(menuAvailabilities.companyId, s.companyId), inArray(menuAvailabilities.menuId, menuIds)))
      .orderBy(asc(menuAvailabilities.weekday), asc(menuAvailabilities.startMinute)),
  ]);
  const types = groupBy(
    links,
    (l) => l.menuId,
    (l) => l.serviceType,
  );
  const times = groupBy(
    availability,
    (a) => a.menuId,
    ({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute }),
  );
  return rows.map((m) => ({
    ...m,
    serviceTypes: types.get(m.id) ?? [],
    availability: times.get(m.id) ?? [],
  }));
}

async function loadMenuEntries(db: DbOrTx, s: Scope, ids: string[] | null) {
  return db
    .select({
      id: menuEntries.id,
      menuId: menuEntries.menuId,
      itemId: menuEntries.itemId,
      price: menuEntries.price,
      position: menuEntries.position,
    })
    .from(menuEntries)
    .innerJoin(menus, and(eq(menus.companyId, menuEntries.companyId), eq(menus.id, menuEntries.menuId)))
    .innerJoin(items, and(eq(items.companyId, menuEntries.companyId), eq(items.id, menuEntries.itemId)))
    .where(
      and(
        eq(menuEntries.companyId, s.companyId),
        menuVisible(s),
        eq(items.deleted, false),
        within(menuEntries.id, ids),
      ),
    )
    .orderBy(asc(menuEntries.menuId), asc(menuEntries.position), asc(menuEntries.id));
}

// Stations a till of the venue prints to: the venue's own and those of every venue (no venue).
const stationVisible = (s: Scope) =>
  and(
    eq(stations.companyId, s.companyId),
    eq(stations.deleted, false),
    or(isNull(stations.venueId), eq(stations.venueId, s.venueId)),
  );

async function loadItems(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({
      id: items.id,
      title: items.title,
      titleLang: items.titleLang,
      description: items.description,
      descriptionLang: items.descriptionLang,
      defaultPrice: items.defaultPrice,
      manualPrice: items.manualPrice,
      vatRate: items.vatRate,
      volumeSuffix: items.volumeSuffix,
      weightUnit: items.weightUnit,
      courseTypeId: items.courseTypeId,
      allergens: items.allergens,
    })
    .from(items)
    .where(and(eq(items.companyId, s.companyId), eq(items.deleted, false), within(items.id, ids)))
    .orderBy(asc(items.title), asc(items.id));
  if (rows.length === 0) return [];
  // For a full read the link tables are read whole (one index range each) rather than by 10,000 ids.
  const itemIds = ids === null ? null : rows.map((r) => r.id);
  const [cats, groups, defaults, stationLinks, upsellLinks] = await Promise.all([
    db
      .select({ itemId: itemCategories.itemId, id: itemCategories.categoryId })
      .from(itemCategories)
      .where(and(eq(itemCategories.companyId, s.companyId), within(itemCategories.itemId, itemIds)))
      .orderBy(asc(itemCategories.position), asc(itemCategories.categoryId)),
    db
      .select({ itemId: itemModificationGroups.itemId, id: itemModificationGroups.groupId })
      .from(itemModificationGroups)
      .where(
        and(
          eq(itemModificationGroups.companyId, s.companyId),
          within(itemModificationGroups.itemId, itemIds),
        ),
      )
      .orderBy(asc(itemModificationGroups.position), asc(itemModificationGroups.groupId)),
    db
      .select({ itemId: itemDefaultModifications.itemId, id: itemDefaultModifications.modificationId })
      .from(itemDefaultModifications)
      .where(
        and(
          eq(itemDefaultModifications.companyId, s.companyId),
          within(itemDefaultModifications.itemId, itemIds),
        ),
      )
      .orderBy(asc(itemDefaultModifications.modificationId)),
    db
      .select({ itemId: itemStations.itemId, id: itemStations.stationId })
      .from(itemStations)
      .innerJoin(
        stations,
        and(eq(stations.companyId, itemStations.companyId), eq(stations.id, itemStations.stationId)),
      )
      .where(
        and(eq(itemStations.companyId, s.companyId), stationVisible(s), within(itemStations.itemId, itemIds)),
      )
      .orderBy(asc(itemStations.stationId)),
    db
      .select({ itemId: itemUpsells.itemId, id: itemUpsells.upsellId })
      .from(itemUpsells)
      .where(and(eq(itemUpsells.companyId, s.companyId), within(itemUpsells.itemId, itemIds)))
      .orderBy(asc(itemUpsells.upsellId)),
  ]);
  const byItem = (links: { itemId: string; id: string }[]) =>
    groupBy(
      links,
      (l) => l.itemId,
      (l) => l.id,
    );
  const [c, g, d, st, u] = [
    byItem(cats),
    byItem(groups),
    byItem(defaults),
    byItem(stationLinks),
    byItem(upsellLinks),
  ];
  return rows.map((item) => ({
    ...item,
    categoryIds: c.get(item.id) ?? [],
    modificationGroupIds: g.get(item.id) ?? [],
    defaultModificationIds: d.get(item.id) ?? [],
    stationIds: st.get(item.id) ?? [],
    upsellIds: u.get(item.id) ?? [],
  }));
}

const loadCategories = (db: DbOrTx, s: Scope, ids: string[] | null) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      nameLang: categories.nameLang,
      color: categories.color,
      vatRate: categories.vatRate,
      parentId: categories.parentId,
      courseTypeId: categories.courseTypeId,
    })
    .from(categories)
    .where(
      and(eq(categories.companyId, s.companyId), eq(categories.deleted, false), within(categories.id, ids)),
    )
    .orderBy(asc(categories.name), asc(categories.id));

const loadCourseTypes = (db: DbOrTx, s: Scope, ids: string[] | null) =>
  db
    .select({
      id: courseTypes.id,
      name: courseTypes.name,
      label: courseTypes.label,
      position: courseTypes.position,
    })
    .from(courseTypes)
    .where(
      and(
        eq(courseTypes.companyId, s.companyId),
        eq(courseTypes.deleted, false),
        within(courseTypes.id, ids),
      ),
    )
    .orderBy(asc(courseTypes.position), asc(courseTypes.id));

async function loadModificationGroups(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({
      id: modificationGroups.id,
      title: modificationGroups.title,
      titleLang: modificationGroups.titleLang,
      minSelections: modificationGroups.minSelections,
      maxSelections: modificationGroups.maxSelections,
    })
    .from(modificationGroups)
    .where(
      and(
        eq(modificationGroups.companyId, s.companyId),
        eq(modificationGroups.deleted, false),
        within(modificationGroups.id, ids),
      ),
    )
    .orderBy(asc(modificationGroups.title), asc(modificationGroups.id));
  if (rows.length === 0) return [];
  const mods = await db
    .select({
      groupId: modifications.groupId,
      id: modifications.id,
      name: modifications.name,
      nameLang: modifications.nameLang,
      price: modifications.price,
      position: modifications.position,
    })
    .from(modifications)
    .where(
      and(
        eq(modifications.companyId, s.companyId),
        eq(modifications.deleted, false),
        within(modifications.groupId, ids === null ? null : rows.map((r) => r.id)),
      ),
    )
    .orderBy(asc(modifications.position), asc(modifications.id));
  const byGroup = groupBy(
    mods,
    (m) => m.groupId,
    ({ groupId: _, ...m }) => m,
  );
  return rows.map((g) => ({ ...g, modifications: byGroup.get(g.id) ?? [] }));
}

async function loadUpsells(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({ id: upsells.id, name: upsells.name, displayOrder: upsells.displayOrder })
    .from(upsells)
    .where(and(eq(upsells.companyId, s.companyId), eq(upsells.deleted, false), within(upsells.id, ids)))
    .orderBy(asc(upsells.displayOrder), asc(upsells.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ upsellId: upsellItems.upsellId, itemId: upsellItems.itemId })
    .from(upsellItems)
    .where(
      and(
        eq(upsellItems.companyId, s.companyId),
        inArray(
          upsellItems.upsellId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(upsellItems.position), asc(upsellItems.itemId));
  const byUpsell = groupBy(
    links,
    (l) => l.upsellId,
    (l) => l.itemId,
  );
  return rows.map((u) => ({ ...u, itemIds: byUpsell.get(u.id) ?? [] }));
}

const loadStations = (db: DbOrTx, s: Scope, ids: string[] | null) =>
  db
    .select({ id: stations.id, name: stations.name, venueId: stations.venueId })
    .from(stations)
    .where(and(stationVisible(s), within(stations.id, ids)))
    .orderBy(asc(stations.name), asc(stations.id));

const loadPredefinedMessages = (db: DbOrTx, s: Scope, ids: string[] | null) =>
  db
    .select({ id: predefinedMessages.id, message: predefinedMessages.message, type: predefinedMessages.type })
    .from(predefinedMessages)
    .where(
      and(
        eq(predefinedMessages.companyId, s.companyId),
        eq(predefinedMessages.venueId, s.venueId),
        eq(predefinedMessages.deleted, false),
        within(predefinedMessages.id, ids),
      ),
    )
    .orderBy(asc(predefinedMessages.type), asc(predefinedMessages.message), asc(predefinedMessages.id));

async function loadLayouts(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({ id: layouts.id, name: layouts.name, nameLang: layouts.nameLang })
    .from(layouts)
    .where(and(eq(layouts.companyId, s.companyId), eq(layouts.deleted, false), within(layouts.id, ids)))
    .orderBy(asc(layouts.name), asc(layouts.id));
  if (rows.length === 0) return [];
  const cats = await db
    .select({
      layoutId: layoutCategories.layoutId,
      id: layoutCategories.id,
      name: layoutCategories.name,
      nameLang: layoutCategories.nameLang,
      color: layoutCategories.color,
      order: layoutCategories.order,
      pageId: layoutCategories.pageId,
    })
    .from(layoutCategories)
    .where(
      and(
        eq(layoutCategories.companyId, s.companyId),
        inArray(
          layoutCategories.layoutId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(layoutCategories.order), asc(layoutCategories.id));
  const byLayout = groupBy(
    cats,
    (c) => c.layoutId,
    ({ layoutId: _, ...c }) => c,
  );
  return rows.map((l) => ({ ...l, categories: byLayout.get(l.id) ?? [] }));
}

async function loadPages(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({
      id: pages.id,
      layoutId: pages.layoutId,
      name: pages.name,
      nameLang: pages.nameLang,
      columns: pages.columns,
      rows: pages.rows,
    })
    .from(pages)
    .innerJoin(layouts, and(eq(layouts.companyId, pages.companyId), eq(layouts.id, pages.layoutId)))
    .where(
      and(
        eq(pages.companyId, s.companyId),
        eq(pages.deleted, false),
        eq(layouts.deleted, false),
        within(pages.id, ids),
      ),
    )
    .orderBy(asc(pages.layoutId), asc(pages.name), asc(pages.id));
  if (rows.length === 0) return [];
  const buttons = await db
    .select({
      pageId: pageButtons.pageId,
      id: pageButtons.id,
      position: pageButtons.position,
      type: pageButtons.type,
      itemId: pageButtons.itemId,
      targetPageId: pageButtons.targetPageId,
      categoryId: pageButtons.categoryId,
      offerId: pageButtons.offerId,
      label: pageButtons.label,
      color: pageButtons.color,
    })
    .from(pageButtons)
    .where(
      and(
        eq(pageButtons.companyId, s.companyId),
        within(pageButtons.pageId, ids === null ? null : rows.map((r) => r.id)),
      ),
    )
    .orderBy(asc(pageButtons.position));
  const byPage = groupBy(
    buttons,
    (b) => b.pageId,
    ({ pageId: _, ...b }) => b,
  );
  return rows.map((p) => ({ ...p, buttons: byPage.get(p.id) ?? [] }));
}

// Every live, active offer that may apply at the venue, in the engine's shape (PricingOffer), so
// the till prices with the same rules as the server; highest priority first. A deactivated or
// deleted offer, or one moved off the venue, is absent and so lands in a delta's `deleted`.
const loadOffers = async (db: DbOrTx, s: Scope, ids: string[] | null) =>
  (
    await loadPricingOffers(db, s.companyId, { venueId: s.venueId, ...(ids ? { offerIds: ids } : {}) })
  ).filter((offer) => offer.active);

// Staff who may log in at this venue's tills. Only these three columns: never the PIN's hash or lookup.
const loadStaff = (db: DbOrTx, s: Scope, ids: string[] | null) =>
  db
    .select({ id: staff.id, name: staff.name, accessLevelId: staff.accessLevelId })
    .from(staff)
    .where(
      and(
        eq(staff.companyId, s.companyId),
        eq(staff.active, true),
        eq(staff.deleted, false),
        sql`exists (select 1 from ${staffVenues} where ${staffVenues.companyId} = ${s.companyId}
          and ${staffVenues.venueId} = ${s.venueId} and ${staffVenues.staffId} = ${staff.id})`,
        within(staff.id, ids),
      ),
    )
    .orderBy(asc(staff.name), asc(staff.id));

async function loadAccessLevels(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({
      id: accessLevels.id,
      name: accessLevels.name,
      permissions: accessLevels.permissions,
      manualDiscountCap: accessLevels.manualDiscountCap,
    })
    .from(accessLevels)
    .where(
      and(
        eq(accessLevels.companyId, s.companyId),
        eq(accessLevels.deleted, false),
        within(accessLevels.id, ids),
      ),
    )
    .orderBy(asc(accessLevels.name), asc(accessLevels.id));
  if (rows.length === 0) return [];
  const venueLinks = await db
    .select({ levelId: accessLevelVenues.accessLevelId, venueId: accessLevelVenues.venueId })
    .from(accessLevelVenues)
    .where(
      and(
        eq(accessLevelVenues.companyId, s.companyId),
        inArray(
          accessLevelVenues.accessLevelId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const venuesOf = groupBy(
    venueLinks,
    (l) => l.levelId,
    (l) => l.venueId,
  );
  return rows.map((level) => {
    const permissions = permissionsAt(
      { permissions: level.permissions, venueIds: venuesOf.get(level.id) ?? [] },
      s.venueId,
    );
    return {
      id: level.id,
      name: level.name,
      permissions,
      // Where the level grants no manual discounts (here), none at all: 0; otherwise its cap (null: none).
      manualDiscountCap: manualDiscountCapOf({ permissions, manualDiscountCap: level.manualDiscountCap }),
    };
  });
}

// The venue's floor plans, each with its live tables (inactive ones too: the till greys them out)
// and labelled areas; a change to a table notes its plan (migration 0014), so a delta re-sends it whole.
async function loadFloorPlans(db: DbOrTx, s: Scope, ids: string[] | null) {
  const rows = await db
    .select({
      id: floorPlans.id,
      name: floorPlans.name,
      position: floorPlans.position,
      width: floorPlans.width,
      height: floorPlans.height,
      areas: floorPlans.areas,
    })
    .from(floorPlans)
    .where(
      and(
        eq(floorPlans.companyId, s.companyId),
        eq(floorPlans.venueId, s.venueId),
        eq(floorPlans.deleted, false),
        within(floorPlans.id, ids),
      ),
    )
    .orderBy(asc(floorPlans.position), asc(floorPlans.name), asc(floorPlans.id));
  const tables = await tablesOfPlans(
    db,
    s.companyId,
    rows.map((p) => p.id),
  );
  return rows.map(({ areas, ...plan }) => ({
    ...plan,
    areas: areas.map(({ x, y, ...area }) => ({ ...area, posX: x, posY: y })),
    tables: tables.get(plan.id) ?? [],
  }));
}

type Loader = (db: DbOrTx, s: Scope, ids: string[] | null) => Promise<{ id: string }[]>;

const LOADERS: Record<FeedList, Loader> = {
  menus: loadMenus,
  menuEntries: loadMenuEntries,
  items: loadItems,
  categories: loadCategories,
  courseTypes: loadCourseTypes,
  modificationGroups: loadModificationGroups,
  upsells: loadUpsells,
  stations: loadStations,
  predefinedMessages: loadPredefinedMessages,
  posLayouts: loadLayouts,
  posPages: loadPages,
  offers: loadOffers,
  staff: loadStaff,
  accessLevels: loadAccessLevels,
  floorPlans: loadFloorPlans,
  onlineOrdering: loadOnlineOrdering,
  membershipLevels: loadMembershipLevels,
  stampCards: loadStampCards,
  promoCodes: loadPromoCodes,
  paymentMethods: loadPaymentMethods,
  receiptTemplates: loadReceiptTemplates,
  beeperSettings: loadBeeperSettings,
};

const LISTS = Object.keys(LOADERS) as FeedList[];

// What changed for the venue after `since`, per list. Children follow their parents: the entries of
// a changed menu (linked to the venue, or unlinked) and of a changed item, the pages of a changed
// layout — their visibility hangs on the parent, whose change is the only one recorded.
async function changedIds(
  db: DbOrTx,
  s: Scope,
  since: number,
): Promise<{ venue: boolean; ids: Map<FeedList, string[]> }> {
  const rows = await db
    .select({ kind: feedChanges.kind, entityId: feedChanges.entityId })
    .from(feedChanges)
    .where(
      and(
        eq(feedChanges.companyId, s.companyId),
        gt(feedChanges.version, since),
        or(isNull(feedChanges.venueId), eq(feedChanges.venueId, s.venueId)),
      ),
    );
  const ids = new Map<FeedList, Set<string>>(LISTS.map((l) => [l, new Set<string>()]));
  let venue = false;
  for (const row of rows) {
    if (row.kind === 'venue') {
      if (row.entityId === s.venueId) venue = true;
      continue;
    }
    const list = FEED_LISTS[row.kind as FeedKind];
    if (list) ids.get(list)?.add(row.entityId);
  }
  const menuIds = [...(ids.get('menus') ?? [])];
  const itemIds = [...(ids.get('items') ?? [])];
  if (menuIds.length > 0 || itemIds.length > 0) {
    const entries = await db
      .select({ id: menuEntries.id })
      .from(menuEntries)
      .where(
        and(
          eq(menuEntries.companyId, s.companyId),
          // A bulk change (an import) re-reads every entry rather than naming thousands of ids.
          menuIds.length + itemIds.length > MANY_IDS
            ? undefined
            : or(
                menuIds.length > 0 ? inArray(menuEntries.menuId, menuIds) : undefined,
                itemIds.length > 0 ? inArray(menuEntries.itemId, itemIds) : undefined,
              ),
        ),
      );
    for (const e of entries) ids.get('menuEntries')?.add(e.id);
  }
  const layoutIds = [...(ids.get('posLayouts') ?? [])];
  if (layoutIds.length > 0) {
    const layoutPages = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.companyId, s.companyId), inArray(pages.layoutId, layoutIds)));
    for (const p of layoutPages) ids.get('posPages')?.add(p.id);
  }
  return { venue, ids: new Map([...ids].map(([l, set]) => [l, [...set]])) };
}

/**
 * The feed of the terminal's venue: all of it, or with `since` what changed after that version
 * and, under `deleted`, the ids that changed but are no longer the venue's (deleted, inactive,
 * unlinked or moved to another venue). A `since` above the current version is refused.
 * The version is read first: content read after it is at least that new, so a change landing
 * in between is at worst sent again in the next delta (lists replace by id), never missed.
 */
export async function readFeed(db: Db, terminal: TerminalRef, since?: number): Promise<Feed> {
  const s: Scope = { companyId: terminal.companyId, venueId: terminal.venueId };
  const version = await feedVersion(db, terminal);
  if (since !== undefined && since > version) {
    throw badInput([{ field: 'since', message: 'validation.invalid' }]);
  }
  const generatedAt = new Date().toISOString();
  if (since === undefined) {
    const [venue, ...lists] = await Promise.all([
      loadVenue(db, s),
      ...LISTS.map((list) => LOADERS[list](db, s, null)),
    ]);
    return {
      version,
      generatedAt,
      venue,
      ...(Object.fromEntries(LISTS.map((list, i) => [list, lists[i] ?? []])) as FeedLists),
    };
  }
  const changed = await changedIds(db, s, since);
  const deleted: Partial<Record<FeedList, string[]>> = {};
  const lists = {} as FeedLists;
  for (const list of LISTS) {
    const ids = changed.ids.get(list) ?? [];
    const wanted = new Set(ids);
    const rows =
      ids.length === 0
        ? []
        : ids.length > MANY_IDS
          ? (await LOADERS[list](db, s, null)).filter((r) => wanted.has(r.id))
          : await LOADERS[list](db, s, ids);
    lists[list] = rows;
    const present = new Set(rows.map((r) => r.id));
    const gone = ids.filter((id) => !present.has(id)).sort();
    if (gone.length > 0) deleted[list] = gone;
  }
  return {
    version,
    generatedAt,
    since,
    ...(changed.venue ? { venue: await loadVenue(db, s) } : {}),
    ...lists,
    deleted,
  };
}
