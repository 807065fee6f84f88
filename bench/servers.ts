// Built servers for the benches that run them as production does (scale, memory): the build, a
// server process on a port of its own, and what /proc says about it (CPU time, resident memory).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processCpuMs, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;

/** Builds the server (esbuild, seconds) so that a bench never measures a stale dist/main.js. */
export function buildServer(): void {
  execFileSync('npm', ['run', 'build', '-w', 'apps/server', '--silent'], { cwd: root, stdio: 'ignore' });
}

export interface Server {
  port: number;
  origin: string;
  process: ChildProcess;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * `node apps/server/dist/main.js` — what `npm start` runs after its build check — with a data
 * directory of its own (servers behind a load balancer share no disk). Without `databaseUrl` the
 * server uses PGlite in that directory (or in `dataDir` when given).
 */
export async function startBuiltServer(options: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  jwtSecret: string;
  env?: NodeJS.ProcessEnv;
}): Promise<Server> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fika-bench-server-'));
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: options.jwtSecret,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    env,
    `${origin}/healthz`,
    120_000,
  );
  return {
    port: options.port,
    origin,
    process: child,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopProcess(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time (ms) so far of the PostgreSQL postmaster `pid` and of each of its processes (backends), by
 * process id: compare two with cpuSince, as a backend that ends between them takes its time along.
 */
export function postgresCpu(pid: number): Map<number, number> {
  const times = new Map([[pid, processCpuMs(pid)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) times.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

/** CPU ms spent since `before` by the processes of `after` (those that ended meanwhile are lost). */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
