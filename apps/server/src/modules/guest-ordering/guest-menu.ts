// The menu a guest orders from: the one the venue's online settings assign to the service type, as
// available now (menu availabilities in the venue's time zone), with the items' categories,
// modification groups, upsells, allergens and images. The same load prices quotes and orders, so
// a price never comes from the browser.
import {
  type GuestMenu,
  type GuestMenuCategory,
  type GuestMenuItem,
  type GuestModificationGroup,
  isOneOf,
  localMomentAt,
  ONLINE_SERVICE_TYPES,
  type OnlineServiceType,
  UI_LANGUAGES,
  type UiLanguage,
} from '@fika/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  images,
  itemCategories,
  itemDefaultModifications,
  itemModificationGroups,
  items,
  itemUpsells,
  menuAvailabilities,
  menuEntries,
  menus,
  modificationGroups,
  modifications,
  type Translations,
  upsellItems,
  upsells,
} from '../../platform/db/schema/index.ts';
import { publicImageUrl } from '../library/public-image.ts';
import { guestError } from './guest-errors.ts';
import type { GuestVenueFacts } from './guest-venue.ts';

/** One item as the menu sells it now: its menu price, VAT, categories and modifications. */
export interface MenuItemFacts {
  id: string;
  title: string;
  price: number;
  vatRate: number;
  categoryIds: string[];
  categoryName: string | null;
  groups: {
    id: string;
    name: string;
    min: number;
    max: number;
    options: Map<string, { name: string; price: number }>;
  }[];
}

/** The loaded menu: the guest's view and the facts pricing reads. */
export interface LoadedMenu {
  view: GuestMenu;
  items: Map<string, MenuItemFacts>;
}

// The catalogue's translations are keyed en/se/es/no; the guest's languages map onto them.
const TRANSLATION_KEY: Partial<Record<UiLanguage, keyof Translations>> = {
  en: 'en',
  sv: 'se',
  no: 'no',
  es: 'es',
};

/** The guest's language from `?lang=` (a UI language), else the company's. */
export function guestLanguage(raw: string | undefined, companyLanguage: string): UiLanguage {
  if (raw && isOneOf(UI_LANGUAGES, raw)) return raw;
  return companyLanguage === 'se' ? 'sv' : isOneOf(UI_LANGUAGES, companyLanguage) ? companyLanguage : 'en';
}

const translated = (base: string, lang: UiLanguage, translations: Translations): string => {
  const key = TRANSLATION_KEY[lang];
  const text = key ? translations[key]?.trim() : null;
  return text || base;
};

/** The service type a guest asked for, when the venue offers it; else 'serviceTypeNotOffered'. */
export function offeredServiceType(venue: GuestVenueFacts, raw: unknown): OnlineServiceType {
  if (typeof raw !== 'string' || !isOneOf(ONLINE_SERVICE_TYPES, raw) || !venue.serviceTypes.includes(raw)) {
    throw guestError('serviceTypeNotOffered', 'serviceType');
  }
  return raw;
}

/** Whether a menu is available at `now` in `timeZone` (no availabilities: always). */
function availableNow(
  ranges: readonly { weekday: string; startMinute: number; endMinute: number }[],
  now: Date,
  timeZone: string,
): boolean {
  if (ranges.length === 0) return true;
  const at = localMomentAt(now, timeZone);
  return ranges.some(
    (r) => r.weekday === at.weekday && r.startMinute <= at.minute && at.minute < r.endMinute,
  );
}

