// npm run bench:scale — several servers on one PostgreSQL (issue #18 item 6).
//
// One temporary PostgreSQL 15 cluster (or a fresh database in DATABASE_URL's server), migrated and
// demo-seeded once, with 100 venues of Demo Bistro and 2 terminals each (issued over GraphQL). Then,
// in the same run, 1, 2 and 4 built servers (apps/server/dist/main.js, NODE_ENV=production, one
// JWT_SECRET, a data directory each) behind a round-robin proxy written here (bench/proxy.ts: node
// http, kept-alive connections to each server). For each count:
//   - terminal intake: the terminals post realistic till orders to `POST /terminal/v1/orders` as
//     fast as they are answered, with retries and double sends (bench/terminal-load.ts, as
//     bench:intake) — new orders acknowledged per second, p50/p95;
//   - the dashboard: the back office's financeDashboard query for today over the bench's venues, at
//     --connections clients (autocannon) — requests per second, p95;
//   - CPU time per order and per dashboard request of the servers together, of PostgreSQL, and of
//     this process (the terminals, autocannon and the proxy), from /proc.
// With 4 servers running, background jobs are proven to run once: scheduled reports are created
// and "sent now" through the proxy (so through different servers, each queueing a pg-boss job that
// any server's worker may take), and each must be e-mailed exactly once, still after a wait longer
// than the workers' polling interval. At the end the intake exactness checks run over every order
// all servers acknowledged (stored once with the number answered, numbers 1..n per venue, rollups
// equal to a recomputation). Exits 1 when a check fails.
// On a machine with fewer cores than servers + PostgreSQL, more servers cannot go faster: the
// figures then show what the extra processes cost, and the checks that they stay correct.
//   --seconds 10 --warmup 3     measured seconds per phase, after a warm-up
//   --servers 1,2,4             the counts
//   --venues 100 --per-venue 2  terminals
//   --connections 20            dashboard clients
// Ports: BENCH_PORT (proxy, default 3440; the servers take the next ones), BENCH_PG_PORT (55441).
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, inArray, max, min } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/platform/db/client.ts';
import { companies, emailOutbox, orders } from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import { DASHBOARD } from './dashboard-query.ts';
import { check } from './intake-checks.ts';
import { fmt, loadAverage, loginToken, type Measurement, measure, processCpuMs } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';
import { startProxy } from './proxy.ts';
import { buildServer, cpuSince, postgresCpu, type Server, startBuiltServer } from './servers.ts';
import {
  type Ack,
  addVenues,
  closeTerminalConnections,
  createTerminal,
  type Phase,
  runTerminals,
  type Terminal,
} from './terminal-load.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    servers: { type: 'string', default: '1,2,4' },
    venues: { type: 'string', default: '100' },
    'per-venue': { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const COUNTS = args.servers.split(',').map(Number);
const VENUES = Number(args.venues);
const PER_VENUE = Number(args['per-venue']);
const CONNECTIONS = Number(args.connections);
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 3440);
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  servers: number;
  intake: Phase;
  dashboard: Measurement;
  /** CPU ms per new order / per dashboard request: servers together, PostgreSQL, this process. */
  intakeCpu: Cpu;
  dashboardCpu: Cpu;
  spread: string;
}

interface Cpu {
  servers: number;
  postgres: number;
  bench: number;
}

/** CPU time spent by the servers, PostgreSQL and this process while `work` runs, per unit of work. */
async function cpuPer<T>(
  servers: Server[],
  postmaster: number | null,
  work: () => Promise<T>,
  units: (result: T) => number,
): Promise<[T, Cpu]> {
  const serversCpu = () => servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);
  const ownCpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const postgres = () => (postmaster ? postgresCpu(postmaster) : new Map<number, number>());
  const before = { servers: serversCpu(), postgres: postgres(), bench: ownCpu() };
  const result = await work();
  const n = Math.max(1, units(result));
  return [
    result,
    {
      servers: (serversCpu() - before.servers) / n,
      postgres: postmaster ? cpuSince(before.postgres, postgres()) / n : Number.NaN,
      bench: (ownCpu() - before.bench) / n,
    },
  ];
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${PROXY}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/**
 * Background jobs run once with several servers: `count` scheduled reports, each created and "sent
 * now" through the proxy (round-robin, so queued by different servers); every one must be e-mailed
 * exactly once. Returns the problems.
 */
