import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantSchema } from '@writecheck/shared';
import { startCheckWorker } from '../src/process/worker.js';
import { backends, bearer, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

// The `instant` object: computed when the check is created, adopted by the full report.

const grammarOnly = { plagiarism: false, grammarSpelling: true, citations: false, aiContent: false, style: false };

async function waitForFinal(t: TestServer, key: string, id: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await t.app.inject({ url: `/v1/checks/${id}?view=summary`, headers: bearer(key) })).json();
    if (['done', 'rejected', 'cancelled', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`check ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(backends)('instant findings on %s', (backend) => {
  let t: TestServer;
  let a: Awaited<ReturnType<typeof roomyAccountWithKey>>;

  beforeAll(async () => {
    t = await startTestServer(backend);
    a = await roomyAccountWithKey(t.svc);
    // A cold worker loads the dictionaries first (seconds on a busy machine), past the
    // instant check's time limit; the assertions are about a warm one.
    await t.svc.host.run('instantCheck', ['A warm-up sentence.', { register: 'general', wordCount: 3 }], { timeoutMs: 120_000 });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const create = async (text: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(a.key), payload: { text, options: grammarOnly } });
    expect(res.statusCode).toBe(202);
    return res.json().id as string;
  };
  const read = async (id: string) => (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(a.key) })).json();

  it('comes with an English check at once, and the full report adopts it', async () => {
    const text =
      'The comittee met on Monday to review the survey of local farmers. They needs more time, and the results may indicates a delay of two weeks before the report goes to the council.';
    const id = await create(text);
    const before = await read(id);
    const instant = instantSchema.parse(before.instant);
    expect(instant).toMatchObject({ dialect: 'en-US', adopted: false, redactedIssues: 0 });
    expect(instant.skipped).toBeUndefined();
    expect(instant.counts.spelling).toBe(1);
    expect(instant.counts.grammar).toBe(2);
    const words = instant.issues.map((i) => i.original.text);
    expect(words).toEqual(['comittee', 'needs', 'indicates']);
    for (const i of instant.issues) expect(text.slice(i.original.start, i.original.end)).toBe(i.original.text);
    expect(instant.issues[0]!.suggestions[0]).toBe('committee');

    const worker = startCheckWorker(t.svc, 'instant-worker');
    try {
      expect((await waitForFinal(t, a.key, id)).status).toBe('done');
    } finally {
      await worker.stop();
    }
    const after = await read(id);
    expect(after.instant.adopted).toBe(true);
    const reported = after.report.issues.map((i: { original: { start: number } }) => i.original.start);
    for (const i of instant.issues) expect(reported).toContain(i.original.start);
  }, 180_000);

  it('is skipped for a document in another language', async () => {
    const id = await create('El comité se reunió el lunes y los resultados de la encuesta indican que la mayoría de las personas prefieren trabajar desde casa.');
    const instant = instantSchema.parse((await read(id)).instant);
    expect(instant).toMatchObject({ skipped: 'non_english', issues: [], adopted: false });
  });
});
