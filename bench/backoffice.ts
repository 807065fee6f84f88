// npm run bench:backoffice — the back office's JavaScript against its budgets (DESIGN.md, Budgets):
// the shell a signed-in user downloads on first load (<= 250 KB gzip) and what each screen adds on
// top of it when opened (<= 60 KB gzip per route chunk). Measured in Chromium against the built
// product: every script the page really requests, gzipped here. Exits 1 when over a budget, so a
// run that breaks one fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const GOALS = { shellKb: 250, routeKb: 60 };
/** Screens to weigh: the frame's home and every screen that is more than a title. */
const ROUTES = [
  '/pim/products',
  '/pim/categories',
  '/pim/modification-groups',
  '/menus',
  '/pos-layout',
  '/tables/floor-plan',
  '/online-ordering',
  '/online-ordering/opening-hours',
  '/online-ordering/settings',
  '/online-ordering/library',
  '/online-ordering/members',
  '/online-ordering/members/promo-codes',
  '/settings/company',
  '/settings/venues',
  '/integrations',
  '/integrations/fortnox',
  '/integrations/fortnox/manage-configs',
  '/support',
  '/welcome',
];

async function gzipOf(url: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body).length;
  cache.set(url, size);
  return size;
}

/**
 * The scripts a fresh page at `path` requests until the network is idle, and the translation files
 * it fetches (JSON under /assets/locales/: code by another name, so they count the same).
 */
async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const onRequest = (request: { url: () => string; resourceType: () => string }) => {
    if (request.resourceType() === 'script' || request.url().includes('/assets/locales/'))
      scripts.add(request.url());
  };
  page.on('request', onRequest);
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('h1, [role="heading"]');
  page.off('request', onRequest);
  return scripts;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-bo-'));
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
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const sizes = new Map<string, number>();
  try {
    const token = await loginToken(ORIGIN);
    const context = await browser.newContext();
    // The token in the user slot, as the login form would leave it (a script string: bench has no DOM types).
    await context.addInitScript(`localStorage.setItem('fika.dev.token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    const shell = await scriptsOf(page, '/');
    let shellBytes = 0;
    for (const url of shell) shellBytes += await gzipOf(url, sizes);
    const shellKb = shellBytes / 1024;

    console.log(`\nBack-office JavaScript and translations (gzip), built product at ${ORIGIN}\n`);
    console.log(`shell at /: ${fmt(shellKb)} KB in ${shell.size} files   (goal <= ${GOALS.shellKb} KB)`);
    for (const url of [...shell].sort())
      console.log(`    ${fmt((sizes.get(url) ?? 0) / 1024).padStart(6)} KB  ${new URL(url).pathname}`);
    console.log('\nroute                      adds KB   (goal <= 60 KB)');
    let worst = 0;
    for (const route of ROUTES) {
      const fresh = await context.newPage();
      const scripts = await scriptsOf(fresh, route);
      await fresh.close();
      let extra = 0;
      const added = [...scripts].filter((url) => !shell.has(url));
      for (const url of added) extra += await gzipOf(url, sizes);
      worst = Math.max(worst, extra / 1024);
      console.log(`${route.padEnd(26)} ${fmt(extra / 1024).padStart(6)}`);
      // BENCH_VERBOSE=1 lists what a screen adds, largest first.
      if (process.env.BENCH_VERBOSE) {
        for (const url of added.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0)))
          console.log(`    ${fmt((sizes.get(url) ?? 0) / 1024).padStart(6)} KB  ${new URL(url).pathname}`);
      }
    }
    const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
    const shellOk = shellKb <= GOALS.shellKb;
    const routesOk = worst <= GOALS.routeKb;
    console.log(`\nshell ${verdict(shellOk)}; largest route ${fmt(worst)} KB, ${verdict(routesOk)}`);
    if (!shellOk || !routesOk) process.exitCode = 1;
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
