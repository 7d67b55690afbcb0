import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckWorker } from '../src/process/worker.js';
import { bearer, newAccountWithKey, prose, startTestServer, type TestServer } from './harness.js';

// A worker process killed with SIGKILL mid-check must leave no check running and no
// credit held: another worker finishes the check, or it ends `failed`, released.
// Separate processes share a database only on PostgreSQL.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function spawnWorker(databaseUrl: string, env: Record<string, string>): Promise<{ child: ChildProcess; workerId: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', 'worker'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.includes('"worker"'));
      if (line) resolve({ child, workerId: JSON.parse(line).worker });
    });
    child.once('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
  });
}

async function poll<T>(fn: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a worker killed mid-check (PostgreSQL)', () => {
  let t: TestServer;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    t = await startTestServer('postgres', { jobLeaseSeconds: 2 });
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await t.close();
  });

  async function killMidCheck(attempts: number) {
    // A job's attempts are fixed when the API enqueues it.
    t.svc.config.jobAttempts = attempts;
    const a = await newAccountWithKey(t.svc);
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/checks',
        headers: bearer(a.key),
        // The drill is about the queue, not the passes: the check runs none of them.
        payload: { text: prose(100), options: { plagiarism: false, grammarSpelling: false, citations: false, aiContent: false, style: false } },
      })
    ).json();
    const { child, workerId } = await spawnWorker(t.db.url!, {
      WRITECHECK_STEP_DELAY_MS: '1500',
      WRITECHECK_JOB_LEASE_SECONDS: '2',
      WRITECHECK_JOB_ATTEMPTS: String(attempts),
    });
    children.push(child);
    await poll(async () => {
      const s = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(a.key) })).json();
      return s.status === 'analyzing' ? s : undefined;
    }, 20_000);
    child.kill('SIGKILL');
    return { a, id, workerId };
  }

  it('another worker finishes the check once the lease runs out', async () => {
    const { a, id, workerId } = await killMidCheck(2);
    const rescuer = startCheckWorker({ ...t.svc, config: { ...t.svc.config, jobAttempts: 2 } }, 'rescuer');
    try {
      const final = await poll(async () => {
        const s = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(a.key) })).json();
        return s.status === 'done' || s.status === 'failed' ? s : undefined;
      }, 60_000);
      expect(final.status).toBe('done');
      expect(final.completedBy).toBe('rescuer');
      expect(final.completedBy).not.toBe(workerId);
      const usage = (await t.app.inject({ url: '/v1/me/usage', headers: bearer(a.key) })).json();
      expect(usage.balanceHeldCredits).toBe(0);
    } finally {
      await rescuer.stop();
    }
  }, 120_000);

  it('a check out of attempts ends failed with its credits released', async () => {
    const { a, id } = await killMidCheck(1);
    const reaper = startCheckWorker({ ...t.svc, config: { ...t.svc.config, jobAttempts: 1 } }, 'reaper');
    try {
      const final = await poll(async () => {
        const s = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(a.key) })).json();
        return s.status === 'failed' || s.status === 'done' ? s : undefined;
      }, 60_000);
      expect(final.status).toBe('failed');
      expect(final.rejection.code).toBe('internal');
      const usage = (await t.app.inject({ url: '/v1/me/usage', headers: bearer(a.key) })).json();
      expect(usage).toMatchObject({ balanceAvailableCredits: 1_500, balanceHeldCredits: 0 });
    } finally {
      await reaper.stop();
    }
  }, 120_000);
});
