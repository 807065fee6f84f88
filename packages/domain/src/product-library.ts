// The product library (issue #17 [3]): the §3 default product categories every new company gets,
// and ready-made catalogues (café, restaurant, bar, bakery, shop) an owner previews and imports.
// Names are in the four company languages and in Danish and Turkish: those two are no content
// language (their companies' is English), but a Copenhagen café's menu is written in Danish, so the
// library writes theirs in the country's own language. Prices are written once in Swedish kronor
// and turned into a round price in the company's currency, so a London café does not sell a
// £3.13 latte.
import {
  type CompanyLanguage,
  type CountryCode,
  isValidVatRate,
  normalizeCompanyLanguage,
} from './countries.ts';
import { type Currency, DEFAULT_CATEGORIES, type DefaultCategory, type DefaultCategoryKey } from './enums.ts';

/** A name in each company language (the translations an item or category stores). */
export type LibraryName = Readonly<Record<CompanyLanguage, string>>;

/** The languages the library is written in: the company languages, and Danish and Turkish. */
export type LibraryLanguage = CompanyLanguage | 'da' | 'tr';

/** A text in every language the library is written in. */
export type LibraryText = Readonly<Record<LibraryLanguage, string>>;

/**
 * The language a company's library content is written in: its content language, except that a
 * Danish or Turkish company, whose content language is English only because theirs is not offered,
 * gets its menu in Danish or Turkish.
 */
export function libraryLanguage(country: CountryCode, language: string): LibraryLanguage {
  const lang = normalizeCompanyLanguage(language);
  if (lang === 'en' && country === 'DK') return 'da';
  if (lang === 'en' && country === 'TR') return 'tr';
  return lang;
}

/**
 * The translations stored beside a text written in `language`. For Danish or Turkish the company's
 * main language slot is English: the Danish text is the main one, so the English translation is
 * left out (the product form would otherwise show it in place of the Danish).
 */
function translationsOf(text: LibraryText, language: LibraryLanguage): Partial<LibraryName> {
  const { se, en, es, no } = text;
  return language === 'da' || language === 'tr' ? { se, es, no } : { se, en, es, no };
}

const t6 = (se: string, en: string, es: string, no: string, da: string, tr: string): LibraryText => ({
  se,
  en,
  es,
  no,
  da,
  tr,
});

/** The §3 default categories' names (enums.ts holds their keys and rates). */
export const DEFAULT_CATEGORY_NAMES: Readonly<Record<DefaultCategoryKey, LibraryText>> = {
  food: t6('Mat', 'Food', 'Comida', 'Mat', 'Mad', 'Yiyecek'),
  beer: t6('Öl', 'Beer', 'Cerveza', 'Øl', 'Øl', 'Bira'),
  wine: t6('Vin', 'Wine', 'Vino', 'Vin', 'Vin', 'Şarap'),
  spirits: t6('Sprit', 'Spirits', 'Licores', 'Brennevin', 'Spiritus', 'Sert içkiler'),
  alcopops: t6(
    'Cider och blanddrycker',
    'Ciders and alcopops',
    'Sidras y combinados',
    'Cider og rusbrus',
    'Cider og alcopops',
    'Sider ve hazır kokteyller',
  ),
  mineralWater: t6(
    'Mineralvatten',
    'Mineral water',
    'Agua mineral',
    'Mineralvann',
    'Mineralvand',
    'Maden suyu',
  ),
  teaCoffee: t6('Te och kaffe', 'Tea and coffee', 'Té y café', 'Te og kaffe', 'Te og kaffe', 'Çay ve kahve'),
  otherGoods: t6(
    'Övriga varor',
    'Other goods',
    'Otros productos',
    'Andre varer',
    'Andre varer',
    'Diğer ürünler',
  ),
  other: t6('Övrigt', 'Other', 'Otros', 'Annet', 'Andet', 'Diğer'),
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
  nameLang: Partial<LibraryName>;
  vatRate: number;
}

function libraryCategory(
  country: CountryCode,
  key: DefaultCategoryKey,
  language: LibraryLanguage,
): LibraryCategory {
  const name = DEFAULT_CATEGORY_NAMES[key];
  return {
    key,
    name: name[language],
    nameLang: translationsOf(name, language),
    vatRate: defaultCategoryVatRate(country, key),
  };
}

