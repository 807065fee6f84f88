// npm run bench:search — the quick-search palette against its budget (DESIGN.md, Budgets: <= 5 ms per
// keystroke over 10,000 items). Builds the index the palette builds, then types realistic queries
// one character at a time and times every search. Exits non-zero when the p95 keystroke exceeds 5 ms.
import {
  categoryEntry,
  createSearchIndex,
  itemEntry,
  type SearchEntry,
  staffEntry,
} from '../apps/web/src/features/quick-search/search-engine.ts';
import { fmt } from './lib.ts';

const ITEMS = 10_000;
const CATEGORIES = 150;
const STAFF = 300;
const ROUNDS = Math.max(1, Number(process.env.BENCH_SEARCH_ROUNDS ?? 20));
const BUDGET_P95_MS = 5;

/** Deterministic, so two runs search the same catalogue (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20_170_401);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

// A café-restaurant-shop catalogue in the languages the back office serves.
const DISHES = [
  'Cappuccino',
  'Caffè latte',
  'Flat white',
  'Espresso',
  'Americano',
  'Iced tea',
  'Chai latte',
  'Hot chocolate',
  'Coca-Cola',
  'Coca-Cola Zero',
  'Fanta',
  'Ramlösa',
  'Räksmörgås',
  'Köttbullar',
  'Kanelbulle',
  'Kardemummabulle',
  'Pizza Margherita',
  'Pizza Quattro Stagioni',
  'Cheeseburger',
  'Halloumi burger',
  'Caesar salad',
  'Club sandwich',
  'Fish & chips',
  'Smørrebrød',
  'Wienerbrød',
  'Rødgrød med fløde',
  'Brunost vaffel',
  'Fiskesuppe',
  'Tortilla española',
  'Patatas bravas',
  'Croqueta de jamón',
  'Churros con chocolate',
  'Menemen',
  'Lahmacun',
  'İskender kebap',
  'Baklava',
  'Çay',
  'Ayran',
  'حمص',
  'فلافل',
  'شاورما',
  'IPA 0,4 l',
  'Pilsner 0,5 l',
  'House red wine',
  'Prosecco',
  'Gin & tonic',
  'Mojito',
  'Oat milk',
  'Extra shot',
  'Gluten-free bread',
] as const;
const SIZES = ['', '', '', 'Small', 'Medium', 'Large', '33 cl', '50 cl', '1 l', 'Double', 'Half'] as const;
const EXTRAS = [
  '',
  '',
  '',
  '',
  'Vegan',
  'Lunch',
  'Kids',
  'Deluxe',
  'Special',
  'Home-made',
  'Organic',
] as const;
const CATEGORY_WORDS = [
  'Hot drinks',
  'Cold drinks',
  'Beer',
  'Wine',
  'Cocktails',
  'Pastries',
  'Lunch',
  'Breakfast',
  'Pizza',
  'Burgers',
  'Salads',
  'Desserts',
  'Take-away',
  'Kids menu',
  'Retail',
] as const;
const FIRST_NAMES = [
  'Anna',
  'Erik',
  'Sofia',
  'Lars',
  'Ingrid',
  'Mehmet',
  'Ayşe',
  'Lucía',
  'Javier',
  'Fatima',
  'Ole',
];
const LAST_NAMES = [
  'Svensson',
  'Andersson',
  'Hansen',
  'Nielsen',
  'Yılmaz',
  'García',
  'López',
  'Haddad',
  'Berg',
];

function catalogue(): SearchEntry[] {
  const categories = Array.from({ length: CATEGORIES }, (_, i) => ({
    id: `c${i}`,
    name: `${pick(CATEGORY_WORDS)}${i >= CATEGORY_WORDS.length ? ` ${Math.floor(i / CATEGORY_WORDS.length)}` : ''}`,
  }));
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const title = [rand() < 0.08 ? '[TA] -' : '', pick(EXTRAS), pick(DISHES), pick(SIZES)]
      .filter(Boolean)
      .join(' ');
    const count = 1 + Math.floor(rand() * 2);
    return { id: `i${i}`, title, categories: Array.from({ length: count }, () => pick(categories)) };
  });
  const staff = Array.from({ length: STAFF }, (_, i) => ({
    id: `s${i}`,
    name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
  }));
  const pages: SearchEntry[] = [
    'Dashboard',
    'Products',
    'Categories',
    'Z-report',
    'Staff',
    'Company settings',
  ].map((title, i) => ({ id: `page:${i}`, kind: 'page', title, href: `/page-${i}` }));
  return [...pages, ...items.map(itemEntry), ...categories.map(categoryEntry), ...staff.map(staffEntry)];
}

// What people type: prefixes of common products, typos, other languages, names, and a miss.
const QUERIES = [
  'cappuccino',
  'coca cola zero',
  'rakmacka',
  'kottbullar',
  'pizza margerita',
  'iced-tea large',
  'ta - cappuccino',
  'smørrebrød',
  'iskender',
  'anna sv',
  'شاورما',
  'quinoa bowl',
] as const;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const entries = catalogue();

const buildTimes: number[] = [];
let index = createSearchIndex(entries);
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  index = createSearchIndex(entries);
  buildTimes.push(performance.now() - start);
}
buildTimes.sort((a, b) => a - b);

// One untimed round first: the JIT and the regular-expression caches warm up as in a real session.
for (const query of QUERIES) for (let n = 1; n <= query.length; n++) index.search(query.slice(0, n));

const all: number[] = [];
const rows = QUERIES.map((query) => {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (let n = 1; n <= query.length; n++) {
      const start = performance.now();
      index.search(query.slice(0, n));
      times.push(performance.now() - start);
    }
  }
  all.push(...times);
  times.sort((a, b) => a - b);
  const final = index.search(query);
  return {
    query,
    keystrokes: query.length,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? Number.NaN,
    hits: final.total,
    first: final.entries[0]?.title ?? '—',
  };
});
all.sort((a, b) => a - b);
const overall = { median: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1) ?? Number.NaN };

console.log(
  `\nQuick search over ${fmt(index.size, 0)} entries (${fmt(ITEMS, 0)} items, ${CATEGORIES} categories, ${STAFF} staff)`,
);
console.log(
  `Index build: median ${fmt(percentile(buildTimes, 50))} ms, max ${fmt(buildTimes.at(-1) ?? 0)} ms`,
);
console.log(`Per keystroke, ${ROUNDS} rounds of each query typed one character at a time:\n`);
console.table(
  rows.map((row) => ({
    query: row.query,
    keys: row.keystrokes,
    'median ms': fmt(row.median, 3),
    'p95 ms': fmt(row.p95, 3),
    'max ms': fmt(row.max, 3),
    hits: row.hits,
    'best hit': row.first,
  })),
);
console.log(
  `All keystrokes (${all.length}): median ${fmt(overall.median, 3)} ms, p95 ${fmt(overall.p95, 3)} ms, max ${fmt(overall.max, 3)} ms — budget p95 <= ${BUDGET_P95_MS} ms`,
);
if (overall.p95 > BUDGET_P95_MS) {
  console.error(`Over budget: p95 ${fmt(overall.p95, 3)} ms per keystroke > ${BUDGET_P95_MS} ms`);
  process.exit(1);
}
