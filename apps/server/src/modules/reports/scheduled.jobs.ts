// The scheduled-report jobs: a tick every 15 minutes finds schedules whose last period has closed
// and was not sent, and enqueues one job each; a job re-reads the scheduling user's permissions
// as they are NOW and e-mails the report (skipped when FINANCE or a venue was taken away).
import { isOneOf, PERIODS } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Database } from '../../platform/db/client.ts';
import { companies, scheduledReports } from '../../platform/db/schema/index.ts';
import { createJobRunner, type JobRunner, startsWithServer } from '../../platform/jobs.ts';
import { currentPrincipal } from './report-pdf.ts';
import { lastClosedPeriod, sendScheduledReport } from './scheduled.service.ts';

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

declare module '../../kernel/context.ts' {
  interface Jobs {
    /** The scheduled-report jobs (this module's); the composition root creates them per server. */
    reports: ReportJobs;
  }
}

/** A job's context minus the caller: the composition root hands it over once every job exists. */
export type JobBase = Omit<Ctx, 'principal' | 'requestId' | 'ip'>;

async function runSchedule(base: JobBase, job: SendJob, now: Date): Promise<string> {
  const { db } = base;
  const [schedule] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.id, job.scheduleId), eq(scheduledReports.deleted, false)));
  if (!schedule || !isOneOf(PERIODS, schedule.period)) return 'gone';
  const principal = await currentPrincipal(db, schedule.userId);
  if (principal?.kind !== 'user') return 'user-gone';
  const ctx: Ctx = {
    ...base,
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
      base.log.warn({ scheduleId: schedule.id, code: error.code }, 'scheduled report skipped: permissions');
      return `skipped:${error.code}`;
    }
    throw error;
  }
}

async function dueSchedules(base: JobBase, now: Date): Promise<string[]> {
  const rows = await base.db
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

/**
 * Creates the report jobs of one server on its database; `base` is read when a job runs. The
 * composition root starts the runner with the server (or lazily under tests) and stops it on close.
 */
export function createReportJobs(database: Database, base: () => JobBase): ReportJobs {
  let sendWorker = '';
  const runner = createJobRunner(
    database,
    () => base().log,
    async (boss: PgBoss) => {
      await boss.createQueue(TICK);
      await boss.createQueue(SEND, { retryLimit: 2, retryDelay: 60 });
      await boss.work<Record<string, never>>(TICK, async () => {
        await jobs.tick();
      });
      sendWorker = await boss.work<SendJob>(SEND, { pollingIntervalSeconds: 5 }, async ([job]) => {
        if (!job) return null;
        return { outcome: await runSchedule(base(), job.data, new Date()) };
      });
      if (startsWithServer()) await boss.schedule(TICK, '*/15 * * * *');
    },
  );
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
      for (const scheduleId of await dueSchedules(base(), now)) {
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
  return jobs;
}
