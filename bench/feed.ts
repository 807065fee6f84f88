// npm run bench:feed — the terminal configuration feed of a venue with 10,000 items on PostgreSQL
// (issue #13 "Speed"): a temporary PostgreSQL 15 cluster (or a fresh database in DATABASE_URL's
// server), migrated and demo-seeded, plus 10,000 items of Demo Bistro in 'All articles' (linked to
// Södermalm). Through the real server, as a terminal: the full read, a 304 with the current ETag,
// and a `?since=` delta after one price change (each change bumps the version, then one delta is
// timed), and the first full read after a change (which builds the feed; later full reads of that
// version are served from the server's cache). p95 over the runs; exits 1 over a budget: full ≤
// 300 ms, 304 ≤ 10 ms, delta ≤ 20 ms.
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../apps/server/src/lib/ids.ts';
import { openPostgres } from '../apps/server/src/platform/db/client.ts';
import {
  categories,
  companies,
  itemCategories,
  items,
  menuEntries,
  menus,
  venues,
} from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 30));
const BUDGET = { full: 300, notModified: 10, delta: 20 };
const SLICE = 1000;

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
};
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)] ?? 0;

async function seed(url: string): Promise<{ companyId: string; venueId: string }> {
  const database = openPostgres(url, 4);
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  const [bistro] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Bistro'));
  const companyId = bistro?.id ?? '';
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.name, 'Södermalm')));
  const categoryIds = (
    await db.select({ id: categories.id }).from(categories).where(eq(categories.companyId, companyId))
  ).map((row) => row.id);
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), eq(menus.isDefault, true), eq(menus.deleted, false)));
  // Written as the back office would: every row through the feed triggers (in commit order).
  await db.transaction(async (tx) => {
    for (let start = 0; start < ITEMS; start += SLICE) {
      const rows = Array.from({ length: Math.min(SLICE, ITEMS - start) }, (_, i) => {
        const n = start + i;
        return { id: newId(), title: `Bench item ${n}`, price: 1000 + ((n * 37) % 20_000) };
      });
      await tx
        .insert(items)
        .values(
          rows.map((r) => ({ id: r.id, companyId, title: r.title, defaultPrice: r.price, vatRate: 25 })),
        );
      await tx.insert(itemCategories).values(
        rows.map((r, i) => ({
          companyId,
          itemId: r.id,
          categoryId: categoryIds[i % categoryIds.length] ?? '',
        })),
      );
      await tx
        .insert(menuEntries)
        .values(
          rows.map((r) => ({ id: newId(), companyId, menuId: menu?.id ?? '', itemId: r.id, price: r.price })),
        );
    }
  });
  await database.close();
  return { companyId, venueId: venue?.id ?? '' };
}

