// npm run bench:api — the API under 50 concurrent clients for 10 s per operation (login, user
// metadata) against an honest floor measured in the same run: bare Fastify routes that verify the
// same JWT, run the same SQL through the same driver and send the same JSON (bench/floor-server.ts).
// PGlite by default; `DATABASE_URL=…` runs on a fresh database inside that server, `--postgres` on
// a throw-away PostgreSQL 15 cluster. BENCH_CPU_PROF=<dir> writes the API process's CPU profile
// there (summarise it with `tsx bench/profile-summary.ts <dir>`); `--metadata-only` skips the login
// pair, whose argon2id would fill such a profile.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareApiAndFloor } from './floor-build.ts';
import {
  alternate,
  fmt,
  loadAverage,
  type Measurement,
  startProcess,
  stopProcess,
  withoutSamples,
} from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const METADATA_ONLY = process.argv.includes('--metadata-only');
const API_PORT = Number(process.env.BENCH_PORT ?? 3200);
const FLOOR_PORT = API_PORT + 1;

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

async function post(url: string, body: string, token?: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return response.text();
}

// A fresh session token in each answer: compared with the token masked.
const withoutToken = (body: string) => body.replace(/"token":"[^"]+"/, '"token":"…"');

async function main() {
  const loadAtStart = loadAverage();
  const { floorScript, fresh, dataDir, floorDir, env, apiArgs, cleanup } = await prepareApiAndFloor('api');
  const apiHealth = `http://127.0.0.1:${API_PORT}/healthz`;
  const results: Measurement[] = [];
  try {
    // The first start seeds the demo data; PGlite's directory is one process's, so the floor gets
    // a copy of it (with the same JWT secret) and both servers run side by side.
    await stopProcess(
      await startProcess(process.execPath, apiArgs.slice(-1), { ...env, PORT: String(API_PORT) }, apiHealth),
    );
    cpSync(dataDir, floorDir, { recursive: true });
    const api = await startProcess(process.execPath, apiArgs, { ...env, PORT: String(API_PORT) }, apiHealth);
    const floor = await startProcess(
      process.execPath,
      [floorScript],
      { ...env, DATA_DIR: floorDir, PORT: String(FLOOR_PORT) },
      `http://127.0.0.1:${FLOOR_PORT}/healthz`,
    );
    try {
      const gqlUrl = `http://127.0.0.1:${API_PORT}/graphql`;
      const floorUrl = (path: string) => `http://127.0.0.1:${FLOOR_PORT}/${path}`;
      const loginBody = await post(gqlUrl, LOGIN);
      const token = (JSON.parse(loginBody) as { data: { login: { token: string } } }).data.login.token;
      const metadataBody = await post(gqlUrl, METADATA, token);
      if (!metadataBody.includes('Olivia Owner'))
        throw new Error(`unexpected metadata answer: ${metadataBody}`);
      // The floor must answer byte for byte what the API answered, or its figure means nothing.
      const floorLogin = await post(floorUrl('login'), LOGIN);
      if (withoutToken(floorLogin) !== withoutToken(loginBody))
        throw new Error(`floor login differs:\n${floorLogin}\n${loginBody}`);
      const floorMetadata = await post(floorUrl('metadata'), METADATA, token);
      if (floorMetadata !== metadataBody)
        throw new Error(`floor metadata differs:\n${floorMetadata}\n${metadataBody}`);
      const auth = { authorization: `Bearer ${token}` };
      const opts = { connections: CONNECTIONS, duration: DURATION };
      if (!METADATA_ONLY)
        results.push(
          ...(await alternate(
            { name: 'login (argon2id verify)', url: gqlUrl, body: LOGIN, pid: api.pid },
            { name: 'floor: login', url: floorUrl('login'), body: LOGIN, pid: floor.pid },
            opts,
          )),
        );
      results.push(
        ...(await alternate(
          { name: 'GetUserMetadata', url: gqlUrl, body: METADATA, headers: auth, pid: api.pid },
          {
            name: 'floor: metadata',
            url: floorUrl('metadata'),
            body: METADATA,
            headers: auth,
            pid: floor.pid,
          },
          opts,
        )),
      );
    } finally {
      await stopProcess(floor);
      await stopProcess(api);
    }
  } finally {
    await cleanup();
  }

  const [metadata, metadataFloor] = results.slice(-2) as [Measurement, Measurement];
  const [login, loginFloor] = results.length === 4 ? (results as [Measurement, Measurement]) : [];
  const database = fresh ? 'PostgreSQL' : 'PGlite';
  console.log(`\nAPI benchmark — ${CONNECTIONS} connections × ${DURATION} s each, database ${database}`);
  console.log(`load average at start ${loadAtStart}, at end ${loadAverage()} (2 cores shared)\n`);
  console.log(
    'operation                    req/s     p50 ms   p95 ms   p99 ms   errors  non-2xx  CPU ms/req  req/s vs floor (CPU vs floor)',
  );
  const pairs: [Measurement, Measurement | undefined][] = [
    ...(login && loginFloor
      ? [
          [login, loginFloor] as [Measurement, Measurement],
          [loginFloor, undefined] as [Measurement, undefined],
        ]
      : []),
    [metadata, metadataFloor],
    [metadataFloor, undefined],
  ];
  for (const [m, base] of pairs) {
    const cpu = base?.cpuMs && m.cpuMs ? `; CPU ${fmt(m.cpuMs / base.cpuMs, 2)}× the floor's` : '';
    const ratio = base ? `${fmt(m.rps / base.rps, 3)}× (${fmt(base.rps / m.rps, 1)}× slower${cpu})` : '';
    console.log(
      `${m.name.padEnd(26)} ${fmt(m.rps).padStart(8)} ${fmt(m.p50).padStart(9)} ${fmt(m.p95).padStart(8)} ${fmt(m.p99).padStart(8)} ${String(m.errors).padStart(8)} ${String(m.non2xx).padStart(8)} ${fmt(m.cpuMs ?? Number.NaN, 2).padStart(11)}  ${ratio}`,
    );
  }
  const goalMet = metadata.rps >= 0.5 * metadataFloor.rps && metadata.p95 <= 20;
  console.log(
    `\nGoal (PostgreSQL): GetUserMetadata ≥ 0.5× its floor and p95 ≤ 20 ms — here ${fmt(metadata.rps / metadataFloor.rps, 2)}× and ${fmt(metadata.p95)} ms: ${goalMet ? 'met' : 'not met'}`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        database,
        connections: CONNECTIONS,
        duration: DURATION,
        load: [loadAtStart, loadAverage()],
        results: results.map(withoutSamples),
      },
      null,
      2,
    ),
  );
  console.log(`saved ${file}`);
}

await main();
