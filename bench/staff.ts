// npm run bench:staff — the staff list of 1,000 people under 50 concurrent clients (issue #13:
// API p95 ≤ 50 ms at 50 clients on PostgreSQL). Starts the built server on a fresh database
// (PostgreSQL with DATABASE_URL, else PGlite), adds staff through createStaff up to 1,000, then
// measures the first page of `staffList` (50 by name, with totalCount) and a search.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, loginToken, type Measurement, measure, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const STAFF = 1000;
const PORT = 3202;

const LIST = (filter: Record<string, unknown>) =>
  JSON.stringify({
    operationName: 'StaffList',
    query:
      'query StaffList($filter: StaffFilterInput) { staffList(filter: $filter, first: 50) { nodes { id name active accessLevel { id name } venueIds hasPin pinSetAt } pageInfo { hasNextPage endCursor } totalCount } }',
    variables: { filter },
  });

async function main() {
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-staff-'));
  const server = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
    `http://127.0.0.1:${PORT}/healthz`,
  );
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const token = await loginToken(origin);
    const gql = async (body: string) => {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    const session = await gql(JSON.stringify({ query: 'query { authorizeUser { venueIds } }' }));
    const venueIds = (session.data?.authorizeUser as { venueIds: string[] } | undefined)?.venueIds ?? [];
    const levels = await gql(JSON.stringify({ query: 'query { accessLevels { id } }' }));
    const levelIds = ((levels.data?.accessLevels as { id: string }[] | undefined) ?? []).map((l) => l.id);
    // PINs for every tenth person, so the hash cost is paid but the setup stays short.
    const create = (i: number) =>
      gql(
        JSON.stringify({
          query: 'mutation($input: StaffInput!) { createStaff(input: $input) { id } }',
          variables: {
            input: {
              name: `Bench Person ${String(i).padStart(4, '0')}`,
              pin: i % 10 === 0 ? String(100000 + i) : null,
              accessLevelId: levelIds[i % levelIds.length] ?? null,
              venueIds: [venueIds[i % venueIds.length]],
              phone: `+46 70 ${String(1000000 + i)}`,
              email: `person${i}@bench.test`,
            },
          },
        }),
      );
    const start = performance.now();
    for (let i = 5; i < STAFF; i += 20) {
      const results = await Promise.all(
        Array.from({ length: Math.min(20, STAFF - i) }, (_, k) => create(i + k)),
      );
      const failed = results.find((r) => r.errors);
      if (failed) throw new Error(JSON.stringify(failed.errors));
    }
    const check = await gql(LIST({}));
    const total = (check.data?.staffList as { totalCount: number } | undefined)?.totalCount;
    console.log(`${total} staff created in ${fmt((performance.now() - start) / 1000)} s`);

    const results: Measurement[] = [];
    const headers = { authorization: `Bearer ${token}` };
    for (const [name, filter] of [
      ['staffList first page (50 of 1,000)', {}],
      ['staffList search "person 07"', { search: 'person 07' }],
      ['staffList venue + active filter', { venueId: venueIds[0], active: true }],
    ] as const) {
      results.push(
        await measure(name, {
          url: `${origin}/graphql`,
          body: LIST(filter),
          headers,
          connections: CONNECTIONS,
          duration: DURATION,
        }),
      );
    }
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`\n${database}, ${CONNECTIONS} clients, ${DURATION} s each`);
    console.log('operation | req/s | p50 ms | p95 ms | p99 ms | errors/non-2xx');
    for (const r of results) {
      console.log(
        `${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors}/${r.non2xx}`,
      );
    }
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
