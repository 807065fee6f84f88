// npm run bench:competitions — a staff competition's leaderboard at volume (issue #13 point 5:
// ≤ 100 ms over 100,000 orders). PGlite in memory (and PostgreSQL too when DATABASE_URL is set):
// migrate, seed the demo, bulk-load N orders for Södermalm over a year (the bulk loader fills
// staff_item_rollups as the terminal intake does), then time the leaderboard read the server runs
// for `competition { leaderboard }`. A measurement, not a test.
//   --orders N (100,000)   --runs N (30)
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { accountingDayOf, addDays } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  type LeaderboardRules,
  liveLeaderboard,
} from '../apps/server/src/modules/staff/competitions.leaderboard.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/client.ts';
import { companies, staffItemRollups, venues } from '../apps/server/src/platform/db/schema/index.ts';
import { bulkLoadOrders } from '../apps/server/src/seed/bulk-load.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import { fmt } from './lib.ts';

const { values: args } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const RUNS = Math.max(3, Number(args.runs));
const TZ = 'Europe/Stockholm';

async function time(work: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] as number,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] as number,
  };
}

async function bench(label: string, database: Database, orders: number) {
  let start = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  console.log(`${label}: migrate + demo seed ${fmt((performance.now() - start) / 1000)} s`);
  const [company] = await database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
  const companyId = company?.id ?? '';
  const [venue] = await database.db
    .select()
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.name, 'Södermalm')));
  const venueId = venue?.id ?? '';
  const materials = await orderMaterials(database.db, companyId);
  start = performance.now();
  const loaded = await bulkLoadOrders(database.db, {
    companyId,
    venueId,
    timezone: TZ,
    country: 'SE',
    currency: 'SEK',
    days: 365,
    totalOrders: orders,
    seed: 2026,
    chunkSize: 20_000,
    ...materials,
  });
  const [rows] = await database.db.select({ n: sql<number>`count(*)::int` }).from(staffItemRollups);
  console.log(
    `${label}: bulk load ${loaded.orders.toLocaleString('en')} orders in ${fmt((performance.now() - start) / 1000)} s; ` +
      `staff_item_rollups ${(rows?.n ?? 0).toLocaleString('en')} rows`,
  );
  await database.db.execute(sql`analyze`);
  const today = accountingDayOf(new Date(), TZ);
  const items = materials.items.map((i) => i.itemId);
  const categories = [...new Set(materials.items.map((i) => i.categoryId).filter((c): c is string => !!c))];
  const staff = materials.staff.map((s) => s.id);
  const base: LeaderboardRules = {
    id: 'bench',
    companyId,
    metric: 'AMOUNT',
    goal: 1_000_000,
    startsOn: addDays(today, -29),
    endsOn: today,
    venueIds: [venueId],
    staffIds: [],
    itemIds: items.slice(0, 3),
    categoryIds: [],
  };
  const cases: [string, LeaderboardRules][] = [
    ['30 days, 3 products, everyone', base],
    ['30 days, 2 categories, everyone', { ...base, itemIds: [], categoryIds: categories.slice(0, 2) }],
    [
      '365 days, every category, 2 staff',
      {
        ...base,
        startsOn: addDays(today, -364),
        itemIds: [],
        categoryIds: categories,
        staffIds: staff.slice(0, 2),
      },
    ],
    [
      '365 days, every product, everyone',
      { ...base, startsOn: addDays(today, -364), itemIds: items, metric: 'QUANTITY' },
    ],
  ];
  for (const [name, rules] of cases) {
    const board = await liveLeaderboard(database.db, rules);
    const t = await time(() => liveLeaderboard(database.db, rules));
    console.log(
      `${label}: leaderboard ${name}: median ${fmt(t.median)} ms, p95 ${fmt(t.p95)} ms (${board.length} staff) — goal ≤ 100 ms`,
    );
  }
}

console.log(
  `bench:competitions ${new Date().toISOString()} — ${RUNS} runs per figure; ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
const orders = Number(args.orders);
const pglite = await openPglite({});
await bench('PGlite', pglite, orders);
await pglite.close();
if (process.env.DATABASE_URL) {
  const postgres = openPostgres(process.env.DATABASE_URL, 4);
  await bench('PostgreSQL', postgres, orders);
  await postgres.close();
}
