import { afterAll, describe, expect, it } from 'vitest';
import { fixture, source } from '../../test/fixtures/intake/files.js';
import type { jobs as testJobs } from '../../test/fixtures/intake/hostJobs.js';
import { JobFailure } from './jobProtocol.js';
import { createNodeWorkerHost } from './nodeHost.js';

const host = createNodeWorkerHost<typeof testJobs>({
  registry: new URL('../../test/fixtures/intake/hostJobs.ts', import.meta.url),
  size: 2,
  timeoutMs: 20_000,
  maxOldGenerationSizeMb: 96,
});
afterAll(() => host.close());

async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(JobFailure);
    return { code: (error as JobFailure).code, message: (error as JobFailure).message };
  }
  throw new Error('expected the call to fail');
}

describe('the Node worker host', () => {
  it('runs intake in a worker thread and returns plain data', async () => {
    const result = await host.run('extractDocument', [{ bytes: fixture('de.docx') }]);
    expect(result).toMatchObject({ format: 'docx', language: 'de', text: source('de').text });
  });

  it('moves bytes without copying when asked', async () => {
    const bytes = new Uint8Array(1024);
    expect(await host.run('byteLength', [bytes], { transfer: [bytes.buffer] })).toBe(1024);
    expect(bytes.byteLength).toBe(0);
  });

  it('sends a thrown error back as { code, message }', async () => {
    expect(await failureOf(host.run('refuse', []))).toEqual({ code: 'invalid_file', message: 'The file is corrupt.' });
    expect(await failureOf(host.run('explode', []))).toEqual({ code: 'internal', message: 'undefined is not a function' });
    expect(await failureOf(host.run('nope' as 'echo', [1]))).toEqual({ code: 'unknown_job', message: 'No job named nope.' });
  });

  it('stops a job past its wall-time cap, then serves the next call on a fresh worker', async () => {
    const started = Date.now();
    expect(await failureOf(host.run('spin', [], { timeoutMs: 500 }))).toMatchObject({ code: 'job_timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await host.run('echo', ['still here'])).toBe('still here');
  });

  it('stops a job past its memory cap', async () => {
    const small = createNodeWorkerHost<typeof testJobs>({
      registry: new URL('../../test/fixtures/intake/hostJobs.ts', import.meta.url),
      maxOldGenerationSizeMb: 48,
    });
    try {
      expect(await failureOf(small.run('hog', []))).toMatchObject({ code: 'worker_out_of_memory' });
      expect(await small.run('echo', [42])).toBe(42);
    } finally {
      await small.close();
    }
  });

  it('rejects the call of a worker that exits, and replaces it', async () => {
    expect(await failureOf(host.run('exit', []))).toMatchObject({ code: 'worker_crashed' });
    expect(await host.run('echo', ['again'])).toBe('again');
  });

  it('keeps serving other calls while one worker is stuck', async () => {
    const stuck = host.run('spin', [], { timeoutMs: 3_000 });
    stuck.catch(() => undefined);
    const result = await host.run('extractDocument', [{ text: source('it').text }]);
    expect(result).toMatchObject({ language: 'it' });
    expect(await failureOf(stuck)).toMatchObject({ code: 'job_timeout' });
  });
});
