// npm run bench:members — the member search over 100,000 members (issue #15: search p95 ≤ 50 ms).
// Seeds the demo, then 100,000 members in all, into a fresh PGlite data directory (or a fresh
// database in the DATABASE_URL server), starts the built server on it and measures the members
// list under BENCH_CONNECTIONS clients: the first page, a name word, an e-mail part, a phone part,
// a word matching no one, and a level filter.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/client.ts';
import { companies, membershipLevels } from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { DEMO_LEVELS, seedDemoMembers } from '../apps/server/src/seed/demo-members.ts';
import { fmt, loginToken, type Measurement, measure, startProcess, stopProcess } from './lib.ts';
import { freshDatabase } from './postgres.ts';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const PORT = 3207;

const LIST = (filter: Record<string, unknown>) =>
  JSON.stringify({
    operationName: 'Members',
    query:
      'query Members($filter: MemberFilterInput) { members(filter: $filter, first: 100) { nodes { id name email phone membershipLevelId points orderCount joinedAt } pageInfo { hasNextPage endCursor } } }',
    variables: { filter },
  });

async function main() {
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-members-'));
  const fresh = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
  const database = fresh ? openPostgres(fresh.url) : await openPglite({ dataDir: join(dataDir, 'pglite') });
  const seeding = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  const [bistro] = await database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
  const companyId = bistro?.id ?? '';
  const levelRows = await database.db
    .select()
    .from(membershipLevels)
    .where(eq(membershipLevels.companyId, companyId));
  const levels = Object.fromEntries(
    DEMO_LEVELS.map((l) => [l.key, levelRows.find((r) => r.pointsRequired === l.pointsRequired)?.id ?? '']),
  );
  // The demo has 200; the rest come in batches so PGlite's memory stays moderate.
  for (let done = 200; done < MEMBERS; done += 20_000) {
    await seedDemoMembers(database.db, companyId, levels, Math.min(20_000, MEMBERS - done), new Date(), done);
  }
  await database.db.execute(sql`analyze members`);
  await database.close();
  console.log(`${MEMBERS} members seeded in ${fmt((performance.now() - seeding) / 1000)} s`);

  const server = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    { DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', DATABASE_URL: fresh?.url ?? '' },
    `http://127.0.0.1:${PORT}/healthz`,
  );
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const token = await loginToken(origin);
    const results: Measurement[] = [];
    const headers = { authorization: `Bearer ${token}` };
    for (const [name, filter] of [
      ['first page (100 newest)', {}],
      ['search a name word "lindqvist"', { search: 'lindqvist' }],
      ['search two words "anna berg"', { search: 'anna berg' }],
      ['search an e-mail part "ek.12"', { search: 'ek.12' }],
      ['search a phone part "70 1234"', { search: '70 1234' }],
      ['search matching no one "zzqx"', { search: 'zzqx' }],
      ['level filter (Gold)', { membershipLevelId: levels.gold }],
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
    const where = fresh ? 'PostgreSQL' : 'PGlite';
    console.log(`\n${where}, ${MEMBERS} members, ${CONNECTIONS} clients, ${DURATION} s each`);
    console.log('operation | req/s | p50 ms | p95 ms | p99 ms | errors/non-2xx');
    for (const r of results) {
      console.log(
        `${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors}/${r.non2xx}`,
      );
    }
  } finally {
    await stopProcess(server);
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
