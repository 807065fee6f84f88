import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { accountingDayOf, addDays, previousPeriod } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/client.ts';
import { companies, venues } from '../apps/server/src/platform/db/schema/index.ts';
import { bulkLoadOrders } from '../apps/server/src/seed/bulk-load.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import { orderGenerator, toTerminalInput } from '../apps/server/src/seed/order-generator.ts';
import { tillPricing } from '../apps/server/src/seed/till-pricing.ts';
import { DASHBOARD } from './dashboard-query.ts';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';
import {
  dashboardFloor,
  type FloorFilter,
  type Query,
  reportFloor,
  rolledOrderCount,
} from './reports-floor.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS ?? '1000000' },
    'pglite-orders': { type: 'string', default: '100000' },
    only: { type: 'string' },
    runs: { type: 'string', default: '30' },
    'intake-seconds': { type: 'string', default: '20' },
    terminals: { type: 'string', default: '20' },
    // Keep the PostgreSQL bench database (for EXPLAIN afterwards); its URL is printed.
    keep: { type: 'boolean', default: false },
    // Measure on a database a --keep run left (migrated to the current schema, not loaded again).
    reuse: { type: 'string' },
  },
});
const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(3, Number(args.runs));
const TZ = 'Europe/Stockholm';
const out: string[] = [];
const log = (line: string) => {
  console.log(line);
  out.push(line);
};

interface Timing {
  median: number;
  p95: number;
}

async function time(work: () => Promise<unknown>, runs = RUNS): Promise<Timing> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const CREATE_REPORT = `mutation Create($input: CreateReportInput!) { createReport(input: $input) { success error reportId } }`;
const REPORT = `query Report($id: ID!) { report(id: $id) { id totals { salesAmount salesCount tipsAmount vatAmount }
  sections { key rows { key label quantity rate metrics { salesAmount salesCount } } } lastUpdatedAt } }`;

interface Venue {
  companyId: string;
  venueId: string;
}

async function demoVenue(database: Database): Promise<Venue> {
  const [company] = await database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
  const companyId = company?.id ?? '';
  const [venue] = await database.db
    .select()
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.name, 'Södermalm')));
  return { companyId, venueId: venue?.id ?? '' };
}

function rawQuery(database: Database): Query {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  return (text, params) => client.query(text, params);
}

/** Seeds, bulk-loads (unless --reuse), measures the floor; returns what the API phase needs. */
async function prepare(database: Database, orders: number, label: string) {
  const start = performance.now();
  await database.migrate();
  if (!args.reuse) await seedDemo(database.db);
  log(`${label}: migrate${args.reuse ? '' : ' + demo seed'} ${fmt((performance.now() - start) / 1000)} s`);
  const venue = await demoVenue(database);
  const materials = await orderMaterials(database.db, venue.companyId);
  if (!args.reuse) await load(database, venue, materials, orders, label);
  const query = rawQuery(database);
  await query('analyze', []);
  const today = accountingDayOf(new Date(), TZ);
  const filters = {
    today: floorFilter(venue, today, today),
    days30: floorFilter(venue, addDays(today, -29), today),
    days365: floorFilter(venue, addDays(today, -364), today),
  };
  const floor = {
    today: await time(() => dashboardFloor(query, filters.today)),
    days30: await time(() => dashboardFloor(query, filters.days30)),
    days365: await time(() => dashboardFloor(query, filters.days365)),
    report: await time(() => reportFloor(query, filters.days30)),
    report365: await time(() => reportFloor(query, filters.days365)),
  };
  const before = await rolledOrderCount(query, venue.companyId, venue.venueId);
  return { venue, materials, today, floor, before };
}

