// npm run bench:memory — the server's resident memory (issue #18 item 7), on PGlite (the embedded
// database: its WASM heap is inside the server process) and on PostgreSQL (a temporary cluster, or a
// fresh database in DATABASE_URL's server).
//
// For each database: a data directory / database migrated and demo-seeded, with 10 more venues of
// Demo Bistro and 2 terminals each (issued over GraphQL); the built server started as `npm start`
// runs it (`node apps/server/dist/main.js`, no NODE_ENV), and its VmRSS (/proc/<pid>/status):
//   1. idle: 10 s after it answers /healthz (its pg-boss starts 3 s after it listens);
//   2. under the intake load: the terminals post orders as fast as they are answered
//      (bench/terminal-load.ts, as bench:intake) for --load-seconds; RSS every second, median and max;
//   3. a soak: a steady --rate orders/s (not flat out) for --soak-minutes, RSS every 10 s; printed: the
//      median of the first minute's samples and of the last minute's, and the slope of a least-squares
//      line through the samples after the first minute (the first minute warms up: compiled code,
//      caches, the heap's sizing). Verdict "no growth" when that slope is ≤ 1 MB/min: at 50 orders/s
//      that is 350 bytes per order, less than any order, request or response kept by mistake, and
//      more than the collector's sawtooth moves the line over 9 minutes.
// Every acknowledged order is then checked as bench:intake does (stored once, numbers 1..n, rollups
// equal to a recomputation). Exits 1 when a check fails (not when memory grows: that is printed).
//   --soak-minutes 10  --rate 50  --load-seconds 20  --only pglite|postgres
// Ports: BENCH_PORT (server, default 3446), BENCH_PG_PORT (55442).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/client.ts';
import { companies } from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import { check } from './intake-checks.ts';
import { fmt, loadAverage, loginToken } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';
import { buildServer, residentMb, type Server, startBuiltServer } from './servers.ts';
import {
  type Ack,
  addVenues,
  closeTerminalConnections,
  createTerminal,
  type Materials,
  runTerminals,
  type Terminal,
} from './terminal-load.ts';