async function timed(url: string, credential: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${credential}`, 'accept-encoding': 'gzip', ...headers },
  });
  const text = await response.text();
  return {
    ms: performance.now() - started,
    status: response.status,
    text,
    etag: response.headers.get('etag'),
  };
}

async function main(): Promise<void> {
  const cluster = process.env.DATABASE_URL ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 54340));
  const fresh = await freshDatabase(process.env.DATABASE_URL ?? cluster?.url ?? '');
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  let over = false;
  try {
    const seedStart = performance.now();
    const { companyId, venueId } = await seed(fresh.url);
    console.log(`Seeded the demo and ${ITEMS} items in ${fmt((performance.now() - seedStart) / 1000, 1)} s`);
    server = await startProcess(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
      {
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        SEED_DEMO: 'false',
        DATABASE_URL: fresh.url,
      },
      `${ORIGIN}/healthz`,
    );
    const token = await loginToken(ORIGIN);
    const issued = await fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($v: ID!) { createTerminal(venueId: $v, name: "Bench till") { credential } }',
        variables: { v: venueId },
      }),
    });
    const credential = ((await issued.json()) as { data: { createTerminal: { credential: string } } }).data
      .createTerminal.credential;
    const config = `${ORIGIN}/terminal/v1/config`;

    const full: number[] = [];
    let body = '';
    let etag = '';
    for (let run = 0; run <= RUNS; run++) {
      const answer = await timed(config, credential);
      if (answer.status !== 200) throw new Error(`full read answered ${answer.status}`);
      if (run > 0) full.push(answer.ms); // the first warms the server up
      body = answer.text;
      etag = answer.etag ?? '';
    }
    const feed = JSON.parse(body) as { version: number; items: { id: string; defaultPrice: number }[] };

    const notModified: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const answer = await timed(config, credential, { 'if-none-match': etag });
      if (answer.status !== 304) throw new Error(`If-None-Match answered ${answer.status}`);
      if (run > 0) notModified.push(answer.ms);
    }

    // One price change (the item and its All articles entry, as updateItem writes them), then the delta.
    const database = openPostgres(fresh.url, 2);
    const delta: number[] = [];
    let deltaItems = 0;
    let before = feed.version;
    for (let run = 0; run <= RUNS; run++) {
      const item = feed.items[run % feed.items.length];
      await database.db.transaction(async (tx) => {
        await tx
          .update(items)
          .set({ defaultPrice: sql`${items.defaultPrice} + 100` })
          .where(and(eq(items.companyId, companyId), eq(items.id, item?.id ?? '')));
        await tx
          .update(menuEntries)
          .set({ price: sql`${menuEntries.price} + 100` })
          .where(
            and(
              eq(menuEntries.companyId, companyId),
              eq(menuEntries.itemId, item?.id ?? ''),
              sql`${menuEntries.menuId} = (select id from menus where company_id = ${companyId} and is_default and not deleted)`,
            ),
          );
      });
      const answer = await timed(`${config}?since=${before}`, credential);
      if (answer.status !== 200) throw new Error(`delta answered ${answer.status}: ${answer.text}`);
      const changed = JSON.parse(answer.text) as { version: number; items: unknown[] };
      deltaItems = changed.items.length;
      before = changed.version;
      if (run > 0) delta.push(answer.ms);
    }
    // The first full read after a change builds the feed (the cache above serves the reads after it).
    const cold: number[] = [];
    for (let run = 0; run <= Math.min(RUNS, 10); run++) {
      await database.db.execute(
        sql`update items set title = title || '.' where company_id = ${companyId} and id = ${feed.items[run]?.id ?? ''}`,
      );
      const answer = await timed(config, credential);
      if (answer.status !== 200) throw new Error(`full read answered ${answer.status}`);
      if (run > 0) cold.push(answer.ms);
    }
    await database.close();

    const rows = [
      ['full read, first after a change', cold, BUDGET.full, 'builds the feed'],
      [
        'full read (of a version already built)',
        full,
        BUDGET.full,
        `${feed.items.length} items, ${fmt(body.length / 1024 / 1024, 1)} MB JSON`,
      ],
      ['304 (If-None-Match)', notModified, BUDGET.notModified, ''],
      ['delta after one price change', delta, BUDGET.delta, `${deltaItems} item(s) in the delta`],
    ] as const;
    console.log(
      `\nFeed of Södermalm on PostgreSQL${cluster ? ' 15 (temporary cluster)' : ' (DATABASE_URL)'}, ${RUNS} runs each:`,
    );
    for (const [what, times, budget, note] of rows) {
      const ok = p95(times) <= budget;
      if (!ok) over = true;
      console.log(
        `  ${what.padEnd(40)} median ${fmt(median(times), 1).padStart(6)} ms  p95 ${fmt(p95(times), 1).padStart(6)} ms  (budget ${budget} ms) ${ok ? 'OK' : 'OVER'}  ${note}`,
      );
    }
  } finally {
    if (server) await stopProcess(server);
    await fresh.drop();
    cluster?.stop();
  }
  if (over) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
