// pg-boss on the product's own database: PGlite through pg-boss's adapter by default, its own small
// node-postgres pool with DATABASE_URL. Started after the server listens (never delaying start-up)
// and lazily under tests (only a test that runs a job pays for pg-boss's schema); stopped on close.
// The composition root starts it a moment after `listen` (app/jobs.ts): see JOBS_START_DELAY_MS.

import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, type PGliteLike, PgBoss } from 'pg-boss';
import type { Database } from './db/client.ts';

export type QueueSetup = (boss: PgBoss) => Promise<void>;

export interface JobRunner {
  /** The started pg-boss (starting it first when it is not yet). */
  boss(): Promise<PgBoss>;
  stop(): Promise<void>;
}

const underTest = () => process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

// One pg-boss per database for all of a server's modules: each instance installs or checks its
// schema, runs its own maintenance and cron timers and (on PostgreSQL) holds its own pool, so three
// modules with three instances cost three times the start-up work and connections for nothing.
interface SharedBoss {
  starting: Promise<PgBoss> | null;
  /** Runners not yet stopped: the last one to stop stops pg-boss. */
  open: number;
}
const shared = new WeakMap<Database, SharedBoss>();

function makeBoss(database: Database): PgBoss {
  const quiet = underTest();
  const common = {
    // Under tests no cron or maintenance timers: the tick is called directly.
    schedule: !quiet,
    supervise: !quiet,
    migrate: true,
  } as const;
  // The database's own URL, not the config's: tests hand the server a cloned database per file.
  if (database.driver === 'postgres' && database.url) {
    return new PgBoss({ connectionString: database.url, max: 3, ...common });
  }
  const client = (database.db as unknown as { $client: PGliteLike }).$client;
  return new PgBoss({ db: fromPglite(client), backend: 'pglite', ...common });
}

/** `log` is read when pg-boss starts: the composition root's logger exists only once the server does. */
export function createJobRunner(
  database: Database,
  log: () => FastifyBaseLogger,
  setup: QueueSetup,
): JobRunner {
  let entry = shared.get(database);
  if (!entry) {
    entry = { starting: null, open: 0 };
    shared.set(database, entry);
  }
  const own = entry;
  own.open++;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const bossOfDatabase = () => {
    own.starting ??= (async () => {
      const boss = makeBoss(database);
      boss.on('error', (error: unknown) => log().error({ err: error }, 'pg-boss error'));
      const started = performance.now();
      await boss.start();
      log().info({ ms: Math.round(performance.now() - started) }, 'background jobs started');
      return boss;
    })();
    return own.starting;
  };
  return {
    boss() {
      if (stopped) return Promise.reject(new Error('jobs are stopped'));
      starting ??= bossOfDatabase().then(async (boss) => {
        await setup(boss);
        return boss;
      });
      return starting;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      own.open--;
      // Queues set up by this runner finish with it; pg-boss itself stops with the last runner.
      await starting?.catch(() => null);
      if (own.open > 0 || !own.starting) return;
      const boss = await own.starting.catch(() => null);
      own.starting = null;
      await boss?.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/** Whether jobs start by themselves when the server is ready (not under tests, not JOBS=off). */
export function startsWithServer(): boolean {
  return !underTest() && process.env.JOBS !== 'off';
}

/** How long after `listen` the server starts its jobs: JOBS_START_DELAY_MS, default 3 s. */
export function jobsStartDelayMs(): number {
  const value = Number(process.env.JOBS_START_DELAY_MS ?? 3000);
  return Number.isFinite(value) && value >= 0 ? value : 3000;
}