const { values: args } = parseArgs({
  options: {
    'soak-minutes': { type: 'string', default: '10' },
    rate: { type: 'string', default: '50' },
    'load-seconds': { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const SOAK_MINUTES = Number(args['soak-minutes']);
const RATE = Number(args.rate);
const LOAD_SECONDS = Number(args['load-seconds']);
const PORT = Number(process.env.BENCH_PORT ?? 3446);
const VENUES = 10;
const PER_VENUE = 2;
/** MB per minute: see the header. */
const GROWTH_LIMIT = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? Number.NaN : num / den;
}

/** Samples the server's RSS every `everyMs` while `work` runs. */
async function sampled<T>(
  pid: number,
  everyMs: number,
  work: Promise<T>,
): Promise<[T, { t: number; mb: number }[]]> {
  const started = performance.now();
  const samples: { t: number; mb: number }[] = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      await sleep(everyMs);
      if (!done) samples.push({ t: (performance.now() - started) / 1000, mb: residentMb(pid) });
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await sampler;
  return [result, samples];
}

interface Prepared {
  label: string;
  companyId: string;
  materials: Materials;
  venueIds: string[];
  /** The server's database settings. */
  server: { databaseUrl?: string; dataDir?: string };
  /** Opens the database for the checks (for PGlite, once the server has stopped). */
  open: () => Promise<Database>;
  cleanUp: () => Promise<void>;
}

async function prepare(database: Database, jwtSecret: string) {
  await database.migrate();
  await seedDemo(database.db, jwtSecret);
  const [company] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Bistro'));
  const companyId = company?.id ?? '';
  const materials = await orderMaterials(database.db, companyId);
  const names = Array.from({ length: VENUES }, (_, i) => `Memory venue ${i + 1}`);
  const venueIds = await addVenues(database, companyId, names);
  return { companyId, materials, venueIds };
}

async function preparePglite(jwtSecret: string): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-memory-'));
  // One process per data directory: the bench seeds it, closes it, then the server opens it (its
  // PGlite lives in DATA_DIR/pglite, as platform/db/open.ts has it).
  const pgliteDir = join(dataDir, 'pglite');
  const database = await openPglite({ dataDir: pgliteDir });
  const prepared = await prepare(database, jwtSecret);
  await database.close();
  return {
    label: 'PGlite (embedded, in the server process)',
    ...prepared,
    server: { dataDir },
    open: () => openPglite({ dataDir: pgliteDir }),
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function preparePostgres(jwtSecret: string): Promise<Prepared> {
  const cluster = process.env.DATABASE_URL ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 55442));
  const fresh = await freshDatabase(process.env.DATABASE_URL ?? cluster?.url ?? '');
  const database = openPostgres(fresh.url, 4);
  const prepared = await prepare(database, jwtSecret);
  await database.close();
  return {
    label: `PostgreSQL${cluster ? ' 15 (temporary cluster)' : ' (DATABASE_URL)'}`,
    ...prepared,
    server: { databaseUrl: fresh.url },
    open: async () => openPostgres(fresh.url, 4),
    cleanUp: async () => {
      await fresh.drop();
      cluster?.stop();
    },
  };
}

interface Result {
  label: string;
  idle: number;
  load: { median: number; max: number; rate: number; p95: number };
  soak: { first: number; last: number; slope: number; rate: number; p95: number; samples: number[] };
  problems: string[];
}

async function measureOn(prepared: Prepared, jwtSecret: string): Promise<Result> {
  let server: Server | null = await startBuiltServer({
    port: PORT,
    jwtSecret,
    ...prepared.server,
    // As `npm start` runs it: no NODE_ENV; the data is seeded already.
    env: { NODE_ENV: '', SEED_DEMO: 'false' },
  });
  const problems: string[] = [];
  try {
    await sleep(10_000);
    const idle = residentMb(server.pid);
    console.log(`  ${prepared.label}: idle ${fmt(idle)} MB; load ${loadAverage()}`);
    const token = await loginToken(server.origin);
    const terminals: Terminal[] = [];
    for (const venueId of prepared.venueIds) {
      for (let i = 0; i < PER_VENUE; i++) {
        terminals.push({
          venueId,
          credential: await createTerminal(server.origin, token, venueId, `Till ${i + 1}`),
        });
      }
    }
    const acked = new Map<string, Ack>();
    const run = { origin: server.origin, terminals, materials: prepared.materials, acked, warmup: 0 };
    const [loaded, loadSamples] = await sampled(
      server.pid,
      1000,
      runTerminals({ ...run, label: 'intake load', seedBase: 1000, seconds: LOAD_SECONDS }),
    );
    const mbs = loadSamples.map((s) => s.mb);
    const load = { median: median(mbs), max: Math.max(...mbs), rate: loaded.rate, p95: loaded.p95 };
    console.log(
      `  ${prepared.label}: under load ${fmt(load.median)} MB median, ${fmt(load.max)} MB max at ${fmt(loaded.rate, 0)} orders/s; load ${loadAverage()}`,
    );
    const [soaked, soakSamples] = await sampled(
      server.pid,
      10_000,
      runTerminals({ ...run, label: 'soak', seedBase: 5000, seconds: SOAK_MINUTES * 60, rate: RATE }),
    );
    const first = median(soakSamples.filter((s) => s.t <= 60).map((s) => s.mb));
    const last = median(soakSamples.filter((s) => s.t > SOAK_MINUTES * 60 - 60).map((s) => s.mb));
    const after = soakSamples.filter((s) => s.t > 60).map((s) => ({ x: s.t / 60, y: s.mb }));
    const soak = {
      first,
      last,
      slope: slope(after),
      rate: soaked.rate,
      p95: soaked.p95,
      samples: soakSamples.map((s) => s.mb),
    };
    for (const phase of [loaded, soaked]) {
      if (phase.errors > 0 || phase.problems.length > 0) {
        problems.push(`${phase.label}: ${phase.errors} errors; ${phase.problems.slice(0, 5).join(' · ')}`);
      }
    }
    await server.stop();
    server = null;
    const database = await prepared.open();
    problems.push(...(await check(database, prepared.venueIds, acked)));
    console.log(
      `  ${prepared.label}: checks over ${acked.size} orders ${problems.length ? 'FAILED' : 'passed'}`,
    );
    await database.close();
    return { label: prepared.label, idle, load, soak, problems };
  } finally {
    if (server) await server.stop();
  }
}

function print(r: Result): void {
  const verdict = Number.isNaN(r.soak.slope)
    ? 'too short to judge'
    : r.soak.slope <= GROWTH_LIMIT
      ? 'no growth'
      : 'GROWS';
  // The slope as bytes kept per order at the achieved rate, to weigh it against what an order is.
  const perOrder = (r.soak.slope * 1024 * 1024) / Math.max(1e-9, r.soak.rate * 60);
  console.log(`\n${r.label}:`);
  console.log(`  idle after start              ${fmt(r.idle).padStart(7)} MB`);
  console.log(
    `  under the intake load         ${fmt(r.load.median).padStart(7)} MB median, ${fmt(r.load.max)} MB max (${fmt(r.load.rate, 0)} orders/s flat out, p95 ${fmt(r.load.p95)} ms)`,
  );
  console.log(
    `  soak, ${SOAK_MINUTES} min at ${RATE}/s asked    first minute ${fmt(r.soak.first)} MB, last minute ${fmt(r.soak.last)} MB (median), ` +
      `slope after the first minute ${fmt(r.soak.slope, 2)} MB/min (${fmt(perOrder, 0)} bytes per order) — ${verdict} (limit ${GROWTH_LIMIT} MB/min); ` +
      `${fmt(r.soak.rate, 1)} orders/s achieved, p95 ${fmt(r.soak.p95)} ms`,
  );
  console.log(`  soak samples (MB, every 10 s) ${r.soak.samples.map((mb) => fmt(mb, 0)).join(' ')}`);
  for (const p of r.problems) console.log(`  ✗ ${p}`);
}

async function main(): Promise<void> {
  console.log(
    `bench:memory ${new Date().toISOString()} — ${cpus().length} cores, load average ${loadAverage()}; ` +
      `soak ${SOAK_MINUTES} min at ${RATE} orders/s, ${VENUES * PER_VENUE} terminals`,
  );
  buildServer();
  const jwtSecret = randomBytes(48).toString('base64url');
  const results: Result[] = [];
  for (const driver of ['pglite', 'postgres'] as const) {
    if (args.only && args.only !== driver) continue;
    const prepared = driver === 'pglite' ? await preparePglite(jwtSecret) : await preparePostgres(jwtSecret);
    try {
      results.push(await measureOn(prepared, jwtSecret));
    } finally {
      await prepared.cleanUp();
    }
  }
  closeTerminalConnections();
  for (const r of results) print(r);
  console.log(`load average at end ${loadAverage()}`);
  if (results.some((r) => r.problems.length > 0)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
