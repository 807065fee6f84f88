import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time the measured server process spent per request (ms), when its pid was given. */
  cpuMs?: number;
  /** Every response time (ms), sorted; left out of saved results. */
  samples?: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Runs autocannon and computes p50/p95/p99 from every response time (autocannon reports no p95). */
export async function measure(
  name: string,
  options: {
    url: string;
    body?: string;
    headers?: Record<string, string>;
    connections: number;
    duration: number;
    /** The server process: its CPU time per request is recorded (a figure the load skews less). */
    pid?: number;
  },
): Promise<Measurement> {
  const times: number[] = [];
  const cpuBefore = options.pid ? processCpuMs(options.pid) : 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.body ? 'POST' : 'GET',
        body: options.body,
        headers: { 'content-type': 'application/json', ...options.headers },
        connections: options.connections,
        duration: options.duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const cpuMs = options.pid
    ? (processCpuMs(options.pid) - cpuBefore) / Math.max(1, result.requests.total)
    : undefined;
  return {
    name,
    cpuMs,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: result.requests.total / options.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    samples: times,
  };
}

/** Two runs of the same thing as one: counts add up, percentiles over every response of both. */
export function combine(x: Measurement, y: Measurement, seconds: [number, number]): Measurement {
  const times = [...(x.samples ?? []), ...(y.samples ?? [])].sort((a, b) => a - b);
  return {
    name: x.name,
    requests: x.requests + y.requests,
    errors: x.errors + y.errors,
    non2xx: x.non2xx + y.non2xx,
    rps: (x.requests + y.requests) / (seconds[0] + seconds[1]),
    cpuMs:
      x.cpuMs === undefined || y.cpuMs === undefined
        ? undefined
        : (x.cpuMs * x.requests + y.cpuMs * y.requests) / Math.max(1, x.requests + y.requests),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    samples: times,
  };
}

export interface Target {
  name: string;
  pid?: number;
  url: string;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Measures `a` and `b` in alternating halves (a b b a), so that a change of the shared machine's
 * load during the run falls on both alike.
 */
export async function alternate(
  a: Target,
  b: Target,
  options: { connections: number; duration: number },
): Promise<[Measurement, Measurement]> {
  const half = { connections: options.connections, duration: options.duration / 2 };
  const a1 = await measure(a.name, { ...half, ...a });
  const b1 = await measure(b.name, { ...half, ...b });
  const b2 = await measure(b.name, { ...half, ...b });
  const a2 = await measure(a.name, { ...half, ...a });
  const seconds: [number, number] = [half.duration, half.duration];
  return [combine(a1, a2, seconds), combine(b1, b2, seconds)];
}

/** User + system CPU time of a process so far, in ms (Linux /proc; 0 elsewhere). */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** The load average, to print at the start and end of a run on a shared machine. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A measurement without its samples, for the saved results. */
export const withoutSamples = ({ samples: _, ...m }: Measurement) => m;

/** Starts a child process and resolves once `ready` answers 200. */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(ready)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${ready} did not answer within ${timeoutMs / 1000} s`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** Signs a demo user in against a running server and returns the session token. */
export async function loginToken(origin: string, email = 'owner@demo.fika.test'): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Login($u: String!) { login(username: $u, password: "Demo1234!") { token } }',
      variables: { u: email },
    }),
  });
  return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
}
