// npm run bench:lists — the heaviest list of each area (orders, items, staff, members) with 1,000
// rows in each, at 50 concurrent clients, each beside its floor measured in the same run: a bare
// Fastify route that verifies the same JWT, calls the same service (the same SQL through the same
// driver) and sends the same JSON (bench/lists-floor.ts). Budget (DESIGN.md, issue #18): p95 ≤ 50 ms
// and ≤ 2× the floor. PGlite by default; `DATABASE_URL=…` runs on a fresh database inside that
// server, `--postgres` on a throw-away PostgreSQL 15 cluster.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import { newId } from '../apps/server/src/lib/ids.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/client.ts';
import {
  accessLevels,
  categories,
  companies,
  itemCategories,
  items,
  members,
  menuEntries,
  menus,
  orders,
  staff,
  staffVenues,
  venues,
} from '../apps/server/src/platform/db/schema/index.ts';
import { prepareApiAndFloor } from './floor-build.ts';
import {
  alternate,
  fmt,
  loadAverage,
  loginToken,
  type Measurement,
  startProcess,
  stopProcess,
  withoutSamples,
} from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROWS = 1000;
const API_PORT = Number(process.env.BENCH_PORT ?? 3203);
const FLOOR_PORT = API_PORT + 1;
// The screens' own page size (apps/web/src/features/{orders,staff,members}/use-*.ts).
const PAGE = 100;

// The screens' own documents (apps/web/src/features/*/…graphql.ts).
const OPERATIONS = [
  {
    floor: 'orders',
    name: 'Orders, first page',
    query:
      'query Orders($filter: OrderFilter, $first: Int, $after: String) { orders(filter: $filter, first: $first, after: $after) { nodes { id orderNumber venueName channel serviceType status staffId staffName currency totalAmount placedAt } pageInfo { hasNextPage endCursor } } }',
  },
  {
    floor: 'items',
    name: 'GetItems, every item',
    query: 'query GetItems { items { count results { id title defaultPrice vatRate categoryIds } } }',
  },
  {
    floor: 'staff',
    name: 'StaffList, first page',
    query:
      'query StaffList($filter: StaffFilterInput, $first: Int, $after: String) { staffList(filter: $filter, first: $first, after: $after) { nodes { id name active accessLevelId accessLevel { id name } venueIds phone email hasPin pinSetAt } pageInfo { hasNextPage endCursor } totalCount } }',
  },
  {
    floor: 'members',
    name: 'Members, first page',
    query:
      'query Members($filter: MemberFilterInput, $first: Int, $after: String) { members(filter: $filter, first: $first, after: $after) { nodes { id name email phone membershipLevelId points orderCount joinedAt } pageInfo { hasNextPage endCursor } totalCount } }',
  },
] as const;

/** Tops Demo Bistro up to ROWS items, staff and members (the demo has ~11,000 orders already). */
async function topUp(database: Database): Promise<Record<string, number>> {
  const db = database.db;
  const [bistro] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Bistro'));
  const companyId = bistro?.id ?? '';
  const countOf = async (table: typeof items | typeof staff | typeof members | typeof orders) =>
    (await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0]?.n ?? 0;
  const categoryIds = (
    await db.select({ id: categories.id }).from(categories).where(eq(categories.companyId, companyId))
  ).map((row) => row.id);
  const venueIds = (
    await db.select({ id: venues.id }).from(venues).where(eq(venues.companyId, companyId))
  ).map((row) => row.id);
  const levelIds = (
    await db.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.companyId, companyId))
  ).map((row) => row.id);
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), eq(menus.isDefault, true), eq(menus.deleted, false)));
  const missing = {
    items: ROWS - (await countOf(items)),
    staff: ROWS - (await countOf(staff)),
    members: ROWS - (await countOf(members)),
  };
  await db.transaction(async (tx) => {
    const newItems = Array.from({ length: Math.max(0, missing.items) }, (_, n) => ({
      id: newId(),
      title: `Bench product ${String(n).padStart(4, '0')}`,
      price: 1000 + ((n * 37) % 20_000),
    }));
    if (newItems.length) {
      await tx.insert(items).values(
        newItems.map((row) => ({
          id: row.id,
          companyId,
          title: row.title,
          titleLang: { se: row.title },
          defaultPrice: row.price,
          vatRate: 25,
        })),
      );
      await tx.insert(itemCategories).values(
        newItems.map((row, i) => ({
          companyId,
          itemId: row.id,
          categoryId: categoryIds[i % categoryIds.length] ?? '',
        })),
      );
      if (menu)
        await tx.insert(menuEntries).values(
          newItems.map((row) => ({
            id: newId(),
            companyId,
            menuId: menu.id,
            itemId: row.id,
            price: row.price,
          })),
        );
    }
    const people = Array.from({ length: Math.max(0, missing.staff) }, (_, n) => ({
      id: newId(),
      companyId,
      name: `Bench Person ${String(n).padStart(4, '0')}`,
      accessLevelId: levelIds[n % levelIds.length] ?? null,
      phone: `+46 70 ${1_000_000 + n}`,
      email: `person${n}@bench.test`,
    }));
    if (people.length) {
      await tx.insert(staff).values(people);
      await tx
        .insert(staffVenues)
        .values(
          people.map((p, n) => ({ companyId, staffId: p.id, venueId: venueIds[n % venueIds.length] ?? '' })),
        );
    }
    const guests = Array.from({ length: Math.max(0, missing.members) }, (_, n) => ({
      id: newId(),
      companyId,
      email: `guest${n}@bench.test`,
      name: `Bench Guest ${n}`,
      points: n % 500,
      orderCount: n % 40,
    }));
    if (guests.length) await tx.insert(members).values(guests);
  });
  return {
    orders: await countOf(orders),
    items: await countOf(items),
    staff: await countOf(staff),
    members: await countOf(members),
  };
}