async function jobsRunOnce(
  token: string,
  database: ReturnType<typeof openPostgres>,
  count: number,
): Promise<{ problems: string[]; seconds: number }> {
  const started = performance.now();
  const tag = randomBytes(4).toString('hex');
  const recipients = Array.from({ length: count }, (_, i) => `scale-${tag}-${i}@example.com`);
  for (const recipient of recipients) {
    const { createScheduledReport } = await gql<{ createScheduledReport: { id: string } }>(
      token,
      `mutation($r: [String!]!) { createScheduledReport(input: { name: "Scale check", period: "DAILY",
        type: "SALES", recipients: $r, language: "en" }) { id } }`,
      { r: [recipient] },
    );
    await gql(token, 'mutation($id: ID!) { runScheduledReportNow(id: $id) { jobId state } }', {
      id: createScheduledReport.id,
    });
  }
  const sent = async () => {
    const rows = await database.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, recipients));
    const n = new Map<string, number>();
    for (const r of rows) n.set(r.to, (n.get(r.to) ?? 0) + 1);
    return n;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && (await sent()).size < recipients.length) await sleep(500);
  const seconds = (performance.now() - started) / 1000;
  // Longer than a worker's polling interval (5 s): a second run by another server would show by now.
  await sleep(7000);
  const final = await sent();
  const problems = recipients
    .filter((r) => final.get(r) !== 1)
    .map((r) => `report to ${r} e-mailed ${final.get(r) ?? 0} times`);
  return { problems, seconds };
}

