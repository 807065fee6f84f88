import {
  type Allergen,
  DEFAULT_CATEGORIES,
  type DefaultCategoryKey,
  isValidVatRate,
  type WeightUnit,
} from '@fika/domain';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  type Translations,
} from '../platform/db/schema/index.ts';

// The default categories (§3) in the four content languages, with a colour each for the POS buttons.
const CATEGORY_TEXT: Readonly<Record<DefaultCategoryKey, { lang: Translations; color: string }>> = {
  food: { lang: { en: 'Food', se: 'Mat', es: 'Comida', no: 'Mat' }, color: '#e8590c' },
  beer: { lang: { en: 'Beer', se: 'Öl', es: 'Cerveza', no: 'Øl' }, color: '#f59f00' },
  wine: { lang: { en: 'Wine', se: 'Vin', es: 'Vino', no: 'Vin' }, color: '#862e9c' },
  spirits: { lang: { en: 'Spirits', se: 'Sprit', es: 'Licores', no: 'Brennevin' }, color: '#5f3dc4' },
  alcopops: {
    lang: { en: 'Alcopops', se: 'Cider & blanddrycker', es: 'Bebidas premezcladas', no: 'Rusbrus' },
    color: '#d6336c',
  },
  mineralWater: {
    lang: { en: 'Mineral water', se: 'Mineralvatten', es: 'Agua mineral', no: 'Mineralvann' },
    color: '#1c7ed6',
  },
  teaCoffee: { lang: { en: 'Tea/coffee', se: 'Te/kaffe', es: 'Té/café', no: 'Te/kaffe' }, color: '#7a4b2a' },
  otherGoods: {
    lang: { en: 'Other goods', se: 'Övriga varor', es: 'Otros productos', no: 'Andre varer' },
    color: '#2b8a3e',
  },
  other: { lang: { en: 'Other', se: 'Övrigt', es: 'Otros', no: 'Annet' }, color: '#868e96' },
};

type CourseKey = 'starter' | 'main' | 'dessert';

// The kitchen sends courses in this order (§3 course types: name, label).
const COURSE_TYPES: readonly { key: CourseKey; name: string; label: string; position: number }[] = [
  { key: 'starter', name: 'Förrätt', label: 'Starter', position: 1 },
  { key: 'main', name: 'Varmrätt', label: 'Main', position: 2 },
  { key: 'dessert', name: 'Efterrätt', label: 'Dessert', position: 3 },
];

interface DemoItem {
  se: string;
  en: string;
  /** Öre. */
  price: number;
  categories: readonly DefaultCategoryKey[];
  volume?: string;
  weightUnit?: WeightUnit;
  course?: CourseKey;
  allergens?: readonly Allergen[];
  manualPrice?: boolean;
  deleted?: boolean;
}

