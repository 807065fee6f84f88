// A stream of realistic orders from simulated POS terminals to a running Fika server, for demos and
// load: `npm run simulate:terminal -- [--url http://localhost:3000] [--count N] [--rate ordersPerSecond]
// [--email owner@demo.fika.test] [--password Demo1234!] [--venue <id>] [--pins "Name=1234,…"]
// [--pair [--kind EPOS] [--claim] [--name Simulator]] [--online [--online-for seconds] [--poll seconds]]`.
// Signs in over GraphQL and issues (or reuses) a terminal named "Simulator" per venue — or, with
// --pair, is a new device: it shows a pairing code (POST /terminal/v1/pairing), waits until someone
// claims it under Licences › Claim device (--claim: the simulator signs in and claims it itself)
// and collects its credential (GET /terminal/v1/pairing/:id). From then on it is a till: it reads
// its venue's configuration feed (GET /terminal/v1/config), logs the venue's staff in with their
// PINs (POST /terminal/v1/staff/login; the demo PINs by default) and posts orders made by the
// seeded order generator from the feed's items at the feed's menu prices, taken by the staff who
// logged in. Like a real till it prices each order with the pricing engine and the feed's offers:
// an automatic offer that matches a line takes its discount off, named on the line. With --online
// it also works the venue's online orders (GET /terminal/v1/online-orders): accepts each, marks it
// ready and hands it over (COMPLETED when paid online, else paid at the counter), as staff would.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatMoney, type PricingOffer } from '@fika/domain';
import {
  type GeneratedLine,
  type GeneratorItem,
  orderGenerator,
  toTerminalInput,
} from '../seed/order-generator.ts';
import { tillPricing } from '../seed/till-pricing.ts';
import {
  counterPayment,
  countryOfCurrency,
  nextOnlineStep,
  parsePins,
  readPairingPoll,
  type SimOnlineOrder,
} from './terminal-sim.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.FIKA_URL ?? 'http://localhost:3000' },
    count: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2' },
    email: { type: 'string', default: 'owner@demo.fika.test' },
    password: { type: 'string', default: 'Demo1234!' },
    venue: { type: 'string' },
    pins: { type: 'string' },
    pair: { type: 'boolean', default: false },
    kind: { type: 'string', default: 'EPOS' },
    claim: { type: 'boolean', default: false },
    name: { type: 'string', default: 'Simulator' },
    online: { type: 'boolean', default: false },
    'online-for': { type: 'string', default: '0' },
    poll: { type: 'string', default: '5' },
  },
});
const baseUrl = (args.url ?? '').replace(/\/$/, '');
// --count 0: no sales (a paired kitchen screen, or only online orders).
const count = Math.max(0, Number(args.count) || 0);
const rate = Math.max(0.01, Number(args.rate));
const TERMINAL_NAME = 'Simulator';
const pollSeconds = Math.max(1, Number(args.poll) || 5);
const onlineSeconds = Math.max(0, Number(args['online-for']) || 0);
const APP_VERSION = 'simulator-1.0';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The demo staff's PINs (README, seed/demo-staff.ts); --pins "Name=PIN,…" for other companies.
const DEMO_PINS = 'Anna Lindqvist=1234,Erik Johansson=2345,Sara Nilsson=3456,Johan Berg=4567,Maja Ek=5678';
const pins = parsePins(args.pins ?? DEMO_PINS);
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

/** The parts of the configuration feed the simulator sells from (see /terminal/v1/openapi.json). */
interface Feed {
  version: number;
  venue: { id: string; name: string; timezone: string };
  menus: { id: string; currency: string; serviceTypes: string[] }[];
  menuEntries: { menuId: string; itemId: string; price: number }[];
  items: { id: string; title: string; vatRate: number; manualPrice: boolean; categoryIds: string[] }[];
  categories: { id: string; name: string }[];
  staff: { id: string; name: string }[];
  offers: PricingOffer[];
  beeperSettings?: { mode: string }[];
}

