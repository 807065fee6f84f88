// A stream of realistic orders from simulated POS terminals to a running Fika server, for demos and
// load: `npm run simulate:terminal -- [--url http://localhost:3000] [--count N] [--rate ordersPerSecond]
// [--email owner@demo.fika.test] [--password Demo1234!] [--venue <id>]`. Signs in over GraphQL,
// issues (or reuses) a terminal named "Simulator" per venue and posts orders made by the seeded
// order generator from the company's own catalogue.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatMoney } from '@fika/domain';
import { type GeneratorItem, orderGenerator, toTerminalInput } from '../seed/order-generator.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.FIKA_URL ?? 'http://localhost:3000' },
    count: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2' },
    email: { type: 'string', default: 'owner@demo.fika.test' },
    password: { type: 'string', default: 'Demo1234!' },
    venue: { type: 'string' },
  },
});
const baseUrl = (args.url ?? '').replace(/\/$/, '');
const count = Math.max(1, Number(args.count));
const rate = Math.max(0.01, Number(args.rate));
const TERMINAL_NAME = 'Simulator';
// Credentials are shown once; kept here so later runs reuse the same terminals.
const CACHE_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules/.cache/fika-simulator.json',
);

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data)
    throw new Error(body.errors?.map((e) => e.message).join('; ') ?? 'no data');
  return body.data;
}

function readCache(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

function writeCache(cache: Record<string, string>): void {
  mkdirSync(dirname(CACHE_FILE), { recursive: true });
  writeFileSync(CACHE_FILE, JSON.stringify(cache, null, 2));
}

async function terminalFor(token: string, venueId: string, cache: Record<string, string>): Promise<string> {
  const key = `${baseUrl}|${venueId}`;
  const cached = cache[key];
  const { terminals } = await gql<{ terminals: { id: string; name: string; revokedAt: string | null }[] }>(
    'query($v: ID!) { terminals(venueId: $v) { id name revokedAt } }',
    { v: venueId },
    token,
  );
  const usable = terminals.find(
    (t) => t.name === TERMINAL_NAME && !t.revokedAt && cached?.startsWith(`${t.id}.`),
  );
  if (usable && cached) return cached;
  const { createTerminal } = await gql<{ createTerminal: { credential: string } }>(
    'mutation($v: ID!, $n: String!) { createTerminal(venueId: $v, name: $n) { credential } }',
    { v: venueId, n: TERMINAL_NAME },
    token,
  );
  cache[key] = createTerminal.credential;
  writeCache(cache);
  return createTerminal.credential;
}

async function main(): Promise<void> {
  const { login } = await gql<{ login: { success: boolean; token: string | null; error: string | null } }>(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success token error } }',
    { u: args.email, p: args.password },
  );
  if (!login.token) throw new Error(`Sign-in failed: ${login.error ?? 'unknown error'}`);
  const token = login.token;
  const { authorizeUser, venues } = await gql<{
    authorizeUser: { country: string | null; currency: string | null };
    venues: { id: string; name: string; timezone: string }[];
  }>('query { authorizeUser { country currency } venues { id name timezone } }', {}, token);
  const chosen = args.venue ? venues.filter((v) => v.id === args.venue) : venues;
  if (chosen.length === 0)
    throw new Error(args.venue ? `No venue ${args.venue}` : 'The account has no venues');

  const { items } = await gql<{
    items: {
      results: {
        id: string;
        title: string;
        defaultPrice: number;
        manualPrice: boolean;
        vatRate: number;
        categories: { id: string; name: string }[];
      }[];
    };
  }>(
    'query { items(limit: 500) { results { id title defaultPrice manualPrice vatRate categories { id name } } } }',
    {},
    token,
  );
  const catalogue: GeneratorItem[] = items.results
    .filter((i) => i.defaultPrice > 0 && !i.manualPrice)
    .map((i) => ({
      itemId: i.id,
      title: i.title,
      categoryId: i.categories[0]?.id ?? null,
      categoryName: i.categories[0]?.name ?? null,
      price: i.defaultPrice,
      vatRate: i.vatRate,
    }));
  if (catalogue.length === 0) throw new Error('The catalogue has no priced items to sell');
  const staff = await gql<{ staffs: { id: string; name: string }[] }>(
    'query { staffs { id name } }',
    {},
    token,
  )
    .then((r) => r.staffs)
    .catch(() => []);

  const cache = readCache();
  const seed = Date.now() % 2 ** 31;
  const tills = await Promise.all(
    chosen.map(async (venue, i) => ({
      venue,
      credential: await terminalFor(token, venue.id, cache),
      generator: orderGenerator({
        seed: seed + i,
        items: catalogue,
        staff,
        timezone: venue.timezone,
        country: authorizeUser.country ?? 'SE',
        currency: authorizeUser.currency ?? 'SEK',
        idPrefix: `sim-${seed}-${i}`,
      }),
    })),
  );

  const started = Date.now();
  let created = 0;
  let failed = 0;
  let amount = 0;
  const currency = authorizeUser.currency ?? 'SEK';
  for (let n = 0; n < count; n++) {
    const till = tills[n % tills.length];
    if (!till) break;
    // Paid just now, after a few minutes at the till.
    const order = till.generator.order(new Date(Date.now() - 5 * 60_000), { minutesOpen: 5 });
    const response = await fetch(`${baseUrl}/terminal/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${till.credential}` },
      body: JSON.stringify(toTerminalInput(order)),
    });
    const body = (await response.json()) as { orderNumber?: number; error?: { message: string } };
    if (response.ok) {
      created++;
      amount += order.totalAmount;
      console.log(
        `#${body.orderNumber} ${till.venue.name}: ${order.lines.length} lines, ${formatMoney(order.totalAmount, currency)} (${order.payments.map((p) => p.method).join('+') || 'open'})`,
      );
    } else {
      failed++;
      console.error(`order ${order.clientOrderId} refused (${response.status}): ${body.error?.message}`);
    }
    if (n < count - 1) await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n${created} orders sent to ${tills.length} venue(s), ${failed} refused, ${formatMoney(amount, currency)} in ${seconds.toFixed(1)} s`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
