// pg-boss on the product's own database: PGlite through pg-boss's adapter by default, its own small
// node-postgres pool with DATABASE_URL. Started after the server listens (never delaying start-up)
// and lazily under tests (only a test that runs a job pays for pg-boss's schema); stopped on close.

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

/** `log` is read when pg-boss starts: the composition root's logger exists only once the server does. */
export function createJobRunner(
  database: Database,
  log: () => FastifyBaseLogger,
  setup: QueueSetup,
): JobRunner {
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const make = () => {
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
  };
  const start = async () => {
    const boss = make();
    boss.on('error', (error: unknown) => log().error({ err: error }, 'pg-boss error'));
    const started = performance.now();
    await boss.start();
    await setup(boss);
    log().info({ ms: Math.round(performance.now() - started) }, 'background jobs started');
    return boss;
  };
  return {
    boss() {
      if (stopped) return Promise.reject(new Error('jobs are stopped'));
      starting ??= start();
      return starting;
    },
    async stop() {
      stopped = true;
      if (!starting) return;
      const boss = await starting.catch(() => null);
      await boss?.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/** Whether jobs start by themselves when the server is ready (not under tests, not JOBS=off). */
export function startsWithServer(): boolean {
  return !underTest() && process.env.JOBS !== 'off';
}