async function readFeed(credential: string): Promise<Feed> {
  // The app version rides on the feed read as a real till's does (the device list shows it).
  const response = await fetch(`${baseUrl}/terminal/v1/config`, {
    headers: { authorization: `Bearer ${credential}`, 'x-app-version': APP_VERSION },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(
      `Reading the configuration feed failed (${response.status}) ${body?.error?.message ?? ''}`,
    );
  }
  const feed = (await response.json()) as Feed;
  console.log(
    `${feed.venue.name}: feed version ${feed.version}, ${feed.items.length} items, ${feed.menus.length} menus, ${feed.staff.length} staff, ${feed.offers.length} offers`,
  );
  return feed;
}

// The menu a till sells from: the one for eating in (else the POS one, else any) and its items at
// its prices; items priced at the till (manualPrice) are left out.
function sellable(feed: Feed): { serviceType: string; currency: string; items: GeneratorItem[] } {
  const preference = ['EAT_HERE', 'POS', 'TABLE_SERVICE', 'TAKE_AWAY'];
  const serviceType =
    preference.find((type) => feed.menus.some((m) => m.serviceTypes.includes(type))) ?? 'EAT_HERE';
  const menu = feed.menus.find((m) => m.serviceTypes.includes(serviceType));
  const items = new Map(feed.items.map((item) => [item.id, item]));
  const categories = new Map(feed.categories.map((c) => [c.id, c.name]));
  const sold = feed.menuEntries
    .filter((entry) => entry.menuId === menu?.id && entry.price > 0)
    .flatMap((entry): GeneratorItem[] => {
      const item = items.get(entry.itemId);
      if (!item || item.manualPrice) return [];
      const categoryId = item.categoryIds[0] ?? null;
      return [
        {
          itemId: item.id,
          title: item.title,
          categoryId,
          categoryName: categoryId ? (categories.get(categoryId) ?? null) : null,
          price: entry.price,
          vatRate: item.vatRate,
        },
      ];
    });
  return { serviceType, currency: menu?.currency ?? 'SEK', items: sold };
}

// Logs in every staff member of the venue whose PIN the simulator knows. Without the login route
// (a server before #13) the feed's staff take orders without logging in.
async function logStaffIn(credential: string, feed: Feed): Promise<{ id: string; name: string }[]> {
  const loggedIn: { id: string; name: string }[] = [];
  for (const member of feed.staff) {
    const pin = pins.get(member.name);
    if (!pin) continue;
    const response = await fetch(`${baseUrl}/terminal/v1/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
      body: JSON.stringify({ staffId: member.id, pin }),
    });
    if (response.status === 404) {
      console.log(`${feed.venue.name}: this server has no staff login; selling as the feed's staff`);
      return feed.staff;
    }
    const body = (await response.json()) as {
      staff?: { id: string; name: string };
      permissions?: string[];
      error?: { message: string };
    };
    if (response.ok && body.staff) {
      console.log(
        `${feed.venue.name}: ${body.staff.name} logged in (${body.permissions?.length ?? 0} permissions)`,
      );
      loggedIn.push({ id: body.staff.id, name: body.staff.name });
    } else {
      console.error(
        `${feed.venue.name}: ${member.name} could not log in (${response.status}): ${body.error?.message}`,
      );
    }
  }
  return loggedIn;
}

// ", offers: Lunch −20 %" for the lines an offer discounted.
function offersNamed(lines: readonly GeneratedLine[]): string {
  const names = [
    ...new Set(lines.flatMap((l) => (l.discountKind === 'OFFER' && l.offerName ? [l.offerName] : []))),
  ];
  return names.length > 0 ? `, offers: ${names.join(', ')}` : '';
}

interface SignedIn {
  token: string;
  country: string | null;
  currency: string | null;
  venues: { id: string; name: string; timezone: string }[];
}

async function signIn(): Promise<SignedIn> {
  const { login } = await gql<{ login: { success: boolean; token: string | null; error: string | null } }>(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success token error } }',
    { u: args.email, p: args.password },
  );
  if (!login.token) throw new Error(`Sign-in failed: ${login.error ?? 'unknown error'}`);
  const { authorizeUser, venues } = await gql<{
    authorizeUser: { country: string | null; currency: string | null };
    venues: { id: string; name: string; timezone: string }[];
  }>('query { authorizeUser { country currency } venues { id name timezone } }', {}, login.token);
  return { token: login.token, ...authorizeUser, venues };
}

