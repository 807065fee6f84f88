// npm run bench:pricing — the pricing engine at volume (issue #14 "Speed": 1,000 baskets of 20
// lines against 200 offers ≤ 50 ms in total). Seeded, so every run prices the same baskets: a
// catalogue of 400 items in 30 categories, 5 venues, 200 offers of every type (half of them for
// some venues only, some by hours, dates, channel or service type, as a chain's are) and 1,000
// baskets at random moments of a week. The figure is the median of --runs rounds of all 1,000
// baskets, offers prepared once per round, in CPU time of this process (user + system, so GC
// counts): the machine is shared, and wall time there measures the neighbours too (it is printed
// beside it). Exit 1 over budget. A measurement, not a test.
//   --baskets N (1,000)  --lines N (20)  --offers N (200)  --runs N (15)
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  type Basket,
  type BasketLine,
  DISCOUNT_VALUE_TYPES,
  type OfferType,
  type PricingOffer,
  preparePricing,
  WEEKDAYS,
} from '@fika/domain';
import { fmt } from './lib.ts';

const { values: args } = parseArgs({
  options: {
    baskets: { type: 'string', default: '1000' },
    lines: { type: 'string', default: '20' },
    offers: { type: 'string', default: '200' },
    runs: { type: 'string', default: '15' },
  },
});
const BASKETS = Number(args.baskets);
const LINES = Number(args.lines);
const OFFERS = Number(args.offers);
const RUNS = Math.max(3, Number(args.runs));
const BUDGET_MS = 50;

// A small deterministic generator (the same LCG as the domain's tests).
let state = 20_261_124;
const random = () => {
  state = (state * 1_664_525 + 1_013_904_223) >>> 0;
  return state / 2 ** 32;
};
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (p: number) => random() < p;

const VENUES = ['v1', 'v2', 'v3', 'v4', 'v5'];
const CATEGORIES = Array.from({ length: 30 }, (_, k) => `c${k}`);
const ITEMS = Array.from({ length: 400 }, (_, k) => ({
  id: `i${k}`,
  price: int(15, 180) * 100,
  categoryIds: chance(0.3) ? [pick(CATEGORIES), pick(CATEGORIES)] : [pick(CATEGORIES)],
}));
// The mix of a busy chain: mostly item discounts and bundles, a few order-wide discounts.
const TYPES: readonly OfferType[] = [
  ...Array<OfferType>(9).fill('ITEM_DISCOUNT'),
  'ORDER_DISCOUNT',
  ...Array<OfferType>(4).fill('BUNDLE'),
  'STAGED_BUNDLE',
  'STAGED_BUNDLE',
  'STAGED_INDIVIDUAL',
  'VISUAL',
  'VISUAL',
];

function target() {
  return chance(0.6)
    ? { itemId: pick(ITEMS).id, categoryId: null, quantity: int(1, 2) }
    : { itemId: null, categoryId: pick(CATEGORIES), quantity: 1 };
}

