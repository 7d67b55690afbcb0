import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { claimJob, completeJob, enqueueJob, failJob, pruneJobs, reapAbandonedJobs, renewLease } from '../src/queue/jobQueue.js';
import { jobs } from '../src/db/schema.js';
import { backends, createTestDatabase, type TestDatabase } from './harness.js';

describe.each(backends)('job queue on %s', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(() => t.drop());
  const db = () => t.database.db;

  it('hands out jobs oldest first, each to one claimer', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueueJob(db(), 'q1', { n: i }, { maxAttempts: 2 }));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimJob<{ n: number }>(db(), 'q1', `w${i}`, 30)));
    const got = claims.filter((c) => c !== null);
    expect(got).toHaveLength(6);
    expect(new Set(got.map((j) => j!.id)).size).toBe(6);
    expect(got.every((j) => j!.attempts === 1)).toBe(true);
    expect(await claimJob(db(), 'q1', 'late', 30)).toBeNull();
    expect(await claimJob(db(), 'other-queue', 'w', 30)).toBeNull();
  });

  it('gives a job whose lease lapsed to another worker, and renews only for its holder', async () => {
    await enqueueJob(db(), 'q2', { n: 1 }, { maxAttempts: 3 });
    const first = (await claimJob(db(), 'q2', 'a', 30))!;
    expect(await renewLease(db(), first.id, 'a', 30)).toBe(true);
    expect(await renewLease(db(), first.id, 'b', 30)).toBe(false);
    expect(await claimJob(db(), 'q2', 'b', 30)).toBeNull();
    await db().update(jobs).set({ leaseUntil: sql`now() - interval '1 second'` });
    const second = (await claimJob(db(), 'q2', 'b', 30))!;
    expect(second.id).toBe(first.id);
    expect(second.attempts).toBe(2);
    expect(await renewLease(db(), first.id, 'a', 30)).toBe(false);
    await completeJob(db(), second.id);
    expect(await claimJob(db(), 'q2', 'c', 30)).toBeNull();
  });

  it('retries a failed job while attempts remain, then fails it', async () => {
    await enqueueJob(db(), 'q3', {}, { maxAttempts: 2 });
    const one = (await claimJob(db(), 'q3', 'a', 30))!;
    expect(await failJob(db(), one, 'boom', 0)).toBe('retry');
    const two = (await claimJob(db(), 'q3', 'a', 30))!;
    expect(two.attempts).toBe(2);
    expect(await failJob(db(), two, 'boom again', 0)).toBe('failed');
    expect(await claimJob(db(), 'q3', 'a', 30)).toBeNull();
  });

  it('reaps a job abandoned on its last attempt', async () => {
    await enqueueJob(db(), 'q4', { checkId: 'x' }, { maxAttempts: 1 });
    const job = (await claimJob(db(), 'q4', 'dead', 30))!;
    expect(await reapAbandonedJobs(db(), 'q4')).toHaveLength(0);
    await db().update(jobs).set({ leaseUntil: sql`now() - interval '1 second'` }).where(sql`${jobs.id} = ${job.id}`);
    expect(await claimJob(db(), 'q4', 'other', 30)).toBeNull();
    const reaped = await reapAbandonedJobs<{ checkId: string }>(db(), 'q4');
    expect(reaped.map((j) => j.payload.checkId)).toEqual(['x']);
    expect(await reapAbandonedJobs(db(), 'q4')).toHaveLength(0);
  });

  it('prunes finished jobs past their retention, and nothing else', async () => {
    const old = await enqueueJob(db(), 'q5', {}, { maxAttempts: 1 });
    const recent = await enqueueJob(db(), 'q5', {}, { maxAttempts: 1 });
    const waiting = await enqueueJob(db(), 'q6', {}, { maxAttempts: 1 });
    for (const id of [old, recent]) await completeJob(db(), id);
    await db().update(jobs).set({ finishedAt: sql`now() - interval '8 days'` }).where(sql`${jobs.id} = ${old}`);
    await pruneJobs(db(), 7);
    const left = (await db().select({ id: jobs.id }).from(jobs)).map((r) => r.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, waiting]));
  });
});
