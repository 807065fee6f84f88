// The product library (issue #17 [3]): the §3 default product categories every new company gets,
// and ready-made catalogues (café, restaurant, bar, bakery, shop) an owner previews and imports.
// Names are in the four company languages; prices are written once in Swedish kronor and turned
// into a round price in the company's currency, so a London café does not sell a £3.13 latte.
import {
  type CompanyLanguage,
  type CountryCode,
  isValidVatRate,
  normalizeCompanyLanguage,
} from './countries.ts';
import { type Currency, DEFAULT_CATEGORIES, type DefaultCategory, type DefaultCategoryKey } from './enums.ts';

/** A name in each company language. */
export type LibraryName = Readonly<Record<CompanyLanguage, string>>;

/** The §3 default categories' names in the company languages (enums.ts holds their keys and rates). */
export const DEFAULT_CATEGORY_NAMES: Readonly<Record<DefaultCategoryKey, LibraryName>> = {
  food: { se: 'Mat', en: 'Food', es: 'Comida', no: 'Mat' },
  beer: { se: 'Öl', en: 'Beer', es: 'Cerveza', no: 'Øl' },
  wine: { se: 'Vin', en: 'Wine', es: 'Vino', no: 'Vin' },
  spirits: { se: 'Sprit', en: 'Spirits', es: 'Licores', no: 'Brennevin' },
  alcopops: {
    se: 'Cider och blanddrycker',
    en: 'Ciders and alcopops',
    es: 'Sidras y combinados',
    no: 'Cider og rusbrus',
  },
  mineralWater: { se: 'Mineralvatten', en: 'Mineral water', es: 'Agua mineral', no: 'Mineralvann' },
  teaCoffee: { se: 'Te och kaffe', en: 'Tea and coffee', es: 'Té y café', no: 'Te og kaffe' },
  otherGoods: { se: 'Övriga varor', en: 'Other goods', es: 'Otros productos', no: 'Andre varer' },
  other: { se: 'Övrigt', en: 'Other', es: 'Otros', no: 'Annet' },
};

function specCategory(key: DefaultCategoryKey): DefaultCategory {
  const category = DEFAULT_CATEGORIES.find((c) => c.key === key);
  if (!category) throw new Error(`No default category ${key}`);
  return category;
}

// Where the spec's rate is not a VAT choice of the country (25 % in Spain, 15 % in the UK), the
// country's own rate of the same kind stands in: its standard rate, or its reduced rate for the
// categories the spec rates lower in the UK (food, water, tea and coffee).
const COUNTRY_RATES: Readonly<Record<CountryCode, { standard: number; reduced: number }>> = {
  SE: { standard: 25, reduced: 12 },
  NO: { standard: 25, reduced: 15 },
  DK: { standard: 25, reduced: 25 },
  GB: { standard: 20, reduced: 5 },
  ES: { standard: 21, reduced: 10 },
  TR: { standard: 20, reduced: 10 },
};

/** The VAT (percent) a default category gets in `country`: always one of the country's choices. */
export function defaultCategoryVatRate(country: CountryCode, key: DefaultCategoryKey): number {
  const category = specCategory(key);
  const spec = country === 'GB' ? category.ukVatRate : category.vatRate;
  if (isValidVatRate(country, spec)) return spec;
  const rates = COUNTRY_RATES[country];
  return category.ukVatRate < category.vatRate ? rates.reduced : rates.standard;
}

/** A category as it is created: name in the company's language, the others as translations. */
export interface LibraryCategory {
  key: DefaultCategoryKey;
  name: string;
  nameLang: LibraryName;
  vatRate: number;
}

function libraryCategory(
  country: CountryCode,
  key: DefaultCategoryKey,
  language: CompanyLanguage,
): LibraryCategory {
  const name = DEFAULT_CATEGORY_NAMES[key];
  return { key, name: name[language], nameLang: name, vatRate: defaultCategoryVatRate(country, key) };
}

/** The default categories a new company in `country` starts with (§3), in the company's language. */
export function defaultCategoriesFor(country: CountryCode, language: string): LibraryCategory[] {
  const lang = normalizeCompanyLanguage(language);
  return DEFAULT_CATEGORIES.map(({ key }) => libraryCategory(country, key, lang));
}

// ---------------------------------------------------------------------------------------------
// Templates

/** The product-library templates. */
export const LIBRARY_TEMPLATES = ['cafe', 'restaurant', 'bar', 'bakery', 'shop'] as const;
/** A product-library template. */
export type LibraryTemplate = (typeof LIBRARY_TEMPLATES)[number];

/** Whether `value` names a template. */
export function isLibraryTemplate(value: unknown): value is LibraryTemplate {
  return typeof value === 'string' && (LIBRARY_TEMPLATES as readonly string[]).includes(value);
}

const COURSES = {
  drinks: { se: 'Dryck', en: 'Drinks', es: 'Bebidas', no: 'Drikke' },
  smallPlates: { se: 'Smårätter', en: 'Small plates', es: 'Tapas', no: 'Småretter' },
  starter: { se: 'Förrätt', en: 'Starter', es: 'Entrante', no: 'Forrett' },
  main: { se: 'Varmrätt', en: 'Main course', es: 'Plato principal', no: 'Hovedrett' },
  dessert: { se: 'Efterrätt', en: 'Dessert', es: 'Postre', no: 'Dessert' },
} as const satisfies Record<string, LibraryName>;
type CourseKey = keyof typeof COURSES;

