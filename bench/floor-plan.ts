// npm run bench:floor-plan — the floor-plan editor's frame times while a table is dragged across a
// plan of 200 tables (issue #14: frame p95 <= 16.7 ms). Starts the built server on a fresh database,
// creates the plan through the API, opens /tables/floor-plan in Chromium, records every
// requestAnimationFrame interval in the page while page.mouse drags one table for about two
// seconds, and prints the p50/p95/max; exits 1 when the p95 is over one 60 Hz frame.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3207);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TABLES = 200;
const BUDGET_MS = 16.7;
// rAF timestamps of frames delivered on time at 60 Hz jitter around 16.67 ms by a fraction of a
// millisecond (the compositor's clock); a dropped frame shows as ~33 ms. The check allows the jitter.
const JITTER_MS = 0.5;
const DRAG_MS = 2000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

async function createPlan(token: string): Promise<string> {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { authorizeUser } = await gql<{ authorizeUser: { venueIds: string[] } }>(
    'query { authorizeUser { venueIds } }',
  );
  const { createFloorPlan } = await gql<{ createFloorPlan: { id: string } }>(
    'mutation($v: ID!) { createFloorPlan(venueId: $v, input: { name: "Frame bench", width: 60, height: 44 }) { id } }',
    { v: authorizeUser.venueIds[0] },
  );
  // 20 × 10 tables, two cells apart, leaving the bottom rows free to drag across.
  const tables = Array.from({ length: TABLES }, (_, i) => ({
    code: `T${i + 1}`,
    posX: (i % 20) * 3,
    posY: Math.floor(i / 20) * 3,
    shape: i % 3 === 0 ? 'ROUND' : 'SQUARE',
  }));
  await gql('mutation($id: ID!, $i: FloorPlanSaveInput!) { saveFloorPlan(id: $id, input: $i) { id } }', {
    id: createFloorPlan.id,
    i: { expectedVersion: 1, width: 60, height: 44, tables, areas: [] },
  });
  return createFloorPlan.id;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-floor-plan-'));
  const server = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    { DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    `${ORIGIN}/healthz`,
    // A fresh database seeds the demo companies first: over a minute on a busy machine.
    180_000,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const token = await loginToken(ORIGIN);
    const planId = await createPlan(token);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(`localStorage.setItem('fika.dev.token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/tables/floor-plan?plan=${planId}`);
    const dragged = page.getByRole('button', { name: /^Table T1,/ });
    await dragged.waitFor({ timeout: 60_000 });
    const count = await page.locator('[data-key]').count();
    const box = await dragged.boundingBox();
    if (!box) throw new Error('table T1 not on screen');
    // Every frame interval from here on, in the page (a string: bench has no DOM types).
    await page.evaluate(`(() => {
      const w = window;
      w.__frames = [];
      w.__recording = true;
      let last;
      const tick = (t) => {
        if (last !== undefined) w.__frames.push(t - last);
        last = t;
        if (w.__recording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // Across the plan and back down, one pointer move per frame as a hand gives them.
    const began = Date.now();
    let step = 0;
    while (Date.now() - began < DRAG_MS) {
      const phase = (Date.now() - began) / DRAG_MS;
      await page.mouse.move(start.x + phase * 900, start.y + Math.sin(phase * Math.PI) * 500 + phase * 300);
      step++;
    }
    await page.mouse.up();
    await page.waitForTimeout(100);
    const frames = (await page.evaluate(
      '(() => { window.__recording = false; return window.__frames; })()',
    )) as number[];
    const label = await dragged.getAttribute('aria-label');
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `\nFloor-plan drag in Chromium: ${count} items on the plan, ${step} pointer moves in ${DRAG_MS} ms`,
    );
    console.log(`dropped at: ${label}`);
    console.log(
      `frames ${frames.length} | p50 ${fmt(percentile(sorted, 50), 2)} ms | p95 ${fmt(p95, 2)} ms | max ${fmt(sorted.at(-1) ?? Number.NaN, 2)} ms (budget p95 <= ${BUDGET_MS} ms)`,
    );
    if (!(p95 <= BUDGET_MS + JITTER_MS)) {
      console.error('OVER BUDGET');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
