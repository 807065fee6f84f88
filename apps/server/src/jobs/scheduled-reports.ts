// The scheduled-report jobs: a tick every 15 minutes finds schedules whose last period has closed
// and was not sent, and enqueues one job each; a job re-reads the scheduling user's permissions
// as they are NOW and e-mails the report (skipped when FINANCE or a venue was taken away).
import { isOneOf, PERIODS } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { companies, scheduledReports } from '../db/schema/index.ts';
import type { Mailer } from '../email/mailer.ts';
import type { Ctx } from '../graphql/context.ts';
import { AppError } from '../lib/errors.ts';
import { currentPrincipal } from '../modules/reports/report-pdf.ts';
import { lastClosedPeriod, sendScheduledReport } from '../modules/reports/scheduled.service.ts';
import type { Providers } from '../providers/index.ts';
import { createJobRunner, type JobRunner, startsWithServer } from './boss.ts';

const TICK = 'scheduled-reports-tick';
const SEND = 'scheduled-report-send';

interface SendJob {
  scheduleId: string;
  force: boolean;
}

export interface ReportJobs {
  runner: JobRunner;
  /** Finds the due schedules at `now` and enqueues them; returns the job ids. */
  tick(now?: Date): Promise<string[]>;
  /** Enqueues one schedule's latest closed period, sent even if it was already; returns the job id. */
  runNow(scheduleId: string): Promise<string>;
  /** Outside production: waits until a job has finished (tests and demos). */
  waitFor(jobId: string, timeoutMs?: number): Promise<string>;
}

interface Deps {
  database: Database;
  config: Config;
  mailer: Mailer;
  providers: Providers;
  log: FastifyBaseLogger;
}

// One set of jobs per database: several test servers share a process, each with its own database.
const registry = new WeakMap<object, ReportJobs>();

export function reportJobsFor(db: object): ReportJobs | undefined {
  return registry.get(db);
}

async function runSchedule(deps: Deps, job: SendJob, now: Date): Promise<string> {
  const { db } = deps.database;
  const [schedule] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.id, job.scheduleId), eq(scheduledReports.deleted, false)));
  if (!schedule || !isOneOf(PERIODS, schedule.period)) return 'gone';
  const principal = await currentPrincipal(db, schedule.userId);
  if (principal?.kind !== 'user') return 'user-gone';
  const ctx: Ctx = {
    db,
    config: deps.config,
    mailer: deps.mailer,
    providers: deps.providers,
    log: deps.log,
    requestId: `job:${job.scheduleId}`,
    ip: '',
    principal,
  };
  const period = lastClosedPeriod(schedule.period, now, principal.company.timezone);
  try {
    return (await sendScheduledReport(ctx, schedule, period, job.force)) ? 'sent' : 'already-sent';
  } catch (error) {
    // FORBIDDEN (no FINANCE any more) or NOT_FOUND (a venue taken away): the schedule is skipped.
    if (error instanceof AppError) {
      deps.log.warn({ scheduleId: schedule.id, code: error.code }, 'scheduled report skipped: permissions');
      return `skipped:${error.code}`;
    }
    throw error;
  }
}

async function dueSchedules(deps: Deps, now: Date): Promise<string[]> {
  const rows = await deps.database.db
    .select({
      id: scheduledReports.id,
      period: scheduledReports.period,
      last: scheduledReports.lastPeriodStart,
      timezone: companies.timezone,
    })
    .from(scheduledReports)
    .innerJoin(companies, eq(companies.id, scheduledReports.companyId))
    .where(eq(scheduledReports.deleted, false));
  return rows
    .filter((r) => {
      if (!isOneOf(PERIODS, r.period)) return false;
      const { from } = lastClosedPeriod(r.period, now, r.timezone);
      return r.last === null || r.last < from;
    })
    .map((r) => r.id);
}

/** Creates the report jobs for this server: started with it (or lazily under tests), stopped on close. */
export function registerReportJobs(server: FastifyInstance, deps: Omit<Deps, 'log'>): ReportJobs {
  const full: Deps = { ...deps, log: server.log };
  let sendWorker = '';
  const runner = createJobRunner(deps.database, server.log, async (boss: PgBoss) => {
    await boss.createQueue(TICK);
    await boss.createQueue(SEND, { retryLimit: 2, retryDelay: 60 });
    await boss.work<Record<string, never>>(TICK, async () => {
      await jobs.tick();
    });
    sendWorker = await boss.work<SendJob>(SEND, { pollingIntervalSeconds: 5 }, async ([job]) => {
      if (!job) return null;
      return { outcome: await runSchedule(full, job.data, new Date()) };
    });
    if (startsWithServer()) await boss.schedule(TICK, '*/15 * * * *');
  });
  const enqueue = async (job: SendJob, singletonKey?: string) => {
    const boss = await runner.boss();
    const id = await boss.send(SEND, { ...job }, singletonKey ? { singletonKey } : {});
    if (id && sendWorker) boss.notifyWorker(sendWorker);
    return id;
  };
  const jobs: ReportJobs = {
    runner,
    async tick(now = new Date()) {
      const ids: string[] = [];
      for (const scheduleId of await dueSchedules(full, now)) {
        const id = await enqueue(
          { scheduleId, force: false },
          `${scheduleId}:${now.toISOString().slice(0, 13)}`,
        );
        if (id) ids.push(id);
      }
      return ids;
    },
    async runNow(scheduleId) {
      const id = await enqueue({ scheduleId, force: true });
      if (!id) throw new Error('job not enqueued');
      return id;
    },
    async waitFor(jobId, timeoutMs = 20_000) {
      const boss = await runner.boss();
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const job = await boss.getJobById<SendJob>(SEND, jobId);
        if (job && (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')) {
          return job.state;
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return 'timeout';
    },
  };
  registry.set(deps.database.db, jobs);
  server.addHook('onReady', async () => {
    if (!startsWithServer()) return;
    // Not awaited: the server answers while pg-boss installs its schema and starts.
    void runner
      .boss()
      .catch((error: unknown) => server.log.error({ err: error }, 'background jobs did not start'));
  });
  server.addHook('onClose', async () => {
    await runner.stop();
  });
  return jobs;
}