interface ProductSpec {
  name: LibraryName;
  category: DefaultCategoryKey;
  course?: CourseKey;
  /** Price in Swedish kronor, the library's base. */
  sek: number;
}

interface TemplateSpec {
  categories: readonly DefaultCategoryKey[];
  courses: readonly CourseKey[];
  products: readonly ProductSpec[];
}

const p = (se: string, en: string, es: string, no: string): LibraryName => ({ se, en, es, no });

const FILTER_COFFEE = p('Bryggkaffe', 'Filter coffee', 'Café de filtro', 'Traktekaffe');

const TEMPLATES: Readonly<Record<LibraryTemplate, TemplateSpec>> = {
  cafe: {
    categories: ['teaCoffee', 'food', 'mineralWater'],
    courses: ['drinks', 'smallPlates'],
    products: [
      { name: FILTER_COFFEE, category: 'teaCoffee', course: 'drinks', sek: 35 },
      {
        name: p('Caffè latte', 'Caffè latte', 'Café con leche', 'Caffè latte'),
        category: 'teaCoffee',
        course: 'drinks',
        sek: 45,
      },
      { name: p('Te', 'Tea', 'Té', 'Te'), category: 'teaCoffee', course: 'drinks', sek: 32 },
      {
        name: p('Kanelbulle', 'Cinnamon bun', 'Rollo de canela', 'Kanelbolle'),
        category: 'food',
        course: 'smallPlates',
        sek: 38,
      },
      {
        name: p('Ostsmörgås', 'Cheese sandwich', 'Bocadillo de queso', 'Ostesmørbrød'),
        category: 'food',
        course: 'smallPlates',
        sek: 65,
      },
      {
        name: p('Mineralvatten', 'Sparkling water', 'Agua con gas', 'Mineralvann'),
        category: 'mineralWater',
        course: 'drinks',
        sek: 25,
      },
    ],
  },
  restaurant: {
    categories: ['food', 'wine', 'beer', 'mineralWater'],
    courses: ['starter', 'main', 'dessert', 'drinks'],
    products: [
      {
        name: p('Dagens soppa', 'Soup of the day', 'Sopa del día', 'Dagens suppe'),
        category: 'food',
        course: 'starter',
        sek: 95,
      },
      {
        name: p(
          'Entrecôte med pommes',
          'Sirloin steak with fries',
          'Entrecot con patatas',
          'Entrecôte med pommes frites',
        ),
        category: 'food',
        course: 'main',
        sek: 295,
      },
      {
        name: p('Ugnsbakad lax', 'Baked salmon', 'Salmón al horno', 'Ovnsbakt laks'),
        category: 'food',
        course: 'main',
        sek: 245,
      },
      {
        name: p('Cheesecake', 'Cheesecake', 'Tarta de queso', 'Ostekake'),
        category: 'food',
        course: 'dessert',
        sek: 95,
      },
      {
        name: p('Husets röda, glas', 'House red, glass', 'Vino tinto de la casa, copa', 'Husets røde, glass'),
        category: 'wine',
        course: 'drinks',
        sek: 115,
      },
      {
        name: p('Ljus lager 40 cl', 'Lager 40 cl', 'Cerveza rubia 40 cl', 'Lys lager 0,4 l'),
        category: 'beer',
        course: 'drinks',
        sek: 79,
      },
      {
        name: p('Mineralvatten', 'Sparkling water', 'Agua con gas', 'Mineralvann'),
        category: 'mineralWater',
        course: 'drinks',
        sek: 35,
      },
    ],
  },
  bar: {
    categories: ['beer', 'wine', 'spirits', 'alcopops', 'mineralWater', 'food'],
    courses: ['drinks', 'smallPlates'],
    products: [
      {
        name: p('Fatöl 40 cl', 'Draught beer 40 cl', 'Cerveza de barril 40 cl', 'Fatøl 0,4 l'),
        category: 'beer',
        course: 'drinks',
        sek: 75,
      },
      {
        name: p('IPA 33 cl', 'IPA 33 cl', 'Cerveza IPA 33 cl', 'IPA 0,33 l'),
        category: 'beer',
        course: 'drinks',
        sek: 85,
      },
      {
        name: p('Mousserande vin, glas', 'Sparkling wine, glass', 'Cava, copa', 'Musserende vin, glass'),
        category: 'wine',
        course: 'drinks',
        sek: 115,
      },
      {
        name: p('Gin och tonic', 'Gin and tonic', 'Gin-tonic', 'Gin og tonic'),
        category: 'spirits',
        course: 'drinks',
        sek: 135,
      },
      { name: p('Cider', 'Cider', 'Sidra', 'Sider'), category: 'alcopops', course: 'drinks', sek: 75 },
      {
        name: p('Alkoholfri drink', 'Alcohol-free cocktail', 'Cóctel sin alcohol', 'Alkoholfri drink'),
        category: 'mineralWater',
        course: 'drinks',
        sek: 65,
      },
      { name: p('Nachos', 'Nachos', 'Nachos', 'Nachos'), category: 'food', course: 'smallPlates', sek: 95 },
    ],
  },
  bakery: {
    categories: ['food', 'teaCoffee', 'otherGoods'],
    courses: ['drinks', 'smallPlates'],
    products: [
      {
        name: p('Surdegsbröd', 'Sourdough loaf', 'Pan de masa madre', 'Surdeigsbrød'),
        category: 'food',
        sek: 69,
      },
      {
        name: p('Croissant', 'Croissant', 'Cruasán', 'Croissant'),
        category: 'food',
        course: 'smallPlates',
        sek: 32,
      },
      {
        name: p('Kardemummabulle', 'Cardamom bun', 'Bollo de cardamomo', 'Kardemommebolle'),
        category: 'food',
        course: 'smallPlates',
        sek: 38,
      },
      {
        name: p(
          'Prinsesstårta, bit',
          'Princess cake, slice',
          'Tarta princesa, porción',
          'Prinsessekake, stykke',
        ),
        category: 'food',
        course: 'smallPlates',
        sek: 55,
      },
      { name: FILTER_COFFEE, category: 'teaCoffee', course: 'drinks', sek: 30 },
      {
        name: p('Småkakor, påse', 'Bag of cookies', 'Bolsa de galletas', 'Småkaker, pose'),
        category: 'otherGoods',
        sek: 59,
      },
    ],
  },
  shop: {
    categories: ['otherGoods', 'food', 'mineralWater'],
    courses: [],
    products: [
      { name: p('Tygkasse', 'Tote bag', 'Bolsa de tela', 'Handlenett'), category: 'otherGoods', sek: 129 },
      { name: p('Mugg', 'Mug', 'Taza', 'Krus'), category: 'otherGoods', sek: 149 },
      {
        name: p('Kaffebönor 500 g', 'Coffee beans 500 g', 'Café en grano 500 g', 'Kaffebønner 500 g'),
        category: 'food',
        sek: 119,
      },
      {
        name: p(
          'Mörk choklad 100 g',
          'Dark chocolate 100 g',
          'Chocolate negro 100 g',
          'Mørk sjokolade 100 g',
        ),
        category: 'food',
        sek: 39,
      },
      {
        name: p('Vatten 50 cl', 'Still water 50 cl', 'Agua 50 cl', 'Vann 0,5 l'),
        category: 'mineralWater',
        sek: 22,
      },
    ],
  },
};

