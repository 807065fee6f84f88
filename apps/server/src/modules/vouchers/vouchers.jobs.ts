// The day-close jobs: a tick every 10 minutes closes each venue's finished accounting days — their
// Z-reports for every company, their vouchers for companies with an enabled accounting integration —
// and enqueues one post per voucher; a post that
// meets a temporary outage is retried by pg-boss with exponential backoff, and fails for good
// (with the provider's last message) when the retries run out.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../platform/db/client.ts';
import { createJobRunner, type JobRunner, startsWithServer } from '../../platform/jobs.ts';
import type { JobBase } from '../reports/scheduled.jobs.ts';
import { closeDueZDays } from '../reports/z-close.ts';
import { closeVoucherDay, deliverVoucher, dueVoucherDays, giveUpVoucher } from './posting.service.ts';

const TICK = 'voucher-day-close-tick';
const POST = 'voucher-post';
/** Retries after the first attempt: 1, 2, 4, 8, 16 and 32 minutes later. */
export const VOUCHER_RETRY_LIMIT = 6;

interface PostJob {
  voucherId: string;
}

export interface VoucherJobs {
  runner: JobRunner;
  /** Closes the finished days due at `now` and enqueues their posts; returns the voucher ids. */
  tick(now?: Date): Promise<string[]>;
  /** Enqueues (another) post of a voucher, retried with backoff; once per voucher at a time. */
  enqueue(voucherId: string): Promise<void>;
}

declare module '../../kernel/context.ts' {
  interface Jobs {
    /** The day-voucher jobs (modules/vouchers). */
    vouchers: VoucherJobs;
  }
}

export function createVoucherJobs(database: Database, base: () => JobBase): VoucherJobs {
  let postWorker = '';
  const runner = createJobRunner(
    database,
    () => base().log,
    async (boss: PgBoss) => {
      await boss.createQueue(TICK);
      await boss.createQueue(POST, { retryLimit: VOUCHER_RETRY_LIMIT, retryDelay: 60, retryBackoff: true });
      await boss.work<Record<string, never>>(TICK, async () => {
        await jobs.tick();
      });
      postWorker = await boss.work<PostJob>(POST, { pollingIntervalSeconds: 5 }, async ([job]) => {
        if (!job) return null;
        const outcome = await deliverVoucher(base(), job.data.voucherId);
        if (outcome !== 'retry') return { outcome };
        if (job.retryCount >= VOUCHER_RETRY_LIMIT) {
          await giveUpVoucher(base().db, job.data.voucherId);
          return { outcome: 'failed' };
        }
        // Thrown so pg-boss tries again later, each wait twice the one before.
        throw new Error('accounting provider unavailable: retrying');
      });
      if (startsWithServer()) await boss.schedule(TICK, '*/10 * * * *');
    },
  );
  const jobs: VoucherJobs = {
    runner,
    async tick(now = new Date()) {
      // Every finished day with sales gets its Z-report closed, with or without bookkeeping.
      await closeDueZDays(base().db, now);
      const ids: string[] = [];
      for (const { companyId, venueId, day } of await dueVoucherDays(base().db, now)) {
        const closed = await closeVoucherDay(base().db, companyId, venueId, day);
        if (closed.kind !== 'created') continue;
        await jobs.enqueue(closed.voucherId);
        ids.push(closed.voucherId);
      }
      return ids;
    },
    async enqueue(voucherId) {
      const boss = await runner.boss();
      // One queued post per voucher: a second Retry while one waits does not double it.
      const id = await boss.send(POST, { voucherId }, { singletonKey: voucherId });
      if (id && postWorker) boss.notifyWorker(postWorker);
    },
  };
  return jobs;
}
