// npm run bench:floor-plan-save — the floor-plan editor's one atomic save of 200 tables (issue #14:
// ≤ 100 ms API). Starts the built server on a fresh database (PostgreSQL with DATABASE_URL, else
// PGlite), creates a plan with 200 tables, then times saves one after another (the editor never
// sends two at once): every table moved (the heaviest save), and one table moved (the usual drag).
// Prints p50/p95 of each; exits 1 when the all-moved p50 is over budget (p95 on a shared machine
// mostly measures the neighbours).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, loginToken, startProcess, stopProcess } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const PORT = 3206;
const TABLES = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BUDGET_MS = 100;

type Table = { id?: string; code: string; posX: number; posY: number } & Record<string, unknown>;
type Plan = { id: string; version: number; tables: Table[] };

const PLAN = 'id version tables { id code seats shape width height posX posY rotation section active }';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

async function main() {
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'fika-bench-floor-plan-'));
  const server = await startProcess(
    process.execPath,
    [join(root, 'apps/server/dist/main.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
    `http://127.0.0.1:${PORT}/healthz`,
    // A fresh database seeds the demo companies first: over a minute on a busy machine.
    180_000,
  );
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const token = await loginToken(origin);
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const response = await fetch(`${origin}/graphql`, {
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
    const { createFloorPlan } = await gql<{ createFloorPlan: Plan }>(
      `mutation($v: ID!) { createFloorPlan(venueId: $v, input: { name: "Bench hall", width: 200, height: 200 }) { ${PLAN} } }`,
      { v: authorizeUser.venueIds[0] },
    );
    const save = async (plan: Plan, tables: Table[]) =>
      (
        await gql<{ saveFloorPlan: Plan }>(
          `mutation($id: ID!, $i: FloorPlanSaveInput!) { saveFloorPlan(id: $id, input: $i) { ${PLAN} } }`,
          { id: plan.id, i: { expectedVersion: plan.version, width: 200, height: 200, tables, areas: [] } },
        )
      ).saveFloorPlan;
    let plan = await save(
      createFloorPlan,
      Array.from({ length: TABLES }, (_, i) => ({
        code: `T${i + 1}`,
        posX: (i % 20) * 5,
        posY: Math.floor(i / 20) * 5,
      })),
    );
    const run = async (name: string, move: (tables: Table[], round: number) => Table[]) => {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        plan = await save(plan, move(plan.tables, round));
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
    };
    const shift = (round: number) => (round % 2 === 0 ? 1 : -1);
    const results = [
      await run(`all ${TABLES} tables moved`, (tables, round) =>
        tables.map((t) => ({ ...t, posX: t.posX + shift(round) })),
      ),
      await run(`one of ${TABLES} tables moved`, (tables, round) =>
        tables.map((t, i) => (i === 0 ? { ...t, posX: t.posX + shift(round) } : t)),
      ),
    ];
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`\nsaveFloorPlan over HTTP, ${database}, ${ROUNDS} saves each (budget ${BUDGET_MS} ms)`);
    console.log('save | p50 ms | p95 ms');
    for (const r of results) console.log(`${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)}`);
    if ((results[0]?.p50 ?? Number.POSITIVE_INFINITY) > BUDGET_MS) {
      console.error(`over budget: ${fmt(results[0]?.p50 ?? Number.NaN)} ms > ${BUDGET_MS} ms`);
      process.exitCode = 1;
    }
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
