// npm run bench:guest — the guest ordering page against its budgets (issue #15 point 11): the
// JavaScript a phone loads for a venue's menu page (<= 100 KB gzip, everything requested), and
// Lighthouse mobile performance (>= 95) and accessibility (100) on that page; and that the menu is
// revalidated by its ETag (304). Against the built product with the demo company, whose first venue
// with a take-away menu is opened for online orders here. Exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';
import { measurePage } from './lighthouse.ts';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(1, Number(process.env.BENCH_GUEST_RUNS ?? 3));
const GOALS = { performance: 95, accessibility: 100, jsGzipKb: 100 };

async function gql<T>(token: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** Opens the demo's first venue with a take-away menu for online orders, all day; its slug. */
async function openVenue(token: string): Promise<string> {
  const { menuProviderData } = await gql<{
    menuProviderData: { venues: { id: string; menus: { serviceType: string; menu: { id: string } }[] }[] };
  }>(token, '{ menuProviderData { venues { id menus { serviceType menu { id } } } } }');
  const venue = menuProviderData.venues.find((v) => v.menus.some((m) => m.serviceType === 'TAKE_AWAY'));
  const menuId = venue?.menus.find((m) => m.serviceType === 'TAKE_AWAY')?.menu.id;
  if (!venue || !menuId) throw new Error('The demo has no venue with a take-away menu');
  await gql(
    token,
    'mutation($v: ID!, $i: [WeeklyOpeningIntervalInput!]!) { setOpeningHours(venueId: $v, intervals: $i) { __typename } }',
    {
      v: venue.id,
      i: WEEKDAYS.map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
    },
  );
  const { onlineOrderingSettings } = await gql<{ onlineOrderingSettings: { slug: string } }>(
    token,
    'query($v: ID!) { onlineOrderingSettings(venueId: $v) { slug } }',
    { v: venue.id },
  );
  await gql(
    token,
    'mutation($v: ID!, $i: OnlineOrderingSettingsInput!) { updateOnlineOrderingSettings(venueId: $v, input: $i) { slug } }',
    {
      v: venue.id,
      i: {
        slug: onlineOrderingSettings.slug,
        serviceTypes: ['TAKE_AWAY'],
        menus: { TAKE_AWAY: menuId },
        preparationMinutes: 10,
        pickupSlotMinutes: 15,
        minOrderAmount: 0,
      },
    },
  );
  await gql(token, 'mutation($v: ID!) { manageOnlineOrdering(venueId: $v, enabled: true) { enabled } }', {
    v: venue.id,
  });
  return onlineOrderingSettings.slug;
}

/** The menu again with its ETag: an unchanged menu must answer 304 without a body. */
async function menuRevalidates(slug: string): Promise<boolean> {
  const url = `${ORIGIN}/api/guest/v1/venues/${slug}/menu?serviceType=TAKE_AWAY&lang=en`;
  const first = await fetch(url);
  const etag = first.headers.get('etag');
  await first.arrayBuffer();
  if (!first.ok || !etag) return false;
  const second = await fetch(url, { headers: { 'if-none-match': etag } });
  return second.status === 304 && (await second.arrayBuffer()).byteLength === 0;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function main() {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-guest-'));
  const server = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    { DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    `${ORIGIN}/healthz`,
  );
  let ok = false;
  try {
    const slug = await openVenue(await loginToken(ORIGIN));
    const etagOk = await menuRevalidates(slug);
    const page = await measurePage(`${ORIGIN}/en-gb/order/${slug}`, RUNS);
    const { performance, accessibility } = page.scores;
    console.log(`\nGuest ordering page — Lighthouse mobile (default throttling), median of ${RUNS} run(s)\n`);
    console.log(`page                    ${new URL(page.url).pathname}`);
    console.log(
      `performance             ${performance} ${mark(performance >= GOALS.performance)} (goal >= ${GOALS.performance}; runs ${page.performanceRuns.join(', ')})`,
    );
    console.log(
      `accessibility           ${accessibility} ${mark(accessibility >= GOALS.accessibility)} (goal ${GOALS.accessibility})`,
    );
    console.log(
      `first-load JS gzip KB   ${fmt(page.jsGzipKb)} ${mark(page.jsGzipKb <= GOALS.jsGzipKb)} (goal <= ${GOALS.jsGzipKb}; sent ${fmt(page.jsTransferredKb)})`,
    );
    console.log(`menu ETag revalidation  ${etagOk ? '304 ✓' : 'no 304 ✗'}`);
    console.log(
      `  ${Object.entries(page.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(' · ')}`,
    );
    for (const s of [...page.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${fmt(s.gzip / 1024).padStart(6)} KB gzip  ${new URL(s.url).pathname}`);
    for (const [category, audits] of Object.entries(page.failedAudits)) {
      console.log(`  ${category} below full marks:`);
      for (const audit of audits) console.log(`    - ${audit}`);
    }
    ok =
      performance >= GOALS.performance &&
      accessibility >= GOALS.accessibility &&
      page.jsGzipKb <= GOALS.jsGzipKb &&
      etagOk;
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const file = join(root, 'bench/results', `guest-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ runs: RUNS, goals: GOALS, etagOk, page }, null, 2));
    console.log(`\nsaved ${file}`);
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!ok) process.exit(1);
}

await main();
