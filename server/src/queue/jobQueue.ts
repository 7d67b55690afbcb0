import { and, eq, lt, or, sql, lte, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';

// A durable job queue on the application's own database. Jobs are claimed with
// FOR UPDATE SKIP LOCKED, so any number of worker processes on any number of
// machines share one queue; a claim is a lease that the worker renews while it
// works, so a worker that dies mid-job loses the job to another once the lease
// runs out. All times come from the database clock.

export interface Job<T = unknown> {
  id: number;
  queue: string;
  payload: T;
  attempts: number;
  maxAttempts: number;
}

type JobRow = typeof jobs.$inferSelect;

function toJob<T>(row: JobRow): Job<T> {
  return { id: row.id, queue: row.queue, payload: row.payload as T, attempts: row.attempts, maxAttempts: row.maxAttempts };
}

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Adds a job; pass a transaction to commit it together with the rows it is about. */
export async function enqueueJob(db: Executor, queue: string, payload: unknown, opts: { maxAttempts: number }): Promise<number> {
  const [row] = await db.insert(jobs).values({ queue, payload, maxAttempts: opts.maxAttempts }).returning({ id: jobs.id });
  return row!.id;
}

/** Claims the oldest ready job: queued, or active with a lapsed lease and attempts left. */
export async function claimJob<T>(db: Db, queue: string, workerId: string, leaseSeconds: number): Promise<Job<T> | null> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, queue),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAfter, sql`now()`)),
            and(eq(jobs.state, 'active'), lt(jobs.leaseUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
          ),
        ),
      )
      .orderBy(jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [row] = await tx
      .update(jobs)
      .set({ state: 'active', attempts: sql`${jobs.attempts} + 1`, leaseUntil: leaseEnd(leaseSeconds), workerId })
      .where(eq(jobs.id, candidate.id))
      .returning();
    return toJob<T>(row!);
  });
}

/** Renews the lease; false when the job is no longer this worker's. */
export async function renewLease(db: Db, jobId: number, workerId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: leaseEnd(leaseSeconds) })
    .where(and(eq(jobs.id, jobId), eq(jobs.workerId, workerId), eq(jobs.state, 'active')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob(db: Executor, jobId: number): Promise<void> {
  await db.update(jobs).set({ state: 'done', finishedAt: sql`now()`, leaseUntil: null }).where(eq(jobs.id, jobId));
}

/** Records a failure: the job runs again after `retryDelaySeconds` while attempts remain. */
export async function failJob(db: Executor, job: Job, error: string, retryDelaySeconds = 1): Promise<'retry' | 'failed'> {
  const retry = job.attempts < job.maxAttempts;
  await db
    .update(jobs)
    .set(
      retry
        ? { state: 'queued', runAfter: sql`now() + make_interval(secs => ${retryDelaySeconds})`, leaseUntil: null, lastError: error }
        : { state: 'failed', finishedAt: sql`now()`, leaseUntil: null, lastError: error },
    )
    .where(eq(jobs.id, job.id));
  return retry ? 'retry' : 'failed';
}

/** Ends jobs whose worker died on the last attempt; the caller settles what they were about. */
export async function reapAbandonedJobs<T>(db: Db, queue: string): Promise<Job<T>[]> {
  const rows = await db
    .update(jobs)
    .set({ state: 'failed', finishedAt: sql`now()`, lastError: 'the worker stopped answering on the last attempt' })
    .where(
      and(
        eq(jobs.queue, queue),
        eq(jobs.state, 'active'),
        lt(jobs.leaseUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning();
  return rows.map((r) => toJob<T>(r));
}

/** Drops finished jobs older than `days`, keeping the table small. */
export async function pruneJobs(db: Db, days: number): Promise<void> {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`)));
}
