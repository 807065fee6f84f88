// npm run bench:api — the API under 50 concurrent clients for 10 s per operation (login, user
// metadata), against the framework floor: bare Fastify returning the same JSON.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, type Measurement, measure, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const API_PORT = 3200;
const FLOOR_PORT = 3201;

const LOGIN = JSON.stringify({
  operationName: 'Login',
  query:
    'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { success error errorCode token organizationAdmin } }',
  variables: { u: 'owner@demo.fika.test', p: 'Demo1234!' },
});
const METADATA = JSON.stringify({
  operationName: 'GetUserMetadata',
  query:
    'query GetUserMetadata { userMetadata { id email name permissions { scopes venueIds } venues { id name timezone location { name city } } company { id name country defaultCurrency } } }',
});

async function main() {
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-'));
  const api = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(API_PORT),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
    `http://127.0.0.1:${API_PORT}/healthz`,
  );
  const gqlUrl = `http://127.0.0.1:${API_PORT}/graphql`;
  const post = async (body: string, token?: string) => {
    const response = await fetch(gqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    return response.text();
  };
  const loginBody = await post(LOGIN);
  const token = (JSON.parse(loginBody) as { data: { login: { token: string } } }).data.login.token;
  const metadataBody = await post(METADATA, token);
  if (!metadataBody.includes('Olivia Owner')) throw new Error(`unexpected metadata answer: ${metadataBody}`);

  const floor = await startProcess(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/floor-server.ts')],
    { PORT: String(FLOOR_PORT), FLOOR_BODIES: JSON.stringify({ login: loginBody, metadata: metadataBody }) },
    `http://127.0.0.1:${FLOOR_PORT}/healthz`,
  );

  const results: Measurement[] = [];
  const opts = { connections: CONNECTIONS, duration: DURATION };
  try {
    results.push(await measure('login (argon2id verify)', { ...opts, url: gqlUrl, body: LOGIN }));
    results.push(
      await measure('floor: login JSON', {
        ...opts,
        url: `http://127.0.0.1:${FLOOR_PORT}/login`,
        body: LOGIN,
      }),
    );
    results.push(
      await measure('GetUserMetadata', {
        ...opts,
        url: gqlUrl,
        body: METADATA,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    results.push(
      await measure('floor: metadata JSON', {
        ...opts,
        url: `http://127.0.0.1:${FLOOR_PORT}/metadata`,
        body: METADATA,
      }),
    );
  } finally {
    await stopProcess(floor);
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const [login, loginFloor, metadata, metadataFloor] = results as [
    Measurement,
    Measurement,
    Measurement,
    Measurement,
  ];
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\nAPI benchmark — ${CONNECTIONS} connections × ${DURATION} s each, database ${database}\n`);
  console.log(
    'operation                    req/s     p50 ms   p95 ms   p99 ms   errors  non-2xx  req/s vs floor',
  );
  for (const [m, base] of [
    [login, loginFloor],
    [loginFloor, undefined],
    [metadata, metadataFloor],
    [metadataFloor, undefined],
  ] as const) {
    const ratio = base ? `${fmt(m.rps / base.rps, 3)}× (${fmt(base.rps / m.rps, 1)}× slower)` : '';
    console.log(
      `${m.name.padEnd(26)} ${fmt(m.rps).padStart(8)} ${fmt(m.p50).padStart(9)} ${fmt(m.p95).padStart(8)} ${fmt(m.p99).padStart(8)} ${String(m.errors).padStart(8)} ${String(m.non2xx).padStart(8)}   ${ratio}`,
    );
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ database, connections: CONNECTIONS, duration: DURATION, results }, null, 2),
  );
  console.log(`\nsaved ${file}`);
}

await main();