/** A Stockholm café-bistro's menu; titles in Swedish (the company language) and English. */
const DEMO_ITEMS: readonly DemoItem[] = [
  // Coffee and tea
  { se: 'Bryggkaffe', en: 'Filter coffee', price: 3500, categories: ['teaCoffee'] },
  { se: 'Espresso', en: 'Espresso', price: 3200, categories: ['teaCoffee'] },
  { se: 'Dubbel espresso', en: 'Double espresso', price: 3900, categories: ['teaCoffee'] },
  { se: 'Cortado', en: 'Cortado', price: 4200, categories: ['teaCoffee'], allergens: ['MILK'] },
  { se: 'Cappuccino', en: 'Cappuccino', price: 4500, categories: ['teaCoffee'], allergens: ['MILK'] },
  { se: 'Caffè latte', en: 'Caffè latte', price: 4900, categories: ['teaCoffee'], allergens: ['MILK'] },
  { se: 'Flat white', en: 'Flat white', price: 4700, categories: ['teaCoffee'], allergens: ['MILK'] },
  { se: 'Americano', en: 'Americano', price: 3900, categories: ['teaCoffee'] },
  { se: 'Varm choklad', en: 'Hot chocolate', price: 4500, categories: ['teaCoffee'], allergens: ['MILK'] },
  { se: 'Te', en: 'Tea', price: 3500, categories: ['teaCoffee'] },
  { se: 'Chai latte', en: 'Chai latte', price: 4900, categories: ['teaCoffee'], allergens: ['MILK'] },
  { se: 'Fikapaket', en: 'Coffee and a bun', price: 6900, categories: ['teaCoffee', 'food'] },
  // Pastries
  { se: 'Kanelbulle', en: 'Cinnamon bun', price: 3900, categories: ['food'] },
  {
    se: 'Kardemummabulle',
    en: 'Cardamom bun',
    price: 3900,
    categories: ['food'],
    allergens: ['GLUTEN', 'MILK', 'EGGS'],
  },
  { se: 'Chokladboll', en: 'Chocolate ball', price: 2500, categories: ['food'], allergens: ['OATS', 'MILK'] },
  { se: 'Croissant', en: 'Croissant', price: 3500, categories: ['food'], allergens: ['GLUTEN', 'MILK'] },
  { se: 'Mazarin', en: 'Almond tart', price: 3200, categories: ['food'], allergens: ['ALMONDS', 'EGGS'] },
  {
    se: 'Prinsesstårta, bit',
    en: 'Princess cake, slice',
    price: 5900,
    categories: ['food'],
    allergens: ['GLUTEN', 'MILK', 'EGGS'],
  },
  {
    se: 'Morotskaka, bit',
    en: 'Carrot cake, slice',
    price: 4900,
    categories: ['food'],
    allergens: ['WALNUTS'],
  },
  { se: 'Semla', en: 'Semla', price: 5500, categories: ['food'], deleted: true },
  // Sandwiches
  { se: 'Ostfralla', en: 'Cheese roll', price: 4500, categories: ['food'], allergens: ['GLUTEN', 'MILK'] },
  {
    se: 'Kycklingbaguette',
    en: 'Chicken baguette',
    price: 8900,
    categories: ['food'],
    allergens: ['GLUTEN', 'EGGS', 'MUSTARD'],
  },
  { se: 'Räksmörgås', en: 'Prawn sandwich', price: 14900, categories: ['food'], allergens: ['CRUSTACEANS'] },
  // Starters
  { se: 'Toast Skagen', en: 'Toast Skagen', price: 15900, categories: ['food'], course: 'starter' },
  {
    se: 'Gravad lax med hovmästarsås',
    en: 'Cured salmon with mustard sauce',
    price: 13500,
    categories: ['food'],
    course: 'starter',
    allergens: ['FISH', 'MUSTARD'],
  },
  {
    se: 'Västerbottenpaj',
    en: 'Västerbotten cheese pie',
    price: 9500,
    categories: ['food'],
    course: 'starter',
    allergens: ['GLUTEN', 'MILK', 'EGGS'],
  },
  // Lunch and dinner mains
  { se: 'Dagens lunch', en: 'Lunch of the day', price: 13500, categories: ['food'], course: 'main' },
  // Take-away copy: sorts next to the dish it copies (§9).
  {
    se: '[TA] - Dagens lunch',
    en: '[TA] - Lunch of the day',
    price: 12500,
    categories: ['food'],
    course: 'main',
  },
  {
    se: 'Köttbullar med potatismos',
    en: 'Meatballs with mashed potatoes',
    price: 18900,
    categories: ['food'],
    course: 'main',
    allergens: ['MILK'],
  },
  {
    se: 'Vegetarisk lasagne',
    en: 'Vegetarian lasagne',
    price: 16500,
    categories: ['food'],
    course: 'main',
    allergens: ['GLUTEN', 'MILK'],
  },
  {
    se: 'Biff Rydberg',
    en: 'Beef Rydberg',
    price: 22500,
    categories: ['food'],
    course: 'main',
    allergens: ['EGGS'],
  },
  {
    se: 'Stekt strömming med potatismos',
    en: 'Fried herring with mashed potatoes',
    price: 15900,
    categories: ['food'],
    course: 'main',
    allergens: ['FISH', 'MILK', 'GLUTEN'],
  },
  {
    se: 'Kycklingschnitzel',
    en: 'Chicken schnitzel',
    price: 18500,
    categories: ['food'],
    course: 'main',
    allergens: ['GLUTEN', 'EGGS'],
  },
  {
    se: 'Caesarsallad',
    en: 'Caesar salad',
    price: 15900,
    categories: ['food'],
    course: 'main',
    allergens: ['FISH', 'EGGS', 'MILK'],
  },
  // Desserts
  {
    se: 'Äppelpaj med vaniljsås',
    en: 'Apple pie with custard',
    price: 7900,
    categories: ['food'],
    course: 'dessert',
    allergens: ['GLUTEN', 'MILK', 'EGGS'],
  },
  {
    se: 'Chokladfondant',
    en: 'Chocolate fondant',
    price: 8500,
    categories: ['food'],
    course: 'dessert',
    allergens: ['EGGS', 'MILK'],
  },
  {
    se: 'Glass, två kulor',
    en: 'Ice cream, two scoops',
    price: 5500,
    categories: ['food'],
    course: 'dessert',
    allergens: ['MILK'],
  },
  {
    se: 'Ostkaka med sylt',
    en: 'Swedish cheesecake with jam',
    price: 7500,
    categories: ['food'],
    course: 'dessert',
    allergens: ['MILK', 'EGGS', 'ALMONDS'],
  },
  // Beer and cider
  { se: 'Pilsner 50 cl', en: 'Pilsner 50 cl', price: 8900, categories: ['beer'], volume: '50 cl' },
  { se: 'IPA 40 cl', en: 'IPA 40 cl', price: 9500, categories: ['beer'], volume: '40 cl' },
  {
    se: 'Veteöl',
    en: 'Wheat beer',
    price: 9900,
    categories: ['beer'],
    volume: '50',
    weightUnit: 'cl',
    allergens: ['WHEAT'],
  },
  {
    se: 'Alkoholfri lager',
    en: 'Alcohol-free lager',
    price: 5900,
    categories: ['beer'],
    volume: '33',
    weightUnit: 'cl',
  },
  { se: 'Päroncider 33 cl', en: 'Pear cider 33 cl', price: 7900, categories: ['alcopops'], volume: '33 cl' },
  // Wine and spirits
  { se: 'Husets rödvin, glas', en: 'House red, glass', price: 11500, categories: ['wine'], volume: '15 cl' },
  {
    se: 'Husets vitvin, glas',
    en: 'House white, glass',
    price: 11500,
    categories: ['wine'],
    volume: '15 cl',
  },
  {
    se: 'Prosecco, glas',
    en: 'Prosecco, glass',
    price: 11900,
    categories: ['wine'],
    volume: '12',
    weightUnit: 'cl',
  },
  {
    se: 'Husets rödvin, flaska',
    en: 'House red, bottle',
    price: 42500,
    categories: ['wine'],
    volume: '75',
    weightUnit: 'cl',
    allergens: ['SULPHITES'],
  },
  { se: 'Akvavit 4 cl', en: 'Aquavit 4 cl', price: 7500, categories: ['spirits'], volume: '4 cl' },
  { se: 'Whisky', en: 'Whisky', price: 12500, categories: ['spirits'], volume: '4', weightUnit: 'cl' },
  // Soft drinks
  {
    se: 'Mineralvatten 33 cl',
    en: 'Sparkling water 33 cl',
    price: 3500,
    categories: ['mineralWater'],
    volume: '33 cl',
  },
  {
    se: 'Äppeljuice',
    en: 'Apple juice',
    price: 3500,
    categories: ['mineralWater'],
    volume: '25',
    weightUnit: 'cl',
  },
  {
    se: 'Apelsinjuice',
    en: 'Orange juice',
    price: 3900,
    categories: ['mineralWater'],
    volume: '25',
    weightUnit: 'cl',
  },
  { se: 'Hemgjord lemonad', en: 'Homemade lemonade', price: 4200, categories: ['mineralWater'] },
  {
    se: 'Coca-Cola',
    en: 'Coca-Cola',
    price: 3500,
    categories: ['mineralWater'],
    volume: '33',
    weightUnit: 'cl',
  },
  // Retail goods
  {
    se: 'Kaffebönor 500 g',
    en: 'Coffee beans 500 g',
    price: 14900,
    categories: ['otherGoods'],
    volume: '500 g',
  },
  {
    se: 'Teblandning',
    en: 'Tea blend',
    price: 8900,
    categories: ['otherGoods'],
    volume: '100',
    weightUnit: 'g',
  },
  {
    se: 'Mörk choklad',
    en: 'Dark chocolate',
    price: 4900,
    categories: ['otherGoods'],
    volume: '1',
    weightUnit: 'hg',
  },
  { se: 'Kaffemugg', en: 'Coffee mug', price: 19900, categories: ['otherGoods'] },
  { se: 'Tygkasse', en: 'Tote bag', price: 14900, categories: ['otherGoods'] },
  // Other
  { se: 'Bärkasse', en: 'Carrier bag', price: 300, categories: ['other'] },
  { se: 'Öppet belopp', en: 'Open amount', price: 0, categories: ['other'], manualPrice: true },
];