function printRows(rows: Row[]): void {
  const base = rows[0];
  console.log(
    '\nservers | intake orders/s (× 1 server)  p50 / p95 ms | CPU ms/order: servers + PostgreSQL + bench | dashboard req/s (× 1)  p95 ms | CPU ms/request: servers + PostgreSQL + bench | requests per server',
  );
  for (const r of rows) {
    const x = (a: number, b: number | undefined) => (b ? fmt(a / b, 2) : '—');
    console.log(
      `${String(r.servers).padStart(7)} | ${fmt(r.intake.rate, 0).padStart(6)} (${x(r.intake.rate, base?.intake.rate)}×)  ${fmt(r.intake.p50)} / ${fmt(r.intake.p95)}` +
        ` | ${fmt(r.intakeCpu.servers, 2)} + ${fmt(r.intakeCpu.postgres, 2)} + ${fmt(r.intakeCpu.bench, 2)}` +
        ` | ${fmt(r.dashboard.rps, 0).padStart(5)} (${x(r.dashboard.rps, base?.dashboard.rps)}×)  ${fmt(r.dashboard.p95)}` +
        ` | ${fmt(r.dashboardCpu.servers, 2)} + ${fmt(r.dashboardCpu.postgres, 2)} + ${fmt(r.dashboardCpu.bench, 2)} | ${r.spread}`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:scale ${new Date().toISOString()} — ${cpus().length} cores, load average ${loadAverage()}; ` +
      `${SECONDS} s measured after ${WARMUP} s warm-up per phase; servers ${COUNTS.join(', ')}`,
  );
  buildServer();
  const most = Math.max(...COUNTS);
  // Each server holds 20 + 3 (pg-boss) connections: room for them all and this bench.
  const cluster = process.env.DATABASE_URL
    ? null
    : startCluster(Number(process.env.BENCH_PG_PORT ?? 55441), [`max_connections=${most * 25 + 50}`]);
  const fresh = await freshDatabase(process.env.DATABASE_URL ?? cluster?.url ?? '');
  const proxy = await startProxy(PROXY_PORT);
  const servers: Server[] = [];
  const failures: string[] = [];
  const database = openPostgres(fresh.url, 4);
  try {
    await database.migrate();
    await seedDemo(database.db);
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Demo Bistro'));
    const companyId = company?.id ?? '';
    const materials = await orderMaterials(database.db, companyId);
    const venueIds = await addVenues(
      database,
      companyId,
      Array.from({ length: VENUES }, (_, i) => `Scale venue ${i + 1}`),
    );
    const jwtSecret = randomBytes(48).toString('base64url');
    const startServer = async () => {
      const server = await startBuiltServer({
        port: PROXY_PORT + 1 + servers.length,
        databaseUrl: fresh.url,
        jwtSecret,
      });
      servers.push(server);
    };
    await startServer();
    proxy.route(servers.map((s) => s.origin));
    const token = await loginToken(PROXY);
    const terminals: Terminal[] = [];
    for (const venueId of venueIds) {
      for (let i = 0; i < PER_VENUE; i++) {
        terminals.push({ venueId, credential: await createTerminal(PROXY, token, venueId, `Till ${i + 1}`) });
      }
    }
    console.log(`Set up: ${terminals.length} terminals over ${VENUES} venues; load ${loadAverage()}`);

    const acked = new Map<string, Ack>();
    const postmaster = cluster?.pid() ?? null;
    const rows: Row[] = [];
    for (const count of COUNTS) {
      while (servers.length < count) await startServer();
      const active = servers.slice(0, count);
      proxy.route(active.map((s) => s.origin));
      proxy.counts.clear();
      await sleep(4000); // each new server starts its pg-boss 3 s after it listens
      closeTerminalConnections(); // the terminals connect afresh, as to a new load balancer
      const ackedBefore = acked.size;
      const [intake, intakeCpu] = await cpuPer(
        active,
        postmaster,
        () =>
          runTerminals({
            label: `${count} server${count > 1 ? 's' : ''}`,
            origin: PROXY,
            terminals,
            materials,
            acked,
            seedBase: count * 10_000,
            seconds: SECONDS,
            warmup: WARMUP,
          }),
        () => acked.size - ackedBefore,
      );
      if (intake.errors > 0 || intake.problems.length > 0) {
        failures.push(
          `intake, ${intake.label}: ${intake.errors} errors; ${intake.problems.slice(0, 5).join(' · ')}`,
        );
      }
      // The dashboard of the bench's venues over the accounting days of its orders (today, or also
      // yesterday before the day's cut-off hour); it must count every order before it is timed.
      const [days] = await database.db
        .select({ from: min(orders.accountingDay), to: max(orders.accountingDay) })
        .from(orders)
        .where(inArray(orders.venueId, venueIds));
      const variables = { venueIds, from: days?.from ?? '', to: days?.to ?? '' };
      const dashboardBody = JSON.stringify({ query: DASHBOARD, variables });
      const answer = await gql<{ financeDashboard: { totals: { salesCount: number } } }>(
        token,
        DASHBOARD,
        variables,
      );
      if (answer.financeDashboard.totals.salesCount < acked.size) {
        failures.push(
          `dashboard with ${count} servers counts ${answer.financeDashboard.totals.salesCount} sales, fewer than the ${acked.size} acknowledged today`,
        );
      }
      const [dashboard, dashboardCpu] = await cpuPer(
        active,
        postmaster,
        () =>
          measure(`dashboard, ${count} servers`, {
            url: `${PROXY}/graphql`,
            body: dashboardBody,
            headers: { authorization: `Bearer ${token}` },
            connections: CONNECTIONS,
            duration: SECONDS,
          }),
        (m) => m.requests,
      );
      if (dashboard.errors > 0 || dashboard.non2xx > 0) {
        failures.push(`dashboard, ${count} servers: ${dashboard.errors} errors, ${dashboard.non2xx} non-2xx`);
      }
      const spread = active.map((s) => proxy.counts.get(new URL(s.origin).origin) ?? 0).join(' / ');
      rows.push({ servers: count, intake, dashboard, intakeCpu, dashboardCpu, spread });
      console.log(
        `  … ${count} server(s): intake ${fmt(intake.rate, 0)} orders/s p95 ${fmt(intake.p95)} ms, dashboard ${fmt(dashboard.rps, 0)} req/s p95 ${fmt(dashboard.p95)} ms; load ${loadAverage()}`,
      );
    }

    const jobs = await jobsRunOnce(token, database, servers.length * 2);
    failures.push(...jobs.problems.map((p) => `jobs: ${p}`));
    const checks = await check(database, venueIds, acked);
    failures.push(...checks.map((p) => `intake: ${p}`));

    console.log(
      `\nSeveral servers on one PostgreSQL${cluster ? ' 15 (temporary cluster)' : ' (DATABASE_URL)'}, behind the bench's round-robin proxy; ` +
        `${terminals.length} terminals over ${VENUES} venues; dashboard (today, the bench's venues) at ${CONNECTIONS} connections:`,
    );
    printRows(rows);
    console.log(
      `Jobs with ${servers.length} servers: ${servers.length * 2} scheduled reports "sent now" through the proxy, each e-mailed ` +
        `${jobs.problems.length === 0 ? 'exactly once' : 'NOT exactly once'} (all sent within ${fmt(jobs.seconds)} s, recounted 7 s later).`,
    );
    console.log(
      `Checks over ${acked.size} acknowledged orders from every server (stored once, numbers 1..n, rollups = recomputation): ${
        checks.length === 0 ? 'all passed' : 'FAILED'
      }`,
    );
    for (const failure of failures) console.log(`  ✗ ${failure}`);
    console.log(
      `${cpus().length} cores, load average at end ${loadAverage()}. The servers, PostgreSQL, the terminals and the proxy share ` +
        `these cores: with fewer cores than processes, more servers add scheduling and connections, not throughput.`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await proxy.close();
    closeTerminalConnections();
    await database.close();
    await fresh.drop();
    cluster?.stop();
  }
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