// Bulk-loads `orders` orders over the last 365 days into the demo venue.
async function load(
  database: Database,
  venue: Venue,
  materials: Awaited<ReturnType<typeof orderMaterials>>,
  orders: number,
  label: string,
) {
  const start = performance.now();
  const result = await bulkLoadOrders(database.db, {
    ...venue,
    timezone: TZ,
    country: 'SE',
    currency: 'SEK',
    days: 365,
    totalOrders: orders,
    seed: 2026,
    chunkSize: 20_000,
    concurrency: database.driver === 'postgres' ? 3 : 1,
    ...materials,
  });
  const seconds = (performance.now() - start) / 1000;
  log(
    `${label}: bulk load ${result.orders.toLocaleString('en')} orders (${result.lines.toLocaleString('en')} lines, ` +
      `${result.payments.toLocaleString('en')} payments, ${result.refunds} refunds) in ${fmt(seconds)} s = ` +
      `${fmt(result.orders / seconds, 0)} orders/s`,
  );
}

function floorFilter(venue: Venue, from: string, to: string): FloorFilter {
  const previous = previousPeriod(from, to);
  return { ...venue, from, to, previousFrom: previous.from, previousTo: previous.to };
}

/** 20 terminals posting realistic orders as fast as they are answered for `seconds`. */
async function intake(token: string, prepared: Awaited<ReturnType<typeof prepare>>, seconds: number) {
  const count = Number(args.terminals);
  const credentials: string[] = [];
  for (let i = 0; i < count; i++) {
    const data = await gql<{ createTerminal: { credential: string } }>(
      token,
      'mutation T($venueId: ID!, $name: String!) { createTerminal(venueId: $venueId, name: $name) { credential } }',
      { venueId: prepared.venue.venueId, name: `Bench ${i + 1}` },
    );
    credentials.push(data.createTerminal.credential);
  }
  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    credentials.map(async (credential, i) => {
      const generator = orderGenerator({
        seed: 7000 + i,
        ...prepared.materials,
        timezone: TZ,
        country: 'SE',
        currency: 'SEK',
        idPrefix: `bench-${process.pid}-${i}`,
        // Priced as a till prices with the feed's offers, so intake checks real offer discounts.
        discounts: tillPricing(prepared.materials.pricing, { id: prepared.venue.venueId, timezone: TZ }),
      });
      while (performance.now() < deadline) {
        const body = JSON.stringify(toTerminalInput(generator.order(new Date(), { minutesOpen: 0 })));
        const start = performance.now();
        const response = await fetch(`${ORIGIN}/terminal/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        if (response.ok) accepted++;
        else if (refused++ === 0) console.warn(`intake refused: ${response.status}`);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
  return { accepted, refused, rate: accepted / seconds, p50: at(0.5), p95: at(0.95) };
}

async function measureApiOnce(
  label: string,
  env: Record<string, string>,
  prepared: Awaited<ReturnType<typeof prepare>>,
) {
  const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    { PORT: String(PORT), LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', SEED_DEMO: 'false', ...env },
    `${ORIGIN}/healthz`,
  );
  let accepted = -1;
  try {
    const token = await loginToken(ORIGIN);
    const { today } = prepared;
    const venueIds = [prepared.venue.venueId];
    const dashToday = await time(() => gql(token, DASHBOARD, { venueIds, from: today, to: today }));
    const dash30 = await time(() =>
      gql(token, DASHBOARD, { venueIds, from: addDays(today, -29), to: today }),
    );
    const dash365 = await time(() =>
      gql(token, DASHBOARD, { venueIds, from: addDays(today, -364), to: today }),
    );
    const input = { type: 'SALES', name: 'Bench', venueIds, from: addDays(today, -29), to: today };
    let reportId = '';
    const create = await time(async () => {
      const data = await gql<{ createReport: { reportId: string } }>(token, CREATE_REPORT, { input });
      reportId = data.createReport.reportId;
    }, 10);
    const view = await time(() => gql(token, REPORT, { id: reportId }));
    const year = await gql<{ createReport: { reportId: string } }>(token, CREATE_REPORT, {
      input: { ...input, name: 'Bench year', from: addDays(today, -364) },
    });
    const view365 = await time(() => gql(token, REPORT, { id: year.createReport.reportId }));
    const row = (name: string, api: Timing, floor: Timing) =>
      log(
        `${label}: ${name.padEnd(30)} API median ${fmt(api.median)} ms, p95 ${fmt(api.p95)} ms | floor median ` +
          `${fmt(floor.median)} ms, p95 ${fmt(floor.p95)} ms | API/floor ${fmt(api.median / floor.median, 2)}x` +
          ` | budget p95 ≤ 50 ms: ${api.p95 <= 50 ? 'met' : 'MISSED'}`,
      );
    row('dashboard, today', dashToday, prepared.floor.today);
    row('dashboard, 30 days', dash30, prepared.floor.days30);
    row('dashboard, 365 days', dash365, prepared.floor.days365);
    row('SALES report(id), 30 days', view, prepared.floor.report);
    row('SALES report(id), 365 days', view365, prepared.floor.report365);
    log(
      `${label}: createReport (30 days)          median ${fmt(create.median)} ms, p95 ${fmt(create.p95)} ms`,
    );
    const seconds = Number(args['intake-seconds']);
    const result = await intake(token, prepared, seconds);
    accepted = result.accepted;
    log(
      `${label}: intake, ${args.terminals} terminals × ${seconds} s: ${result.accepted} accepted ` +
        `(${fmt(result.rate)} orders/s), ${result.refused} refused, latency p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms`,
    );
  } finally {
    await stopProcess(server);
  }
  return accepted;
}

// The API phase needs the others' modules in a working state; a failure is reported, not fatal.
async function measureApi(
  label: string,
  env: Record<string, string>,
  prepared: Awaited<ReturnType<typeof prepare>>,
) {
  try {
    return await measureApiOnce(label, env, prepared);
  } catch (error) {
    log(`${label}: API phase failed — ${error instanceof Error ? error.message : String(error)}`);
    return -1;
  }
}

function checkCount(label: string, before: number, after: number, accepted: number) {
  if (accepted < 0) return;
  const ok = after - before === accepted;
  log(
    `${label}: rollups counted ${after - before} new paid orders for ${accepted} accepted — ${ok ? 'OK' : 'MISMATCH'}`,
  );
}

async function benchPostgres(orders: number) {
  const reused = args.reuse ? { url: args.reuse, drop: async () => {}, keep: async () => {} } : null;
  const cluster =
    process.env.DATABASE_URL || reused ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 54339));
  const fresh = reused ?? (await freshDatabase(process.env.DATABASE_URL ?? cluster?.url ?? ''));
  const label = `PostgreSQL${cluster ? ' 15 (temporary cluster)' : ' (DATABASE_URL)'}`;
  try {
    const database = openPostgres(fresh.url, 6);
    const prepared = await prepare(database, orders, label);
    const accepted = await measureApi(label, { DATABASE_URL: fresh.url }, prepared);
    checkCount(
      label,
      prepared.before,
      await rolledOrderCount(rawQuery(database), prepared.venue.companyId, prepared.venue.venueId),
      accepted,
    );
    await database.close();
  } finally {
    if (args.keep) {
      log(`${label}: kept ${fresh.url}`);
      await fresh.keep();
    } else {
      await fresh.drop();
      cluster?.stop();
    }
  }
}

async function benchPglite(orders: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-pglite-'));
  const label = 'PGlite';
  try {
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    const prepared = await prepare(database, orders, label);
    await database.close();
    const accepted = await measureApi(label, { DATA_DIR: dataDir, DATABASE_URL: '' }, prepared);
    const again = await openPglite({ dataDir: join(dataDir, 'pglite') });
    checkCount(
      label,
      prepared.before,
      await rolledOrderCount(rawQuery(again), prepared.venue.companyId, prepared.venue.venueId),
      accepted,
    );
    await again.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

log(
  `bench:reports ${new Date().toISOString()} — ${RUNS} runs per figure (median, p95); goals on PostgreSQL with 1,000,000 orders: dashboard today ≤ 1.5× its floor, 30-day report ≤ 1.2×, dashboard and report for any period up to a year p95 ≤ 50 ms`,
);
log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the start`,
);
if (args.only !== 'pglite') await benchPostgres(Number(args.orders));
if (args.only !== 'postgres') await benchPglite(Number(args['pglite-orders']));
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `reports-${new Date().toISOString().replace(/[:.]/g, '-')}.txt`);
log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the end`,
);
writeFileSync(file, `${out.join('\n')}\n`);
console.log(`written to ${file}`);
