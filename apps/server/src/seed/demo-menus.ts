import { contentLocale, SERVICE_TYPES, sortItems } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import { ensureAllArticlesMenu } from '../modules/menus/all-articles-menu.ts';
import type { Tx } from '../platform/db/client.ts';
import {
  categories,
  companies,
  courseTypes,
  itemCategories,
  items,
  menuAvailabilities,
  menuEntries,
  menus,
  venueMenus,
} from '../platform/db/schema/index.ts';

/** What the menu seed needs to know about the demo company. */
export interface DemoMenusInput {
  companyId: string;
  currency: string;
  venueIds: string[];
}

// Take-away is sold without alcohol.
const ALCOHOL = ['Beer', 'Wine', 'Spirits', 'Alcopops'];
// Mains are the items of a main-course course type, or, in a catalogue without one, food from 120 kr.
const MAIN_COURSE = /main|huvud|varm/i;
const MAIN_FALLBACK_PRICE = 12_000;

/** 15 % off, to the nearest 5 kr: the weekday lunch price of a main. */
const lunchPrice = (price: number) => Math.round((price * 0.85) / 500) * 500;

/**
 * Demo Bistro's menus (after its catalogue, in the same transaction): 'All articles' with every
 * item at its default price; 'Lunch', the mains at lunch prices, Monday to Friday 11:00–14:00;
 * 'Take away' without alcohol; every venue's POS, table service and eat-here on 'All articles' and
 * take-away on 'Take away'.
 */
export async function seedDemoMenus(
  tx: Tx,
  { companyId, currency, venueIds }: DemoMenusInput,
): Promise<void> {
  const allArticles = await ensureAllArticlesMenu(tx, companyId);
  const unordered = await tx
    .select({
      id: items.id,
      title: items.title,
      price: items.defaultPrice,
      manualPrice: items.manualPrice,
      course: courseTypes.name,
      courseLabel: courseTypes.label,
    })
    .from(items)
    .leftJoin(
      courseTypes,
      and(eq(courseTypes.id, items.courseTypeId), eq(courseTypes.companyId, items.companyId)),
    )
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
  const links = await tx
    .select({ itemId: itemCategories.itemId, name: categories.name })
    .from(itemCategories)
    .innerJoin(
      categories,
      and(eq(categories.id, itemCategories.categoryId), eq(categories.companyId, companyId)),
    )
    .where(eq(itemCategories.companyId, companyId));
  const categoryNames = new Map<string, string[]>();
  for (const { itemId, name } of links)
    categoryNames.set(itemId, [...(categoryNames.get(itemId) ?? []), name]);
  // Menu positions follow the domain's item order (§9) in the company's language, as the menus
  // screen lists them; SQL's collation would put Swedish Ä among the A's.
  const [company] = await tx
    .select({ language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, companyId));
  const live = sortItems(
    unordered.map((item) => ({
      ...item,
      categories: (categoryNames.get(item.id) ?? []).map((name) => ({ name })),
    })),
    contentLocale(company?.language ?? 'se'),
  );
  const inCategory = (itemId: string, names: readonly string[]) =>
    (categoryNames.get(itemId) ?? []).some((name) => names.includes(name));

  const hasCourses = live.some((item) => MAIN_COURSE.test(`${item.course ?? ''} ${item.courseLabel ?? ''}`));
  const mains = live.filter((item) =>
    hasCourses
      ? MAIN_COURSE.test(`${item.course ?? ''} ${item.courseLabel ?? ''}`)
      : inCategory(item.id, ['Food']) && item.price >= MAIN_FALLBACK_PRICE,
  );
  const takeAway = live.filter((item) => !item.manualPrice && !inCategory(item.id, ALCOHOL));

  const lunch = newId();
  const takeAwayMenu = newId();
  await tx.insert(menus).values([
    { id: lunch, companyId, name: 'Lunch', currency },
    { id: takeAwayMenu, companyId, name: 'Take away', currency },
  ]);
  const entries = [
    ...mains.map((item, position) => ({
      menuId: lunch,
      itemId: item.id,
      price: lunchPrice(item.price),
      position,
    })),
    ...takeAway.map((item, position) => ({
      menuId: takeAwayMenu,
      itemId: item.id,
      price: item.price,
      position,
    })),
  ];
  if (entries.length > 0) {
    await tx.insert(menuEntries).values(entries.map((entry) => ({ ...entry, id: newId(), companyId })));
  }
  await tx.insert(menuAvailabilities).values(
    (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((weekday) => ({
      id: newId(),
      companyId,
      menuId: lunch,
      weekday,
      startMinute: 11 * 60,
      endMinute: 14 * 60,
    })),
  );
  await tx.insert(venueMenus).values(
    venueIds.flatMap((venueId) =>
      SERVICE_TYPES.map((serviceType) => ({
        companyId,
        venueId,
        serviceType,
        menuId: serviceType === 'TAKE_AWAY' ? takeAwayMenu : allArticles,
      })),
    ),
  );
}