async function post(url: string, body: string, token: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return response.json();
}

async function main() {
  const loadAtStart = loadAverage();
  const { floorScript, fresh, dataDir, floorDir, env, apiArgs, cleanup } = await prepareApiAndFloor('lists');
  const apiHealth = `http://127.0.0.1:${API_PORT}/healthz`;
  const rows: { operation: string; bytes: number; api: Measurement; floor: Measurement }[] = [];
  let counts: Record<string, number> = {};
  try {
    // The first start creates the demo data; then the rows are topped up with SQL, and PGlite's
    // directory (one process's) is copied for the floor, so both servers run side by side.
    await stopProcess(
      await startProcess(process.execPath, apiArgs.slice(-1), { ...env, PORT: String(API_PORT) }, apiHealth),
    );
    const database = fresh ? openPostgres(fresh.url) : await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      counts = await topUp(database);
    } finally {
      await database.close();
    }
    cpSync(dataDir, floorDir, { recursive: true });
    const api = await startProcess(process.execPath, apiArgs, { ...env, PORT: String(API_PORT) }, apiHealth);
    const floor = await startProcess(
      process.execPath,
      [floorScript],
      { ...env, DATA_DIR: floorDir, PORT: String(FLOOR_PORT) },
      `http://127.0.0.1:${FLOOR_PORT}/healthz`,
    );
    try {
      const token = await loginToken(`http://127.0.0.1:${API_PORT}`);
      const headers = { authorization: `Bearer ${token}` };
      for (const operation of OPERATIONS) {
        const body = JSON.stringify({ query: operation.query, variables: { first: PAGE } });
        const apiUrl = `http://127.0.0.1:${API_PORT}/graphql`;
        const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/${operation.floor}`;
        const [fromApi, fromFloor] = [await post(apiUrl, body, token), await post(floorUrl, body, token)];
        // The floor must send what the API sends, or its figure means nothing.
        if (!isDeepStrictEqual(fromApi, fromFloor))
          throw new Error(
            `${operation.name}: the floor's answer differs\n${JSON.stringify(fromApi).slice(0, 600)}\n${JSON.stringify(fromFloor).slice(0, 600)}`,
          );
        const [apiResult, floorResult] = await alternate(
          { name: operation.name, url: apiUrl, body, headers, pid: api.pid },
          { name: `floor: ${operation.floor}`, url: floorUrl, body, headers, pid: floor.pid },
          { connections: CONNECTIONS, duration: DURATION },
        );
        rows.push({
          operation: operation.name,
          bytes: JSON.stringify(fromApi).length,
          api: apiResult,
          floor: floorResult,
        });
      }
    } finally {
      await stopProcess(floor);
      await stopProcess(api);
    }
  } finally {
    await cleanup();
  }

  const database = fresh ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nLists — ${CONNECTIONS} connections × ${DURATION} s each (API and floor alternating), database ${database}`,
  );
  console.log(
    `Demo Bistro: ${Object.entries(counts)
      .map(([k, n]) => `${n.toLocaleString('en')} ${k}`)
      .join(', ')}; pages of ${PAGE}, every item`,
  );
  console.log(`load average at start ${loadAtStart}, at end ${loadAverage()} (2 cores shared)\n`);
  console.log(
    `${'operation'.padEnd(24)} ${'KB'.padStart(5)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}  ${'CPU ms'.padStart(7)}  ${'floor req/s'.padStart(11)} ${'p95'.padStart(7)} ${'CPU ms'.padStart(7)}  ${'vs floor'.padStart(9)}  budget (p95 ≤ 50 ms, ≤ 2× floor)`,
  );
  // "vs floor": how many times the floor's throughput is the API's; CPU ms: per request, of the
  // server process alone (what a loaded machine skews least).
  for (const { operation, bytes, api, floor } of rows) {
    const slower = floor.rps / api.rps;
    const errors = api.errors + api.non2xx + floor.errors + floor.non2xx;
    console.log(
      `${operation.padEnd(24)} ${fmt(bytes / 1024, 0).padStart(5)} ${fmt(api.rps).padStart(8)} ${fmt(api.p50).padStart(7)} ${fmt(api.p95).padStart(7)} ${fmt(api.cpuMs ?? Number.NaN, 2).padStart(7)}  ${fmt(floor.rps).padStart(11)} ${fmt(floor.p95).padStart(7)} ${fmt(floor.cpuMs ?? Number.NaN, 2).padStart(7)}  ${`${fmt(slower, 2)}×`.padStart(9)}  ${api.p95 <= 50 && slower <= 2 ? 'met' : 'not met'}${errors ? ` (${errors} errors/non-2xx)` : ''}`,
    );
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results', `lists-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        database,
        connections: CONNECTIONS,
        duration: DURATION,
        counts,
        load: [loadAtStart, loadAverage()],
        rows: rows.map((r) => ({ ...r, api: withoutSamples(r.api), floor: withoutSamples(r.floor) })),
      },
      null,
      2,
    ),
  );
  console.log(`\nsaved ${file}`);
}

await main();
