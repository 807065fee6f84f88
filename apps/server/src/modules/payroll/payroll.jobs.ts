// The payroll job: every few minutes it sends each active payroll link's hours (payroll.sync.ts).
// One tick does every link in turn; a link that fails records its message and the others go on.
import { PAYROLL_SYNC_MINUTES } from '@fika/domain';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../platform/db/client.ts';
import { createJobRunner, type JobRunner, startsWithServer } from '../../platform/jobs.ts';
import type { JobBase } from '../reports/scheduled.jobs.ts';
import { activePayrollLinkIds, syncPayrollLink } from './payroll.sync.ts';

const TICK = 'payroll-sync-tick';

export interface PayrollJobs {
  runner: JobRunner;
  /** Sends every active link's hours at `now`; returns how many were accepted and how many failed. */
  tick(now?: Date): Promise<{ sent: number; failed: number }>;
}

declare module '../../kernel/context.ts' {
  interface Jobs {
    /** The payroll sync (this module's). */
    payroll: PayrollJobs;
  }
}

export function createPayrollJobs(database: Database, base: () => JobBase): PayrollJobs {
  const runner = createJobRunner(
    database,
    () => base().log,
    async (boss: PgBoss) => {
      await boss.createQueue(TICK);
      // Under tests the cron is off and tick() is called directly.
      await boss.work<Record<string, never>>(TICK, async () => jobs.tick());
      if (startsWithServer()) await boss.schedule(TICK, `*/${PAYROLL_SYNC_MINUTES} * * * *`);
    },
  );
  const jobs: PayrollJobs = {
    runner,
    async tick(now = new Date()) {
      const deps = base();
      let sent = 0;
      let failed = 0;
      for (const id of await activePayrollLinkIds(deps.db)) {
        try {
          const result = await syncPayrollLink(deps, id, now);
          if (result.ok) sent += 1;
          else failed += 1;
        } catch (error) {
          failed += 1;
          deps.log.error({ err: error, payrollLinkId: id }, 'payroll sync failed');
        }
      }
      return { sent, failed };
    },
  };
  return jobs;
}
