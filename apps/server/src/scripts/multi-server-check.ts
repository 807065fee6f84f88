// Several servers on one PostgreSQL, as behind a load balancer: starts two built servers
// (apps/server/dist/main.js) at the same moment on a fresh database of the given PostgreSQL and
// checks that what one server did, the other sees — once:
//   - start-up: both migrate and seed an empty database at once; the demo data exists once;
//   - uploads: an image PUT through one server is served by the other;
//   - terminal orders: the same clientOrderId sent to both counts once, different ids all count;
//   - jobs: a scheduled report "sent now" runs exactly once (pg-boss on the shared database).
// Usage (CI runs it after the PostgreSQL suite; build first with `npm run build`):
//   DATABASE_URL=postgres://user@host:port/postgres npx tsx apps/server/src/scripts/multi-server-check.ts
// MULTI_SERVER_PORTS=3201,3202 picks the two ports. Exits non-zero on any failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { orderBody, simpleLine } from '../modules/orders/terminal-test-kit.ts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('multi-server check: set DATABASE_URL to a PostgreSQL server (any database on it).');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = join(root, 'apps/server/dist/main.js');
const ports = (process.env.MULTI_SERVER_PORTS ?? '3201,3202').split(',').map(Number);
const started = performance.now();

// ── reporting ──────────────────────────────────────────────────────────────────────────────────
const failures: string[] = [];
function check(ok: boolean, what: string, detail = ''): void {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}${ok || !detail ? '' : ` — ${detail}`}`);
  if (!ok) failures.push(what);
}
class Abort extends Error {}
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Abort(what);
  return value;
}

// ── servers ────────────────────────────────────────────────────────────────────────────────────
interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  output: string[];
  dataDir: string;
}

function startServer(name: string, port: number, databaseUrl: string, jwtSecret: string): Server {
  // A data directory each: servers behind a load balancer share no disk.
  const dataDir = mkdtempSync(join(tmpdir(), `fika-multi-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // One secret for the install, so a session from one server is valid on the other.
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.VITEST;
  delete env.JOBS;
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, url: `http://127.0.0.1:${port}`, process: child, output, dataDir };
}

async function waitReady(server: Server, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.process.exitCode !== null) throw new Abort(`server ${server.name} exited at start-up`);
    const healthy = await fetch(`${server.url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return;
    await sleep(250);
  }
  throw new Abort(`server ${server.name} not ready within ${timeoutMs / 1000} s`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ── HTTP helpers ───────────────────────────────────────────────────────────────────────────────
async function gql<T>(server: Server, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) {
    throw new Abort(`GraphQL on ${server.name} failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

async function login(server: Server): Promise<string> {
  const data = await gql<{ login: { token: string | null } }>(
    server,
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: 'owner@demo.fika.test', p: 'Demo1234!' },
  );
  return must(data.login.token, `demo owner cannot sign in on ${server.name}`);
}

// ── the checks ─────────────────────────────────────────────────────────────────────────────────
async function checkStartup(db: pg.Client): Promise<void> {
  const companies = await db.query<{ n: string }>(
    `select count(*) as n from companies where name = 'Demo Bistro'`,
  );
  const owners = await db.query<{ n: string }>(
    `select count(*) as n from users where username = 'owner@demo.fika.test'`,
  );
  check(
    companies.rows[0]?.n === '1' && owners.rows[0]?.n === '1',
    'two servers starting at once on an empty database seed the demo data once',
    `Demo Bistro ×${companies.rows[0]?.n}, demo owner ×${owners.rows[0]?.n}`,
  );
}

// The smallest PNG there is: the signature and a 1×1 image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function checkUploads(a: Server, b: Server, token: string): Promise<void> {
  const { getFileUploadUrl: upload } = await gql<{ getFileUploadUrl: { id: string; url: string } }>(
    a,
    'mutation($f: String!) { getFileUploadUrl(filename: $f) { id url } }',
    { f: 'multi-server.png' },
    token,
  );
  const put = await fetch(`${a.url}${upload.url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(PNG),
  });
  check(put.status === 201, `image uploaded through ${a.name}`, `PUT answered ${put.status}`);
  for (const server of [b, a]) {
    const served = await fetch(`${server.url}/files/${upload.id}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    check(
      served.status === 200 && bytes.equals(PNG),
      `the image is served by ${server.name}`,
      `GET answered ${served.status} with ${bytes.length} bytes`,
    );
  }
}

const DAY = '2025-06-15'; // Far from the 90 days of demo orders: this day holds only our orders.

function order(clientOrderId: string, unitPrice: number, quantity: number) {
  const body = orderBody({
    clientOrderId,
    lines: [simpleLine(unitPrice, quantity)],
    placedAt: `${DAY}T12:00:00+02:00`,
  });
  return { body, total: body.totals.totalAmount };
}

