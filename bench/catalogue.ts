// npm run bench:catalogue — the product list over 10,000 items (DESIGN.md budgets, issue #5 "Speed"):
// seeds 10,000 products into a fresh PGlite data directory with SQL batches, starts the built
// server on it and times GetItems for every item, a page of 50, the quick search's item list, and
// the product list in Chromium (navigation to the first rows, then a scroll to the very last row,
// frame by frame). A measurement, not a test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { newId } from '../apps/server/src/lib/ids.ts';
import { openPglite } from '../apps/server/src/platform/db/client.ts';
import {
  categories,
  companies,
  itemCategories,
  items,
  menuEntries,
  menus,
} from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3220);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 10));
const BROWSER_RUNS = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 3));
const SLICE = 1000;

const WORDS = [
  'Kaffe',
  'Latte',
  'Bulle',
  'Smörgås',
  'Sallad',
  'Pizza',
  'Öl',
  'Vin',
  'Juice',
  'Kaka',
  'Soppa',
];
const SIZES = ['', 'liten', 'stor', '33 cl', '50 cl', 'glas', 'flaska', 'bit'];

/** Seeds the demo data, then 10,000 more products of Demo Bistro, each in 'All articles'. */
async function seed(dataDir: string): Promise<void> {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  const [bistro] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Bistro'));
  const companyId = bistro?.id ?? '';
  const categoryIds = (
    await db.select({ id: categories.id }).from(categories).where(eq(categories.companyId, companyId))
  ).map((row) => row.id);
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), eq(menus.isDefault, true), eq(menus.deleted, false)));
  await db.transaction(async (tx) => {
    for (let start = 0; start < ITEMS; start += SLICE) {
      const rows = Array.from({ length: Math.min(SLICE, ITEMS - start) }, (_, i) => {
        const n = start + i;
        const title = [WORDS[n % WORDS.length], SIZES[(n >> 3) % SIZES.length], n].filter(Boolean).join(' ');
        return { id: newId(), title, price: 1000 + ((n * 37) % 20_000) };
      });
      await tx.insert(items).values(
        rows.map((row) => ({
          id: row.id,
          companyId,
          title: row.title,
          titleLang: { se: row.title },
          defaultPrice: row.price,
          vatRate: 25,
        })),
      );
      await tx.insert(itemCategories).values(
        rows.map((row, i) => ({
          companyId,
          itemId: row.id,
          categoryId: categoryIds[i % categoryIds.length] ?? '',
        })),
      );
      if (menu) {
        await tx.insert(menuEntries).values(
          rows.map((row) => ({
            id: newId(),
            companyId,
            menuId: menu.id,
            itemId: row.id,
            price: row.price,
          })),
        );
      }
    }
  });
  await database.close();
}

const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
const p95 = (sorted: number[]) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;

interface Row {
  what: string;
  median: number;
  p95: number;
  note: string;
}

async function timeQuery(
  what: string,
  token: string,
  query: string,
  count: (body: unknown) => number,
): Promise<Row> {
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip',
      },
      body: JSON.stringify({ query }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    const body = JSON.parse(text) as { errors?: unknown };
    if (body.errors) throw new Error(`${what}: ${JSON.stringify(body.errors)}`);
    bytes = text.length;
    rows = count(body);
    if (run > 0) times.push(elapsed); // the first run warms the server's caches
  }
  times.sort((a, b) => a - b);
  return {
    what,
    median: median(times),
    p95: p95(times),
    note: `${rows} rows, ${fmt(bytes / 1024, 0)} KB JSON`,
  };
}

// The product list's own document (apps/web/src/features/products/products.graphql.ts).
const GET_ITEMS = 'query GetItems { items { count results { id title defaultPrice vatRate categoryIds } } }';
const PAGE =
  'query Page { items(limit: 50, offset: 5000) { count results { id title defaultPrice categories { id name } } } }';
const QUICK_SEARCH = 'query QuickSearchItems { items { count results { id title categories { id name } } } }';
const resultsOf = (body: unknown) =>
  (body as { data: { items: { results: unknown[] } } }).data.items.results.length;

