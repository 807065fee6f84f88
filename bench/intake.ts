// npm run bench:intake — terminal order intake throughput on PostgreSQL (issue #18 item 4).
//
// A temporary PostgreSQL 15 cluster (or a fresh database in DATABASE_URL's server), migrated and
// demo-seeded; 100 venues of Demo Bistro with 2 terminals each and one more venue with 20, the
// terminals issued through the real GraphQL API (createTerminal). Then, through the real server:
//   1. 200 terminals across the 100 venues post realistic till orders (the seed's order generator,
//      priced with the company's offers) to `POST /terminal/v1/orders` as fast as they are answered;
//   2. 20 terminals on the single venue do the same.
// Some posts are retries of an acknowledged order (must answer 200, replayed, same number) and some
// are the same new order sent twice at once (one order, both answers name it); a 503 is retried
// with the same order, as the terminal API tells tills to (a latency then includes its retries).
// The floor, in the same run: the same generated orders written with hand-written SQL over a pool
// of the server's size (20) from as many concurrent workers — the counter upsert, the order, its
// lines, payments, status event and void journal in one statement, the rollup upserts in a second,
// under the same audit setting (so the same trigger work) — on venues of their own.
// It ends by checking, for the API's venues and the floor's: every acknowledged order stored once
// with the number it was answered, numbers per venue 1..n without gaps, nothing unacknowledged, and
// the rollups (finance, VAT, items, staff × items, offers, the coarse finance per day and per
// hour, VAT and items per day, and sales, VAT and items per month) equal to a recomputation from
// the orders.
// Goals: ≥ 1,000 orders/s across the venues with p95 ≤ 50 ms; ≥ 300 orders/s on one venue. Exits 1
// when a check fails (not when a goal is missed: the figures are printed beside their goals).
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lineTotal, orderTotals } from '@fika/domain';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { newId } from '../apps/server/src/lib/ids.ts';
import {
  coarseRollupRows,
  FINANCE_MEASURES,
  type FinanceRow,
  mergeRollupRows,
  type RollupRows,
  RollupTotals,
  saleRollupRows,
} from '../apps/server/src/modules/finance/rollups.ts';
import { rolledLines } from '../apps/server/src/modules/orders/record.ts';
import { type Database, openPostgres } from '../apps/server/src/platform/db/client.ts';
import {
  companies,
  financeDayRollups,
  financeHourRollups,
  financeMonthRollups,
  financeRollups,
  itemDayRollups,
  itemMonthRollups,
  itemRollups,
  offerRollups,
  orderCounters,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  staffItemRollups,
  vatDayRollups,
  vatMonthRollups,
  vatRollups,
  venues,
  voidJournal,
} from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import {
  type GeneratedOrder,
  orderGenerator,
  toTerminalInput,
} from '../apps/server/src/seed/order-generator.ts';
import { tillPricing } from '../apps/server/src/seed/till-pricing.ts';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    venues: { type: 'string', default: '100' },
    'per-venue': { type: 'string', default: '2' },
    'single-terminals': { type: 'string', default: '20' },
  },
});
const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3231);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const VENUES = Number(args.venues);
const PER_VENUE = Number(args['per-venue']);
const SINGLE_TERMINALS = Number(args['single-terminals']);
/** The server's pool (platform/db/client.ts openPostgres): the floor gets as many connections. */
const POOL_SIZE = 20;
const TZ = 'Europe/Stockholm';
const GOAL = { manyRate: 1000, manyP95: 50, singleRate: 300 };
// Shares of posts that retry an acknowledged order, and that send a new order twice at once.
const RETRY_SHARE = 0.03;
const DOUBLE_SHARE = 0.01;

const load = () =>
  loadavg()
    .map((l) => fmt(l, 2))
    .join(' / ');

// ---------------------------------------------------------------------------------------------
// Set-up

interface Place {
  companyId: string;
  venueId: string;
}

type Materials = Awaited<ReturnType<typeof orderMaterials>>;

