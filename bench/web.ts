// npm run bench:web — the public site against its budgets (docs: DESIGN.md, Budgets): Lighthouse
// mobile scores of the landing page in two languages and the gzip size of all JavaScript it
// loads. A measurement, not a test: a missed goal is printed, never an exit code.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const PAGES = ['/en-gb', '/sv-se'];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** The prerendered canonical and hreflang links name this origin (SITE_URL at build time). */
const SITE_PORT = 3000;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const GOALS = { performance: 95, accessibility: 100, seo: 95, jsGzipKb: 130 };

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface Script {
  url: string;
  /** Bytes on the wire as Lighthouse saw them (the server prefers brotli). */
  transferred: number;
  /** The body compressed with gzip (zlib default level), as the budget counts it. */
  gzip: number;
  raw: number;
}

interface Run {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failedAudits: Record<string, string[]>;
  scripts: Script[];
}

interface PageResult extends Run {
  url: string;
  performanceRuns: number[];
  jsGzipKb: number;
  jsTransferredKb: number;
}

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

/** The uncompressed body of a script, gzipped here: the budget is in gzip whatever the server sends. */
async function gzipSize(url: string): Promise<{ raw: number; gzip: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
}

async function lighthouseRun(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // Mobile form factor and simulated throttling: Lighthouse's defaults.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;

    const metrics: Record<string, string> = {};
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      metrics[id] = lhr.audits[id]?.displayValue ?? '—';
    }

    const failedAudits: Record<string, string[]> = {};
    for (const id of CATEGORIES) {
      const failed = (lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode) &&
            (id !== 'performance' || audit.details?.type === 'opportunity'),
        )
        .map(
          (audit) => `${audit?.id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      if (failed.length > 0) failedAudits[id] = failed;
    }

    const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
    const scriptItems = (details?.items ?? []).filter(
      (item) => item.resourceType === 'Script' || /javascript/.test(item.mimeType ?? ''),
    );
    const scripts: Script[] = [];
    for (const item of scriptItems) {
      const size = item.url.startsWith('http')
        ? await gzipSize(item.url)
        : { raw: item.resourceSize ?? 0, gzip: 0 };
      scripts.push({ url: item.url, transferred: item.transferSize ?? 0, ...size });
    }
    return { scores, metrics, failedAudits, scripts };
  } finally {
    chrome.kill();
  }
}

async function measurePage(url: string): Promise<PageResult> {
  // One plain request first, so the first measured run does not pay for a cold server.
  await fetch(url).then((response) => response.arrayBuffer());
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    process.stdout.write(`  ${url} run ${i + 1}/${RUNS}…\n`);
    runs.push(await lighthouseRun(url));
  }
  // The run with the median performance score stands for the page (scores vary between runs).
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Run;
  const sum = (pick: (s: Script) => number) => median.scripts.reduce((total, s) => total + pick(s), 0) / 1024;
  return {
    url,
    ...median,
    performanceRuns: runs.map((r) => r.scores.performance),
    jsGzipKb: sum((s) => s.gzip),
    jsTransferredKb: sum((s) => s.transferred),
  };
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
    for (const page of PAGES) results.push(await measurePage(`${origin}${page}`));
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