/** The default categories a new company in `country` starts with (§3), in the company's language. */
export function defaultCategoriesFor(country: CountryCode, language: string): LibraryCategory[] {
  const lang = libraryLanguage(country, language);
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
  drinks: t6('Dryck', 'Drinks', 'Bebidas', 'Drikke', 'Drikkevarer', 'İçecekler'),
  smallPlates: t6('Smårätter', 'Small plates', 'Tapas', 'Småretter', 'Småretter', 'Atıştırmalıklar'),
  starter: t6('Förrätt', 'Starter', 'Entrante', 'Forrett', 'Forret', 'Başlangıç'),
  main: t6('Varmrätt', 'Main course', 'Plato principal', 'Hovedrett', 'Hovedret', 'Ana yemek'),
  dessert: t6('Efterrätt', 'Dessert', 'Postre', 'Dessert', 'Dessert', 'Tatlı'),
} as const satisfies Record<string, LibraryText>;
type CourseKey = keyof typeof COURSES;

interface ProductSpec {
  name: LibraryText;
  /** What the guest reads under the name on the online menu. */
  description?: LibraryText;
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

const FILTER_COFFEE = {
  name: t6('Bryggkaffe', 'Filter coffee', 'Café de filtro', 'Traktekaffe', 'Filterkaffe', 'Filtre kahve'),
  description: t6(
    'Nybryggt kaffe på nyrostade bönor. Påtår ingår.',
    'Freshly brewed filter coffee from newly roasted beans. Refills included.',
    'Café de filtro recién hecho con granos recién tostados. La segunda taza está incluida.',
    'Nytraktet kaffe av nybrente bønner. Påfyll er inkludert.',
    'Nybrygget filterkaffe af nyristede bønner. Genopfyldning er inkluderet.',
    'Taze kavrulmuş çekirdeklerden yeni demlenmiş filtre kahve. Tazelemesi dahil.',
  ),
};

const SPARKLING_WATER = {
  name: t6('Mineralvatten', 'Sparkling water', 'Agua con gas', 'Mineralvann', 'Danskvand', 'Maden suyu'),
  description: t6(
    'Kylt mineralvatten med kolsyra, 33 cl.',
    'Chilled sparkling mineral water, 33 cl.',
    'Agua mineral con gas bien fría, 33 cl.',
    'Kald mineralvann med kullsyre, 0,33 l.',
    'Kold danskvand med brus, 33 cl.',
    'Soğuk maden suyu, 33 cl.',
  ),
};

const TEMPLATES: Readonly<Record<LibraryTemplate, TemplateSpec>> = {
  cafe: {
    categories: ['teaCoffee', 'food', 'mineralWater'],
    courses: ['drinks', 'smallPlates'],
    products: [
      { ...FILTER_COFFEE, category: 'teaCoffee', course: 'drinks', sek: 35 },
      {
        name: t6('Caffè latte', 'Caffè latte', 'Café con leche', 'Caffè latte', 'Caffè latte', 'Caffè latte'),
        description: t6(
          'Dubbel espresso med ångad mjölk och ett tunt lager mjölkskum. Fråga gärna efter havredryck.',
          'A double espresso with steamed milk and a thin layer of foam. Ask us for oat milk.',
          'Doble espresso con leche vaporizada y una fina capa de espuma. Pídela con bebida de avena si quieres.',
          'Dobbel espresso med dampet melk og et tynt lag melkeskum. Spør gjerne etter havredrikk.',
          'Dobbelt espresso med dampet mælk og et tyndt lag mælkeskum. Spørg gerne efter havredrik.',
          'Buharda ısıtılmış süt ve ince bir süt köpüğüyle duble espresso. Yulaf sütüyle de isteyebilirsiniz.',
        ),
        category: 'teaCoffee',
        course: 'drinks',
        sek: 45,
      },
      {
        name: t6('Te', 'Tea', 'Té', 'Te', 'Te', 'Çay'),
        description: t6(
          'Svart, grönt eller örtte i kanna – välj bland dagens sorter.',
          "Black, green or herbal tea by the pot – choose from today's selection.",
          'Té negro, verde o infusión en tetera: elige entre las variedades del día.',
          'Svart, grønn eller urtete i kanne – velg blant dagens sorter.',
          'Sort, grøn eller urtete i kande – vælg mellem dagens sorter.',
          'Demlikte siyah, yeşil ya da bitki çayı – günün çeşitlerinden seçin.',
        ),
        category: 'teaCoffee',
        course: 'drinks',
        sek: 32,
      },
      {
        name: t6(
          'Kanelbulle',
          'Cinnamon bun',
          'Rollo de canela',
          'Kanelbolle',
          'Kanelsnegl',
          'Tarçınlı çörek',
        ),
        description: t6(
          'Vår klassiska kanelbulle med smör, kanel och pärlsocker, bakad varje morgon.',
          'Our classic cinnamon bun with butter, cinnamon and pearl sugar, baked every morning.',
          'Nuestro clásico rollo de canela con mantequilla, canela y azúcar perlado, horneado cada mañana.',
          'Vår klassiske kanelbolle med smør, kanel og perlesukker, bakt hver morgen.',
          'Vores klassiske kanelsnegl med smør, kanel og perlesukker, bagt hver morgen.',
          'Tereyağı, tarçın ve inci şekeriyle klasik tarçınlı çöreğimiz; her sabah taze pişer.',
        ),
        category: 'food',
        course: 'smallPlates',
        sek: 38,
      },
      {
        name: t6(
          'Ostsmörgås',
          'Cheese sandwich',
          'Bocadillo de queso',
          'Ostesmørbrød',
          'Ostesandwich',
          'Peynirli sandviç',
        ),
        description: t6(
          'Surdegsbröd med lagrad ost, smör, sallad och tomat.',
          'Sourdough bread with mature cheese, butter, lettuce and tomato.',
          'Pan de masa madre con queso curado, mantequilla, lechuga y tomate.',
          'Surdeigsbrød med lagret ost, smør, salat og tomat.',
          'Surdejsbrød med lagret ost, smør, salat og tomat.',
          'Ekşi mayalı ekmekte olgun peynir, tereyağı, marul ve domates.',
        ),
        category: 'food',
        course: 'smallPlates',
        sek: 65,
      },
      { ...SPARKLING_WATER, category: 'mineralWater', course: 'drinks', sek: 25 },
    ],
  },
  restaurant: {
    categories: ['food', 'wine', 'beer', 'mineralWater'],
    courses: ['starter', 'main', 'dessert', 'drinks'],
    products: [
      {
        name: t6(
          'Dagens soppa',
          'Soup of the day',
          'Sopa del día',
          'Dagens suppe',
          'Dagens suppe',
          'Günün çorbası',
        ),
        description: t6(
          'Kockens soppa, olika varje dag, med hembakat bröd och smör.',
          "The chef's soup, different every day, with home-baked bread and butter.",
          'La sopa del chef, distinta cada día, con pan casero y mantequilla.',
          'Kokkens suppe, ulik hver dag, med hjemmebakt brød og smør.',
          'Kokkens suppe, forskellig hver dag, med hjemmebagt brød og smør.',
          'Şefin her gün değişen çorbası; ev yapımı ekmek ve tereyağı ile.',
        ),
        category: 'food',
        course: 'starter',
        sek: 95,
      },
      {
        name: t6(
          'Entrecôte med pommes',
          'Sirloin steak with fries',
          'Entrecot con patatas',
          'Entrecôte med pommes frites',
          'Entrecote med pommes frites',
          'Patates kızartmalı antrikot',
        ),
        description: t6(
          'Grillad entrecôte med pommes frites, bearnaisesås och grönsallad.',
          'Grilled sirloin steak with fries, béarnaise sauce and a green salad.',
          'Entrecot a la parrilla con patatas fritas, salsa bearnesa y ensalada verde.',
          'Grillet entrecôte med pommes frites, bearnaisesaus og grønn salat.',
          'Grillet entrecote med pommes frites, bearnaisesauce og grøn salat.',
          'Patates kızartması, bearnez sos ve yeşil salatayla ızgara antrikot.',
        ),
        category: 'food',
        course: 'main',
        sek: 295,
      },
      {
        name: t6(
          'Ugnsbakad lax',
          'Baked salmon',
          'Salmón al horno',
          'Ovnsbakt laks',
          'Ovnbagt laks',
          'Fırında somon',
        ),
        description: t6(
          'Ugnsbakad lax med kokt potatis, citron och dillsås.',
          'Oven-baked salmon with boiled potatoes, lemon and dill sauce.',
          'Salmón al horno con patatas cocidas, limón y salsa de eneldo.',
          'Ovnsbakt laks med kokte poteter, sitron og dillsaus.',
          'Ovnbagt laks med kogte kartofler, citron og dildsauce.',
          'Haşlanmış patates, limon ve dereotu sosuyla fırında somon.',
        ),
        category: 'food',
        course: 'main',
        sek: 245,
      },
      {
        name: t6('Cheesecake', 'Cheesecake', 'Tarta de queso', 'Ostekake', 'Cheesecake', 'Cheesecake'),
        description: t6(
          'Krämig cheesecake på kexbotten med säsongens bär.',
          'Creamy cheesecake on a biscuit base with seasonal berries.',
          'Tarta de queso cremosa sobre base de galleta con frutos rojos de temporada.',
          'Kremet ostekake på kjeksbunn med sesongens bær.',
          'Cremet cheesecake på kiksebund med sæsonens bær.',
          'Bisküvi tabanlı, mevsim meyveli kremamsı cheesecake.',
        ),
        category: 'food',
        course: 'dessert',
        sek: 95,
      },
      {
        name: t6(
          'Husets röda, glas',
          'House red, glass',
          'Vino tinto de la casa, copa',
          'Husets røde, glass',
          'Husets røde, glas',
          'Ev şarabı (kırmızı), kadeh',
        ),
        description: t6(
          'Ett fruktigt och mjukt rött vin som passar till det mesta på menyn. 15 cl.',
          'A fruity, smooth red that goes with most of the menu. 15 cl.',
          'Un tinto afrutado y suave que acompaña casi toda la carta. 15 cl.',
          'En fruktig og myk rødvin som passer til det meste på menyen. 15 cl.',
          'En frugtig og blød rødvin, der passer til det meste på menuen. 15 cl.',
          'Menünün çoğuyla uyumlu, meyvemsi ve yumuşak bir kırmızı şarap. 15 cl.',
        ),
        category: 'wine',
        course: 'drinks',
        sek: 115,
      },
      {
        name: t6(
          'Ljus lager 40 cl',
          'Lager 40 cl',
          'Cerveza rubia 40 cl',
          'Lys lager 0,4 l',
          'Pilsner 40 cl',
          'Lager bira 40 cl',
        ),
        description: t6(
          'Ljus och frisk lager från fat.',
          'A crisp, pale lager on draught.',
          'Cerveza rubia fresca y ligera, de barril.',
          'Lys og frisk lager fra fat.',
          'Lys og frisk pilsner fra fad.',
          'Fıçıdan ferah, açık renkli lager bira.',
        ),
        category: 'beer',
        course: 'drinks',
        sek: 79,
      },
      { ...SPARKLING_WATER, category: 'mineralWater', course: 'drinks', sek: 35 },
    ],
  },
  bar: {
    categories: ['beer', 'wine', 'spirits', 'alcopops', 'mineralWater', 'food'],
    courses: ['drinks', 'smallPlates'],
    products: [
      {
        name: t6(
          'Fatöl 40 cl',
          'Draught beer 40 cl',
          'Cerveza de barril 40 cl',
          'Fatøl 0,4 l',
          'Fadøl 40 cl',
          'Fıçı bira 40 cl',
        ),
        description: t6(
          'Veckans öl från fat – fråga i baren vad som finns på kranen.',
          "This week's beer on draught – ask at the bar what's on tap.",
          'La cerveza de barril de la semana: pregunta en la barra cuál tenemos.',
          'Ukens øl fra fat – spør i baren hva som er på kranen.',
          'Ugens fadøl – spørg i baren, hvad der er på hanen.',
          'Haftanın fıçı birası – hangisinin musluktan aktığını bara sorun.',
        ),
        category: 'beer',
        course: 'drinks',
        sek: 75,
      },
      {
        name: t6('IPA 33 cl', 'IPA 33 cl', 'Cerveza IPA 33 cl', 'IPA 0,33 l', 'IPA 33 cl', 'IPA 33 cl'),
        description: t6(
          'Humlearomatisk India Pale Ale med toner av citrus och tall.',
          'A hoppy India Pale Ale with notes of citrus and pine.',
          'India Pale Ale lupulada con notas de cítricos y pino.',
          'Humlearomatisk India Pale Ale med toner av sitrus og furu.',
          'Humlearomatisk India Pale Ale med noter af citrus og fyr.',
          'Narenciye ve çam notalarıyla şerbetçiotu aromalı India Pale Ale.',
        ),
        category: 'beer',
        course: 'drinks',
        sek: 85,
      },
      {
        name: t6(
          'Mousserande vin, glas',
          'Sparkling wine, glass',
          'Cava, copa',
          'Musserende vin, glass',
          'Mousserende vin, glas',
          'Köpüklü şarap, kadeh',
        ),
        description: t6(
          'Torrt mousserande vin med friska bubblor. 12 cl.',
          'A dry sparkling wine with lively bubbles. 12 cl.',
          'Cava seco de burbuja fina y fresca. 12 cl.',
          'Tørr musserende vin med friske bobler. 12 cl.',
          'Tør mousserende vin med friske bobler. 12 cl.',
          'Canlı kabarcıklı, sek köpüklü şarap. 12 cl.',
        ),
        category: 'wine',
        course: 'drinks',
        sek: 115,
      },
      {
        name: t6('Gin och tonic', 'Gin and tonic', 'Gin-tonic', 'Gin og tonic', 'Gin og tonic', 'Cin tonik'),
        description: t6(
          'Gin, tonic, mycket is och en skiva gurka eller citron. 4 cl.',
          'Gin, tonic, plenty of ice and a slice of cucumber or lemon. 4 cl.',
          'Ginebra, tónica, mucho hielo y una rodaja de pepino o limón. 4 cl.',
          'Gin, tonic, mye is og en skive agurk eller sitron. 4 cl.',
          'Gin, tonic, masser af is og en skive agurk eller citron. 4 cl.',
          'Cin, tonik, bol buz ve bir dilim salatalık ya da limon. 4 cl.',
        ),
        category: 'spirits',
        course: 'drinks',
        sek: 135,
      },
      {
        name: t6('Cider', 'Cider', 'Sidra', 'Sider', 'Cider', 'Sider'),
        description: t6(
          'Kyld äppelcider, frisk och lagom söt.',
          'Chilled apple cider, crisp and just sweet enough.',
          'Sidra de manzana fría, fresca y con el dulzor justo.',
          'Kald eplesider, frisk og passe søt.',
          'Kold æblecider, frisk og tilpas sød.',
          'Soğuk elma sideri; ferah ve kararında tatlı.',
        ),
        category: 'alcopops',
        course: 'drinks',
        sek: 75,
      },
      {
        name: t6(
          'Alkoholfri drink',
          'Alcohol-free cocktail',
          'Cóctel sin alcohol',
          'Alkoholfri drink',
          'Alkoholfri drink',
          'Alkolsüz kokteyl',
        ),
        description: t6(
          'Bartenderns alkoholfria drink med färsk frukt och örter.',
          "The bartender's alcohol-free cocktail with fresh fruit and herbs.",
          'El cóctel sin alcohol del barman, con fruta fresca y hierbas.',
          'Bartenderens alkoholfrie drink med frisk frukt og urter.',
          'Bartenderens alkoholfri drink med frisk frugt og krydderurter.',
          'Barmenin taze meyve ve otlarla hazırladığı alkolsüz kokteyl.',
        ),
        category: 'mineralWater',
        course: 'drinks',
        sek: 65,
      },
      {
        name: t6('Nachos', 'Nachos', 'Nachos', 'Nachos', 'Nachos', 'Nachos'),
        description: t6(
          'Tortillachips med smält ost, jalapeños, salsa och gräddfil.',
          'Tortilla chips with melted cheese, jalapeños, salsa and sour cream.',
          'Totopos con queso fundido, jalapeños, salsa y crema agria.',
          'Tortillachips med smeltet ost, jalapeños, salsa og rømme.',
          'Tortillachips med smeltet ost, jalapeños, salsa og creme fraiche.',
          'Eritilmiş peynir, jalapeño, salsa ve ekşi kremalı tortilla cipsi.',
        ),
        category: 'food',
        course: 'smallPlates',
        sek: 95,
      },
    ],
  },
  bakery: {
    categories: ['food', 'teaCoffee', 'otherGoods'],
    courses: ['drinks', 'smallPlates'],
    products: [
      {
        name: t6(
          'Surdegsbröd',
          'Sourdough loaf',
          'Pan de masa madre',
          'Surdeigsbrød',
          'Surdejsbrød',
          'Ekşi mayalı ekmek',
        ),
        category: 'food',
        sek: 69,
      },
      {
        name: t6('Croissant', 'Croissant', 'Cruasán', 'Croissant', 'Croissant', 'Kruvasan'),
        category: 'food',
        course: 'smallPlates',
        sek: 32,
      },
      {
        name: t6(
          'Kardemummabulle',
          'Cardamom bun',
          'Bollo de cardamomo',
          'Kardemommebolle',
          'Kardemommebolle',
          'Kakuleli çörek',
        ),
        category: 'food',
        course: 'smallPlates',
        sek: 38,
      },
      {
        name: t6(
          'Prinsesstårta, bit',
          'Princess cake, slice',
          'Tarta princesa, porción',
          'Prinsessekake, stykke',
          'Prinsessekage, stykke',
          'Prenses pastası, dilim',
        ),
        category: 'food',
        course: 'smallPlates',
        sek: 55,
      },
      { ...FILTER_COFFEE, category: 'teaCoffee', course: 'drinks', sek: 30 },
      {
        name: t6(
          'Småkakor, påse',
          'Bag of cookies',
          'Bolsa de galletas',
          'Småkaker, pose',
          'Småkager, pose',
          'Kurabiye, paket',
        ),
        category: 'otherGoods',
        sek: 59,
      },
    ],
  },
  shop: {
    categories: ['otherGoods', 'food', 'mineralWater'],
    courses: [],
    products: [
      {
        name: t6('Tygkasse', 'Tote bag', 'Bolsa de tela', 'Handlenett', 'Mulepose', 'Bez çanta'),
        category: 'otherGoods',
        sek: 129,
      },
      { name: t6('Mugg', 'Mug', 'Taza', 'Krus', 'Krus', 'Kupa'), category: 'otherGoods', sek: 149 },
      {
        name: t6(
          'Kaffebönor 500 g',
          'Coffee beans 500 g',
          'Café en grano 500 g',
          'Kaffebønner 500 g',
          'Kaffebønner 500 g',
          'Çekirdek kahve 500 g',
        ),
        category: 'food',
        sek: 119,
      },
      {
        name: t6(
          'Mörk choklad 100 g',
          'Dark chocolate 100 g',
          'Chocolate negro 100 g',
          'Mørk sjokolade 100 g',
          'Mørk chokolade 100 g',
          'Bitter çikolata 100 g',
        ),
        category: 'food',
        sek: 39,
      },
      {
        name: t6('Vatten 50 cl', 'Still water 50 cl', 'Agua 50 cl', 'Vann 0,5 l', 'Vand 50 cl', 'Su 50 cl'),
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

/** A product as it is created: title and description in the company's language, translations, price, VAT. */
export interface LibraryProduct {
  title: string;
  titleLang: Partial<LibraryName>;
  /** '' when the template has none. */
  description: string;
  descriptionLang: Partial<LibraryName>;
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
  const lang = libraryLanguage(company.country, company.language);
  const spec = TEMPLATES[template];
  return {
    template,
    categories: spec.categories.map((key) => libraryCategory(company.country, key, lang)),
    courses: spec.courses.map((key) => ({ key, name: COURSES[key][lang] })),
    products: spec.products.map((product) => ({
      title: product.name[lang],
      titleLang: translationsOf(product.name, lang),
      description: product.description?.[lang] ?? '',
      descriptionLang: product.description ? translationsOf(product.description, lang) : {},
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
