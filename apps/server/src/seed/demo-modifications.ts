import { and, eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import {
  categories,
  itemCategories,
  itemDefaultModifications,
  itemModificationGroups,
  itemStations,
  items,
  itemUpsells,
  modificationGroups,
  modifications,
  predefinedMessages,
  stations,
  type Translations,
  upsellItems,
  upsells,
} from '../platform/db/schema/index.ts';

interface DemoModification {
  se: string;
  en: string;
  es: string;
  no: string;
  /** Minor units (öre); negative takes money off. */
  price: number;
  /** Preselected on the items that offer the group. */
  preselected?: boolean;
}

interface DemoGroup {
  title: Translations & { se: string };
  min: number;
  max: number | null;
  modifications: DemoModification[];
  /** Which items offer the group, by their Swedish or English title. */
  offeredBy: (title: string) => boolean;
}

// The catalogue is matched by title words, so items the catalogue adds or drops later are picked up
// or skipped without breaking the seed.
const words = (...list: string[]) => new RegExp(list.join('|'), 'i');
const COFFEE = words(
  'kaffe',
  'coffee',
  'cappuccino',
  'latte',
  'espresso',
  'americano',
  'cortado',
  'macchiato',
  'mocha',
  'flat white',
);
const MILK_DRINK = words(
  'cappuccino',
  'latte',
  'cortado',
  'macchiato',
  'mocha',
  'flat white',
  'varm choklad',
  'hot chocolate',
);
const TEA = /\b(te|tea|chai)\b/i;
const NOT_A_DRINK = words('bönor', 'beans', 'paket', 'bun', 'bulle', 'kaka', 'cake');
const MAIN = words(
  'köttbullar',
  'meatballs',
  'lasagne',
  'dagens lunch',
  'lunch of the day',
  'toast skagen',
  'biff',
  'steak',
  'schnitzel',
  'burgare',
  'burger',
  'fisk',
  'fish',
  'kyckling',
  'chicken',
  'pasta',
);

const isCoffee = (title: string) => COFFEE.test(title) && !NOT_A_DRINK.test(title);
const isHotDrink = (title: string) =>
  (isCoffee(title) || TEA.test(title) || MILK_DRINK.test(title)) && !NOT_A_DRINK.test(title);

const GROUPS: DemoGroup[] = [
  {
    title: { se: 'Mjölk', en: 'Milk', es: 'Leche', no: 'Melk' },
    min: 1,
    max: 1,
    modifications: [
      { se: 'Standard', en: 'Standard', es: 'Normal', no: 'Standard', price: 0, preselected: true },
      { se: 'Havre', en: 'Oat', es: 'Avena', no: 'Havre', price: 500 },
      { se: 'Laktosfri', en: 'Lactose-free', es: 'Sin lactosa', no: 'Laktosefri', price: 0 },
    ],
    offeredBy: (title) => MILK_DRINK.test(title) && !NOT_A_DRINK.test(title),
  },
  {
    title: { se: 'Storlek', en: 'Size', es: 'Tamaño', no: 'Størrelse' },
    min: 1,
    max: 1,
    modifications: [
      { se: 'Liten', en: 'Small', es: 'Pequeño', no: 'Liten', price: 0, preselected: true },
      { se: 'Mellan', en: 'Medium', es: 'Mediano', no: 'Medium', price: 1000 },
      { se: 'Stor', en: 'Large', es: 'Grande', no: 'Stor', price: 1500 },
    ],
    offeredBy: isHotDrink,
  },
  {
    title: { se: 'Extra', en: 'Extras', es: 'Extras', no: 'Ekstra' },
    min: 0,
    max: null,
    modifications: [
      { se: 'Extra shot', en: 'Extra shot', es: 'Shot extra', no: 'Ekstra shot', price: 800 },
      { se: 'Vaniljsirap', en: 'Vanilla syrup', es: 'Sirope de vainilla', no: 'Vaniljesirup', price: 600 },
    ],
    offeredBy: isCoffee,
  },
  {
    title: { se: 'Tillbehör', en: 'Sides', es: 'Guarniciones', no: 'Tilbehør' },
    min: 0,
    max: 2,
    modifications: [
      { se: 'Potatismos', en: 'Mashed potatoes', es: 'Puré de patatas', no: 'Potetmos', price: 0 },
      { se: 'Pommes frites', en: 'French fries', es: 'Patatas fritas', no: 'Pommes frites', price: 0 },
      { se: 'Grönsallad', en: 'Side salad', es: 'Ensalada', no: 'Grønn salat', price: 2500 },
      // A deduction: the dish without its side costs less.
      { se: 'Utan tillbehör', en: 'No side', es: 'Sin guarnición', no: 'Uten tilbehør', price: -1000 },
    ],
    offeredBy: (title) => MAIN.test(title),
  },
];

const SWEETS = words(
  'kanelbulle',
  'kardemummabulle',
  'chokladboll',
  'cinnamon bun',
  'cardamom bun',
  'chocolate ball',
);
const DRINKS_WITH_FOOD = words('pilsner', 'husets rödvin', 'house red', 'mineralvatten', 'sparkling water');

const UPSELLS = [
  { name: 'Något sött till kaffet?', displayOrder: 1, suggests: SWEETS, offeredWith: isCoffee },
  {
    name: 'Något att dricka till maten?',
    displayOrder: 2,
    suggests: DRINKS_WITH_FOOD,
    offeredWith: (t: string) => MAIN.test(t),
  },
];

const MESSAGES: Record<number, string[]> = {
  0: ['Utan lök', 'Glutenfri', 'Allergi – se lapp'],
  1: ['Uten løk', 'Glutenfri', 'Allergi – se lapp'],
};

/** Categories whose items the kitchen makes; the rest go to the bar. */
const KITCHEN_CATEGORIES = new Set(['Food']);

/** Demo Bistro's modification groups, stations, upsells and predefined messages (issue #5). */
export async function seedDemoModifications(tx: Tx, companyId: string, venueIds: string[]): Promise<void> {
  const rows = await tx
    .select({ id: items.id, title: items.title, titleLang: items.titleLang, category: categories.name })
    .from(items)
    .leftJoin(
      itemCategories,
      and(eq(itemCategories.companyId, companyId), eq(itemCategories.itemId, items.id)),
    )
    .leftJoin(
      categories,
      and(eq(categories.companyId, companyId), eq(categories.id, itemCategories.categoryId)),
    )
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
  const catalogue = new Map<string, { id: string; titles: string; categories: Set<string> }>();
  for (const row of rows) {
    const entry = catalogue.get(row.id) ?? {
      id: row.id,
      titles: [row.title, row.titleLang.en ?? ''].join(' / '),
      categories: new Set<string>(),
    };
    if (row.category) entry.categories.add(row.category);
    catalogue.set(row.id, entry);
  }
  const all = [...catalogue.values()].sort((a, b) => a.titles.localeCompare(b.titles, 'sv'));
  const matching = (test: (title: string) => boolean) => all.filter((item) => test(item.titles));

  const nextPosition = new Map<string, number>();
  for (const group of GROUPS) {
    const groupId = newId();
    await tx.insert(modificationGroups).values({
      id: groupId,
      companyId,
      title: group.title.se,
      titleLang: group.title,
      minSelections: group.min,
      maxSelections: group.max,
    });
    const created = group.modifications.map((m, position) => ({ ...m, id: newId(), position }));
    await tx.insert(modifications).values(
      created.map((m) => ({
        id: m.id,
        companyId,
        groupId,
        name: m.se,
        nameLang: { se: m.se, en: m.en, es: m.es, no: m.no },
        price: m.price,
        position: m.position,
      })),
    );
    const offering = matching(group.offeredBy);
    if (offering.length === 0) continue;
    await tx.insert(itemModificationGroups).values(
      offering.map((item) => {
        const position = nextPosition.get(item.id) ?? 0;
        nextPosition.set(item.id, position + 1);
        return { companyId, itemId: item.id, groupId, position };
      }),
    );
    const preselected = created.filter((m) => m.preselected);
    if (preselected.length > 0) {
      await tx
        .insert(itemDefaultModifications)
        .values(
          offering.flatMap((item) =>
            preselected.map((m) => ({ companyId, itemId: item.id, modificationId: m.id })),
          ),
        );
    }
  }

  const kitchen = newId();
  const bar = newId();
  await tx.insert(stations).values([
    { id: kitchen, companyId, name: 'Kök', venueId: null },
    { id: bar, companyId, name: 'Bar', venueId: null },
  ]);
  const toKitchen = all.filter((item) => [...item.categories].some((c) => KITCHEN_CATEGORIES.has(c)));
  const toBar = all.filter((item) => !toKitchen.includes(item) && item.categories.size > 0);
  const stationLinks = [
    ...toKitchen.map((item) => ({ companyId, itemId: item.id, stationId: kitchen })),
    ...toBar.map((item) => ({ companyId, itemId: item.id, stationId: bar })),
  ];
  if (stationLinks.length > 0) await tx.insert(itemStations).values(stationLinks);

  for (const upsell of UPSELLS) {
    const upsellId = newId();
    await tx
      .insert(upsells)
      .values({ id: upsellId, companyId, name: upsell.name, displayOrder: upsell.displayOrder });
    const suggested = matching((title) => upsell.suggests.test(title));
    if (suggested.length > 0) {
      await tx
        .insert(upsellItems)
        .values(suggested.map((item, position) => ({ companyId, upsellId, itemId: item.id, position })));
    }
    const offeredWith = matching(upsell.offeredWith);
    if (offeredWith.length > 0) {
      await tx
        .insert(itemUpsells)
        .values(offeredWith.map((item) => ({ companyId, itemId: item.id, upsellId })));
    }
  }

  // A millisecond apart, so they list in the order written (oldest first).
  const start = Date.now();
  const messages = venueIds.flatMap((venueId, index) =>
    (MESSAGES[index] ?? MESSAGES[0] ?? []).map((message, n) => ({
      id: newId(),
      companyId,
      venueId,
      message,
      createdAt: new Date(start + n),
    })),
  );
  if (messages.length > 0) await tx.insert(predefinedMessages).values(messages);
}
