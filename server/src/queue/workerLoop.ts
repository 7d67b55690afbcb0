import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { claimJob, completeJob, failJob, pruneJobs, reapAbandonedJobs, renewLease, type Job } from './jobQueue.js';

export interface WorkerLoopOptions<T> {
  db: Db;
  queue: string;
  workerId: string;
  concurrency: number;
  leaseSeconds: number;
  log: Logger;
  handle(job: Job<T>, signal: AbortSignal): Promise<void>;
  /** Called for a job that ran out of attempts; settles what the job was about. */
  abandoned(job: Job<T>, reason: string): Promise<void>;
  pollMs?: number;
}

const PRUNE_EVERY_MS = 3_600_000;
const JOB_RETENTION_DAYS = 7;

export interface WorkerLoop {
  stop(): Promise<void>;
}

/** Waits `ms`, or less when the loop stops; leaves no listener behind either way. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Runs `concurrency` slots that claim and handle jobs until stopped. */
export function startWorkerLoop<T>(opts: WorkerLoopOptions<T>): WorkerLoop {
  const stopping = new AbortController();
  const pollMs = opts.pollMs ?? 250;

  async function runOne(job: Job<T>): Promise<void> {
    const lost = new AbortController();
    // Renew at a third of the lease so that two missed renewals still leave time.
    const heartbeat = setInterval(() => {
      renewLease(opts.db, job.id, opts.workerId, opts.leaseSeconds).then(
        (held) => {
          if (!held) lost.abort(new Error('lease lost'));
        },
        (err: unknown) => opts.log.warn({ err, jobId: job.id }, 'lease renewal failed'),
      );
    }, (opts.leaseSeconds * 1000) / 3);
    try {
      await opts.handle(job, lost.signal);
      await completeJob(opts.db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log.error({ err, jobId: job.id, attempt: job.attempts }, 'job failed');
      const outcome = await failJob(opts.db, job, message);
      if (outcome === 'failed') await opts.abandoned(job, message);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function slot(): Promise<void> {
    while (!stopping.signal.aborted) {
      let job: Job<T> | null = null;
      try {
        job = await claimJob<T>(opts.db, opts.queue, opts.workerId, opts.leaseSeconds);
      } catch (err) {
        opts.log.error({ err }, 'claiming a job failed');
      }
      if (job) await runOne(job).catch((err: unknown) => opts.log.error({ err }, 'job bookkeeping failed'));
      else await sleep(pollMs, stopping.signal);
    }
  }

  async function reaper(): Promise<void> {
    let prunedAt = 0;
    while (!stopping.signal.aborted) {
      try {
        for (const job of await reapAbandonedJobs<T>(opts.db, opts.queue)) {
          await opts.abandoned(job, 'the worker running it stopped');
        }
        // Finished jobs are kept a week for inspection, then dropped so the table stays small.
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          await pruneJobs(opts.db, JOB_RETENTION_DAYS);
        }
      } catch (err) {
        opts.log.error({ err }, 'reaping abandoned jobs failed');
      }
      await sleep(Math.max(1000, (opts.leaseSeconds * 1000) / 2), stopping.signal);
    }
  }

  const running = [...Array.from({ length: opts.concurrency }, slot), reaper()];
  return {
    async stop() {
      stopping.abort();
      await Promise.allSettled(running);
    },
  };
}