/** Navigation → first rows, then a scroll to the last row one big step per frame. */
async function timeList(token: string): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const firstRows: number[] = [];
  const scrolls: number[] = [];
  const frames: number[] = [];
  const wheelFrames: number[] = [];
  try {
    for (let run = 0; run < BROWSER_RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript(`localStorage.setItem('fika.dev.token', ${JSON.stringify(token)})`);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${ORIGIN}/pim/products`);
      await page.locator('tr[data-row-key]').first().waitFor();
      firstRows.push(performance.now() - started);
      // A script string: the bench has no DOM types. Scrolls 600 px a frame and records each frame.
      const result = (await page.evaluate(`new Promise((resolve) => {
        const box = document.querySelector('tr[data-row-key]').closest('table').parentElement;
        const times = [];
        const start = performance.now();
        let last = start;
        const step = () => {
          const now = performance.now();
          times.push(now - last);
          last = now;
          if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
            resolve({ total: now - start, frames: times.slice(1) });
            return;
          }
          box.scrollTop += 600;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      })`)) as { total: number; frames: number[] };
      // A wheel-like scroll: 100 px a frame for 240 frames from the middle of the list.
      const gentle = (await page.evaluate(`new Promise((resolve) => {
        const box = document.querySelector('tr[data-row-key]').closest('table').parentElement;
        box.scrollTop = box.scrollHeight / 2;
        const times = [];
        let last = performance.now();
        const step = () => {
          const now = performance.now();
          times.push(now - last);
          last = now;
          if (times.length > 240) {
            resolve(times.slice(1));
            return;
          }
          box.scrollTop += 100;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      })`)) as number[];
      wheelFrames.push(...gentle);
      const lastRow = await page.locator('tr[data-row-key]').last().textContent();
      if (!lastRow) throw new Error('the last row did not render');
      scrolls.push(result.total);
      frames.push(...result.frames);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  firstRows.sort((a, b) => a - b);
  scrolls.sort((a, b) => a - b);
  frames.sort((a, b) => a - b);
  wheelFrames.sort((a, b) => a - b);
  return [
    {
      what: 'list: navigation → first rows',
      median: median(firstRows),
      p95: p95(firstRows),
      note: 'Chromium, cold page',
    },
    {
      what: 'list: scroll to the last row',
      median: median(scrolls),
      p95: p95(scrolls),
      note: '600 px per frame',
    },
    {
      what: 'list: a frame, scrolling 600 px a frame',
      median: median(frames),
      p95: p95(frames),
      note: `${frames.length} frames; 16.7 ms = 60 fps`,
    },
    {
      what: 'list: a frame, scrolling 100 px a frame',
      median: median(wheelFrames),
      p95: p95(wheelFrames),
      note: `${wheelFrames.length} frames (wheel-like)`,
    },
  ];
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-catalogue-'));
  try {
    const seeded = performance.now();
    await seed(dataDir);
    console.log(
      `Seeded ${ITEMS.toLocaleString('en')} products in ${fmt((performance.now() - seeded) / 1000)} s`,
    );
    const server = await startProcess(
      process.execPath,
      [join(root, 'apps/server/dist/main.js')],
      { DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      `${ORIGIN}/healthz`,
    );
    const rows: Row[] = [];
    try {
      const token = await loginToken(ORIGIN);
      rows.push(await timeQuery('GetItems, every item (product list)', token, GET_ITEMS, resultsOf));
      rows.push(await timeQuery('GetItems, a page of 50 (offset 5000)', token, PAGE, resultsOf));
      rows.push(await timeQuery('QuickSearchItems, every item', token, QUICK_SEARCH, resultsOf));
      rows.push(...(await timeList(token)));
    } finally {
      await stopProcess(server);
    }
    console.log(
      `\nCatalogue with ${(ITEMS + 60).toLocaleString('en')} products, built product at ${ORIGIN}\n`,
    );
    console.log(`${'what'.padEnd(42)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(9)}   note`);
    for (const row of rows) {
      console.log(
        `${row.what.padEnd(42)} ${fmt(row.median).padStart(10)} ${fmt(row.p95).padStart(9)}   ${row.note}`,
      );
    }
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const file = join(
      root,
      'bench/results',
      `catalogue-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(
      file,
      JSON.stringify({ items: ITEMS, runs: RUNS, browserRuns: BROWSER_RUNS, rows }, null, 2),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