// Kronor to each currency, roughly, and the step a menu price is rounded to (in major units).
const CURRENCY_PRICING: Readonly<Record<Currency, { perSek: number; step: number }>> = {
  SEK: { perSek: 1, step: 1 },
  NOK: { perSek: 1, step: 1 },
  DKK: { perSek: 0.65, step: 1 },
  EUR: { perSek: 0.09, step: 0.5 },
  GBP: { perSek: 0.075, step: 0.5 },
  USD: { perSek: 0.095, step: 0.5 },
  AED: { perSek: 0.35, step: 1 },
  TRY: { perSek: 3.2, step: 5 },
};

/** A library price in kronor as a round price in `currency`, in minor units (all have two decimals). */
export function libraryPrice(sek: number, currency: string): number {
  const pricing = CURRENCY_PRICING[currency as Currency] ?? CURRENCY_PRICING.EUR;
  const major = Math.max(pricing.step, Math.round((sek * pricing.perSek) / pricing.step) * pricing.step);
  return Math.round(major * 100);
}

/** A course type as it is created. */
export interface LibraryCourse {
  key: CourseKey;
  name: string;
}

/** A product as it is created: title in the company's language, translations, price, VAT. */
export interface LibraryProduct {
  title: string;
  titleLang: LibraryName;
  price: number;
  vatRate: number;
  category: DefaultCategoryKey;
  course: CourseKey | null;
}

/** What a template creates for one company: the preview shows it, the import writes it. */
export interface LibraryContent {
  template: LibraryTemplate;
  categories: LibraryCategory[];
  courses: LibraryCourse[];
  products: LibraryProduct[];
}

/** The content of `template` for a company in `country`, with `currency` and content `language`. */
export function libraryContent(
  template: LibraryTemplate,
  company: { country: CountryCode; currency: string; language: string },
): LibraryContent {
  const lang = normalizeCompanyLanguage(company.language);
  const spec = TEMPLATES[template];
  return {
    template,
    categories: spec.categories.map((key) => libraryCategory(company.country, key, lang)),
    courses: spec.courses.map((key) => ({ key, name: COURSES[key][lang] })),
    products: spec.products.map((product) => ({
      title: product.name[lang],
      titleLang: product.name,
      price: libraryPrice(product.sek, company.currency),
      vatRate: defaultCategoryVatRate(company.country, product.category),
      category: product.category,
      course: product.course ?? null,
    })),
  };
}

/** Compares names as people see them: 'Kanelbulle' and 'kanelbulle ' are the same product. */
export function sameLibraryName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