/**
 * A new device pairs (issue #16): asks for a code, shows it, waits for the claim (or claims it
 * itself with --claim, signed in as --email) and collects its credential, once.
 */
async function pairDevice(): Promise<{ credential: string; venueId: string; signedIn: SignedIn | null }> {
  const response = await fetch(`${baseUrl}/terminal/v1/pairing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: args.kind, appVersion: APP_VERSION }),
  });
  const started = (await response.json()) as {
    pairingId?: string;
    code?: string;
    secret?: string;
    expiresAt?: string;
    error?: { message: string };
  };
  if (!response.ok || !started.pairingId || !started.code || !started.secret) {
    throw new Error(`Pairing could not start (${response.status}): ${started.error?.message ?? ''}`);
  }
  console.log(`\n  Pairing code: ${started.code}\n`);
  console.log(
    `Enter it in the back office under Licences › Claim device before ${new Date(started.expiresAt ?? '').toLocaleTimeString()}.`,
  );
  let signedIn: SignedIn | null = null;
  if (args.claim) {
    signedIn = await signIn();
    const venueId = args.venue ?? signedIn.venues[0]?.id;
    if (!venueId) throw new Error('The account has no venue to claim the device for');
    await gql(
      'mutation($input: ClaimDeviceInput!) { claimDevice(input: $input) { id } }',
      { input: { code: started.code, venueId, name: args.name } },
      signedIn.token,
    );
    console.log(`Claimed as "${args.name}" by ${args.email}.`);
  }
  for (;;) {
    const poll = await fetch(`${baseUrl}/terminal/v1/pairing/${encodeURIComponent(started.pairingId)}`, {
      headers: { authorization: `Bearer ${started.secret}` },
    });
    const state = readPairingPoll(poll.status, await poll.json().catch(() => null));
    if (state.kind === 'claimed') {
      console.log(`Paired: "${state.terminal.name}" (terminal ${state.terminal.id}); credential collected.`);
      return { credential: state.credential, venueId: state.terminal.venueId, signedIn };
    }
    if (state.kind === 'over') throw new Error(`Pairing ended: ${state.reason}`);
    await sleep(2000);
  }
}

/** One pass over the venue's online orders: each is moved on until it is handed over. */
async function workOnlineOrders(credential: string, venueName: string, staffName: string | null) {
  const response = await fetch(`${baseUrl}/terminal/v1/online-orders`, {
    headers: { authorization: `Bearer ${credential}` },
  });
  const body = (await response.json()) as { orders?: SimOnlineOrder[]; error?: { message: string } };
  if (!response.ok || !body.orders) {
    console.error(
      `${venueName}: online orders could not be read (${response.status}): ${body.error?.message}`,
    );
    return;
  }
  for (const listed of body.orders) {
    let order = listed;
    for (let step = nextOnlineStep(order); step; step = nextOnlineStep(order)) {
      const now = new Date();
      const answer =
        step.kind === 'pay'
          ? await fetch(`${baseUrl}/terminal/v1/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
              body: JSON.stringify(counterPayment(order, now)),
            })
          : await fetch(`${baseUrl}/terminal/v1/orders/${encodeURIComponent(order.clientOrderId)}/status`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
              body: JSON.stringify({ status: step.status, at: now.toISOString(), staffName }),
            });
      const result = (await answer.json()) as { status?: string; error?: { message: string } };
      if (!answer.ok) {
        console.error(
          `${venueName}: online order #${order.orderNumber} could not move on (${answer.status}): ${result.error?.message}`,
        );
        break;
      }
      const status = step.kind === 'pay' ? 'COMPLETED' : step.status;
      console.log(
        `${venueName}: online order #${order.orderNumber} ${status}${step.kind === 'pay' ? ` (paid at the counter, ${formatMoney(order.totalAmount, order.currency)})` : ''}`,
      );
      order = { ...order, status };
    }
  }
}

