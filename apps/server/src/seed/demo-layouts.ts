import { and, eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import {
  categories,
  items,
  layoutCategories,
  layouts,
  offers,
  pageButtons,
  pages,
  type Translations,
} from '../platform/db/schema/index.ts';

/** A button of a demo page, by what it points at; missing targets are skipped. */
type DemoButton =
  | { item: string }
  | { subPage: DemoPage }
  | { category: string }
  | { offer: 'fikapaket'; label?: string };

interface DemoPage {
  name: Translations & { se: string };
  columns: number;
  rows: number;
  buttons: readonly DemoButton[];
}

interface DemoCategory extends DemoPage {
  color: string;
}

interface DemoLayout {
  name: Translations & { se: string };
  categories: readonly DemoCategory[];
}

const TEA: DemoPage = {
  name: { se: 'Te', en: 'Tea', es: 'Té', no: 'Te' },
  columns: 4,
  rows: 3,
  buttons: [{ item: 'Te' }, { item: 'Chai latte' }, { item: 'Teblandning' }],
};

const itemButtons = (...titles: string[]): DemoButton[] => titles.map((item) => ({ item }));

// Two tills of a Stockholm café-bistro; titles are matched against the demo catalogue.
const DEMO_LAYOUTS: readonly DemoLayout[] = [
  {
    name: { se: 'Kassa – Café', en: 'Till – Café', es: 'Caja – Café', no: 'Kasse – Kafé' },
    categories: [
      {
        name: { se: 'Kaffe', en: 'Coffee', es: 'Café', no: 'Kaffe' },
        color: '#7a4b2a',
        columns: 5,
        rows: 4,
        buttons: [
          ...itemButtons(
            'Bryggkaffe',
            'Espresso',
            'Dubbel espresso',
            'Cortado',
            'Cappuccino',
            'Caffè latte',
            'Flat white',
            'Americano',
            'Varm choklad',
          ),
          { subPage: TEA },
          { offer: 'fikapaket' },
        ],
      },
      {
        name: { se: 'Bakverk', en: 'Pastries', es: 'Bollería', no: 'Bakverk' },
        color: '#e8590c',
        columns: 5,
        rows: 4,
        // The semla is off the menu (deleted in the catalogue) and is left out.
        buttons: itemButtons(
          'Kanelbulle',
          'Kardemummabulle',
          'Chokladboll',
          'Croissant',
          'Mazarin',
          'Prinsesstårta, bit',
          'Morotskaka, bit',
          'Semla',
        ),
      },
      {
        name: { se: 'Lunch', en: 'Lunch', es: 'Almuerzo', no: 'Lunsj' },
        color: '#2b8a3e',
        columns: 4,
        rows: 3,
        buttons: itemButtons(
          'Dagens lunch',
          'Ostfralla',
          'Kycklingbaguette',
          'Räksmörgås',
          'Västerbottenpaj',
          'Caesarsallad',
        ),
      },
      {
        name: { se: 'Dryck', en: 'Drinks', es: 'Bebidas', no: 'Drikke' },
        color: '#1c7ed6',
        columns: 4,
        rows: 3,
        buttons: [
          ...itemButtons(
            'Mineralvatten 33 cl',
            'Äppeljuice',
            'Apelsinjuice',
            'Hemgjord lemonad',
            'Coca-Cola',
          ),
          { category: 'Mineral water' },
        ],
      },
    ],
  },
  {
    name: {
      se: 'Kassa – Restaurang',
      en: 'Till – Restaurant',
      es: 'Caja – Restaurante',
      no: 'Kasse – Restaurant',
    },
    categories: [
      {
        name: { se: 'Förrätter', en: 'Starters', es: 'Entrantes', no: 'Forretter' },
        color: '#5f3dc4',
        columns: 4,
        rows: 3,
        buttons: itemButtons('Toast Skagen', 'Gravad lax med hovmästarsås', 'Västerbottenpaj', 'Räksmörgås'),
      },
      {
        name: { se: 'Varmrätter', en: 'Mains', es: 'Platos principales', no: 'Hovedretter' },
        color: '#e8590c',
        columns: 4,
        rows: 3,
        buttons: itemButtons(
          'Dagens lunch',
          'Köttbullar med potatismos',
          'Vegetarisk lasagne',
          'Biff Rydberg',
          'Stekt strömming med potatismos',
          'Kycklingschnitzel',
          'Caesarsallad',
        ),
      },
      {
        name: { se: 'Öl & vin', en: 'Beer & wine', es: 'Cerveza y vino', no: 'Øl og vin' },
        color: '#862e9c',
        columns: 4,
        rows: 4,
        buttons: [
          ...itemButtons(
            'Pilsner 50 cl',
            'IPA 40 cl',
            'Veteöl',
            'Alkoholfri lager',
            'Päroncider 33 cl',
            'Husets rödvin, glas',
            'Husets vitvin, glas',
            'Prosecco, glas',
            'Husets rödvin, flaska',
            'Akvavit 4 cl',
            'Whisky',
          ),
          { category: 'Wine' },
        ],
      },
      {
        name: { se: 'Dessert & kaffe', en: 'Dessert & coffee', es: 'Postre y café', no: 'Dessert og kaffe' },
        color: '#7a4b2a',
        columns: 4,
        rows: 3,
        buttons: [
          ...itemButtons(
            'Äppelpaj med vaniljsås',
            'Chokladfondant',
            'Glass, två kulor',
            'Ostkaka med sylt',
            'Bryggkaffe',
            'Cappuccino',
          ),
          { offer: 'fikapaket' },
        ],
      },
    ],
  },
];

// Titles compare without case, accents, punctuation or repeated spaces, so a catalogue that spells
// 'Caffè latte' as 'Caffe Latte' still matches.
function titleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Targets {
  items: Map<string, string>;
  categories: Map<string, string>;
  offer: string;
}

async function loadTargets(tx: Tx, companyId: string, offer: string): Promise<Targets> {
  const [itemRows, categoryRows] = await Promise.all([
    tx
      .select({ id: items.id, title: items.title, titleLang: items.titleLang })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.deleted, false))),
    tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.companyId, companyId), eq(categories.deleted, false))),
  ]);
  const itemIds = new Map<string, string>();
  for (const row of itemRows) {
    for (const title of [row.title, row.titleLang.se, row.titleLang.en]) {
      if (title && !itemIds.has(titleKey(title))) itemIds.set(titleKey(title), row.id);
    }
  }
  return {
    items: itemIds,
    categories: new Map(categoryRows.map((row) => [titleKey(row.name), row.id])),
    offer,
  };
}

