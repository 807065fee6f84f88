// Every module's background jobs, created here in one visible list: the modules own their jobs
// (queues, workers, what a job does), the composition root decides that a server runs them.
import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../kernel/context.ts';
import { createPayrollJobs } from '../modules/payroll/payroll.jobs.ts';
import { createReportJobs, type JobBase } from '../modules/reports/scheduled.jobs.ts';
import { createVoucherJobs } from '../modules/vouchers/vouchers.jobs.ts';
import type { Database } from '../platform/db/client.ts';
import { jobsStartDelayMs, startsWithServer } from '../platform/jobs.ts';

/** Creates this server's jobs: started with it (or lazily under tests), stopped on close. */
export function registerJobs(
  server: FastifyInstance,
  database: Database,
  services: Omit<JobBase, 'db' | 'log' | 'jobs'>,
): Jobs {
  const base = (): JobBase => ({ db: database.db, ...services, log: server.log, jobs });
  const jobs: Jobs = {
    reports: createReportJobs(database, base),
    vouchers: createVoucherJobs(database, base),
    payroll: createPayrollJobs(database, base),
  };
  const runners = [jobs.reports.runner, jobs.vouchers.runner, jobs.payroll.runner];
  // After `listen`, and a moment later: pg-boss checks its schema and sets up queues, workers and
  // cron — on PGlite over the one connection the first requests also need. Nothing is lost by the
  // wait: cron has minute granularity, queued jobs wait in their table, and a request that enqueues
  // starts pg-boss at once (runner.boss()).
  let timer: NodeJS.Timeout | undefined;
  server.addHook('onListen', async () => {
    if (!startsWithServer()) return;
    timer = setTimeout(() => {
      for (const runner of runners) {
        void runner
          .boss()
          .catch((error: unknown) => server.log.error({ err: error }, 'background jobs did not start'));
      }
    }, jobsStartDelayMs());
  });
  server.addHook('onClose', async () => {
    clearTimeout(timer);
    await Promise.all(runners.map((runner) => runner.stop()));
  });
  return jobs;
}