/** Demo Bistro's categories, course types and about sixty items (its staff: demo-staff.ts). */
export async function seedDemoCatalogue(tx: Tx, companyId: string): Promise<void> {
  const categoryIds = new Map<DefaultCategoryKey, string>();
  const vatRates = new Map<DefaultCategoryKey, number>();
  await tx.insert(categories).values(
    DEFAULT_CATEGORIES.map((category) => {
      // A Swedish company: the §3 rate, which must be one of Sweden's VAT choices.
      if (!isValidVatRate('SE', category.vatRate)) throw new Error(`VAT ${category.vatRate} is not Swedish`);
      const id = newId();
      categoryIds.set(category.key, id);
      vatRates.set(category.key, category.vatRate);
      const { lang, color } = CATEGORY_TEXT[category.key];
      return { id, companyId, name: category.name, nameLang: lang, color, vatRate: category.vatRate };
    }),
  );
  const courseIds = new Map(COURSE_TYPES.map((course) => [course.key, newId()]));
  await tx.insert(courseTypes).values(
    COURSE_TYPES.map(({ key, name, label, position }) => ({
      id: courseIds.get(key) ?? '',
      companyId,
      name,
      label,
      position,
    })),
  );
  const rows = DEMO_ITEMS.map((item) => ({ ...item, id: newId() }));
  await tx.insert(items).values(
    rows.map((item) => ({
      id: item.id,
      companyId,
      title: item.se,
      titleLang: { se: item.se, en: item.en },
      defaultPrice: item.price,
      manualPrice: item.manualPrice ?? false,
      volumeSuffix: item.volume ?? null,
      weightUnit: item.weightUnit ?? null,
      courseTypeId: item.course ? (courseIds.get(item.course) ?? null) : null,
      allergens: [...(item.allergens ?? [])],
      vatRate: vatRates.get(item.categories[0] ?? 'other') ?? 25,
      deleted: item.deleted ?? false,
    })),
  );
  await tx.insert(itemCategories).values(
    rows.flatMap((item) =>
      item.categories.map((key, position) => ({
        companyId,
        itemId: item.id,
        categoryId: categoryIds.get(key) ?? '',
        position,
      })),
    ),
  );
}