async function insertPage(tx: Tx, companyId: string, layoutId: string, page: DemoPage, targets: Targets) {
  const id = newId();
  const { se, ...nameLang } = page.name;
  await tx.insert(pages).values({
    id,
    companyId,
    layoutId,
    name: se,
    nameLang: { se, ...nameLang },
    columns: page.columns,
    rows: page.rows,
  });
  const buttons: (typeof pageButtons.$inferInsert)[] = [];
  for (const button of page.buttons) {
    const common = { id: newId(), companyId, pageId: id, position: buttons.length };
    if ('item' in button) {
      const itemId = targets.items.get(titleKey(button.item));
      if (itemId) buttons.push({ ...common, type: 'ITEM', itemId });
    } else if ('subPage' in button) {
      const targetPageId = await insertPage(tx, companyId, layoutId, button.subPage, targets);
      buttons.push({ ...common, type: 'PAGE', targetPageId });
    } else if ('category' in button) {
      const categoryId = targets.categories.get(titleKey(button.category));
      if (categoryId) buttons.push({ ...common, type: 'CATEGORY', categoryId });
    } else {
      buttons.push({ ...common, type: 'OFFER', offerId: targets.offer, label: button.label ?? null });
    }
  }
  if (buttons.length > 0) await tx.insert(pageButtons).values(buttons);
  return id;
}

/**
 * Demo Bistro's two POS layouts ('Kassa – Café' with a 'Te' sub-page under Kaffe, and 'Kassa –
 * Restaurang') and the bundle offer 'Fikapaket' (coffee and a bun for 55 kr). Buttons name items of
 * the demo catalogue by title; an item the catalogue does not have is left out.
 */
export async function seedDemoLayouts(tx: Tx, companyId: string): Promise<void> {
  const offer = newId();
  await tx.insert(offers).values({
    id: offer,
    companyId,
    name: 'Fikapaket',
    type: 'BUNDLE',
    discountType: 'PRICE',
    value: 5500,
    usableInPos: true,
    // Staff ring it up with its POS button; it does not apply by itself.
    automatic: false,
  });
  const targets = await loadTargets(tx, companyId, offer);
  // One transaction gives every row the same now(): the layouts get their order from explicit times.
  const start = Date.now();
  for (const [index, layout] of DEMO_LAYOUTS.entries()) {
    const layoutId = newId();
    const { se, ...nameLang } = layout.name;
    await tx.insert(layouts).values({
      id: layoutId,
      companyId,
      name: se,
      nameLang: { se, ...nameLang },
      createdAt: new Date(start + index),
    });
    for (const [order, category] of layout.categories.entries()) {
      const pageId = await insertPage(tx, companyId, layoutId, category, targets);
      await tx.insert(layoutCategories).values({
        id: newId(),
        companyId,
        layoutId,
        pageId,
        name: category.name.se,
        nameLang: category.name,
        color: category.color,
        order,
      });
    }
  }
}