async function addVenues(database: Database, companyId: string, names: string[]): Promise<string[]> {
  const [model] = await database.db
    .select({ legalEntityId: venues.legalEntityId })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.name, 'Södermalm')));
  const rows = names.map((name) => ({
    id: newId(),
    companyId,
    legalEntityId: model?.legalEntityId ?? null,
    name,
    timezone: TZ,
  }));
  await database.db.insert(venues).values(rows);
  return rows.map((r) => r.id);
}

async function createTerminal(token: string, venueId: string, name: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation T($v: ID!, $n: String!) { createTerminal(venueId: $v, name: $n) { credential } }',
      variables: { v: venueId, n: name },
    }),
  });
  const body = (await response.json()) as { data?: { createTerminal: { credential: string } } };
  if (!body.data) throw new Error(`createTerminal: ${JSON.stringify(body)}`);
  return body.data.createTerminal.credential;
}

function generatorFor(materials: Materials, venueId: string, seed: number, prefix: string) {
  return orderGenerator({
    seed,
    ...materials,
    timezone: TZ,
    country: 'SE',
    currency: 'SEK',
    tillOnly: true,
    idPrefix: prefix,
    // Priced as a till prices with the feed's offers, so intake checks real offer discounts.
    discounts: tillPricing(materials.pricing, { id: venueId, timezone: TZ }),
  });
}

// ---------------------------------------------------------------------------------------------
// Load: terminals posting orders, and the floor's workers writing them

interface Ack {
  venueId: string;
  id: string;
  orderNumber: number;
}

