import { DEFAULT_CATEGORIES, type DefaultCategoryKey, isValidVatRate } from '@fika/domain';
import type { Tx } from '../db/client.ts';
import { categories, itemCategories, items, staff, type Translations } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

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

interface DemoItem {
  se: string;
  en: string;
  /** Öre. */
  price: number;
  categories: readonly DefaultCategoryKey[];
  volume?: string;
  manualPrice?: boolean;
  deleted?: boolean;
}

/** A Stockholm café-bistro's menu; titles in Swedish (the company language) and English. */
const DEMO_ITEMS: readonly DemoItem[] = [
  { se: 'Bryggkaffe', en: 'Filter coffee', price: 3500, categories: ['teaCoffee'] },
  { se: 'Cappuccino', en: 'Cappuccino', price: 4500, categories: ['teaCoffee'] },
  { se: 'Caffè latte', en: 'Caffè latte', price: 4900, categories: ['teaCoffee'] },
  { se: 'Te', en: 'Tea', price: 3500, categories: ['teaCoffee'] },
  { se: 'Fikapaket', en: 'Coffee and a bun', price: 6900, categories: ['teaCoffee', 'food'] },
  { se: 'Kanelbulle', en: 'Cinnamon bun', price: 3900, categories: ['food'] },
  { se: 'Kardemummabulle', en: 'Cardamom bun', price: 3900, categories: ['food'] },
  { se: 'Chokladboll', en: 'Chocolate ball', price: 2500, categories: ['food'] },
  { se: 'Prinsesstårta, bit', en: 'Princess cake, slice', price: 5900, categories: ['food'] },
  { se: 'Räksmörgås', en: 'Prawn sandwich', price: 14900, categories: ['food'] },
  { se: 'Toast Skagen', en: 'Toast Skagen', price: 15900, categories: ['food'] },
  {
    se: 'Köttbullar med potatismos',
    en: 'Meatballs with mashed potatoes',
    price: 18900,
    categories: ['food'],
  },
  { se: 'Vegetarisk lasagne', en: 'Vegetarian lasagne', price: 16500, categories: ['food'] },
  { se: 'Dagens lunch', en: 'Lunch of the day', price: 13500, categories: ['food'] },
  { se: 'Semla', en: 'Semla', price: 5500, categories: ['food'], deleted: true },
  { se: 'Pilsner 50 cl', en: 'Pilsner 50 cl', price: 8900, categories: ['beer'], volume: '50 cl' },
  { se: 'IPA 40 cl', en: 'IPA 40 cl', price: 9500, categories: ['beer'], volume: '40 cl' },
  { se: 'Husets rödvin, glas', en: 'House red, glass', price: 11500, categories: ['wine'], volume: '15 cl' },
  {
    se: 'Husets vitvin, glas',
    en: 'House white, glass',
    price: 11500,
    categories: ['wine'],
    volume: '15 cl',
  },
  { se: 'Akvavit 4 cl', en: 'Aquavit 4 cl', price: 7500, categories: ['spirits'], volume: '4 cl' },
  { se: 'Päroncider 33 cl', en: 'Pear cider 33 cl', price: 7900, categories: ['alcopops'], volume: '33 cl' },
  {
    se: 'Mineralvatten 33 cl',
    en: 'Sparkling water 33 cl',
    price: 3500,
    categories: ['mineralWater'],
    volume: '33 cl',
  },
  {
    se: 'Kaffebönor 500 g',
    en: 'Coffee beans 500 g',
    price: 14900,
    categories: ['otherGoods'],
    volume: '500 g',
  },
  { se: 'Öppet belopp', en: 'Open amount', price: 0, categories: ['other'], manualPrice: true },
];

const DEMO_STAFF = ['Anna Lindqvist', 'Erik Johansson', 'Sara Nilsson', 'Johan Berg', 'Maja Ek'];

/** Demo Bistro's categories, items and POS staff (issue #5 enlarges the catalogue). */
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
  await tx.insert(staff).values(DEMO_STAFF.map((name) => ({ id: newId(), companyId, name })));
}
