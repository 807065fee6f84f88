// npm run bench:web — the public site against its budgets (docs: DESIGN.md, Budgets): Lighthouse
// mobile scores of the landing page in two languages and the gzip size of all JavaScript it
// loads. A measurement, not a test: a missed goal is printed, never an exit code.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, startProcess, stopProcess } from './lib.ts';
import { measurePage, type PageResult } from './lighthouse.ts';

const root = new URL('..', import.meta.url).pathname;
const PAGES = ['/en-gb', '/sv-se'];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** The prerendered canonical and hreflang links name this origin (SITE_URL at build time). */
const SITE_PORT = 3000;
const GOALS = { performance: 95, accessibility: 100, seo: 95, jsGzipKb: 130 };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function printTable(results: PageResult[], origin: string) {
  console.log(
    `\nPublic site — Lighthouse mobile (default throttling), median of ${RUNS} run(s), ${origin}\n`,
  );
  console.log(
    'page         performance   accessibility  best-practices   SEO        JS gzip KB   (sent, br)',
  );
  console.log(
    `goal         >= ${GOALS.performance}         ${GOALS.accessibility}            —                >= ${GOALS.seo}      <= ${GOALS.jsGzipKb}`,
  );
  for (const r of results) {
    const { performance, accessibility, seo } = r.scores;
    console.log(
      [
        r.url.padEnd(12),
        `${performance} ${mark(performance >= GOALS.performance)}`.padEnd(13),
        `${accessibility} ${mark(accessibility >= GOALS.accessibility)}`.padEnd(14),
        String(r.scores['best-practices']).padEnd(16),
        `${seo} ${mark(seo >= GOALS.seo)}`.padEnd(10),
        `${fmt(r.jsGzipKb)} ${mark(r.jsGzipKb <= GOALS.jsGzipKb)}`.padEnd(12),
        `(${fmt(r.jsTransferredKb)})`,
      ].join(' '),
    );
  }
  for (const r of results) {
    console.log(`\n${r.url}: performance runs ${r.performanceRuns.join(', ')}`);
    console.log(
      `  ${Object.entries(r.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(' · ')}`,
    );
    console.log(`  ${r.scripts.length} scripts:`);
    for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${fmt(s.gzip / 1024).padStart(6)} KB gzip  ${new URL(s.url).pathname}`);
    }
    for (const [category, audits] of Object.entries(r.failedAudits)) {
      console.log(`  ${category} below full marks:`);
      for (const audit of audits) console.log(`    - ${audit}`);
    }
  }
}

async function main() {
  // BENCH_SKIP_BUILD=1 measures the build at hand (or WEB_DIST) without rebuilding first.
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const onSitePort = await portIsFree(SITE_PORT);
  const port = onSitePort ? SITE_PORT : await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-web-'));
  const server = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    `http://127.0.0.1:${port}/healthz`,
  );
  const results: PageResult[] = [];
  try {
    for (const page of PAGES) results.push(await measurePage(`${origin}${page}`, RUNS));
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  printTable(
    results.map((r) => ({ ...r, url: new URL(r.url).pathname })),
    origin,
  );
  if (!onSitePort) {
    console.log(
      `\nNote: port ${SITE_PORT} was busy, so the pages ran on ${port} while their canonical and hreflang ` +
        `links name http://localhost:${SITE_PORT} (SITE_URL at build time); SEO audits on those links may differ.`,
    );
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results', `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ origin, runs: RUNS, goals: GOALS, results }, null, 2));
  console.log(`\nsaved ${file}`);
}

await main();