interface Phase {
  label: string;
  /** New orders acknowledged (201) in the measured window, per second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  accepted: number;
  errors: number;
  problems: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

function summary(label: string, latencies: number[], accepted: number, errors: number, problems: string[]) {
  latencies.sort((a, b) => a - b);
  return {
    label,
    rate: accepted / SECONDS,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    accepted,
    errors,
    problems,
  } satisfies Phase;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function post(credential: string, body: string): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${ORIGIN}/terminal/v1/orders`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${credential}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

interface Terminal {
  venueId: string;
  credential: string;
}

/** The terminals post for WARMUP + SECONDS; posts that start in the last SECONDS are measured. */
async function runTerminals(
  label: string,
  terminals: Terminal[],
  materials: Materials,
  acked: Map<string, Ack>,
  seedBase: number,
): Promise<Phase> {
  const latencies: number[] = [];
  const problems: string[] = [];
  let accepted = 0;
  let errors = 0;
  let unavailable = 0;
  const started = performance.now();
  const measureFrom = started + WARMUP * 1000;
  const deadline = measureFrom + SECONDS * 1000;
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(text);
  };
  await Promise.all(
    terminals.map(async (terminal, t) => {
      const generator = generatorFor(materials, terminal.venueId, seedBase + t, `b${seedBase}-${t}`);
      const sent: { clientOrderId: string; body: string }[] = [];
      let draw = seedBase + t;
      const random = () => {
        draw = (draw * 1103515245 + 12345) % 2147483648;
        return draw / 2147483648;
      };
      const timed = async (body: string) => {
        const at = performance.now();
        let answer = await post(terminal.credential, body);
        // As a till does (terminal API): 503 means retry the same order, after a pause.
        for (let retry = 0; answer.status === 503 && retry < 10; retry++) {
          unavailable++;
          await new Promise((resolve) => setTimeout(resolve, 250));
          answer = await post(terminal.credential, body);
        }
        if (at >= measureFrom && at < deadline) latencies.push(performance.now() - at);
        if (answer.status >= 300) {
          errors++;
          problem(`${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
        }
        return { ...answer, at };
      };
      const acknowledge = (clientOrderId: string, json: Record<string, unknown>, at: number) => {
        const ack = { venueId: terminal.venueId, id: String(json.id), orderNumber: Number(json.orderNumber) };
        const key = `${terminal.venueId}|${clientOrderId}`;
        const before = acked.get(key);
        if (before && (before.id !== ack.id || before.orderNumber !== ack.orderNumber)) {
          problem(`${clientOrderId} answered as two orders (${before.orderNumber}, ${ack.orderNumber})`);
        }
        if (!before && at >= measureFrom && at < deadline) accepted++;
        acked.set(key, ack);
      };
      while (performance.now() < deadline) {
        const r = random();
        if (r < RETRY_SHARE && sent.length > 0) {
          // A till that lost the answer sends the same order again.
          const again = sent[Math.floor(random() * sent.length)] as (typeof sent)[number];
          const answer = await timed(again.body);
          const before = acked.get(`${terminal.venueId}|${again.clientOrderId}`);
          if (answer.status !== 200 || answer.json.replayed !== true || answer.json.id !== before?.id) {
            problem(`retry of ${again.clientOrderId}: ${answer.status} ${JSON.stringify(answer.json)}`);
          }
          continue;
        }
        const input = toTerminalInput(generator.order(new Date(), { minutesOpen: 0 }));
        const body = JSON.stringify(input);
        if (r < RETRY_SHARE + DOUBLE_SHARE) {
          // The same new order twice at once: one order; one 201 and one 200 replay naming it.
          const [a, b] = await Promise.all([timed(body), timed(body)]);
          const statuses = [a.status, b.status].sort().join(',');
          if (statuses !== '200,201' || a.json.id !== b.json.id) {
            problem(`double send of ${input.clientOrderId}: ${statuses}, ids ${a.json.id} / ${b.json.id}`);
          }
          for (const x of [a, b]) if (x.status < 300) acknowledge(input.clientOrderId, x.json, a.at);
        } else {
          const answer = await timed(body);
          if (answer.status === 201) acknowledge(input.clientOrderId, answer.json, answer.at);
          else if (answer.status < 300) problem(`new order ${input.clientOrderId} answered ${answer.status}`);
        }
        sent.push({ clientOrderId: input.clientOrderId, body });
      }
    }),
  );
  if (unavailable > 0) console.log(`  … ${label}: ${unavailable} answers were 503 and retried`);
  return summary(label, latencies, accepted, errors, problems);
}

type Row = Record<string, unknown>;

/** A value written as SQL text, not as a parameter (the order number from the counter's CTE). */
class Raw {
  constructor(readonly text: string) {}
}
const ORDER_NUMBER = new Raw('(select last_number from n)');

// Hand-written INSERT … VALUES for `rows` (all with the same keys), with $n parameters from `params`.
function insertText(table: PgTable, tableName: string, rows: Row[], params: unknown[]): string {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] ?? {});
  const names = keys.map((k) => `"${columns[k]?.name ?? k}"`).join(', ');
  const values = rows.map((row) => {
    const cells = keys.map((k) => {
      const value = row[k];
      if (value instanceof Raw) return value.text;
      params.push(
        value instanceof Date
          ? value.toISOString()
          : value !== null && typeof value === 'object'
            ? JSON.stringify(value)
            : value,
      );
      return `$${params.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  return `insert into ${tableName} (${names}) values ${values.join(', ')}`;
}

function upsertText(
  table: PgTable,
  tableName: string,
  rows: Row[],
  key: string[],
  measures: readonly string[],
  params: unknown[],
): string {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const name = (k: string) => `"${columns[k]?.name ?? k}"`;
  const set = measures.map((m) => `${name(m)} = ${tableName}.${name(m)} + excluded.${name(m)}`);
  return `${insertText(table, tableName, rows, params)} on conflict (${key.map(name).join(', ')}) do update set ${[...set, 'updated_at = now()'].join(', ')}`;
}

const PLACE = ['companyId', 'venueId', 'accountingDay', 'channel', 'serviceType'];
const ROLLUP_TABLES = [
  {
    part: 'finance',
    table: financeRollups,
    name: 'finance_rollups',
    key: [...PLACE, 'hour', 'paymentMethod', 'staffId'],
    measures: [
      'orderCount',
      'salesAmount',
      'vatAmount',
      'discountAmount',
      'paymentCount',
      'paymentAmount',
      'tipCount',
      'tipAmount',
      'refundCount',
      'refundAmount',
    ],
  },
  {
    part: 'vat',
    table: vatRollups,
    name: 'vat_rollups',
    key: [...PLACE, 'hour', 'staffId', 'vatRate'],
    measures: ['grossAmount', 'vatAmount'],
  },
  {
    part: 'items',
    table: itemRollups,
    name: 'item_rollups',
    key: [...PLACE, 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
  {
    part: 'staffItems',
    table: staffItemRollups,
    name: 'staff_item_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'staffId', 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
  {
    part: 'offers',
    table: offerRollups,
    name: 'offer_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'offerKey'],
    measures: ['useCount', 'discountAmount'],
  },
  // The coarse rollups (finance part, #18), written with the fine ones in the same transaction.
  {
    part: 'financeDays',
    table: financeDayRollups,
    name: 'finance_day_rollups',
    key: [...PLACE, 'paymentMethod'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'financeHours',
    table: financeHourRollups,
    name: 'finance_hour_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'hour'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'vatDays',
    table: vatDayRollups,
    name: 'vat_day_rollups',
    key: [...PLACE, 'vatRate'],
    measures: ['grossAmount', 'vatAmount'],
  },
  // Items per day and the month rollups (#18, migration 0022), also in the same transaction.
  {
    part: 'itemDays',
    table: itemDayRollups,
    name: 'item_day_rollups',
    key: ['companyId', 'venueId', 'accountingDay', 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
  {
    part: 'financeMonths',
    table: financeMonthRollups,
    name: 'finance_month_rollups',
    key: ['companyId', 'venueId', 'month', 'channel', 'serviceType', 'paymentMethod'],
    measures: FINANCE_MEASURES,
  },
  {
    part: 'vatMonths',
    table: vatMonthRollups,
    name: 'vat_month_rollups',
    key: ['companyId', 'venueId', 'month', 'channel', 'serviceType', 'vatRate'],
    measures: ['grossAmount', 'vatAmount'],
  },
  {
    part: 'itemMonths',
    table: itemMonthRollups,
    name: 'item_month_rollups',
    key: ['companyId', 'venueId', 'month', 'itemKey'],
    measures: ['quantity', 'salesAmount'],
  },
] as const;

/** Fine and coarse rollup rows together, by ROLLUP_TABLES part. */
const withCoarse = (rows: RollupRows) => ({ ...rows, ...coarseRollupRows(rows) });

/** What a paid order adds to the rollups (the same pure function the server files it with). */
function rollupRowsOf(place: Place, order: GeneratedOrder): RollupRows {
  return saleRollupRows({
    ...place,
    accountingDay: order.accountingDay,
    hour: order.hour,
    channel: order.channel,
    serviceType: order.serviceType,
    staffId: order.staffId,
    totalAmount: order.totalAmount,
    vatAmount: order.vatAmount,
    discountAmount: order.discountAmount,
    vatLines: orderTotals(order.lines).vatLines,
    payments: order.payments,
    lines: rolledLines(order.lines.map((l) => ({ ...l, totalAmount: lineTotal(l) }))),
  });
}

/** The floor: one order in two statements (contents, rollups) inside BEGIN … COMMIT. */
async function floorOrder(
  pool: pg.Pool,
  place: Place,
  order: GeneratedOrder,
  audit: string,
): Promise<number> {
  const id = newId();
  const at = order.closedAt ?? order.placedAt;
  const params: unknown[] = [place.venueId, place.companyId];
  const orderRow: Row = {
    id,
    companyId: place.companyId,
    venueId: place.venueId,
    terminalId: null,
    clientOrderId: order.clientOrderId,
    channel: order.channel,
    serviceType: order.serviceType,
    status: order.status,
    staffId: order.staffId,
    staffName: order.staffName,
    currency: order.currency,
    totalAmount: order.totalAmount,
    vatAmount: order.vatAmount,
    discountAmount: order.discountAmount,
    tipAmount: order.tipAmount,
    payloadHash: `floor:${order.clientOrderId}`,
    placedAt: order.placedAt,
    closedAt: order.closedAt,
    accountingDay: order.accountingDay,
    hour: order.hour,
  };
  const lines = order.lines.map((line, i) => ({
    id: newId(),
    companyId: place.companyId,
    orderId: id,
    lineNo: i + 1,
    itemId: line.itemId,
    title: line.title,
    categoryId: line.categoryId,
    categoryName: line.categoryName,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    modifications: line.modifications,
    discountAmount: line.discountAmount,
    discountKind: line.discountKind ?? null,
    offerId: line.offerId ?? null,
    offerName: line.offerName ?? null,
    vatRate: line.vatRate,
    totalAmount: lineTotal(line),
    voided: line.voided ?? false,
    voidReason: line.voidReason ?? null,
  }));
  const parts = [
    `n as (insert into order_counters (venue_id, company_id, last_number) values ($1, $2, 1)
      on conflict (venue_id) do update set last_number = order_counters.last_number + 1 returning last_number)`,
    `o as (${insertText(orders, 'orders', [{ ...orderRow, orderNumber: ORDER_NUMBER }], params)} returning order_number)`,
    `l as (${insertText(orderLines, 'order_lines', lines, params)})`,
    `e as (${insertText(
      orderEvents,
      'order_events',
      [
        {
          id: newId(),
          companyId: place.companyId,
          orderId: id,
          status: order.status,
          actorName: order.staffName,
          at,
        },
      ],
      params,
    )})`,
  ];
  if (order.payments.length > 0) {
    const payments = order.payments.map((p) => ({
      id: newId(),
      companyId: place.companyId,
      orderId: id,
      method: p.method,
      amount: p.amount,
      tipAmount: p.tipAmount,
      cardBrand: p.cardBrand ?? null,
      providerReference: null,
      paidAt: at,
    }));
    parts.push(`p as (${insertText(orderPayments, 'order_payments', payments, params)})`);
  }
  const voids = lines.filter((l) => l.voided);
  if (voids.length > 0) {
    const journal = voids.map((l) => ({
      id: newId(),
      companyId: place.companyId,
      venueId: place.venueId,
      orderId: id,
      orderNumber: ORDER_NUMBER,
      kind: 'VOID_LINE',
      amount: l.totalAmount,
      reason: l.voidReason,
      actorName: order.staffName,
      staffId: order.staffId,
      at,
      accountingDay: order.accountingDay,
    }));
    parts.push(`j as (${insertText(voidJournal, 'void_journal', journal, params)})`);
  }
  const contents = `with ${parts.join(',\n')} select order_number from o`;
  const rollupParams: unknown[] = [];
  const rows = withCoarse(mergeRollupRows([rollupRowsOf(place, order)]));
  const upserts = ROLLUP_TABLES.flatMap((t) => {
    const list = rows[t.part] as unknown as Row[];
    return list.length === 0
      ? []
      : [`${t.part} as (${upsertText(t.table, t.name, list, [...t.key], t.measures, rollupParams)})`];
  });
  const client = await pool.connect();
  try {
    await client.query(`begin; select set_config('fika.audit', ${client.escapeLiteral(audit)}, true)`);
    const stored = await client.query<{ order_number: number }>(contents, params);
    const orderNumber = stored.rows[0]?.order_number ?? 0;
    if (upserts.length > 0) await client.query(`with ${upserts.join(',\n')} select 1`, rollupParams);
    await client.query('commit');
    return orderNumber;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function runFloor(
  label: string,
  pool: pg.Pool,
  workers: Place[],
  materials: Materials,
  acked: Map<string, Ack>,
  seedBase: number,
): Promise<Phase> {
  const latencies: number[] = [];
  const problems: string[] = [];
  let accepted = 0;
  let errors = 0;
  const measureFrom = performance.now() + WARMUP * 1000;
  const deadline = measureFrom + SECONDS * 1000;
  await Promise.all(
    workers.map(async (place, w) => {
      const generator = generatorFor(materials, place.venueId, seedBase + w, `f${seedBase}-${w}`);
      const audit = JSON.stringify({
        kind: 'TERMINAL',
        terminalId: `floor-${w}`,
        operation: '',
        requestId: '',
      });
      while (performance.now() < deadline) {
        const order = generator.order(new Date(), { minutesOpen: 0 });
        const at = performance.now();
        try {
          const orderNumber = await floorOrder(pool, place, order, audit);
          if (at >= measureFrom && at < deadline) {
            latencies.push(performance.now() - at);
            accepted++;
          }
          acked.set(`${place.venueId}|${order.clientOrderId}`, {
            venueId: place.venueId,
            id: '',
            orderNumber,
          });
        } catch (error) {
          errors++;
          if (problems.length < 20) problems.push(String(error));
        }
      }
    }),
  );
  return summary(label, latencies, accepted, errors, problems);
}

// ---------------------------------------------------------------------------------------------
// The checks

/** Every acknowledged order stored once with its number, numbers without gaps, rollups exact. */
async function check(database: Database, venueIds: string[], acked: Map<string, Ack>): Promise<string[]> {
  const db = database.db;
  const problems: string[] = [];
  const stored = await db.select().from(orders).where(inArray(orders.venueId, venueIds));
  const expected = [...acked.entries()].filter(([, a]) => venueIds.includes(a.venueId));
  const byKey = new Map(stored.map((o) => [`${o.venueId}|${o.clientOrderId}`, o]));
  let missing = 0;
  let wrong = 0;
  for (const [key, ack] of expected) {
    const order = byKey.get(key);
    if (!order) missing++;
    else if (order.orderNumber !== ack.orderNumber || (ack.id && order.id !== ack.id)) wrong++;
  }
  const unacknowledged = stored.length - expected.length;
  if (missing > 0) problems.push(`${missing} acknowledged orders missing`);
  if (wrong > 0) problems.push(`${wrong} orders stored with another id or number than answered`);
  if (unacknowledged !== 0) problems.push(`${unacknowledged} orders stored that were not acknowledged`);
  const numbers = new Map<string, number[]>();
  for (const o of stored) numbers.set(o.venueId, [...(numbers.get(o.venueId) ?? []), o.orderNumber]);
  let gaps = 0;
  for (const [venueId, list] of numbers) {
    list.sort((a, b) => a - b);
    if (list.some((n, i) => n !== i + 1)) gaps++;
    const [counter] = await db
      .select({ last: orderCounters.lastNumber })
      .from(orderCounters)
      .where(eq(orderCounters.venueId, venueId));
    if (counter?.last !== list.length) gaps++;
  }
  if (gaps > 0) problems.push(`${gaps} venues whose order numbers are not 1..n or whose counter is off`);

  // The rollups again, from the stored orders, lines and payments.
  const ids = stored.filter((o) => o.closedAt).map((o) => o.id);
  const totals = new RollupTotals();
  const linesOf = new Map<string, (typeof orderLines.$inferSelect)[]>();
  const paymentsOf = new Map<string, (typeof orderPayments.$inferSelect)[]>();
  for (let i = 0; i < ids.length; i += 5000) {
    const slice = ids.slice(i, i + 5000);
    for (const l of await db.select().from(orderLines).where(inArray(orderLines.orderId, slice)))
      linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
    for (const p of await db.select().from(orderPayments).where(inArray(orderPayments.orderId, slice)))
      paymentsOf.set(p.orderId, [...(paymentsOf.get(p.orderId) ?? []), p]);
  }
  for (const o of stored) {
    if (!o.closedAt) continue;
    const lines = (linesOf.get(o.id) ?? []).sort((a, b) => a.lineNo - b.lineNo);
    totals.add(
      saleRollupRows({
        companyId: o.companyId,
        venueId: o.venueId,
        accountingDay: o.accountingDay,
        hour: o.hour,
        channel: o.channel,
        serviceType: o.serviceType,
        staffId: o.staffId,
        totalAmount: o.totalAmount,
        vatAmount: o.vatAmount,
        discountAmount: o.discountAmount,
        vatLines: orderTotals(lines).vatLines,
        payments: paymentsOf.get(o.id) ?? [],
        lines: rolledLines(lines),
      }),
    );
  }
  const recomputed = withCoarse(totals.rows());
  for (const t of ROLLUP_TABLES) {
    const fields = [...t.key, ...t.measures];
    const text = (row: Row) => fields.map((f) => String(row[f] ?? '')).join('|');
    const table = t.table as unknown as typeof financeRollups;
    const rows = (await db
      .select()
      .from(t.table)
      .where(inArray(table.venueId, venueIds))) as unknown as Row[];
    const want = new Set((recomputed[t.part] as unknown as Row[]).map(text));
    const have = new Set(rows.filter((r) => t.measures.some((m) => Number(r[m]) !== 0)).map(text));
    const off = [...want].filter((x) => !have.has(x)).length + [...have].filter((x) => !want.has(x)).length;
    if (off > 0) problems.push(`${t.name}: ${off} rows differ from the recomputation`);
  }
  const rolled = recomputed.finance.reduce((sum: number, r: FinanceRow) => sum + r.orderCount, 0);
  if (rolled !== ids.length) problems.push(`finance rollups count ${rolled} orders, ${ids.length} are paid`);
  return problems;
}

// ---------------------------------------------------------------------------------------------

function line(phase: Phase, floor: Phase, goalRate: number, goalP95?: number) {
  const ratio = phase.rate / floor.rate;
  const rateOk = phase.rate >= goalRate;
  const p95Ok = goalP95 === undefined || phase.p95 <= goalP95;
  console.log(
    `  ${phase.label.padEnd(34)} ${fmt(phase.rate, 0).padStart(6)} orders/s  p50 ${fmt(phase.p50).padStart(6)} ms  p95 ${fmt(phase.p95).padStart(6)} ms  p99 ${fmt(phase.p99).padStart(6)} ms  | floor ${fmt(floor.rate, 0).padStart(6)} orders/s, p95 ${fmt(floor.p95).padStart(6)} ms | API/floor ${fmt(ratio, 2)}x | goal ≥ ${goalRate}/s${goalP95 === undefined ? '' : `, p95 ≤ ${goalP95} ms`}: ${rateOk && p95Ok ? 'MET' : 'NOT MET'}`,
  );
}

async function main(): Promise<void> {
  console.log(
    `bench:intake ${new Date().toISOString()} — ${cpus().length} cores, load average at start ${load()}; ` +
      `${SECONDS} s measured after ${WARMUP} s warm-up per phase`,
  );
  const cluster = process.env.DATABASE_URL ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 54341));
  const fresh = await freshDatabase(process.env.DATABASE_URL ?? cluster?.url ?? '');
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  const failures: string[] = [];
  try {
    const database = openPostgres(fresh.url, 4);
    await database.migrate();
    await seedDemo(database.db);
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Demo Bistro'));
    const companyId = company?.id ?? '';
    const materials = await orderMaterials(database.db, companyId);
    const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
    const apiVenues = await addVenues(database, companyId, names('Bench venue', VENUES));
    const [apiSingle = ''] = await addVenues(database, companyId, ['Bench single venue']);
    const floorVenues = await addVenues(database, companyId, names('Floor venue', VENUES));
    const [floorSingle = ''] = await addVenues(database, companyId, ['Floor single venue']);

    server = await startProcess(
      process.execPath,
      [
        // BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof).
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
        '--import',
        'tsx',
        join(root, 'apps/server/src/main.ts'),
      ],
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
    const many: Terminal[] = [];
    for (const venueId of apiVenues) {
      for (let i = 0; i < PER_VENUE; i++) {
        many.push({ venueId, credential: await createTerminal(token, venueId, `Till ${i + 1}`) });
      }
    }
    const single: Terminal[] = [];
    for (let i = 0; i < SINGLE_TERMINALS; i++) {
      single.push({
        venueId: apiSingle,
        credential: await createTerminal(token, apiSingle, `Till ${i + 1}`),
      });
    }
    console.log(
      `Set up: ${many.length} terminals over ${apiVenues.length} venues, ${single.length} on one venue (issued over GraphQL); load ${load()}`,
    );

    const acked = new Map<string, Ack>();
    const apiMany = await runTerminals(
      `API, ${many.length} terminals / ${VENUES} venues`,
      many,
      materials,
      acked,
      1000,
    );
    console.log(`  … ${apiMany.label}: ${fmt(apiMany.rate, 0)} orders/s; load ${load()}`);
    const apiOne = await runTerminals(
      `API, ${single.length} terminals / 1 venue`,
      single,
      materials,
      acked,
      5000,
    );
    console.log(`  … ${apiOne.label}: ${fmt(apiOne.rate, 0)} orders/s; load ${load()}`);
    await stopProcess(server);
    server = null;

    const pool = new pg.Pool({ connectionString: fresh.url, max: POOL_SIZE });
    const floorWorkers = floorVenues.flatMap((venueId) =>
      Array.from({ length: PER_VENUE }, () => ({ companyId, venueId })),
    );
    const floorAcked = new Map<string, Ack>();
    const floorMany = await runFloor(
      `floor, ${floorWorkers.length} workers / ${VENUES} venues`,
      pool,
      floorWorkers,
      materials,
      floorAcked,
      1000,
    );
    console.log(`  … ${floorMany.label}: ${fmt(floorMany.rate, 0)} orders/s; load ${load()}`);
    const floorOne = await runFloor(
      `floor, ${SINGLE_TERMINALS} workers / 1 venue`,
      pool,
      Array.from({ length: SINGLE_TERMINALS }, () => ({ companyId, venueId: floorSingle })),
      materials,
      floorAcked,
      5000,
    );
    console.log(`  … ${floorOne.label}: ${fmt(floorOne.rate, 0)} orders/s; load ${load()}`);
    await pool.end();

    for (const phase of [apiMany, apiOne, floorMany, floorOne]) {
      if (phase.errors > 0 || phase.problems.length > 0) {
        failures.push(`${phase.label}: ${phase.errors} errors; ${phase.problems.slice(0, 5).join(' · ')}`);
      }
    }
    const apiChecks = await check(database, [...apiVenues, apiSingle], acked);
    const floorChecks = await check(database, [...floorVenues, floorSingle], floorAcked);
    failures.push(...apiChecks.map((p) => `API: ${p}`), ...floorChecks.map((p) => `floor: ${p}`));
    const apiOrders = [...acked.values()].length;
    await database.close();

    console.log(`\nTerminal intake on PostgreSQL${cluster ? ' 15 (temporary cluster)' : ' (DATABASE_URL)'}:`);
    line(apiMany, floorMany, GOAL.manyRate, GOAL.manyP95);
    line(apiOne, floorOne, GOAL.singleRate);
    console.log(
      `Checks over ${apiOrders} API orders and ${floorAcked.size} floor orders (acknowledged once, numbers 1..n, rollups = recomputation): ${
        failures.length === 0 ? 'all passed' : 'FAILED'
      }`,
    );
    for (const failure of failures) console.log(`  ✗ ${failure}`);
    console.log(`load average at end ${load()}`);
  } finally {
    if (server) await stopProcess(server);
    agent.destroy();
    await fresh.drop();
    cluster?.stop();
  }
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