async function submit(server: Server, credential: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.url}/terminal/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function checkTerminalOrders(a: Server, b: Server, token: string): Promise<void> {
  const { venues } = await gql<{ venues: { id: string; name: string }[] }>(
    a,
    'query { venues { id name } }',
    {},
    token,
  );
  const venueId = must(venues.find((v) => v.name === 'Södermalm')?.id, 'demo venue Södermalm missing');
  const { createTerminal } = await gql<{ createTerminal: { credential: string } }>(
    a,
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Multi-server check") { credential } }',
    { v: venueId },
    token,
  );
  const credential = createTerminal.credential;

  // Ten orders spread over both servers, and five more each sent to both servers at the same time.
  const distinct = Array.from({ length: 10 }, (_, i) =>
    order(`multi-distinct-${i}`, 3000 + i * 100, 1 + (i % 3)),
  );
  const shared = Array.from({ length: 5 }, (_, i) => order(`multi-shared-${i}`, 4500 + i * 50, 2));
  const statuses = await Promise.all([
    ...distinct.map((o, i) => submit(i % 2 === 0 ? a : b, credential, o.body)),
    ...shared.flatMap((o) => [submit(a, credential, o.body), submit(b, credential, o.body)]),
  ]);
  const distinctStatuses = statuses.slice(0, distinct.length);
  check(
    distinctStatuses.every((s) => s === 201),
    'ten different orders over both servers are all stored',
    `statuses ${distinctStatuses.join(', ')}`,
  );
  const pairs = shared.map((_, i) => statuses.slice(distinct.length + 2 * i, distinct.length + 2 * i + 2));
  check(
    pairs.every((pair) => [...pair].sort().join() === '200,201'),
    'the same clientOrderId sent to both servers at once is stored once and replayed once',
    `status pairs ${pairs.map((p) => p.join('/')).join(', ')}`,
  );

  const expected = { count: distinct.length + shared.length, amount: 0 };
  for (const o of [...distinct, ...shared]) expected.amount += o.total;
  for (const server of [a, b]) {
    const { financeDashboard } = await gql<{
      financeDashboard: { totals: { salesCount: number; salesAmount: number } };
    }>(
      server,
      'query($v: [ID!], $d: String!) { financeDashboard(venueIds: $v, from: $d, to: $d) { totals { salesCount salesAmount } } }',
      { v: [venueId], d: DAY },
      token,
    );
    const { salesCount, salesAmount } = financeDashboard.totals;
    check(
      salesCount === expected.count && salesAmount === expected.amount,
      `${server.name}'s dashboard counts each order once (${expected.count} orders, ${expected.amount} öre)`,
      `it shows ${salesCount} orders, ${salesAmount} öre`,
    );
  }
}

async function checkScheduledReport(a: Server, b: Server, token: string, db: pg.Client): Promise<void> {
  const recipient = `multi-${randomBytes(4).toString('hex')}@example.com`;
  const { createScheduledReport } = await gql<{ createScheduledReport: { id: string } }>(
    a,
    `mutation($r: [String!]!) { createScheduledReport(input: { name: "Multi-server daily", period: "DAILY",
      type: "SALES", recipients: $r, language: "en" }) { id } }`,
    { r: [recipient] },
    token,
  );
  const { runScheduledReportNow } = await gql<{ runScheduledReportNow: { jobId: string; state: string } }>(
    b,
    'mutation($id: ID!) { runScheduledReportNow(id: $id) { jobId state } }',
    { id: createScheduledReport.id },
    token,
  );
  check(
    runScheduledReportNow.state === 'completed',
    `a scheduled report "sent now" through ${b.name} completes`,
    `job state ${runScheduledReportNow.state}`,
  );
  // Longer than a worker's polling interval (5 s): a second run by the other server would show by now.
  await sleep(7000);
  const sent = await db.query<{ n: string }>('select count(*) as n from email_outbox where "to" = $1', [
    recipient,
  ]);
  check(sent.rows[0]?.n === '1', 'the report is e-mailed exactly once', `${sent.rows[0]?.n} e-mails`);
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Abort(`${serverEntry} is missing: run \`npm run build\` first`);
  const name = `fika_multi_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(adminUrl ?? '');
  target.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: target.toString() });
  const jwtSecret = randomBytes(32).toString('base64url');
  const servers = [
    startServer('server A', ports[0] ?? 3201, target.toString(), jwtSecret),
    startServer('server B', ports[1] ?? 3202, target.toString(), jwtSecret),
  ] as const;
  const [a, b] = servers;
  try {
    console.log(`multi-server check: two servers on ${name} (${a.url}, ${b.url}), started together`);
    await Promise.all(servers.map((s) => waitReady(s)));
    await db.connect();
    await checkStartup(db);
    const token = await login(a);
    await checkUploads(a, b, token);
    await checkTerminalOrders(a, b, token);
    await checkScheduledReport(a, b, token, db);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    console.log(`  FAIL ${error instanceof Abort ? error.message : (error as Error).stack}`);
  } finally {
    await Promise.all(servers.map(stopServer));
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    for (const server of servers) {
      if (failures.length) {
        console.log(`\n── output of ${server.name} ──\n${server.output.join('').trim() || '(none)'}`);
      }
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length) {
    console.error(`multi-server check FAILED (${failures.length}) in ${seconds} s`);
    process.exit(1);
  }
  console.log(`multi-server check passed in ${seconds} s`);
}

await main();
