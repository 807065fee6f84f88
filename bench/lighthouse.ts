// Lighthouse mobile runs and script weights for the web benches (bench:web, bench:guest).
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
}

export interface Script {
  url: string;
  /** Bytes on the wire as Lighthouse saw them (the server prefers brotli). */
  transferred: number;
  /** The body compressed with gzip (zlib default level), as the budget counts it. */
  gzip: number;
  raw: number;
}

export interface Run {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failedAudits: Record<string, string[]>;
  scripts: Script[];
}

export interface PageResult extends Run {
  url: string;
  performanceRuns: number[];
  jsGzipKb: number;
  jsTransferredKb: number;
}

/** The uncompressed body of a script, gzipped here: the budget is in gzip whatever the server sends. */
export async function gzipSize(url: string): Promise<{ raw: number; gzip: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
}

export async function lighthouseRun(url: string): Promise<Run> {
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

export async function measurePage(url: string, runCount: number): Promise<PageResult> {
  // One plain request first, so the first measured run does not pay for a cold server.
  await fetch(url).then((response) => response.arrayBuffer());
  const runs: Run[] = [];
  for (let i = 0; i < runCount; i++) {
    process.stdout.write(`  ${url} run ${i + 1}/${runCount}…\n`);
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