function makeOffer(k: number): PricingOffer {
  const type = pick(TYPES);
  const staged = type === 'STAGED_BUNDLE' || type === 'STAGED_INDIVIDUAL';
  const discountType =
    type === 'STAGED_BUNDLE'
      ? 'PRICE'
      : type === 'ORDER_DISCOUNT'
        ? pick(['FIXED', 'PERCENTAGE'] as const)
        : pick(DISCOUNT_VALUE_TYPES);
  return {
    id: `offer-${String(k).padStart(4, '0')}`,
    name: `Offer ${k}`,
    type,
    discountType,
    value: discountType === 'PERCENTAGE' ? int(5, 50) : int(5, 150) * 100,
    active: chance(0.9),
    automatic: chance(0.85),
    priority: int(0, 5),
    combinable: chance(0.7),
    usableInPos: chance(0.95),
    channels: chance(0.85) ? ['POS', 'ONLINE'] : [pick(['POS', 'ONLINE'] as const)],
    serviceTypes: chance(0.85) ? [] : [pick(['EAT_HERE', 'TAKE_AWAY'])],
    venueIds: chance(0.5) ? [] : [pick(VENUES), pick(VENUES)],
    schedule: chance(0.7)
      ? []
      : WEEKDAYS.filter(() => chance(0.7)).map((weekday) => ({
          weekday,
          startMinute: 11 * 60,
          endMinute: 14 * 60,
        })),
    startsOn: chance(0.85) ? null : '2026-11-01',
    endsOn: chance(0.85) ? null : '2026-12-31',
    minQuantity: chance(0.85) ? null : int(2, 4),
    minOrderAmount: type === 'ORDER_DISCOUNT' && chance(0.5) ? int(100, 400) * 100 : null,
    targets:
      type === 'ORDER_DISCOUNT' || staged
        ? []
        : Array.from({ length: type === 'BUNDLE' ? int(2, 3) : int(1, 4) }, target),
    steps: staged
      ? Array.from({ length: int(2, 3) }, (_, s) => ({
          id: `step-${k}-${s}`,
          name: `Step ${s}`,
          choices: Array.from({ length: int(2, 6) }, () => ({
            itemId: pick(ITEMS).id,
            price: type === 'STAGED_INDIVIDUAL' ? int(10, 60) * 100 : null,
          })),
        }))
      : [],
  };
}

function makeBasket(): Basket {
  const lines: BasketLine[] = Array.from({ length: LINES }, (_, k) => {
    const item = pick(ITEMS);
    return {
      lineNo: k + 1,
      itemId: item.id,
      categoryIds: item.categoryIds,
      quantity: chance(0.8) ? 1 : int(2, 4),
      unitPrice: item.price,
      modifications: chance(0.3) ? [{ price: int(0, 30) * 100 }] : [],
    };
  });
  return {
    venueId: pick(VENUES),
    channel: chance(0.8) ? 'POS' : 'ONLINE',
    serviceType: pick(['EAT_HERE', 'TAKE_AWAY']),
    at: { date: '2026-11-24', weekday: pick(WEEKDAYS), minute: int(7 * 60, 23 * 60) },
    lines,
    chosenOfferIds: [],
  };
}

const offers = Array.from({ length: OFFERS }, (_, k) => makeOffer(k));
const baskets = Array.from({ length: BASKETS }, makeBasket);

function round(): { wall: number; cpu: number; discount: number; applied: number } {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const price = preparePricing(offers);
  let discount = 0;
  let applied = 0;
  for (const basket of baskets) {
    const result = price(basket);
    discount += result.discountAmount;
    applied += result.applied.length;
  }
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, discount, applied };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const first = round();
const rounds = [first];
for (let r = 1; r < RUNS; r++) rounds.push(round());
const cpuMedian = median(rounds.map((r) => r.cpu));
const wallMedian = median(rounds.map((r) => r.wall));

console.log(
  `Pricing ${BASKETS} baskets × ${LINES} lines against ${OFFERS} offers (${cpus().length} cores, load ${fmt(loadavg()[0] ?? 0, 2)})`,
);
console.log(
  `  applied offers per basket: ${fmt(first.applied / BASKETS, 2)}; discount: ${first.discount} minor units`,
);
console.log(`  first (cold) round: ${fmt(first.wall)} ms wall, ${fmt(first.cpu)} ms CPU`);
console.log(
  `  median of ${RUNS}: ${fmt(cpuMedian)} ms CPU, ${fmt(wallMedian)} ms wall (best ${fmt(Math.min(...rounds.map((r) => r.wall)))} ms)`,
);
console.log(
  `  per basket: ${fmt((cpuMedian / BASKETS) * 1000)} µs CPU — budget ${BUDGET_MS} ms for all ${BASKETS}`,
);
if (cpuMedian > BUDGET_MS) {
  console.error(`Over budget: ${fmt(cpuMedian)} ms CPU > ${BUDGET_MS} ms`);
  process.exit(1);
}
