import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, source } from '../../workers/test/fixtures/intake/files.js';
import { startCheckWorker } from '../src/process/worker.js';
import { bearer, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

// Files through the whole path: judged by their bytes at submission, parsed in a
// worker thread, and scans read by OCR while the check runs.

const words = (s: string) => s.toLowerCase().match(/\p{L}+/gu) ?? [];

describe('checks of uploaded files (PGlite)', () => {
  let t: TestServer;
  let worker: ReturnType<typeof startCheckWorker>;
  let key: string;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    worker = startCheckWorker(t.svc, 'files-worker');
    key = (await roomyAccountWithKey(t.svc)).key;
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const upload = (name: string, bytes: Uint8Array) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/checks?options=' + encodeURIComponent(JSON.stringify({ plagiarism: false, aiContent: false, citations: false })),
      headers: { ...bearer(key), 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${name}"` },
      payload: Buffer.from(bytes),
    });

  async function final(id: string, seen: Set<string>) {
    for (let i = 0; i < 1200; i++) {
      const s = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(key) })).json();
      seen.add(s.status);
      if (['done', 'rejected', 'failed', 'cancelled'].includes(s.status)) {
        return (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(key) })).json();
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the check did not finish');
  }

  it('reads a DOCX at submission, whatever its name says', async () => {
    const res = await upload('report.pdf', fixture('en.docx'));
    expect(res.statusCode).toBe(202);
    const check = await final(res.json().id, new Set());
    expect(check).toMatchObject({ status: 'done', inputKind: 'docx', title: 'report.pdf' });
    const expected = words(source('en').text);
    expect(words(check.text)).toEqual(expect.arrayContaining(expected.slice(0, 30)));
    expect(check.wordCount).toBeGreaterThanOrEqual(20);
  });

  it('accepts a scan at once and reads it by OCR while the check runs', async () => {
    const res = await upload('scan.png', fixture('scan.png'));
    expect(res.statusCode).toBe(202);
    const seen = new Set<string>();
    const check = await final(res.json().id, seen);
    expect(seen.has('extracting') || check.live.events.some((e: { label: string }) => /OCR/.test(e.label))).toBe(true);
    expect(check.status).toBe('done');
    expect(check.inputKind).toBe('png');
    const got = new Set(words(check.text));
    const expected = words(source('en').text);
    const found = expected.filter((w) => got.has(w)).length;
    expect(found / expected.length).toBeGreaterThan(0.95);
    expect(check.wordCount).toBeGreaterThan(20);
  }, 180_000);
});
