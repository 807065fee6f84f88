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
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lineTotal, orderTotals } from '@fika/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { newId } from '../apps/server/src/lib/ids.ts';
import {
  mergeRollupRows,
  type RollupRows,
  saleRollupRows,
} from '../apps/server/src/modules/finance/rollups.ts';
import { rolledLines } from '../apps/server/src/modules/orders/record.ts';
import { openPostgres } from '../apps/server/src/platform/db/client.ts';
import {
  companies,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  voidJournal,
} from '../apps/server/src/platform/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import type { GeneratedOrder } from '../apps/server/src/seed/order-generator.ts';
import { check, ROLLUP_TABLES, type Row, withCoarse } from './intake-checks.ts';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';
import { freshDatabase, startCluster } from './postgres.ts';
import {
  type Ack,
  addVenues,
  closeTerminalConnections,
  createTerminal,
  generatorFor,
  type Materials,
  type Phase,
  type Place,
  runTerminals,
  summary,
  type Terminal,
} from './terminal-load.ts';

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
const GOAL = { manyRate: 1000, manyP95: 50, singleRate: 300 };

const load = () =>
  loadavg()
    .map((l) => fmt(l, 2))
    .join(' / ');

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
  return summary(label, SECONDS, latencies, accepted, errors, problems);
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
        many.push({ venueId, credential: await createTerminal(ORIGIN, token, venueId, `Till ${i + 1}`) });
      }
    }
    const single: Terminal[] = [];
    for (let i = 0; i < SINGLE_TERMINALS; i++) {
      single.push({
        venueId: apiSingle,
        credential: await createTerminal(ORIGIN, token, apiSingle, `Till ${i + 1}`),
      });
    }
    console.log(
      `Set up: ${many.length} terminals over ${apiVenues.length} venues, ${single.length} on one venue (issued over GraphQL); load ${load()}`,
    );

    const acked = new Map<string, Ack>();
    const timing = { origin: ORIGIN, materials, acked, seconds: SECONDS, warmup: WARMUP };
    const apiMany = await runTerminals({
      ...timing,
      label: `API, ${many.length} terminals / ${VENUES} venues`,
      terminals: many,
      seedBase: 1000,
    });
    console.log(`  … ${apiMany.label}: ${fmt(apiMany.rate, 0)} orders/s; load ${load()}`);
    const apiOne = await runTerminals({
      ...timing,
      label: `API, ${single.length} terminals / 1 venue`,
      terminals: single,
      seedBase: 5000,
    });
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
    closeTerminalConnections();
    await fresh.drop();
    cluster?.stop();
  }
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