/** The venue's menu for `serviceType` as a guest in `lang` sees it at `now`. */
export async function loadGuestMenu(
  db: DbOrTx,
  venue: GuestVenueFacts,
  serviceType: OnlineServiceType,
  lang: UiLanguage,
  now: Date,
): Promise<LoadedMenu> {
  const companyId = venue.companyId;
  const menuId = venue.menus[serviceType] ?? null;
  const empty = (name: string | null): LoadedMenu => ({
    view: { serviceType, menuId, menuName: name, categories: [] },
    items: new Map(),
  });
  if (!menuId) return empty(null);
  const [menu] = await db
    .select({ name: menus.name })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), eq(menus.id, menuId), eq(menus.deleted, false)));
  if (!menu) return empty(null);
  const ranges = await db
    .select()
    .from(menuAvailabilities)
    .where(and(eq(menuAvailabilities.companyId, companyId), eq(menuAvailabilities.menuId, menuId)));
  if (!availableNow(ranges, now, venue.timezone)) return empty(menu.name);

  const entries = await db
    .select({
      itemId: items.id,
      title: items.title,
      titleLang: items.titleLang,
      description: items.description,
      descriptionLang: items.descriptionLang,
      price: menuEntries.price,
      vatRate: items.vatRate,
      allergens: items.allergens,
      imageId: images.id,
      imageUpdatedAt: images.updatedAt,
    })
    .from(menuEntries)
    .innerJoin(items, and(eq(items.id, menuEntries.itemId), eq(items.companyId, menuEntries.companyId)))
    .leftJoin(images, and(eq(images.id, items.imageId), eq(images.companyId, items.companyId)))
    .where(
      and(
        eq(menuEntries.companyId, companyId),
        eq(menuEntries.menuId, menuId),
        eq(items.deleted, false),
        // An open-amount item is priced by the cashier at the till: a guest cannot order it.
        eq(items.manualPrice, false),
      ),
    )
    .orderBy(asc(menuEntries.position), asc(items.title), asc(items.id));
  if (entries.length === 0) return empty(menu.name);
  const itemIds = entries.map((e) => e.itemId);

  const [categoryRows, groupRows, upsellRows, defaultRows] = await Promise.all([
    db
      .select({
        itemId: itemCategories.itemId,
        id: categories.id,
        name: categories.name,
        nameLang: categories.nameLang,
      })
      .from(itemCategories)
      .innerJoin(
        categories,
        and(eq(categories.id, itemCategories.categoryId), eq(categories.companyId, itemCategories.companyId)),
      )
      .where(
        and(
          eq(itemCategories.companyId, companyId),
          inArray(itemCategories.itemId, itemIds),
          eq(categories.deleted, false),
        ),
      )
      .orderBy(asc(itemCategories.itemId), asc(itemCategories.position), asc(categories.name)),
    db
      .select({
        itemId: itemModificationGroups.itemId,
        groupId: modificationGroups.id,
        title: modificationGroups.title,
        titleLang: modificationGroups.titleLang,
        min: modificationGroups.minSelections,
        max: modificationGroups.maxSelections,
        optionId: modifications.id,
        optionName: modifications.name,
        optionNameLang: modifications.nameLang,
        optionPrice: modifications.price,
      })
      .from(itemModificationGroups)
      .innerJoin(
        modificationGroups,
        and(
          eq(modificationGroups.id, itemModificationGroups.groupId),
          eq(modificationGroups.companyId, itemModificationGroups.companyId),
        ),
      )
      .innerJoin(
        modifications,
        and(
          eq(modifications.groupId, modificationGroups.id),
          eq(modifications.companyId, modificationGroups.companyId),
        ),
      )
      .where(
        and(
          eq(itemModificationGroups.companyId, companyId),
          inArray(itemModificationGroups.itemId, itemIds),
          eq(modificationGroups.deleted, false),
          eq(modifications.deleted, false),
        ),
      )
      .orderBy(
        asc(itemModificationGroups.itemId),
        asc(itemModificationGroups.position),
        asc(modificationGroups.id),
        asc(modifications.position),
        asc(modifications.id),
      ),
    db
      .select({ itemId: itemUpsells.itemId, upsellItemId: upsellItems.itemId })
      .from(itemUpsells)
      .innerJoin(
        upsells,
        and(eq(upsells.id, itemUpsells.upsellId), eq(upsells.companyId, itemUpsells.companyId)),
      )
      .innerJoin(
        upsellItems,
        and(eq(upsellItems.upsellId, upsells.id), eq(upsellItems.companyId, upsells.companyId)),
      )
      .where(
        and(
          eq(itemUpsells.companyId, companyId),
          inArray(itemUpsells.itemId, itemIds),
          eq(upsells.deleted, false),
        ),
      )
      .orderBy(asc(itemUpsells.itemId), asc(upsells.displayOrder), asc(upsellItems.position)),
    db
      .select({
        itemId: itemDefaultModifications.itemId,
        modificationId: itemDefaultModifications.modificationId,
      })
      .from(itemDefaultModifications)
      .where(
        and(
          eq(itemDefaultModifications.companyId, companyId),
          inArray(itemDefaultModifications.itemId, itemIds),
        ),
      ),
  ]);
  // The catalogue's preselected options ("Standard"), which the item sheet starts with.
  const preselected = new Set(defaultRows.map((r) => `${r.itemId}:${r.modificationId}`));

  const onMenu = new Set(itemIds);
  const categoriesOf = groupBy(categoryRows, (r) => r.itemId);
  const groupsOf = groupBy(groupRows, (r) => r.itemId);
  const upsellsOf = groupBy(upsellRows, (r) => r.itemId);

  const facts = new Map<string, MenuItemFacts>();
  const sections = new Map<string, GuestMenuCategory>();
  const uncategorised: GuestMenuItem[] = [];
  for (const entry of entries) {
    const cats = categoriesOf.get(entry.itemId) ?? [];
    const groups: MenuItemFacts['groups'] = [];
    for (const row of groupsOf.get(entry.itemId) ?? []) {
      let group = groups[groups.length - 1];
      if (group?.id !== row.groupId) {
        group = {
          id: row.groupId,
          name: translated(row.title, lang, row.titleLang),
          min: row.min,
          max: row.max ?? 0,
          options: new Map(),
        };
        groups.push(group);
      }
      group.options.set(row.optionId, {
        name: translated(row.optionName, lang, row.optionNameLang),
        price: row.optionPrice,
      });
    }
    // No upper limit: as many as there are options. A maximum above the options is the options.
    for (const g of groups) g.max = g.max > 0 ? Math.min(g.max, g.options.size) : g.options.size;
    const name = translated(entry.title, lang, entry.titleLang);
    const primary = cats[0];
    facts.set(entry.itemId, {
      id: entry.itemId,
      title: entry.title,
      price: entry.price,
      vatRate: entry.vatRate,
      categoryIds: cats.map((c) => c.id),
      categoryName: primary?.name ?? null,
      groups,
    });
    const item: GuestMenuItem = {
      id: entry.itemId,
      name,
      // In the guest's language, else the company's own text; none is null, as the page expects.
      description: translated(entry.description, lang, entry.descriptionLang) || null,
      price: entry.price,
      imageUrl:
        entry.imageId && entry.imageUpdatedAt
          ? publicImageUrl({ id: entry.imageId, updatedAt: entry.imageUpdatedAt })
          : null,
      allergens: entry.allergens,
      modificationGroups: groups.map(
        (g): GuestModificationGroup => ({
          id: g.id,
          name: g.name,
          min: g.min,
          max: g.max,
          options: [...g.options].map(([id, o]) => ({
            id,
            name: o.name,
            price: o.price,
            ...(preselected.has(`${entry.itemId}:${id}`) ? { preselected: true } : {}),
          })),
        }),
      ),
      upsellItemIds: [
        ...new Set(
          (upsellsOf.get(entry.itemId) ?? [])
            .map((u) => u.upsellItemId)
            .filter((id) => id !== entry.itemId && onMenu.has(id)),
        ),
      ],
    };
    if (!primary) {
      uncategorised.push(item);
      continue;
    }
    const section = sections.get(primary.id);
    if (section) section.items.push(item);
    else
      sections.set(primary.id, {
        id: primary.id,
        name: translated(primary.name, lang, primary.nameLang),
        items: [item],
      });
  }
  // Categories in the order of their first item on the menu; items without one come last.
  const list = [...sections.values()];
  if (uncategorised.length > 0) list.push({ id: 'other', name: '', items: uncategorised });
  return { view: { serviceType, menuId, menuName: menu.name, categories: list }, items: facts };
}

function groupBy<T>(list: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of list) {
    const bucket = map.get(key(row));
    if (bucket) bucket.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