async function main(): Promise<void> {
  let signedIn: SignedIn | null = null;
  let devices: { venue: { id: string; name: string }; credential: string }[];
  if (args.pair) {
    const paired = await pairDevice();
    signedIn = paired.signedIn;
    devices = [{ venue: { id: paired.venueId, name: '' }, credential: paired.credential }];
  } else {
    signedIn = await signIn();
    const session = signedIn;
    const chosen = args.venue ? session.venues.filter((v) => v.id === args.venue) : session.venues;
    if (chosen.length === 0)
      throw new Error(args.venue ? `No venue ${args.venue}` : 'The account has no venues');
    const cache = readCache();
    devices = await Promise.all(
      chosen.map(async (venue) => ({ venue, credential: await terminalFor(session.token, venue.id, cache) })),
    );
  }

  const seed = Date.now() % 2 ** 31;
  const tills = await Promise.all(
    devices.map(async ({ venue: known, credential }, i) => {
      const feed = await readFeed(credential);
      const venue = { id: known.id, name: feed.venue.name };
      const { serviceType, currency, items } = sellable(feed);
      if (items.length === 0 && count > 0)
        throw new Error(`${venue.name}: its menus have no priced items to sell`);
      const staff = await logStaffIn(credential, feed);
      return {
        venue,
        credential,
        serviceType,
        currency,
        staff,
        // A venue handing out pagers automatically: the till asks the server for one.
        beepers: (feed.beeperSettings ?? []).some((b) => b.mode === 'AUTOMATIC'),
        generator: orderGenerator({
          seed: seed + i,
          items,
          staff,
          // A till rings up POS orders, each by the staff member logged in.
          tillOnly: true,
          timezone: feed.venue.timezone,
          // A venue selling in another currency than the company's is abroad (the demo's Oslo venue).
          country:
            signedIn?.country && currency === signedIn.currency
              ? signedIn.country
              : countryOfCurrency(currency),
          currency,
          idPrefix: `sim-${seed}-${i}`,
          discounts: tillPricing(
            {
              offers: feed.offers,
              categoriesOf: new Map(feed.items.map((item) => [item.id, item.categoryIds])),
            },
            feed.venue,
          ),
        }),
      };
    }),
  );

  const started = Date.now();
  let created = 0;
  let failed = 0;
  let amount = 0;
  const currency = tills.length === 1 ? (tills[0]?.currency ?? 'SEK') : (signedIn?.currency ?? 'SEK');

  for (let n = 0; n < count; n++) {
    const till = tills[n % tills.length];
    if (!till) break;
    // Paid just now, after a few minutes at the till.
    const order = till.generator.order(new Date(Date.now() - 5 * 60_000), { minutesOpen: 5 });
    // Sold at the prices of the menu the till sells from, so under that menu's service type.
    const input = {
      ...toTerminalInput(order),
      serviceType: till.serviceType,
      ...(till.serviceType === 'TABLE_SERVICE' ? {} : { tableCode: null }),
      // Every third counter sale hands the guest a pager, where the venue uses them.
      ...(till.beepers && till.serviceType !== 'TABLE_SERVICE' && n % 3 === 0 ? { assignBeeper: true } : {}),
    };
    const response = await fetch(`${baseUrl}/terminal/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${till.credential}` },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as {
      orderNumber?: number;
      beeperNumber?: number | null;
      error?: { message: string };
    };
    if (response.ok) {
      created++;
      amount += order.totalAmount;
      console.log(
        `#${body.orderNumber} ${till.venue.name}${order.staffName ? ` (${order.staffName})` : ''}: ${order.lines.length} lines, ${formatMoney(order.totalAmount, currency)} (${order.payments.map((p) => p.method).join('+') || 'open'})${offersNamed(order.lines)}${body.beeperNumber ? `, pager ${body.beeperNumber}` : ''}`,
      );
    } else {
      failed++;
      console.error(`order ${order.clientOrderId} refused (${response.status}): ${body.error?.message}`);
    }
    if (n < count - 1) await sleep(1000 / rate);
  }
  if (count > 0) {
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\n${created} orders sent to ${tills.length} venue(s), ${failed} refused, ${formatMoney(amount, currency)} in ${seconds.toFixed(1)} s`,
    );
  }

  // Online orders: one pass, or keep polling for --online-for seconds, as a till left running would.
  if (args.online) {
    const until = Date.now() + onlineSeconds * 1000;
    do {
      for (const till of tills) {
        await workOnlineOrders(till.credential, till.venue.name, till.staff[0]?.name ?? null);
      }
      if (Date.now() < until) await sleep(pollSeconds * 1000);
    } while (Date.now() < until);
  }
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
