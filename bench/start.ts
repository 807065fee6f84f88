// npm run bench:start — how long `npm start` takes on an existing data directory to a working
// `/healthz` AND a working login (the demo owner signs in over GraphQL), on PGlite and on PostgreSQL:
// 5 cold process starts each, median and max beside the 3 s budget (DESIGN.md).
//   --runs 5            starts per driver
//   --only pglite|postgres
//   --bare              time `node apps/server/dist/main.js` instead of `npm start` (npm's own
//                       start-up and the build check left out), to see what the server itself costs
//   --fresh             instead: a fresh machine — a clone of this commit, `npm install` (from the npm
//                       cache) and `npm start` to a working login, timed once (minutes)
// The build is made first (scripts/ensure-build.mjs), so a run never includes a rebuild.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    bare: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
  },
});
const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3240);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET_MS = 3000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const LOGIN = JSON.stringify({
  query: 'mutation { login(username: "owner@demo.fika.test", password: "Demo1234!") { token } }',
});

async function until(ok: () => Promise<boolean>, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if (await ok()) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not ready within ${timeoutMs / 1000} s`);
}

const healthy = async () => (await fetch(`${ORIGIN}/healthz`)).ok;
const signsIn = async () => {
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: LOGIN,
  });
  const body = (await response.json()) as { data?: { login?: { token?: string } } };
  return typeof body.data?.login?.token === 'string';
};

interface Start {
  healthz: number;
  login: number;
}

/** One cold start: spawn → /healthz 200 → a login that returns a token; then stop it. */
async function coldStart(env: NodeJS.ProcessEnv, cwd = root, bare = args.bare): Promise<Start> {
  const started = performance.now();
  const [command, commandArgs] = bare
    ? [process.execPath, [join(cwd, 'apps/server/dist/main.js')]]
    : ['npm', ['start', '--silent']];
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // npm start runs the server as a grandchild: a process group of its own lets us stop both.
    detached: true,
  });
  try {
    await until(healthy, child, 600_000);
    const healthz = performance.now() - started;
    await until(signsIn, child, 60_000);
    return { healthz, login: performance.now() - started };
  } finally {
    await stopGroup(child);
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // The port is free once the server process itself is gone, not only npm.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

function summary(label: string, starts: Start[]): void {
  const stat = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN,
      max: sorted.at(-1) ?? Number.NaN,
    };
  };
  const health = stat(starts.map((s) => s.healthz));
  const login = stat(starts.map((s) => s.login));
  const row = (what: string, s: { median: number; max: number }) =>
    console.log(
      `${label}: ${what.padEnd(16)} median ${fmt(s.median / 1000, 2)} s, max ${fmt(s.max / 1000, 2)} s | budget ` +
        `${fmt(BUDGET_MS / 1000, 1)} s | median/budget ${fmt(s.median / BUDGET_MS, 2)}x ${s.median <= BUDGET_MS ? 'OK' : 'OVER'}`,
    );
  console.log(
    `${label}: each run (healthz / login, s): ${starts.map((s) => `${fmt(s.healthz / 1000, 2)}/${fmt(s.login / 1000, 2)}`).join('  ')}`,
  );
  row('to /healthz', health);
  row('to a login', login);
}

async function runs(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  // The first start creates and seeds the database: not what is measured ("an existing data directory").
  const first = await coldStart(env, root, true);
  console.log(`${label}: first start (migrate + demo seed) ${fmt(first.login / 1000, 1)} s — not counted`);
  const starts: Start[] = [];
  for (let i = 0; i < Number(args.runs); i++) starts.push(await coldStart(env));
  summary(label, starts);
}

async function pglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-start-'));
  try {
    await runs('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<void> {
  const cluster = process.env.DATABASE_URL ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 54341));
  const fresh = await freshDatabase(process.env.DATABASE_URL ?? cluster?.url ?? '');
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-start-'));
  try {
    await runs(`PostgreSQL${cluster ? ' 15 (temporary cluster)' : ' (DATABASE_URL)'}`, {
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
    });
  } finally {
    await fresh.drop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh machine: clone this commit, npm install from the cache, npm start to a working login. */
async function freshInstall(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fika-bench-fresh-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--shared', root, dir]);
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    execFileSync('git', ['checkout', '--quiet', head], { cwd: dir });
    const started = performance.now();
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
    });
    const installed = performance.now() - started;
    console.log(`fresh: npm install ${fmt(installed / 1000, 1)} s (npm cache warm, --prefer-offline)`);
    const start = await coldStart({ DATA_DIR: join(dir, 'data'), DATABASE_URL: '' }, dir, false);
    console.log(
      `fresh: npm start (build + migrate + demo seed) to /healthz ${fmt(start.healthz / 1000, 1)} s, to a login ` +
        `${fmt(start.login / 1000, 1)} s; npm install && npm start to a login ${fmt((installed + start.login) / 1000, 1)} s`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `bench:start ${new Date().toISOString()} — ${args.fresh ? 'fresh install' : `${args.runs} cold starts per driver of ${args.bare ? 'node apps/server/dist/main.js' : 'npm start'}`}; load average ${load()} at the start`,
);
if (args.fresh) {
  await freshInstall();
} else {
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (args.only !== 'postgres') await pglite();
  if (args.only !== 'pglite') await postgres();
}
console.log(`load average ${load()} at the end`);
